/**
 * Orders paid with Stripe through the real cart and order API, for the tests that drive a payment over the
 * Stripe stand-in (stripe-stand-in.ts): a cart with one care kit, its order sent with its key, and the rows
 * placement writes.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { orders, payments } from "../db/schema.ts";
import type { TestApp } from "./app.ts";
import { shippingAddress } from "./shopper.ts";
import type { StripeStandIn } from "./stripe-stand-in.ts";

export const STRIPE_TEST_SKU = "plush_care_kit";

export function stripeCheckout(t: () => TestApp, stripe: () => StripeStandIn) {
  const db = () => t().database.db;

  const call = async (method: "GET" | "POST", url: string, payload?: object, headers: Record<string, string> = {}) => {
    const res = await t().app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, ...(res.json() as { result: any; error?: string }) };
  };

  /** A cart with one care kit and the order for it, paid with Stripe; `send` posts it with its key. */
  async function newOrder(email = `ann-${randomUUID().slice(0, 8)}@example.com`) {
    const cartId = (await call("POST", "/api/cart/create")).result as string;
    await call("POST", `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: STRIPE_TEST_SKU, qty: 1 } });
    const items = (await call("GET", `/api/cart/pull?cartId=${cartId}`)).result as { item_id: number; sku: string; qty: number }[];
    const key = randomUUID();
    const body = {
      order_id: key,
      cart_id: cartId,
      products: items.map((i) => ({ server_item_id: i.item_id, sku: i.sku, qty: i.qty })),
      addressInformation: { shippingAddress, billingAddress: shippingAddress, shipping_method_code: "domestic", payment_method_code: "stripe", payment_method_additional: {} },
      personalDetails: { firstName: "Ann", lastName: "Lee", emailAddress: email },
    };
    return { cartId, key, email, send: () => call("POST", "/api/order", body, { "idempotency-key": key }) };
  }

  const orderRow = async (key: string) => (await db().select().from(orders).where(eq(orders.orderKey, key)))[0];
  const paymentRow = async (key: string) => (await db().select().from(payments).where(eq(payments.orderKey, key)))[0];

  /** The first answer: reserved, with what the browser needs for the Payment Element. Answers the intent's id. */
  async function reserved(order: { key: string; send(): ReturnType<typeof call> }) {
    const first = await order.send();
    expect(first.status, JSON.stringify(first.result)).toBe(202);
    expect(first.result).toMatchObject({ status: "requires_action", order_id: order.key, payment_method_code: "stripe", payment: { provider: "stripe", publishable_key: "pk_test_standin" } });
    const intentId = (await paymentRow(order.key))!.reference!;
    expect(first.result.payment.client_secret).toBe(stripe().intents.get(intentId)!.client_secret);
    return intentId;
  }

  return { call, newOrder, orderRow, paymentRow, reserved };
}
