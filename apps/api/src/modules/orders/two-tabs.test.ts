/**
 * One order in two tabs (issue 19, item 12): the order key is a hash of the order, so two tabs of one
 * checkout send the same key. One tab's card is declined while the other's is approved; whichever answer
 * the gateway gives first, the shopper ends with one placed order and is never told the cart is gone.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema.ts";
import { configurePayments } from "../../infra/payments.ts";
import { gate, gatedGateway, gatedOrder } from "../../test/gated-gateway.ts";
import { useTestApp } from "../../test/app.ts";
import { databaseKinds } from "../../test/template.ts";

describe.each(databaseKinds)("one order in two tabs on %s", (kind) => {
  const t = useTestApp(kind);
  beforeAll(() => configurePayments({ testCardGateway: true, gateways: [gatedGateway] }));
  afterAll(() => configurePayments({ testCardGateway: true }));

  const call = async (method: "GET" | "POST", url: string, payload?: unknown, headers: Record<string, string> = {}) => {
    const res = await t().app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, result: res.json().result };
  };

  async function newCart() {
    const cartId = (await call("POST", "/api/cart/create")).result as string;
    await call("POST", `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: "petsies_bandana", qty: 1 } });
    const items = (await call("GET", `/api/cart/pull?cartId=${cartId}`)).result as { item_id: number; sku: string; qty: number }[];
    return { cartId, products: items.map((i) => ({ server_item_id: i.item_id, sku: i.sku, qty: i.qty })) };
  }

  const place = (body: unknown, key: string) => call("POST", "/api/order", body, { "idempotency-key": key });
  const ordersWithKey = (key: string) => t().database.db.select().from(orders).where(eq(orders.orderKey, key));

  /** Both tabs send the order and wait at the gateway: tab a with a card that is declined, tab b with a good one. */
  async function bothTabsPaying() {
    const cart = await newCart();
    const key = randomUUID();
    const declinedTab = place(gatedOrder(cart, `${key}-a`, "decline"), key);
    await gate(`${key}-a`).reached;
    const goodTab = place(gatedOrder(cart, `${key}-b`, "approve"), key);
    await gate(`${key}-b`).reached;
    return { cart, key, declinedTab, goodTab };
  }

  it("places the order with the good card when the declined tab's answer comes first", async () => {
    const { key, declinedTab, goodTab } = await bothTabsPaying();

    gate(`${key}-a`).open();
    expect(await declinedTab).toEqual({ status: 402, result: "Your card was declined." });
    gate(`${key}-b`).open();
    const good = await goodTab;
    expect(good.status, JSON.stringify(good.result)).toBe(200);
    expect(good.result.increment_id).toEqual(expect.any(String));

    const rows = await ordersWithKey(key);
    expect(rows.map((r) => [r.incrementId, r.paymentState])).toEqual([[good.result.increment_id, "authorized"]]);
  });

  it("answers the declined tab with the order the good card placed when the good answer comes first", async () => {
    const { cart, key, declinedTab, goodTab } = await bothTabsPaying();

    gate(`${key}-b`).open();
    const good = await goodTab;
    expect(good.status, JSON.stringify(good.result)).toBe(200);
    gate(`${key}-a`).open();
    // As a retry of the declined tab would: the order is placed, nothing was given back.
    const declined = await declinedTab;
    expect(declined.status).toBe(200);
    expect(declined.result.increment_id).toBe(good.result.increment_id);
    expect(await ordersWithKey(key)).toHaveLength(1);
    expect((await call("GET", `/api/cart/pull?cartId=${cart.cartId}`)).status).toBe(404);
  });
});
