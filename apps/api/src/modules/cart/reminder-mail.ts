/** The one e-mail a shopper gets about a cart they left: a link that brings the cart back. */
import { html } from "../../infra/html.ts";
import type { MailMessage } from "../../infra/mail.ts";

export interface CartReminder {
  email: string;
  firstName: string | null;
  link: string;
}

const BODY =
  "You started a Petsies order and left a few things in your cart. We kept them for you: the link below " +
  "opens your cart just as you left it, on any device.";

export function cartReminderMail(r: CartReminder): MailMessage {
  const greeting = r.firstName ? `Hi ${r.firstName},` : "Hi there,";
  return {
    to: r.email,
    subject: "Your Petsies cart is waiting",
    text: [greeting, "", BODY, "", r.link, "", "The link works for 14 days.", "", "The Petsies team", ""].join("\n"),
    html: html`<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#faf7f2;font-family:Helvetica,Arial,sans-serif;color:#333">
<div style="max-width:600px;margin:0 auto;background:#fff;padding:24px;border-radius:8px">
<p>${greeting}</p><p>${BODY}</p>
<p><a href="${r.link}" style="display:inline-block;background:#c8102e;color:#fff;padding:12px 20px;border-radius:24px;text-decoration:none;font-weight:bold">Return to my cart</a></p>
<p style="color:#666">The link works for 14 days.</p><p>The Petsies team</p>
</div></body></html>
`.value,
  };
}
