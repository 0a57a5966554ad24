/**
 * Stripe through the whole shop: POST /api/order, the browser's part (done here on the stand-in, as Stripe.js
 * would), webhooks, capture and back-office refunds, on a real database. Stripe's servers cannot be reached from
 * here: test/stripe-stand-in.ts stands in for them, and the official `stripe` package talks to it unchanged.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentEvents, payments, products, stock } from "../../db/schema.ts";
import { readOutbox } from "../../infra/mail.ts";
import { configurePayments } from "../../infra/payments.ts";
import { stripeGateway } from "../../infra/stripe-gateway.ts";
import { useTestApp } from "../../test/app.ts";
import { stripeCheckout, STRIPE_TEST_SKU } from "../../test/stripe-checkout.ts";
import { newStaff } from "../../test/staff.ts";
import { startStripeStandIn, type StripeStandIn } from "../../test/stripe-stand-in.ts";
import { databaseKinds } from "../../test/template.ts";

const SKU = STRIPE_TEST_SKU;

describe.each(databaseKinds)("Stripe payments on %s", (kind) => {
  const t = useTestApp(kind);
  const db = () => t().database.db;
  let stripe: StripeStandIn;

  function useStripe(capture: "at_order" | "on_ship") {
    configurePayments({ testCardGateway: true, gateways: [stripeGateway({ ...stripe.settings, capture })] });
  }

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    useStripe("at_order");
  });
  afterAll(async () => {
    configurePayments({ testCardGateway: true });
    await stripe.close();
  });

  const { call, newOrder, orderRow, paymentRow, reserved } = stripeCheckout(t, () => stripe);

  async function stockOf() {
    const [row] = await db().select({ qty: stock.qty }).from(stock).innerJoin(products, eq(products.id, stock.productId)).where(eq(products.sku, SKU));
    return row!.qty;
  }

  const confirmations = async (email: string) => (await readOutbox(t().outbox)).filter((m) => m.to === email && /order/i.test(m.subject));
  /** The confirmation is a job: waits for it, then finds exactly one (a loaded machine runs the job later). */
  const expectOneConfirmation = async (email: string) => {
    await expect.poll(async () => (await confirmations(email)).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    expect(await confirmations(email)).toHaveLength(1);
  };
  const webhook = (event: { payload: string; signature: string }) =>
    t().app.inject({ method: "POST", url: "/api/payments/stripe/webhook", headers: { "content-type": "application/json", "stripe-signature": event.signature }, payload: event.payload });
  const callsTo = (path: RegExp) => stripe.calls.filter((c) => c.method === "POST" && path.test(c.path));

  it("reserves, lets the browser pay, then places the order once for the server's total and captures it", async () => {
    const before = await stockOf();
    const order = await newOrder();
    const intentId = await reserved(order);
    expect(await stockOf()).toBe(before - 1);
    const intent = stripe.intents.get(intentId)!;
    expect(intent).toMatchObject({ capture_method: "manual", currency: "usd", amount: (await orderRow(order.key))!.grandTotalCents });
    // The same order sent again before the browser paid: the same payment, not a second one.
    expect((await order.send()).result.payment.client_secret).toBe(intent.client_secret);
    expect(callsTo(/^\/v1\/payment_intents$/).filter((c) => c.idempotencyKey === order.key)).toHaveLength(1);

    stripe.browserPays(intentId, "approve");
    const placed = await order.send();
    expect(placed.status, JSON.stringify(placed.result)).toBe(200);
    expect(placed.result).toMatchObject({ status: "created", order_id: order.key, payment_method_code: "stripe" });
    expect(stripe.intents.get(intentId)).toMatchObject({ status: "succeeded", amount_received: intent.amount });
    expect(await paymentRow(order.key)).toMatchObject({ state: "captured", authorizedCents: intent.amount, capturedCents: intent.amount });
    expect(await confirmations(order.email)).toHaveLength(1);
    expect((await order.send()).result.increment_id).toBe(placed.result.increment_id);
    expect(callsTo(new RegExp(`/${intentId}/capture$`))).toHaveLength(1);
  });

  it("asks again while 3-D Secure is pending, and places the order once the shopper passed it", async () => {
    const order = await newOrder();
    const intentId = await reserved(order);
    stripe.browserPays(intentId, "3ds");
    expect((await order.send()).status).toBe(202);
    stripe.completeAction(intentId);
    expect((await order.send()).status).toBe(200);
    expect((await orderRow(order.key))!.paymentState).toBe("authorized");
  });

  it("answers a decline with the payment error, gives the reservation back and voids the intent; the same order then pays anew", async () => {
    const before = await stockOf();
    const order = await newOrder();
    const intentId = await reserved(order);
    stripe.browserPays(intentId, "decline");
    const declined = await order.send();
    expect(declined).toMatchObject({ status: 402, result: "Your card was declined.", error: "payment_declined" });
    expect(await stockOf()).toBe(before);
    expect(await orderRow(order.key)).toBeUndefined();
    expect((await call("GET", `/api/cart/pull?cartId=${order.cartId}`)).status).toBe(200);
    expect(await paymentRow(order.key)).toMatchObject({ orderId: null, failure: "Your card was declined." });
    await expect.poll(() => stripe.intents.get(intentId)!.status).toBe("canceled");

    const again = await reserved(order);
    expect(again).not.toBe(intentId);
    stripe.browserPays(again, "approve");
    expect((await order.send()).status).toBe(200);
  });

  it("places the order from the webhook when the shopper closed the tab, and the browser's late answer finds it", async () => {
    const order = await newOrder();
    const intentId = await reserved(order);
    stripe.browserPays(intentId, "approve");
    const res = await webhook(stripe.signedEvent("payment_intent.amount_capturable_updated", intentId));
    expect(res.statusCode, res.body).toBe(200);
    expect((await orderRow(order.key))!.paymentState).toBe("authorized");
    await expectOneConfirmation(order.email);
    expect(await paymentRow(order.key)).toMatchObject({ state: "captured" });
    const late = await order.send();
    expect(late.status).toBe(200);
    expect(await confirmations(order.email)).toHaveLength(1);
  });

  it("places the order once when the browser's answer and the webhook reach a slow Stripe together", async () => {
    const order = await newOrder();
    const intentId = await reserved(order);
    stripe.browserPays(intentId, "approve");
    const event = stripe.signedEvent("payment_intent.amount_capturable_updated", intentId);
    const slow = stripe.hold();
    const browser = order.send();
    const hook = webhook(event);
    await slow.reached;
    slow.release();
    const [answer, res] = await Promise.all([browser, hook]);
    expect(answer.status, JSON.stringify(answer.result)).toBe(200);
    expect(res.statusCode).toBe(200);
    await expectOneConfirmation(order.email);
    expect(await paymentRow(order.key)).toMatchObject({ state: "captured" });
    expect(callsTo(new RegExp(`/${intentId}/capture$`))).toHaveLength(1);
  });

  it("changes nothing for a webhook after the browser's answer, a duplicate, or an older event arriving last", async () => {
    const order = await newOrder();
    const intentId = await reserved(order);
    stripe.browserPays(intentId, "approve");
    const failedEarlier = stripe.signedEvent("payment_intent.requires_action", intentId);
    expect((await order.send()).status).toBe(200);
    const succeeded = stripe.signedEvent("payment_intent.succeeded", intentId);
    for (const event of [succeeded, succeeded, failedEarlier]) expect((await webhook(event)).statusCode).toBe(200);
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.eventId, succeeded.id))).toHaveLength(1);
    expect((await orderRow(order.key))!.paymentState).toBe("authorized");
    expect(await paymentRow(order.key)).toMatchObject({ state: "captured" });
    expect(await confirmations(order.email)).toHaveLength(1);
    expect(callsTo(new RegExp(`/${intentId}/capture$`))).toHaveLength(1);
  });

  it("releases the reservation when the webhook says the payment failed", async () => {
    const before = await stockOf();
    const order = await newOrder();
    const intentId = await reserved(order);
    stripe.browserPays(intentId, "decline");
    expect((await webhook(stripe.signedEvent("payment_intent.payment_failed", intentId))).statusCode).toBe(200);
    expect(await orderRow(order.key)).toBeUndefined();
    expect(await stockOf()).toBe(before);
  });

  it("completes the order from the webhook when the process died between Stripe's payment and our record of it", async () => {
    const order = await newOrder();
    const intentId = await reserved(order);
    // As if the process died after Stripe created the intent but before the payment row was written.
    await db().delete(payments).where(eq(payments.orderKey, order.key));
    stripe.browserPays(intentId, "approve");
    expect((await webhook(stripe.signedEvent("payment_intent.amount_capturable_updated", intentId))).statusCode).toBe(200);
    expect((await orderRow(order.key))!.paymentState).toBe("authorized");
    expect(await paymentRow(order.key)).toMatchObject({ reference: intentId, state: "captured" });
    expect(await confirmations(order.email)).toHaveLength(1);
  });

  it("refuses a bad or old signature with 400 and changes nothing", async () => {
    const order = await newOrder();
    const intentId = await reserved(order);
    stripe.browserPays(intentId, "approve");
    const forged = stripe.signedEvent("payment_intent.succeeded", intentId, { secret: "whsec_someone_else" });
    const old = stripe.signedEvent("payment_intent.succeeded", intentId, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    for (const event of [forged, old, { payload: forged.payload, signature: "" }]) {
      const res = await webhook(event);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: "bad_signature" });
    }
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.eventId, forged.id))).toHaveLength(0);
    expect((await orderRow(order.key))!.paymentState).toBe("pending");
  });

  it("captures when the item ships, when the owner chose so", async () => {
    useStripe("on_ship");
    try {
      const order = await newOrder();
      const intentId = await reserved(order);
      stripe.browserPays(intentId, "approve");
      expect((await order.send()).status).toBe(200);
      expect(await paymentRow(order.key)).toMatchObject({ state: "authorized", capturedCents: 0 });
      expect(stripe.intents.get(intentId)!.status).toBe("requires_capture");

      const staff = await newStaff(t(), "owner");
      const detail = (await staff.call("GET", `/api/admin/orders/${(await orderRow(order.key))!.incrementId}`)).result;
      const shipped = await staff.call("POST", `/api/admin/order-items/${detail.items[0].id}/shipments`, { carrier: "usps", tracking: "9400100000000000000000" });
      expect(shipped.status, JSON.stringify(shipped.result)).toBe(200);
      await expect.poll(async () => (await paymentRow(order.key))!.state).toBe("captured");
      expect(stripe.intents.get(intentId)).toMatchObject({ status: "succeeded" });
    } finally {
      useStripe("at_order");
    }
  });

  it("refunds money not yet taken by capturing less at shipment, and voids the payment when all of it is refunded", async () => {
    useStripe("on_ship");
    try {
      const owner = await newStaff(t(), "owner");
      const paidOrder = async () => {
        const order = await newOrder();
        const intentId = await reserved(order);
        stripe.browserPays(intentId, "approve");
        const placed = await order.send();
        expect(placed.status).toBe(200);
        return { order, intentId, incrementId: placed.result.increment_id as string, total: (await orderRow(order.key))!.grandTotalCents };
      };
      const refund = (incrementId: string, amountCents: number) =>
        owner.call("POST", `/api/admin/orders/${incrementId}/refunds`, { amountCents, reason: "Goodwill", requestKey: randomUUID() });

      const part = await paidOrder();
      expect((await refund(part.incrementId, 400)).status).toBe(200);
      expect(await paymentRow(part.order.key)).toMatchObject({ state: "authorized", refundedCents: 400 });
      const detail = (await owner.call("GET", `/api/admin/orders/${part.incrementId}`)).result;
      expect((await owner.call("POST", `/api/admin/order-items/${detail.items[0].id}/shipments`, { carrier: "usps", tracking: "9400100000000000000001" })).status).toBe(200);
      await expect.poll(async () => (await paymentRow(part.order.key))!.state).toBe("partially_refunded");
      expect(stripe.intents.get(part.intentId)).toMatchObject({ status: "succeeded", amount_received: part.total - 400 });

      const all = await paidOrder();
      expect((await refund(all.incrementId, all.total)).status).toBe(200);
      expect(stripe.intents.get(all.intentId)!.status).toBe("canceled");
      expect(await paymentRow(all.order.key)).toMatchObject({ state: "voided", refundedCents: all.total });
    } finally {
      useStripe("at_order");
    }
  });

  it("refunds in part and in full through Stripe, and records Stripe's charge.refunded", async () => {
    const order = await newOrder();
    const intentId = await reserved(order);
    stripe.browserPays(intentId, "approve");
    const placed = await order.send();
    const owner = await newStaff(t(), "owner");
    const total = (await orderRow(order.key))!.grandTotalCents;
    const refund = (amountCents: number) => owner.call("POST", `/api/admin/orders/${placed.result.increment_id}/refunds`, { amountCents, reason: "Late parcel", requestKey: randomUUID() });

    expect((await refund(500)).status).toBe(200);
    const charge = stripe.charges.get(stripe.intents.get(intentId)!.latest_charge!)!;
    expect(charge.amount_refunded).toBe(500);
    expect(await paymentRow(order.key)).toMatchObject({ state: "partially_refunded", refundedCents: 500 });
    expect((await webhook(stripe.signedEvent("charge.refunded", intentId))).statusCode).toBe(200);
    expect(await paymentRow(order.key)).toMatchObject({ state: "partially_refunded", refundedCents: 500 });

    expect((await refund(total - 500)).status).toBe(200);
    expect(charge.amount_refunded).toBe(total);
    expect(await paymentRow(order.key)).toMatchObject({ state: "refunded", refundedCents: total });
  });

  it("refunds once when the same refund is sent twice at once, and once when two refunds of everything race", async () => {
    const order = await newOrder();
    const intentId = await reserved(order);
    stripe.browserPays(intentId, "approve");
    const placed = await order.send();
    const owner = await newStaff(t(), "owner");
    const total = (await orderRow(order.key))!.grandTotalCents;
    // Asking Stripe twice with one idempotency key is one refund (Stripe answers the first refund again).
    const refundKeys = () => new Set(callsTo(/^\/v1\/refunds$/).map((c) => c.idempotencyKey)).size;
    const charge = () => stripe.charges.get(stripe.intents.get(intentId)!.latest_charge!)!;
    const refundsBefore = refundKeys();
    const url = `/api/admin/orders/${placed.result.increment_id}/refunds`;

    const requestKey = randomUUID();
    const twice = await Promise.all([1, 2].map(() => owner.call("POST", url, { amountCents: 300, reason: "Double click", requestKey })));
    expect(twice.map((r) => r.status)).toEqual([200, 200]);
    expect(refundKeys() - refundsBefore).toBe(1);
    expect(charge().amount_refunded).toBe(300);

    const rest = total - 300;
    const both = await Promise.all([1, 2].map(() => owner.call("POST", url, { amountCents: rest, reason: "Two tabs", requestKey: randomUUID() })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(refundKeys() - refundsBefore).toBe(2);
    expect(charge().amount_refunded).toBe(total);
    expect(await paymentRow(order.key)).toMatchObject({ state: "refunded", refundedCents: total });
  });

  it("offers Stripe with the publishable key the browser loads Stripe.js with, and never the secret key", async () => {
    const { cartId } = await newOrder();
    const answer = await call("GET", `/api/cart/payment-methods?cartId=${cartId}`);
    expect(answer.status).toBe(200);
    expect(answer.result).toContainEqual(expect.objectContaining({ code: "stripe", offline: false, publishable_key: "pk_test_standin" }));
    expect(JSON.stringify(answer.result)).not.toContain("sk_test_standin");
  });

  it("does not offer Stripe without keys", async () => {
    configurePayments({ testCardGateway: true });
    try {
      const order = await newOrder();
      const res = await order.send();
      expect(res.status).toBe(400);
      expect(res.result).toMatch(/payment method 'stripe' is not available/);
    } finally {
      useStripe("at_order");
    }
  });
});
