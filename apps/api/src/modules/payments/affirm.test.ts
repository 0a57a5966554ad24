/** GET /api/affirm/get-checkout-object: Affirm's checkout object from the server cart, for its owner only. */
import { describe, expect, it } from "vitest";
import { TEST_SITE_URL, useTestApp } from "../../test/app.ts";
import { newShopper } from "../../test/shopper.ts";
import { databaseKinds } from "../../test/template.ts";

describe.each(databaseKinds)("Affirm's checkout object on %s", (kind) => {
  const t = useTestApp(kind);

  const call = async (method: "GET" | "POST", url: string, payload?: object, token?: string) => {
    const res = await t().app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, ...(res.json() as { result: any }) };
  };

  async function cartWith(token?: string) {
    const cartId = (await call("POST", "/api/cart/create", undefined, token)).result as string;
    expect((await call("POST", `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: "plush_care_kit", qty: 2 } }, token)).status).toBe(200);
    return cartId;
  }

  it("builds a guest cart's object from the server's prices and totals, in cents", async () => {
    const cartId = await cartWith();
    const totals = (await call("GET", `/api/cart/totals?cartId=${cartId}`)).result;
    const res = await call("GET", `/api/affirm/get-checkout-object?cartId=${cartId}`);
    expect(res.status).toBe(200);
    expect(typeof res.result).toBe("string");
    const object = JSON.parse(res.result);
    const item = object.items[0];
    expect(object.items).toHaveLength(1);
    expect(item).toMatchObject({ sku: "plush_care_kit", qty: 2, item_url: `${TEST_SITE_URL}/p/plush_care_kit/` });
    expect(Number.isInteger(item.unit_price)).toBe(true);
    expect(object).toMatchObject({
      currency: "USD",
      total: Math.round(totals.grand_total * 100),
      tax_amount: Math.round(totals.tax_amount * 100),
      shipping_amount: Math.round(totals.shipping_amount * 100),
      merchant: { name: "Petsies", user_confirmation_url: `${TEST_SITE_URL}/checkout?affirm=confirm`, user_cancel_url: `${TEST_SITE_URL}/checkout?affirm=cancel` },
    });
  });

  it("answers a customer's cart to its owner and refuses it to anyone else", async () => {
    const owner = await newShopper(t(), "owner");
    const other = await newShopper(t(), "other");
    const cartId = await cartWith(owner.token);
    const mine = await call("GET", `/api/affirm/get-checkout-object?cartId=${cartId}`, undefined, owner.token);
    expect(mine.status).toBe(200);
    expect(JSON.parse(mine.result).items[0]).toMatchObject({ sku: "plush_care_kit", qty: 2 });
    for (const token of [other.token, undefined]) {
      const refused = await call("GET", `/api/affirm/get-checkout-object?cartId=${cartId}`, undefined, token);
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(JSON.stringify(refused.result)).not.toContain("plush_care_kit");
    }
  });
});
