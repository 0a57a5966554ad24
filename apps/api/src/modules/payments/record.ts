/**
 * The payment record (db/schema/payments.ts): one row per order key saying where the order's money stands at
 * its provider. Placement writes it (awaiting the browser, authorised at confirmation), giving a reservation
 * back releases it, and the money jobs (money.ts) and webhooks move it on.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { payments, type PaymentState } from "../../db/schema.ts";
import { enqueue } from "../../infra/jobs/queue.ts";
import { paymentMethod, type AuthorizeResult, type PaymentAction, type PaymentProvider } from "../../infra/payments.ts";
import type { VoidTarget } from "./money.ts";

export type PaymentRow = typeof payments.$inferSelect;

interface OrderRef {
  id: number;
  orderKey: string;
  paymentMethodCode: string;
  grandTotalCents: number;
  currencyCode: string;
}

export const PAYMENT_CAPTURE_JOB = "payment.capture";
export const PAYMENT_VOID_JOB = "payment.void";
export const captureJobKey = (orderKey: string) => `payment-capture:${orderKey}`;

export async function paymentByKey(db: Db, orderKey: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.orderKey, orderKey));
  return row;
}

export async function paymentByReference(db: Db, provider: string, reference: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(and(eq(payments.provider, provider), eq(payments.reference, reference)));
  return row;
}

/**
 * Keyed by order key: a new reservation of the same order takes the row over. `unlessPaid`: a payment already
 * authorised (a webhook confirmed the order meanwhile) is not set back.
 */
async function upsert(db: Db, order: OrderRef, values: Partial<typeof payments.$inferInsert>, unlessPaid = false): Promise<void> {
  const row = { orderId: order.id, provider: order.paymentMethodCode, currencyCode: order.currencyCode, amountCents: order.grandTotalCents, updatedAt: new Date(), failure: null, ...values };
  await db
    .insert(payments)
    .values({ orderKey: order.orderKey, ...row })
    .onConflictDoUpdate({ target: payments.orderKey, set: row, ...(unlessPaid ? { setWhere: sql`${payments.state} IN ('pending', 'requires_action', 'failed', 'voided')` } : {}) });
}

/** The provider holds a payment the browser must finish. */
export async function recordAction(db: Db, order: OrderRef, action: PaymentAction): Promise<void> {
  await upsert(db, order, { state: "requires_action", reference: action.reference, authorizedCents: 0, capturedCents: 0, refundedCents: 0 }, true);
}

/**
 * In the confirming transaction: the payment as authorisation left it. An offline method took nothing yet
 * (pending); a gateway that captures at once took it all. A provider that captures later gets its capture job
 * now when the shop captures at order; when it captures at shipment, shipping enqueues it (enqueueCapture).
 */
export async function recordAuthorized(tx: Db, order: OrderRef, provider: PaymentProvider, result: Extract<AuthorizeResult, { ok: true }>): Promise<void> {
  const amount = order.grandTotalCents;
  const state: PaymentState = provider.offline ? "pending" : result.captured ? "captured" : "authorized";
  await upsert(tx, order, {
    state,
    reference: result.reference,
    authorizedCents: provider.offline ? 0 : amount,
    capturedCents: result.captured && !provider.offline ? amount : 0,
    refundedCents: 0,
  });
  if (state === "authorized" && provider.capturesOn === "order") await enqueueCapture(tx, order.orderKey);
}

export async function enqueueCapture(tx: Db, orderKey: string): Promise<void> {
  await enqueue(tx, { kind: PAYMENT_CAPTURE_JOB, payload: { orderKey }, dedupeKey: captureJobKey(orderKey) });
}

/**
 * In the transaction that ships an item: a shop that captures at shipment (STRIPE_CAPTURE=on_ship) takes the
 * order's money when its first item leaves (one capture per payment; the job is once per order).
 */
export async function captureOnShipment(tx: Db, orderId: number): Promise<void> {
  const [payment] = await tx.select({ orderKey: payments.orderKey, provider: payments.provider, state: payments.state }).from(payments).where(eq(payments.orderId, orderId));
  if (payment?.state === "authorized" && paymentMethod(payment.provider)?.capturesOn === "shipment") await enqueueCapture(tx, payment.orderKey);
}

/**
 * In the transaction that gives a reservation back: the payment no longer belongs to an order. One the provider
 * still holds open is let go by a job after the commit, so a browser that confirms late takes no money for an
 * order that is gone (the void of an intent awaiting the browser, or of an authorisation).
 */
export async function releasePayment(tx: Db, orderId: number, failure: string | null): Promise<void> {
  const [released] = await tx
    .update(payments)
    .set({ orderId: null, state: "failed", failure, updatedAt: new Date() })
    .where(and(eq(payments.orderId, orderId), sql`${payments.state} IN ('pending', 'requires_action', 'authorized')`))
    .returning();
  if (!released?.reference || !paymentMethod(released.provider)?.void) return;
  // The job carries the payment it lets go of: by the time it runs, a new attempt may hold the row.
  const target: VoidTarget = { provider: released.provider, reference: released.reference, paymentId: released.id };
  await enqueue(tx, { kind: PAYMENT_VOID_JOB, payload: { ...target }, dedupeKey: `payment-void:${released.reference}` });
}
