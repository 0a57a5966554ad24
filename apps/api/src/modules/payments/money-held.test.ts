/**
 * Money held with no order (issue 32, point 6): a payment authorised just as its reservation expired, with the
 * shopper back that instant, must not stay authorised. The void queued for it is aimed at that payment, not at
 * whatever the order key's payment row names by the time it runs; and the reconciliation gives back what the
 * provider still holds with no order to show for it. Over the Stripe stand-in, on a real database.
 */
import { eq, sql } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, payments } from "../../db/schema.ts";
import { claimJobByKey, completeJob } from "../../infra/jobs/queue.ts";
import { configurePayments } from "../../infra/payments.ts";
import { stripeGateway } from "../../infra/stripe-gateway.ts";
import { useTestApp } from "../../test/app.ts";
import { stripeCheckout } from "../../test/stripe-checkout.ts";
import { startStripeStandIn, type StripeStandIn } from "../../test/stripe-stand-in.ts";
import { databaseKinds } from "../../test/template.ts";
import { configureReservations, releaseReservation } from "../checkout/steps/reserve.ts";
import { paymentJobHandlers } from "./jobs.ts";
import { RECONCILIATION_INTERVAL_MS, schedulePaymentReconciliation } from "./reconciliation.ts";
import { PAYMENT_VOID_JOB } from "./record.ts";

const METRICS_TOKEN = "metrics-token-0123456789abcdef";
const RESERVATION_MINUTES = 30;
/** Older than the reservation window: a payment this old with no order will never get one. */
const OLD_SECONDS = 2 * RESERVATION_MINUTES * 60;

/** A Stripe stand-in for the describe block, with the shop's gateway pointed at it. */
function useStripeStandIn(capture: () => "at_order" | "on_ship" = () => "at_order") {
  let stripe: StripeStandIn | undefined;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    configureReservations({ minutes: RESERVATION_MINUTES });
  });
  afterAll(async () => {
    configurePayments({ testCardGateway: true });
    await stripe?.close();
  });
  const standIn = () => stripe!;
  return {
    standIn,
    /** The shop's Stripe gateway, set again before each use: the files of a worker share this module state. */
    useStripe: () => configurePayments({ testCardGateway: true, gateways: [stripeGateway({ ...standIn().settings, capture: capture() })] }),
  };
}

