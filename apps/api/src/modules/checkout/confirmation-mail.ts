/**
 * The order confirmation e-mail. It takes plain, already formatted values so that it does not depend on
 * how orders are stored; the caller converts money with the order's currency before calling.
 */
import type { BoughtGiftCard } from "@petsies/domain";
import type { MailMessage } from "../../infra/mail.ts";
import { html, type SafeHtml } from "../../infra/html.ts";

/** A line as the shopper knows it: the product's name (never its sku). */
export interface OrderConfirmationItem {
  name: string;
  qty: number;
  /** Formatted money, e.g. "$89.00". */
  rowTotal: string;
}

export interface OrderConfirmationAddress {
  name: string;
  street: string[];
  city: string;
  region: string;
  postcode: string;
  country: string;
}

/** Money fields are formatted strings. Discount and gift cards are left out when nothing was taken off. */
export interface OrderConfirmation {
  incrementId: string;
  email: string;
  firstName: string;
  items: OrderConfirmationItem[];
  subtotal: string;
  discount?: string;
  shipping: string;
  tax: string;
  giftCards?: string;
  grandTotal: string;
  /** Absent for virtual orders (e-mailed gift cards, digital goods). */
  shippingAddress?: OrderConfirmationAddress;
  paymentMethodTitle: string;
  /** How to pay an offline method (check / money order: to whom, where); absent for methods paid at checkout. */
  paymentInstructions?: string;
  /** What happens next, one sentence each, following what was ordered (domain orderNextSteps). */
  nextSteps: string[];
  /** A signed-up customer's order history (from SITE_URL); a guest follows the order by e-mail. */
  orderHistoryUrl?: string;
  /** Links to the files of downloadable items (they expire). */
  downloads?: { name: string; url: string }[];
  /** Gift cards the order bought: a posted card's code in full, an e-mailed one's masked, with where it went. */
  boughtGiftCards?: BoughtGiftCard[];
}

const INTRO = "Thank you for your order! Here is what you ordered and what happens next.";
const QUESTIONS = "Questions? Just reply to this e-mail and we'll help.";
const SIGN_OFF = "With love and stitches,\nThe Petsies team";

export function orderConfirmationMail(order: OrderConfirmation): MailMessage {
  return {
    to: order.email,
    subject: `Your Petsies order #${order.incrementId}`,
    text: textVersion(order),
    html: htmlVersion(order).value,
  };
}

export function totalsRows(order: OrderConfirmation): [string, string][] {
  const rows: [string, string][] = [["Subtotal", order.subtotal]];
  if (order.discount) rows.push(["Discount", order.discount]);
  rows.push(["Shipping", order.shipping], ["Tax", order.tax]);
  if (order.giftCards) rows.push(["Gift cards", order.giftCards]);
  rows.push(["Grand Total", order.grandTotal]);
  return rows;
}

export function addressLines(a: OrderConfirmationAddress): string[] {
  return [a.name, ...a.street, `${a.city}, ${a.region} ${a.postcode}`.trim(), a.country].filter((l) => l !== "");
}

function textVersion(order: OrderConfirmation): string {
  const lines = [
    `Hi ${order.firstName},`,
    "",
    INTRO,
    "",
    `Order #${order.incrementId}`,
    "",
    ...order.items.map((i) => `${i.qty} x ${i.name}  ${i.rowTotal}`),
    "",
    ...totalsRows(order).map(([label, value]) => `${label}: ${value}`),
    "",
  ];
  if (order.downloads?.length) lines.push("Your downloads (the links work for 30 days):", ...order.downloads.map((d) => `${d.name}: ${d.url}`), "");
  if (order.boughtGiftCards?.length) lines.push("Your gift cards:", ...order.boughtGiftCards.map((g) => `${g.amount} ${g.code} (${g.delivery})`), "");
  if (order.shippingAddress) lines.push("Shipping to:", ...addressLines(order.shippingAddress), "");
  lines.push(`Payment: ${order.paymentMethodTitle}`, "");
  if (order.paymentInstructions) lines.push(order.paymentInstructions, "");
  if (order.nextSteps.length > 0) lines.push("What happens next:", ...order.nextSteps.map((step) => `- ${step}`), "");
  if (order.orderHistoryUrl) lines.push(`Follow your order in your account: ${order.orderHistoryUrl}`, "");
  lines.push(QUESTIONS, "", SIGN_OFF, "");
  return lines.join("\n");
}

const CELL = "padding:6px 0;border-bottom:1px solid #eee";

function htmlVersion(order: OrderConfirmation): SafeHtml {
  const address = order.shippingAddress;
  return html`<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#faf7f2;font-family:Helvetica,Arial,sans-serif;color:#333">
<div style="max-width:600px;margin:0 auto;background:#fff;padding:24px;border-radius:8px">
<h1 style="font-size:22px;margin:0 0 16px">Hi ${order.firstName},</h1>
<p>${INTRO}</p>
<h2 style="font-size:18px">Order #${order.incrementId}</h2>
<table style="width:100%;border-collapse:collapse">
${order.items.map(
  (i) => html`<tr><td style="${CELL}">${i.qty} &times; ${i.name}</td><td style="${CELL};text-align:right">${i.rowTotal}</td></tr>
`,
)}${totalsRows(order).map(
  ([label, value]) => html`<tr><td style="padding:4px 0">${label}</td><td style="padding:4px 0;text-align:right">${value}</td></tr>
`,
)}</table>
${order.downloads && order.downloads.length > 0 && html`<h3 style="font-size:16px">Your downloads</h3><p>${order.downloads.map((d, n) => html`${n > 0 && html`<br>`}<a href="${d.url}">Download ${d.name}</a>`)}<br><small style="color:#888">The links work for 30 days; after that, download from your order history.</small></p>`}
${order.boughtGiftCards && order.boughtGiftCards.length > 0 && html`<h3 style="font-size:16px">Your gift cards</h3><p>${order.boughtGiftCards.map((g, n) => html`${n > 0 && html`<br>`}${g.amount} <strong>${g.code}</strong> (${g.delivery})`)}</p>`}
${address && html`<h3 style="font-size:16px">Shipping to</h3><p>${addressLines(address).map((l, n) => html`${n > 0 && html`<br>`}${l}`)}</p>`}
<p><strong>Payment:</strong> ${order.paymentMethodTitle}</p>
${order.paymentInstructions && html`<p style="padding:12px;background:#fdf3e1;border-radius:6px">${order.paymentInstructions}</p>`}
${order.nextSteps.length > 0 && html`<h3 style="font-size:16px">What happens next</h3><ul>${order.nextSteps.map((step) => html`<li>${step}</li>`)}</ul>`}
${order.orderHistoryUrl && html`<p><a href="${order.orderHistoryUrl}">Follow your order in your account</a></p>`}
<p>${QUESTIONS}</p>
<p>${SIGN_OFF.split("\n").map((l, n) => html`${n > 0 && html`<br>`}${l}`)}</p>
</div>
</body>
</html>
`;
}
