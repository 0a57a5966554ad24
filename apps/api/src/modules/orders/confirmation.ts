/**
 * A placed order's confirmation: its gift cards made and mailed, its download links, and the confirmation
 * e-mail. It is a job written in the transaction that confirms the order (placement.ts), due a little later:
 * the request that placed the order runs it at once (runNow), and the worker runs it if that request died.
 * Run again, it sends nothing twice: a sent confirmation is in order_emails, and the e-mail's stable id
 * makes a resend after a crash the same message.
 */
import type { FastifyBaseLogger } from "fastify";
import { and, eq } from "drizzle-orm";
import { formatMoney, type Address } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { orderEmails, orderItems, orders } from "../../db/schema.ts";
import type { Mailer } from "../../infra/mail.ts";
import { paymentMethod } from "../../infra/payments.ts";
import { orderConfirmationMail, type OrderConfirmation } from "./confirmation-mail.ts";
import { enqueue } from "../../infra/jobs/queue.ts";
import type { JobHandler } from "../../infra/jobs/worker.ts";
import { deliverDigitalItems, type DigitalDelivery } from "./fulfilment.ts";

type OrderRow = typeof orders.$inferSelect;

const usd = (cents: number) => formatMoney(cents, { symbol: "$" });

export async function confirmationOf(db: Db, order: OrderRow): Promise<OrderConfirmation> {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(orderItems.id);
  const shipping = order.shippingAddress as Address | null;
  const billing = order.billingAddress as unknown as Address;
  return {
    incrementId: order.incrementId,
    email: order.email,
    firstName: billing.firstname,
    items: items.map((i) => ({ name: i.name, sku: i.sku, qty: i.qty, rowTotal: usd(i.priceCents * i.qty) })),
    subtotal: usd(order.subtotalCents),
    ...(order.discountCents > 0 ? { discount: usd(-order.discountCents) } : {}),
    shipping: usd(order.shippingCents),
    tax: usd(order.taxCents),
    ...(order.giftCardCents > 0 ? { giftCards: usd(-order.giftCardCents) } : {}),
    grandTotal: usd(order.grandTotalCents),
    ...(shipping
      ? {
          shippingAddress: {
            name: `${shipping.firstname} ${shipping.lastname}`,
            street: shipping.street,
            city: shipping.city,
            region: shipping.region ?? "",
            postcode: shipping.postcode,
            country: shipping.country_id,
          },
        }
      : {}),
    paymentMethodTitle: paymentMethod(order.paymentMethodCode)?.title ?? order.paymentMethodCode,
  };
}

export const ORDER_CONFIRMED_JOB = "order.confirmed";
/** The worker's turn comes this long after the order is confirmed; the placing request goes first. */
const CONFIRMATION_GRACE_MS = 30 * 1000;

export const confirmationJobKey = (orderId: number) => `order-confirmed:${orderId}`;

export async function enqueueConfirmation(tx: Db, orderId: number): Promise<void> {
  await enqueue(tx, { kind: ORDER_CONFIRMED_JOB, payload: { orderId }, dedupeKey: confirmationJobKey(orderId), runAt: new Date(Date.now() + CONFIRMATION_GRACE_MS) });
}

async function sendConfirmation(db: Db, mailer: Mailer, order: OrderRow, delivery: DigitalDelivery, jobId: number): Promise<void> {
  const [sent] = await db.select({ id: orderEmails.id }).from(orderEmails).where(and(eq(orderEmails.orderId, order.id), eq(orderEmails.kind, "confirmation")));
  if (sent) return;
  const mail = orderConfirmationMail({ ...(await confirmationOf(db, order)), ...delivery });
  await mailer.send({ ...mail, messageId: `order-${order.incrementId}-confirmation` });
  await db.insert(orderEmails).values({ orderId: order.id, kind: "confirmation", recipient: mail.to, subject: mail.subject, jobId }).onConflictDoNothing();
}

export function confirmationHandler(deps: { db: Db; mailer: Mailer; siteUrl: string; log: FastifyBaseLogger }): JobHandler {
  return async (payload, job) => {
    const [order] = await deps.db.select().from(orders).where(eq(orders.id, Number(payload.orderId)));
    if (!order) throw new Error(`order ${String(payload.orderId)} is gone`);
    const delivery = await deliverDigitalItems(deps, order.id);
    await sendConfirmation(deps.db, deps.mailer, order, delivery, job.id);
  };
}
