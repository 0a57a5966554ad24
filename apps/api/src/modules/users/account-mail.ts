/** The e-mails of the account flows: the password reset link and the passwordless sign-in link. */
import type { FastifyBaseLogger } from "fastify";
import { html } from "../../infra/html.ts";
import type { Mailer, MailMessage } from "../../infra/mail.ts";

export function linkWith(siteUrl: string, path: string, query: Record<string, string>): string {
  return `${siteUrl}${path}?${new URLSearchParams(query)}`;
}

export function linkMail(to: string, subject: string, lines: { intro: string; button: string; expiry: string }, link: string): MailMessage {
  const ignore = "If you did not ask for this, you can ignore this e-mail: nothing changes.";
  return {
    to,
    subject,
    text: ["Hi there,", "", lines.intro, "", link, "", lines.expiry, ignore, "", "The Petsies team", ""].join("\n"),
    html: html`<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#faf7f2;font-family:Helvetica,Arial,sans-serif;color:#333">
<div style="max-width:600px;margin:0 auto;background:#fff;padding:24px;border-radius:8px">
<p>Hi there,</p><p>${lines.intro}</p>
<p><a href="${link}" style="display:inline-block;background:#c8102e;color:#fff;padding:12px 20px;border-radius:24px;text-decoration:none;font-weight:bold">${lines.button}</a></p>
<p style="color:#666">${lines.expiry} ${ignore}</p><p>The Petsies team</p>
</div></body></html>
`.value,
  };
}

export function passwordResetMail(email: string, link: string): MailMessage {
  return linkMail(
    email,
    "Reset your Petsies password",
    {
      intro: "Someone (we hope you) asked to reset the password of your Petsies account. Choose a new one here:",
      button: "Choose a new password",
      expiry: "The link works once, for 1 hour.",
    },
    link,
  );
}

export function signInLinkMail(email: string, link: string): MailMessage {
  return linkMail(
    email,
    "Your Petsies sign-in link",
    {
      intro: "Here is your link to sign in to Petsies (or to create your account, if you have none yet):",
      button: "Sign in to Petsies",
      expiry: "The link works once, for 15 minutes.",
    },
    link,
  );
}

/**
 * Sends without holding up the answer. Whether a reset e-mail went out must not show in how long the
 * request took (that would tell which e-mails have accounts); a failure is logged, never shown.
 */
export function sendInBackground(mailer: Mailer, message: MailMessage, log: FastifyBaseLogger): void {
  mailer.send(message).catch((err: unknown) => log.error({ err, subject: message.subject }, "sending mail failed"));
}
