/**
 * POST /api/payments/stripe/webhook: Stripe tells the shop that a payment moved. The signature is checked on
 * the raw body with the package's constructEvent (a bad or old signature: 400, nothing changes). Each event id
 * is taken in once (payment_events) together with a job that does the work (DESIGN "Background work"), run at
 * once and retried by the worker should it fail; a repeat of the event is answered 200 and does nothing.
 *
 * Out-of-order events are harmless because the job never trusts an event's snapshot of the payment: it asks
 * Stripe where the PaymentIntent stands now and settles the reservation the way the browser's next attempt
 * would (checkout/place-order.ts settleFromProvider). Refund totals only grow (money.ts).
 */
import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Db } from "../../db/client.ts";
import { orders, paymentEvents } from "../../db/schema.ts";
import { ok } from "../../infra/envelope.ts";
import { NotFound } from "../../infra/errors.ts";
import { enqueue } from "../../infra/jobs/queue.ts";
import type { JobHandler, Worker } from "../../infra/jobs/worker.ts";
import { paymentMethod } from "../../infra/payments.ts";
import { isStripeProvider, STRIPE_CODE } from "../../infra/stripe-gateway.ts";
import { settleFromProvider } from "../checkout/place-order.ts";
import { recordProviderRefunded } from "./money.ts";
import { paymentByReference } from "./record.ts";

export const STRIPE_EVENT_JOB = "payment.stripe_event";
const BAD_SIGNATURE = "The Stripe-Signature header does not match this body (or is too old).";

/** The events the shop acts on; Stripe sends others only if the endpoint asks for them, and they are ignored. */
const INTENT_EVENTS = new Set(["payment_intent.succeeded", "payment_intent.amount_capturable_updated", "payment_intent.payment_failed", "payment_intent.canceled", "payment_intent.processing", "payment_intent.requires_action"]);

interface EventJob {
  intentId: string;
  /** The order number the intent was made for (its metadata), to find an order whose payment was never recorded (a crash). */
  orderNumber: string | null;
  /** charge.refunded: what the charge has had refunded in all. */
  amountRefunded?: number;
}

function jobOf(event: Stripe.Event): EventJob | null {
  if (INTENT_EVENTS.has(event.type)) {
    const intent = event.data.object as Stripe.PaymentIntent;
    return { intentId: intent.id, orderNumber: intent.metadata?.order_number || null };
  }
  if (event.type === "charge.refunded") {
    const charge = event.data.object as Stripe.Charge;
    const intentId = typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
    return intentId ? { intentId, orderNumber: null, amountRefunded: charge.amount_refunded } : null;
  }
  return null;
}

/** Takes the event in, once: the job's key when this is its first arrival, else null. */
async function takeEvent(db: Db, event: Stripe.Event): Promise<string | null> {
  const job = jobOf(event);
  if (!job) return null;
  return db.transaction(async (tx) => {
    const [first] = await tx.insert(paymentEvents).values({ provider: STRIPE_CODE, eventId: event.id, type: event.type }).onConflictDoNothing().returning();
    if (!first) return null;
    const key = `stripe-event:${event.id}`;
    await enqueue(tx, { kind: STRIPE_EVENT_JOB, payload: { ...job }, dedupeKey: key });
    return key;
  });
}

export function stripeWebhookRoutes(app: FastifyInstance, db: Db, jobs: Worker): void {
  void app.register(async (scope) => {
    // The signature is over the exact bytes Stripe sent: this route alone reads its JSON body unparsed.
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_req, body, done) => done(null, body));
    scope.post(
      "/api/payments/stripe/webhook",
      {
        schema: {
          tags: ["payments"],
          summary: "Stripe's webhook: payment intents that moved (the order placed or its reservation given back), refunds",
          description: "Signed by Stripe (Stripe-Signature, STRIPE_WEBHOOK_SECRET). 400: bad or old signature, nothing changes. Each event id is handled once. 404 when Stripe is not configured.",
        },
      },
      async (req, reply) => {
        const provider = paymentMethod(STRIPE_CODE);
        if (!isStripeProvider(provider)) throw new NotFound("Stripe is not configured in this shop");
        let event: Stripe.Event;
        try {
          event = provider.webhookEvent(req.body as Buffer, String(req.headers["stripe-signature"] ?? ""));
        } catch {
          return reply.code(400).send({ code: 400, result: BAD_SIGNATURE, error: "bad_signature" });
        }
        const key = await takeEvent(db, event);
        if (key) await jobs.runNow(key);
        return ok("received");
      },
    );
  });
}

/** The job of one event: the payment's order settled from what Stripe says now, or its refunds recorded. */
export function stripeEventHandler(db: Db, jobs: () => Worker): JobHandler {
  return async (payload) => {
    const job = payload as unknown as EventJob;
    const payment = await paymentByReference(db, STRIPE_CODE, job.intentId);
    if (job.amountRefunded !== undefined) {
      if (payment) await recordProviderRefunded(db, payment.id, job.amountRefunded);
      return;
    }
    if (payment?.orderId) {
      await settleFromProvider(db, payment.orderId, { jobs: jobs() });
      return;
    }
    // Stripe has the intent but our record does not (the process died between creating it and writing it):
    // the order it was made for, still awaiting payment, is found by its number.
    if (!payment && job.orderNumber) {
      const [order] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.incrementId, job.orderNumber), eq(orders.paymentState, "pending")));
      if (order) await settleFromProvider(db, order.id, { jobs: jobs() });
    }
    // A payment whose reservation was given back was voided when it was released (record.ts): nothing to do.
  };
}
