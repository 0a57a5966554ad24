/**
 * The reconciliation: money a provider holds with no order to show for it is given back. Giving a reservation
 * back voids its payment at once (record.ts releasePayment); this job is the net under that, for a void job that
 * died, a payment our record never got (the process died between the provider's answer and our write), or one
 * that moved at the provider after we let it go. Every API process schedules it; one of them runs each hour's.
 *
 * A payment is left alone while an order accounts for it: its payment row belongs to an order (placed, or a
 * reservation not given back yet, which its expiry job settles), or, for a payment we never recorded, the order
 * number it was made for is a reservation still awaiting payment (the webhook or the browser may settle it).
 */
import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { orders, payments } from "../../db/schema.ts";
import { enqueue } from "../../infra/jobs/queue.ts";
import { errorText } from "../../infra/log-redaction.ts";
import { paymentMethods, type HeldPayment, type PaymentProvider } from "../../infra/payments.ts";
import { reservationWindowMs } from "../checkout/steps/reserve.ts";
import { voidPayment } from "./money.ts";
import { paymentByReference } from "./record.ts";

export const PAYMENT_RECONCILIATION_JOB = "payment.reconciliation";
export const RECONCILIATION_INTERVAL_MS = 60 * 60 * 1000;
/** How far back a run looks: Stripe lets an authorisation that was never captured lapse after 7 days. */
const LOOKBACK_MS = 7 * 24 * 60 * 60 * 1000;

/** void: an authorisation cancelled; refund: money taken, given back. */
export type Reconciled = "void" | "refund";

/** One job per interval, whichever process writes it first (the others' enqueue is dropped by its key). */
export async function schedulePaymentReconciliation(db: Db, now = new Date()): Promise<void> {
  const slot = Math.floor(now.getTime() / RECONCILIATION_INTERVAL_MS);
  await enqueue(db, { kind: PAYMENT_RECONCILIATION_JOB, payload: {}, dedupeKey: `payment-reconciliation:${slot}` });
}

async function accountedFor(db: Db, provider: string, payment: HeldPayment): Promise<boolean> {
  const [recorded] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.reference, payment.reference), isNotNull(payments.orderId)))
    .limit(1);
  if (recorded) return true;
  if (!payment.orderNumber) return false;
  const [awaiting] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.incrementId, payment.orderNumber), eq(orders.paymentState, "pending")));
  return awaiting !== undefined;
}

async function giveBack(db: Db, provider: PaymentProvider, payment: HeldPayment): Promise<Reconciled> {
  if (!payment.captured) {
    const row = await paymentByReference(db, provider.code, payment.reference);
    await voidPayment(db, { provider: provider.code, reference: payment.reference, paymentId: row?.id ?? null });
    return "void";
  }
  if (!provider.refund) throw new Error(`The payment method ${provider.code} cannot refund`);
  // Keyed by what is refunded: a retry refunds once, and a part refunded elsewhere meanwhile leaves a new rest.
  const result = await provider.refund({
    idempotencyKey: `reconcile-refund:${payment.reference}:${payment.amountCents}`,
    paymentReference: payment.reference,
    amountCents: payment.amountCents,
    currency: payment.currency,
  });
  if (!result.ok) throw new Error(`refunding ${payment.reference} failed: ${result.message}`);
  return "refund";
}

/**
 * Looks at the payments made between a week and a reservation window ago (a younger one may still become an
 * order) and gives back each one no order accounts for, telling `report` of each. One that fails does not stop
 * the others; the run then fails, so the job is retried and, failing for good, shown to staff.
 */
export async function reconcilePayments(db: Db, report: (action: Reconciled, payment: HeldPayment) => void, now = new Date()): Promise<void> {
  const to = new Date(now.getTime() - reservationWindowMs());
  const from = new Date(to.getTime() - LOOKBACK_MS);
  const failures: string[] = [];
  for (const provider of paymentMethods()) {
    if (!provider.heldPayments) continue;
    for await (const payment of provider.heldPayments({ from, to })) {
      if (await accountedFor(db, provider.code, payment)) continue;
      try {
        report(await giveBack(db, provider, payment), payment);
      } catch (err) {
        failures.push(errorText(err));
      }
    }
  }
  if (failures.length > 0) throw new Error(`the reconciliation could not give back ${failures.length} payment(s): ${failures.join("; ")}`);
}
