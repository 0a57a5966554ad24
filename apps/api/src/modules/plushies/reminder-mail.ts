/** The "send us your photos" e-mail of a shopper who chose to send photos later (POST /plushie-reminders). */
import type { Plushie } from "@petsies/domain";
import { html } from "../../infra/html.ts";
import type { MailMessage } from "../../infra/mail.ts";

export interface PlushieReminder {
  email: string;
  plushie: Plushie;
  productName: string;
  /** The creation page opened for this plushie (existingPlushieId). */
  uploadUrl: string;
}

export function plushieReminderMail(r: PlushieReminder): MailMessage {
  const code = r.plushie.shortCode;
  return {
    to: r.email,
    subject: `Send us photos of your pet (code ${code})`,
    text: [
      "Hi there,",
      "",
      `Thank you for starting your ${r.productName}! Our artists make it from your photos, so we need a few of them.`,
      "",
      `Reply to this e-mail with up to 3 clear, well-lit photos of your pet (face, side and any special markings) and keep the code ${code} in the subject.`,
      "",
      `Or upload them here: ${r.uploadUrl}`,
      "",
      "The Petsies team",
      "",
    ].join("\n"),
    html: html`<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#faf7f2;font-family:Helvetica,Arial,sans-serif;color:#333">
<div style="max-width:600px;margin:0 auto;background:#fff;padding:24px;border-radius:8px">
<p>Hi there,</p>
<p>Thank you for starting your ${r.productName}! Our artists make it from your photos, so we need a few of them.</p>
<p>Reply to this e-mail with up to 3 clear, well-lit photos of your pet (face, side and any special markings) and keep this code in the subject:</p>
<p style="font-size:24px;font-weight:bold;letter-spacing:3px;text-align:center;border:2px dashed #c8102e;padding:12px">${code}</p>
<p><a href="${r.uploadUrl}" style="display:inline-block;background:#c8102e;color:#fff;padding:12px 20px;border-radius:24px;text-decoration:none;font-weight:bold">Upload your photos</a></p>
<p>The Petsies team</p>
</div></body></html>
`.value,
  };
}
