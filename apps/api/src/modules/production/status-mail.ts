/**
 * The e-mails shoppers get as their items move (issue "Back office I"): the preview is ready to approve,
 * and an item has shipped. Each is a job written with the change that causes it, so it is sent once the
 * change is committed, retried if the mail server fails, and listed on the order's page when sent.
 */
import { and, eq } from "drizzle-orm";
import { trackingUrl } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { orderEmails, orderItems, orderItemShipments, orders } from "../../db/schema.ts";
import { html } from "../../infra/html.ts";
import type { JobHandler } from "../../infra/jobs/worker.ts";
import type { JobRow } from "../../infra/jobs/queue.ts";
import type { Mailer, MailMessage } from "../../infra/mail.ts";
import { customerNameOf } from "./order-list.ts";

export const STATUS_MAIL_JOBS = { previewReady: "mail.preview_ready", shipped: "mail.item_shipped" } as const;

const ORDER_HISTORY_PATH = "/my-account/order-history/";

interface Notice {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  button?: { text: string; href: string };
}

export function noticeMail(n: Notice): MailMessage {
  return {
    to: n.to,
    subject: n.subject,
    text: [n.greeting, "", ...n.paragraphs.flatMap((p) => [p, ""]), ...(n.button ? [`${n.button.text}: ${n.button.href}`, ""] : []), "The Petsies team", ""].join("\n"),
    html: html`<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#faf7f2;font-family:Helvetica,Arial,sans-serif;color:#333">
<div style="max-width:600px;margin:0 auto;background:#fff;padding:24px;border-radius:8px">
<p>${n.greeting}</p>${n.paragraphs.map((p) => html`<p>${p}</p>`)}
${n.button ? html`<p><a href="${n.button.href}" style="display:inline-block;background:#c8102e;color:#fff;padding:12px 20px;border-radius:24px;text-decoration:none;font-weight:bold">${n.button.text}</a></p>` : ""}
<p>The Petsies team</p>
</div></body></html>
`.value,
  };
}

async function itemAndOrder(db: Db, orderItemId: number) {
  const [row] = await db.select({ item: orderItems, order: orders }).from(orderItems).innerJoin(orders, eq(orders.id, orderItems.orderId)).where(eq(orderItems.id, orderItemId));
  if (!row) throw new Error(`order item ${orderItemId} is gone`);
  return row;
}

export function greetingOf(order: typeof orders.$inferSelect): string {
  const first = customerNameOf(order).split(" ")[0];
  return first ? `Hi ${first},` : "Hi there,";
}

/** Where the shopper follows the order: their account's order history, or, for a guest, this e-mail. */
function followUp(order: typeof orders.$inferSelect, siteUrl: string) {
  return order.customerId !== null ? { text: "See your order", href: `${siteUrl}${ORDER_HISTORY_PATH}` } : undefined;
}

export function previewReadyMail(order: typeof orders.$inferSelect, item: typeof orderItems.$inferSelect, siteUrl: string): MailMessage {
  const button = followUp(order, siteUrl);
  return noticeMail({
    to: order.email,
    subject: `Your preview of ${item.name} is ready (order #${order.incrementId})`,
    greeting: greetingOf(order),
    paragraphs: [
      `Our artists have made a preview of ${item.name} from your photos. Please have a look and approve it, or tell us what to change: we start sewing once you approve.`,
      button
        ? "You will find the preview with your order in your account."
        : "Reply to this e-mail to approve the preview or to tell us what to change.",
    ],
    ...(button ? { button: { ...button, text: "See the preview" } } : {}),
  });
}

export function shippedMail(order: typeof orders.$inferSelect, item: typeof orderItems.$inferSelect, shipment: typeof orderItemShipments.$inferSelect, siteUrl: string): MailMessage {
  const link = trackingUrl(shipment.carrierCode, shipment.trackingNumber);
  const button = link ? { text: "Track your parcel", href: link } : followUp(order, siteUrl);
  return noticeMail({
    to: order.email,
    subject: `${item.name} is on its way (order #${order.incrementId})`,
    greeting: greetingOf(order),
    paragraphs: [
      `Good news: ${item.name} has shipped.`,
      `Carrier: ${shipment.carrierCode.toUpperCase()}. Tracking number: ${shipment.trackingNumber}.`,
    ],
    ...(button ? { button } : {}),
  });
}

/**
 * Sends a job's e-mail once: a job run again after a crash finds its e-mail in order_emails and stops.
 * (A crash between the mail server's answer and that row could still send it twice; nothing can be both
 * sent and recorded at one instant.)
 */
export async function sendOnce(db: Db, mailer: Mailer, job: JobRow, orderId: number, kind: string, mail: MailMessage): Promise<void> {
  const [sent] = await db.select({ id: orderEmails.id }).from(orderEmails).where(and(eq(orderEmails.jobId, job.id)));
  if (sent) return;
  await mailer.send(mail);
  await db.insert(orderEmails).values({ orderId, kind, recipient: mail.to, subject: mail.subject, jobId: job.id }).onConflictDoNothing();
}

const idOf = (payload: Record<string, unknown>, key: string) => {
  const id = payload[key];
  if (typeof id !== "number" || !Number.isSafeInteger(id)) throw new Error(`the job has no ${key}`);
  return id;
};

export function statusMailHandlers(db: Db, mailer: Mailer, siteUrl: string): Record<string, JobHandler> {
  return {
    [STATUS_MAIL_JOBS.previewReady]: async (payload, job) => {
      const { item, order } = await itemAndOrder(db, idOf(payload, "orderItemId"));
      await sendOnce(db, mailer, job, order.id, "preview_ready", previewReadyMail(order, item, siteUrl));
    },
    [STATUS_MAIL_JOBS.shipped]: async (payload, job) => {
      const { item, order } = await itemAndOrder(db, idOf(payload, "orderItemId"));
      const [shipment] = await db.select().from(orderItemShipments).where(eq(orderItemShipments.id, idOf(payload, "shipmentId")));
      if (!shipment) throw new Error("the shipment is gone");
      await sendOnce(db, mailer, job, order.id, "shipped", shippedMail(order, item, shipment, siteUrl));
    },
  };
}
