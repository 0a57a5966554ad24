import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orderItems, products } from "../../db/schema.ts";
import { useTestApp } from "../../test/app.ts";
import { configuredForevers } from "../../test/configure.ts";
import { newShopper, placeOrderFor, type Shopper } from "../../test/shopper.ts";
import { databaseKinds } from "../../test/template.ts";


describe.each(databaseKinds)("re-order on %s", (kind) => {
  const t = useTestApp(kind);
  const call = async (shopper: Shopper | null, method: "GET" | "POST", url: string, payload?: object) => {
    const auth = shopper ? { authorization: `Bearer ${shopper.token}` } : undefined;
    const res = await t().app.inject({ method, url, ...(auth ? { headers: auth } : {}), ...(payload ? { payload } : {}) });
    return { status: res.statusCode, result: res.json().result };
  };
  const pull = async (shopper: Shopper, cartId: string) =>
    (await call(shopper, "GET", `/api/cart/pull?cartId=${cartId}`)).result as { sku: string; qty: number; product_option?: unknown }[];

  it("adds an order item to the given cart with its configuration, and adds up on a second re-order", async () => {
    const ann = await newShopper(t());
    const plush = (await configuredForevers(t(), 2)).line;
    const placed = await placeOrderFor(t(), ann, [plush]);
    const [stored] = await t().database.db.select().from(orderItems).where(eq(orderItems.id, placed.itemIds[0]!));
    const cartId = (await call(ann, "POST", "/api/cart/create")).result as string;

    const first = await call(ann, "POST", `/api/order/reorder?cartId=${cartId}`, { order_item_id: placed.publicItemIds[0] });
    expect(first).toEqual({ status: 200, result: { item_id: expect.any(Number), sku: "ForeversDog_bundle", qty: 2 } });
    const again = await call(ann, "POST", `/api/order/reorder?cartId=${cartId}`, { order_item_id: String(placed.publicItemIds[0]) });
    expect(again.result).toEqual({ item_id: first.result.item_id, sku: "ForeversDog_bundle", qty: 4 });

    const lines = await pull(ann, cartId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ sku: "ForeversDog_bundle", qty: 4, product_option: stored!.productOption });
  });

  it("adds to the customer's own cart from add-from-order-requests, creating it when needed", async () => {
    const ann = await newShopper(t());
    const plush = (await configuredForevers(t(), 2)).line;
    const placed = await placeOrderFor(t(), ann, [{ sku: "plush_care_kit", qty: 1 }, plush]);
    // The order closed the customer's cart; re-ordering opens a new one.
    const res = await call(ann, "POST", "/api/carts/me/items/add-from-order-requests", { order_item_id: placed.publicItemIds[0] });
    expect(res).toEqual({ status: 200, result: { item_id: expect.any(Number), sku: "plush_care_kit", qty: 1 } });
    const cartId = (await call(ann, "POST", "/api/cart/create")).result as string;
    expect(await pull(ann, cartId)).toMatchObject([{ sku: "plush_care_kit", qty: 1 }]);
  });

  it("answers errorMessage when the product can no longer be bought", async () => {
    const ann = await newShopper(t());
    const placed = await placeOrderFor(t(), ann, [{ sku: "plush_display_dome", qty: 1 }]);
    await t().database.db.update(products).set({ status: 2 }).where(eq(products.sku, "plush_display_dome"));
    try {
      const res = await call(ann, "POST", "/api/carts/me/items/add-from-order-requests", { order_item_id: placed.publicItemIds[0] });
      expect(res).toEqual({ status: 400, result: { errorMessage: "The product 'plush_display_dome' is not available." } });
    } finally {
      await t().database.db.update(products).set({ status: 1 }).where(eq(products.sku, "plush_display_dome"));
    }
  });

  it("answers errorMessage for bad input and unknown items", async () => {
    const ann = await newShopper(t());
    const cartId = (await call(ann, "POST", "/api/cart/create")).result as string;
    const missing = await call(ann, "POST", `/api/order/reorder?cartId=${cartId}`, {});
    expect(missing.status).toBe(400);
    expect(missing.result.errorMessage).toMatch(/order_item_id/);
    const noCart = await call(ann, "POST", "/api/order/reorder", { order_item_id: 1 });
    expect(noCart.status).toBe(400);
    expect(noCart.result.errorMessage).toMatch(/cartId/);
    expect(await call(ann, "POST", `/api/order/reorder?cartId=${cartId}`, { order_item_id: 99999999 })).toEqual({
      status: 404,
      result: { errorMessage: "Order item 99999999 was not found" },
    });
    expect(await call(ann, "POST", "/api/order/reorder?cartId=nope", { order_item_id: 1 })).toMatchObject({
      status: 404,
      result: { errorMessage: expect.stringContaining("No such entity with cartId") },
    });
  });
});