describe.each(databaseKinds)("money held with no order on %s", (kind) => {
  describe("the void queued when a reservation is given back", () => {
    // The worker never looks for jobs on its own here: the test runs the queued void when the race has happened.
    const t = useTestApp(kind, { jobPollMs: 60 * 60 * 1000 });
    const { standIn, useStripe } = useStripeStandIn();
    const { newOrder, orderRow, paymentRow, reserved } = stripeCheckout(t, standIn);

    it("cancels the payment it was queued for, though the shopper's next attempt took the payment row over", async () => {
      useStripe();
      const stripe = standIn();
      const order = await newOrder();
      const first = await reserved(order);
      // The browser pays just as the reservation expires: Stripe holds the money, and the expiry gives it all back.
      stripe.browserPays(first, "approve");
      expect(await releaseReservation(t().database.db, (await orderRow(order.key))!.id)).toBe(true);
      // The shopper is back that instant: a new reservation, with a new intent in the order key's payment row.
      const second = await reserved(order);
      expect(second).not.toBe(first);
      expect(await paymentRow(order.key)).toMatchObject({ reference: second, state: "requires_action" });

      const job = await claimJobByKey(t().database.db, `payment-void:${first}`);
      expect(job).toMatchObject({ kind: PAYMENT_VOID_JOB });
      await paymentJobHandlers(t().database.db, { metrics: { paymentReconciled: () => {} }, log: { info: () => {} } })[PAYMENT_VOID_JOB]!(job!.payload as Record<string, unknown>, job!);
      await completeJob(t().database.db, job!.id);

      expect(stripe.intents.get(first)).toMatchObject({ status: "canceled", amount_capturable: 0 });
      // The new attempt's payment is untouched, and it pays and places the order.
      expect(stripe.intents.get(second)!.status).toBe("requires_payment_method");
      expect(await paymentRow(order.key)).toMatchObject({ reference: second, state: "requires_action" });
      stripe.browserPays(second, "approve");
      expect((await order.send()).status).toBe(200);
      expect(stripe.intents.get(second)!.status).toBe("succeeded");
    });
  });

  describe("a void queued before the payload named its provider", () => {
    const t = useTestApp(kind, { jobPollMs: 60 * 60 * 1000 });
    const { standIn, useStripe } = useStripeStandIn();
    const { newOrder, orderRow, reserved } = stripeCheckout(t, standIn);

    it("still cancels its payment, through the payment row's provider", async () => {
      useStripe();
      const order = await newOrder();
      const intent = await reserved(order);
      standIn().browserPays(intent, "approve");
      expect(await releaseReservation(t().database.db, (await orderRow(order.key))!.id)).toBe(true);
      // As the previous release queued it: the payment row's id and the intent, no provider.
      const db = t().database.db;
      await db.update(jobs).set({ payload: sql`${jobs.payload} - 'provider'` }).where(eq(jobs.dedupeKey, `payment-void:${intent}`));

      const job = await claimJobByKey(db, `payment-void:${intent}`);
      expect(job!.payload).not.toHaveProperty("provider");
      await paymentJobHandlers(db, { metrics: { paymentReconciled: () => {} }, log: { info: () => {} } })[PAYMENT_VOID_JOB]!(job!.payload as Record<string, unknown>, job!);
      expect(standIn().intents.get(intent)).toMatchObject({ status: "canceled" });
    });
  });

  describe("the reconciliation", () => {
    let capture: "at_order" | "on_ship" = "at_order";
    const t = useTestApp(kind, { metricsToken: METRICS_TOKEN });
    const { standIn, useStripe } = useStripeStandIn(() => capture);
    const { newOrder, orderRow, reserved } = stripeCheckout(t, standIn);
    const db = () => t().database.db;

    /** What someone with the secret key (Stripe's dashboard, a script) does, straight at the stand-in. */
    const sdk = () => {
      const { secretKey, host, port, protocol } = standIn().settings;
      return new Stripe(secretKey, { host, port, protocol, telemetry: false });
    };
    /** An intent Stripe holds money for that was never an order's, authorised, or `captured` as well. */
    async function strayIntent(state: "authorised" | "captured") {
      const intent = await sdk().paymentIntents.create({ amount: 2500, currency: "usd", capture_method: "manual", metadata: { order_number: "no-such-order" } });
      standIn().browserPays(intent.id, "approve");
      if (state === "captured") await sdk().paymentIntents.capture(intent.id);
      return intent.id;
    }
    const age = (intentId: string) => void (standIn().intents.get(intentId)!.created -= OLD_SECONDS);
    const runReconciliation = async (now: Date) => {
      await schedulePaymentReconciliation(db(), now);
      const key = `payment-reconciliation:${Math.floor(now.getTime() / RECONCILIATION_INTERVAL_MS)}`;
      await expect.poll(async () => (await db().select().from(jobs).where(eq(jobs.dedupeKey, key)))[0]?.status, { timeout: 10_000 }).toBe("done");
    };
    const reconciledCount = async (action: string) => {
      const text = (await t().app.inject({ url: "/api/metrics", headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body;
      return Number(new RegExp(`^payments_reconciled_total\\{action="${action}"\\} (\\d+)$`, "m").exec(text)?.[1] ?? 0);
    };
    const refundsOf = (intentId: string) => standIn().calls.filter((c) => c.path === "/v1/refunds" && c.idempotencyKey?.includes(intentId)).length;

    it("cancels or refunds what Stripe holds past the reservation window with no order, and leaves every order's payment", async () => {
      useStripe();
      const stripe = standIn();

      // The process died between Stripe's answer and our record of it, the browser paid, and the reservation
      // expired: no payment row, so no void was queued for it.
      const lost = await newOrder();
      const lostIntent = await reserved(lost);
      await db().delete(payments).where(eq(payments.orderKey, lost.key));
      stripe.browserPays(lostIntent, "approve");
      expect(await releaseReservation(db(), (await orderRow(lost.key))!.id)).toBe(true);
      // More than one page of Stripe's list (100): the reconciliation turns the pages.
      const strays = [];
      for (let i = 0; i < 100; i++) strays.push(await strayIntent("authorised"));
      const strayCaptured = await strayIntent("captured");
      const refundedAlready = await strayIntent("captured");
      await sdk().refunds.create({ payment_intent: refundedAlready });

      // Payments an order accounts for: a placed order that captures when it ships, and a reservation paid in
      // the browser that is not settled yet (its expiry will settle it).
      capture = "on_ship";
      useStripe();
      const placed = await newOrder();
      const placedIntent = await reserved(placed);
      stripe.browserPays(placedIntent, "approve");
      expect((await placed.send()).status).toBe(200);
      const awaiting = await newOrder();
      const awaitingIntent = await reserved(awaiting);
      stripe.browserPays(awaitingIntent, "approve");
      // Held with no order, but younger than the reservation window: it may still become one.
      const young = await strayIntent("authorised");
      for (const id of [lostIntent, ...strays, strayCaptured, refundedAlready, placedIntent, awaitingIntent]) age(id);

      await runReconciliation(new Date());
      expect(stripe.calls.filter((c) => c.method === "GET" && c.path === "/v1/payment_intents")).toHaveLength(2);
      expect(stripe.intents.get(lostIntent)).toMatchObject({ status: "canceled", amount_capturable: 0 });
      expect(strays.filter((id) => stripe.intents.get(id)!.status !== "canceled")).toEqual([]);
      expect(stripe.charges.get(stripe.intents.get(strayCaptured)!.latest_charge!)).toMatchObject({ amount_refunded: 2500, refunded: true });
      expect(refundsOf(refundedAlready)).toBe(0);
      expect(stripe.intents.get(placedIntent)!.status).toBe("requires_capture");
      expect(stripe.intents.get(awaitingIntent)!.status).toBe("requires_capture");
      expect(stripe.intents.get(young)!.status).toBe("requires_capture");
      expect(await reconciledCount("void")).toBe(101);
      expect(await reconciledCount("refund")).toBe(1);

      // The next run finds nothing left to give back.
      await runReconciliation(new Date(Date.now() + RECONCILIATION_INTERVAL_MS));
      expect(await reconciledCount("void")).toBe(101);
      expect(await reconciledCount("refund")).toBe(1);
      expect(refundsOf(strayCaptured)).toBe(1);
    });
  });
});
