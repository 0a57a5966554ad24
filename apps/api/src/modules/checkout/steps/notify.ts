/**
 * Steps 4 and 5, deliver and notify: a placed order's confirmation job. It is written in the transaction that
 * confirms the order (confirm.ts), due a little later: the request that placed the order runs it at once
 * (deliverAndNotify), and the worker runs it if that request died. It delivers the digital items (deliver.ts:
 * gift cards made and mailed, download links), then sends the confirmation e-mail.
 *
 * No compensation: the order is confirmed by then, and the job is retried until it has run. Run again, it
 * sends nothing twice: a sent confirmation is in order_emails, and the e-mail's stable id makes a resend after
 * a crash the same message.
 */
import type { FastifyBaseLogger } from "fastify";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { orderEmails, orders } from "../../../db/schema.ts";
import type { Mailer } from "../../../infra/mail.ts";
import { enqueue } from "../../../infra/jobs/queue.ts";
import type { JobHandler, Worker } from "../../../infra/jobs/worker.ts";
import { confirmationOf } from "../confirmation.ts";
import { orderConfirmationMail } from "../confirmation-mail.ts";
import type { OrderRow } from "../order-by-key.ts";
import { deliverDigitalItems, type DigitalDelivery } from "./deliver.ts";

export const ORDER_CONFIRMED_JOB = "order.confirmed";
/** The worker's turn comes this long after the order is confirmed; the placing request goes first. */
const CONFIRMATION_GRACE_MS = 30 * 1000;

export const confirmationJobKey = (orderId: number) => `order-confirmed:${orderId}`;

export async function enqueueConfirmation(tx: Db, orderId: number): Promise<void> {
  await enqueue(tx, { kind: ORDER_CONFIRMED_JOB, payload: { orderId }, dedupeKey: confirmationJobKey(orderId), runAt: new Date(Date.now() + CONFIRMATION_GRACE_MS) });
}

async function sendConfirmation(db: Db, mailer: Mailer, siteUrl: string, order: OrderRow, delivery: DigitalDelivery, jobId: number): Promise<void> {
  const [sent] = await db.select({ id: orderEmails.id }).from(orderEmails).where(and(eq(orderEmails.orderId, order.id), eq(orderEmails.kind, "confirmation")));
  if (sent) return;
  const mail = orderConfirmationMail({ ...(await confirmationOf(db, order, siteUrl)), ...delivery });
  await mailer.send({ ...mail, messageId: `order-${order.incrementId}-confirmation` });
  await db.insert(orderEmails).values({ orderId: order.id, kind: "confirmation", recipient: mail.to, subject: mail.subject, jobId }).onConflictDoNothing();
}

/**
 * The confirmation job, now, in the request that placed the order: the shopper has the e-mail with the answer.
 * If it fails, or this process dies, the worker runs it later; a retry after a crash runs it here if it never ran.
 */
export async function deliverAndNotify(jobs: Worker, orderId: number): Promise<void> {
  await jobs.runNow(confirmationJobKey(orderId));
}

export function confirmationHandler(deps: { db: Db; mailer: Mailer; siteUrl: string; log: FastifyBaseLogger }): JobHandler {
  return async (payload, job) => {
    const [order] = await deps.db.select().from(orders).where(eq(orders.id, Number(payload.orderId)));
    if (!order) throw new Error(`order ${String(payload.orderId)} is gone`);
    const delivery = await deliverDigitalItems(deps, order.id);
    await sendConfirmation(deps.db, deps.mailer, deps.siteUrl, order, delivery, job.id);
  };
}
