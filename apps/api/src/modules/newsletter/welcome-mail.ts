/**
 * The one e-mail a new newsletter subscriber gets: the welcome coupon, and the link that unsubscribes
 * (a newsletter e-mail must carry one).
 */
import { html } from "../../infra/html.ts";
import type { MailMessage } from "../../infra/mail.ts";

export interface Welcome {
  email: string;
  couponCode: string;
  percent: number;
  siteUrl: string;
  /** The address's own unsubscribe link (service.ts unsubscribeLink). */
  unsubscribeUrl: string;
}

export function welcomeMail(w: Welcome): MailMessage {
  const offer = `Here is ${w.percent}% off your next order: enter the code ${w.couponCode} in your cart.`;
  const unsubscribe = "No longer want our newsletter? Unsubscribe here:";
  return {
    to: w.email,
    subject: `Welcome to Petsies: ${w.percent}% off your next order`,
    text: ["Hi there,", "", "Thank you for subscribing to the Petsies newsletter!", "", offer, "", w.siteUrl, "", "The Petsies team", "", unsubscribe, w.unsubscribeUrl, ""].join("\n"),
    html: html`<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#faf7f2;font-family:Helvetica,Arial,sans-serif;color:#333">
<div style="max-width:600px;margin:0 auto;background:#fff;padding:24px;border-radius:8px">
<p>Hi there,</p><p>Thank you for subscribing to the Petsies newsletter!</p>
<p>Here is ${w.percent}% off your next order: enter this code in your cart.</p>
<p style="font-size:24px;font-weight:bold;letter-spacing:2px;text-align:center;border:2px dashed #c8102e;padding:12px">${w.couponCode}</p>
<p><a href="${w.siteUrl}" style="display:inline-block;background:#c8102e;color:#fff;padding:12px 20px;border-radius:24px;text-decoration:none;font-weight:bold">Visit the shop</a></p>
<p>The Petsies team</p>
<p style="color:#666;font-size:12px">No longer want our newsletter? <a href="${w.unsubscribeUrl}" style="color:#666">Unsubscribe</a>.</p>
</div></body></html>
`.value,
  };
}
