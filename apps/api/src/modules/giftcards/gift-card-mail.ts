/** The e-mail that delivers a bought gift card to its recipient. Every value is escaped in the HTML part. */
import type { MailMessage } from "../../infra/mail.ts";
import { html } from "../../infra/html.ts";

export interface GiftCardMailInput {
  to: string;
  code: string;
  /** Formatted money, e.g. "$50.00". */
  amount: string;
  recipientName: string;
  senderName: string;
  message: string;
  shopUrl: string;
}

export function giftCardMail(m: GiftCardMailInput): MailMessage {
  const from = m.senderName || "Someone who loves you and your pet";
  const hello = m.recipientName ? `Hi ${m.recipientName},` : "Hi,";
  const text = [
    hello,
    "",
    `${from} sent you a ${m.amount} Petsies gift card.`,
    ...(m.message ? ["", `"${m.message}"`] : []),
    "",
    `Your gift card code: ${m.code}`,
    "",
    `Choose anything at ${m.shopUrl} and enter the code at checkout. The card never expires.`,
    "",
    "With love and stitches,",
    "The Petsies team",
    "",
  ].join("\n");
  const body = html`<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#faf7f2;font-family:Helvetica,Arial,sans-serif;color:#333">
<div style="max-width:600px;margin:0 auto;background:#fff;padding:24px;border-radius:8px">
<h1 style="font-size:22px;margin:0 0 16px">${hello}</h1>
<p>${from} sent you a <strong>${m.amount}</strong> Petsies gift card.</p>
${m.message && html`<blockquote style="margin:16px 0;padding:12px 16px;background:#f4efe6;border-radius:6px">${m.message}</blockquote>`}
<p>Your gift card code:</p>
<p style="font-size:22px;font-weight:bold;letter-spacing:2px">${m.code}</p>
<p>Choose anything at <a href="${m.shopUrl}">${m.shopUrl}</a> and enter the code at checkout. The card never expires.</p>
<p>With love and stitches,<br>The Petsies team</p>
</div>
</body>
</html>
`;
  return { to: m.to, subject: `A ${m.amount} Petsies gift card for you`, text, html: body.value };
}
