/**
 * A placed order's confirmation: its gift cards made and mailed, its download links, and the confirmation
 * e-mail. It is a job written in the transaction that confirms the order (placement.ts), due a little later:
 * the request that placed the order runs it at once (runNow), and the worker runs it if that request died.
 * Run again, it sends nothing twice: a sent confirmation is in order_emails, and the e-mail's stable id
 * makes a resend after a crash the same message.
 */
import type { FastifyBaseLogger } from "fastify";
import { and, eq } from "drizzle-orm";
import { firstPhoto, formatMoney, orderItemKind, orderNextSteps, shipmentPromise, type Address, type NextStepItem } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { orderEmails, orderItems, orders } from "../../db/schema.ts";
import type { Mailer } from "../../infra/mail.ts";
import { paymentMethod } from "../../infra/payments.ts";
import { orderConfirmationMail, type OrderConfirmation } from "./confirmation-mail.ts";
import { enqueue } from "../../infra/jobs/queue.ts";
import type { JobHandler } from "../../infra/jobs/worker.ts";
import { deliverDigitalItems, type DigitalDelivery } from "./fulfilment.ts";
import { lineDisplays } from "../cart/customized.ts";
import { customizationsOf } from "../order-history/service.ts";

type OrderRow = typeof orders.$inferSelect;

const usd = (cents: number) => formatMoney(cents, { symbol: "$" });

type ItemRow = typeof orderItems.$inferSelect;

const ORDER_HISTORY_PATH = "/my-account/order-history/";

/**
 * What happens next for each item: its kind, whether its photos are still to come (a customized item with
 * no uploaded photo), and its shipment promise counted from the day the order was placed.
 */
async function nextStepItems(db: Db, order: OrderRow, items: ItemRow[]): Promise<NextStepItem[]> {
  const displays = await lineDisplays(
    db,
    items.map((i) => ({ itemId: i.id, productId: i.productId, productOption: i.productOption })),
    order.createdAt,
  );
  return items.map((i) => {
    const { states } = customizationsOf(i.productOption);
    const display = displays.get(i.id);
    const promise =
      display?.turnaround_time !== undefined && display.shipment_promise_template
        ? shipmentPromise({ template: display.shipment_promise_template, today: order.createdAt, turnaroundDays: display.turnaround_time }).lines.join(" ")
        : null;
    return {
      name: i.name,
      kind: orderItemKind({ sku: i.sku, type_id: i.typeId, giftcardShipped: i.giftcardOptions?.recipient_ship === true }),
      photosMissing: states.length > 0 && firstPhoto(states as { value?: unknown }[]) === null,
      promise,
    };
  });
}

/**
 * The order as its confirmation tells it, in formatted values: the e-mail and the success page (the answer
 * to the shopper who placed it) both show this.
 */
export async function confirmationOf(db: Db, order: OrderRow, siteUrl: string): Promise<OrderConfirmation> {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(orderItems.id);
  const shipping = order.shippingAddress as Address | null;
  const billing = order.billingAddress as unknown as Address;
  const method = paymentMethod(order.paymentMethodCode);
  // Nothing to mail when gift cards paid it all.
  const instructions = order.grandTotalCents > 0 ? method?.instructions?.(order.incrementId) : undefined;
  return {
    incrementId: order.incrementId,
    email: order.email,
    firstName: billing.firstname,
    items: items.map((i) => ({ name: i.name, qty: i.qty, rowTotal: usd(i.priceCents * i.qty) })),
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
    paymentMethodTitle: method?.title ?? order.paymentMethodCode,
    ...(instructions ? { paymentInstructions: instructions } : {}),
    nextSteps: orderNextSteps({ items: await nextStepItems(db, order, items) }),
    ...(order.customerId !== null ? { orderHistoryUrl: `${siteUrl}${ORDER_HISTORY_PATH}` } : {}),
  };
}

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

export function confirmationHandler(deps: { db: Db; mailer: Mailer; siteUrl: string; log: FastifyBaseLogger }): JobHandler {
  return async (payload, job) => {
    const [order] = await deps.db.select().from(orders).where(eq(orders.id, Number(payload.orderId)));
    if (!order) throw new Error(`order ${String(payload.orderId)} is gone`);
    const delivery = await deliverDigitalItems(deps, order.id);
    await sendConfirmation(deps.db, deps.mailer, deps.siteUrl, order, delivery, job.id);
  };
}
