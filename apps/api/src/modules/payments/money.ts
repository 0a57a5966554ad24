/**
 * Moving an order's money at its provider after the order is placed: capture (at order or at shipment),
 * void (a reservation given back), refund (the back office). Each is a job or runs in one (DESIGN "Background
 * work"): the provider is called outside any transaction, with an idempotency key that is the same for every
 * retry, and the payment record (record.ts) is moved on after its answer, only from the state it was in.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { payments } from "../../db/schema.ts";
import { paymentMethod, type RefundResult } from "../../infra/payments.ts";
import { paymentByKey } from "./record.ts";

/**
 * Takes the authorised money, less what was refunded before the capture (a refund of money not yet taken
 * only lowers the capture); nothing left to take is a void. Safe to run any number of times.
 */
export async function capturePayment(db: Db, orderKey: string): Promise<void> {
  const payment = await paymentByKey(db, orderKey);
  if (payment?.state !== "authorized" || !payment.reference) return;
  const provider = paymentMethod(payment.provider);
  if (!provider?.capture) throw new Error(`The payment method ${payment.provider} cannot capture`);
  const amountCents = payment.authorizedCents - payment.refundedCents;
  if (amountCents <= 0) return voidPayment(db, { provider: payment.provider, reference: payment.reference, paymentId: payment.id });
  const result = await provider.capture({ idempotencyKey: `capture:${orderKey}`, reference: payment.reference, amountCents });
  if (!result.ok) throw new Error(`capturing ${payment.reference} failed: ${result.message}`);
  await db
    .update(payments)
    .set({ state: payment.refundedCents > 0 ? "partially_refunded" : "captured", capturedCents: amountCents, updatedAt: new Date() })
    .where(and(eq(payments.id, payment.id), eq(payments.state, "authorized")));
}

/** The payment a void is for: its provider and reference, and the payment row it was released from (if any). */
export interface VoidTarget {
  /** Absent in void jobs queued before it was recorded: the payment row's provider then. */
  provider: string | undefined;
  reference: string;
  paymentId: number | null;
}

/**
 * Lets go of a payment that belongs to no order (or whose whole amount was refunded before capture). The void is
 * aimed at the payment it was asked for, whatever the payment row says now: a shopper coming back as the
 * reservation expired starts a new payment that takes the order key's row over (record.ts), and the released
 * one still holds their money. The row is marked voided only while it still names this payment.
 */
export async function voidPayment(db: Db, target: VoidTarget): Promise<void> {
  const { reference, paymentId } = target;
  const [payment] = paymentId === null ? [] : await db.select().from(payments).where(eq(payments.id, paymentId));
  if (payment?.reference === reference && payment.state === "voided") return;
  const code = target.provider ?? payment?.provider ?? "";
  const provider = paymentMethod(code);
  if (!provider?.void) throw new Error(`The payment method ${code} cannot void`);
  const result = await provider.void({ idempotencyKey: `void:${reference}`, reference });
  if (!result.ok) throw new Error(`voiding ${reference} failed: ${result.message}`);
  if (!payment) return;
  await db
    .update(payments)
    .set({ state: "voided", updatedAt: new Date() })
    .where(and(eq(payments.id, payment.id), eq(payments.reference, reference), sql`${payments.state} IN ('failed', 'authorized')`));
}

/**
 * One back-office refund (production/cancellation.ts settles each once, with its own key). Money already taken
 * goes back through the provider; money only authorised is not taken: a partial refund lowers the capture to
 * come, and a refund of all of it voids the authorisation.
 */
export async function refundPayment(
  db: Db,
  order: { orderKey: string; paymentMethodCode: string; paymentReference: string | null; currencyCode: string },
  refund: { idempotencyKey: string; amountCents: number },
): Promise<RefundResult> {
  const payment = await paymentByKey(db, order.orderKey);
  const provider = paymentMethod(order.paymentMethodCode);
  if (!provider?.refund) return { ok: false, message: `The payment method ${order.paymentMethodCode} cannot refund` };
  const reference = payment?.reference ?? order.paymentReference ?? "";
  const currency = order.currencyCode;
  if (payment?.state === "authorized") {
    const all = payment.refundedCents + refund.amountCents >= payment.authorizedCents;
    if (all) await voidPayment(db, { provider: payment.provider, reference, paymentId: payment.id });
    return { ok: true, reference: all ? `void:${reference}` : `uncaptured:${refund.idempotencyKey}` };
  }
  return provider.refund({ idempotencyKey: refund.idempotencyKey, paymentReference: reference, amountCents: refund.amountCents, currency });
}

/**
 * Refunded so far, in the transaction that settles the refund (once, however often it is settled); the state
 * follows once the money was taken (a voided authorisation stays voided).
 */
export async function addRefunded(db: Db, orderKey: string, cents: number): Promise<void> {
  await db
    .update(payments)
    .set({
      refundedCents: sql`${payments.refundedCents} + ${cents}`,
      state: sql`case when ${payments.state} in ('captured', 'partially_refunded') then (case when ${payments.refundedCents} + ${cents} >= ${payments.capturedCents} then 'refunded' else 'partially_refunded' end) else ${payments.state} end`,
      updatedAt: new Date(),
    })
    .where(eq(payments.orderKey, orderKey));
}

/**
 * What the provider says was refunded in all (Stripe's charge.refunded, also for refunds made in its dashboard):
 * never less than we know, so an old event arriving late changes nothing.
 */
export async function recordProviderRefunded(db: Db, paymentId: number, totalRefundedCents: number): Promise<void> {
  await db
    .update(payments)
    .set({
      refundedCents: sql`greatest(${payments.refundedCents}, ${totalRefundedCents})`,
      state: sql`case when greatest(${payments.refundedCents}, ${totalRefundedCents}) >= ${payments.capturedCents} then 'refunded' else 'partially_refunded' end`,
      updatedAt: new Date(),
    })
    .where(and(eq(payments.id, paymentId), sql`${payments.state} IN ('captured', 'partially_refunded', 'refunded')`, sql`${payments.capturedCents} > 0`));
}
