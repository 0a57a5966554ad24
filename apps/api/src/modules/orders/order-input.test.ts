/**
 * The order's bad input (issue 17): a JSON `true` is no number, and each refusal names the real problem, so a
 * shopper (or a client's developer) reads what to change.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { MAX_ORDER_PRODUCTS } from "./schemas.ts";
import { useTestApp } from "../../test/app.ts";
import { databaseKinds } from "../../test/template.ts";
import { shippingAddress as address } from "../../test/shopper.ts";


describe.each(databaseKinds)("an order's bad input on %s", (kind) => {
  const t = useTestApp(kind);

  /** An order for a cart that needs no stock or payment to be refused: validation answers before either. */
  function order(overrides: { product?: Record<string, unknown>; products?: unknown[]; address?: Record<string, unknown> } = {}) {
    const product = { server_item_id: 1, sku: "plush_care_kit", qty: 1, ...overrides.product };
    const billing = { ...address, ...overrides.address };
    return {
      order_id: randomUUID(),
      cart_id: "no-such-cart",
      products: overrides.products ?? [product],
      addressInformation: { shippingAddress: billing, billingAddress: billing, shipping_method_code: "domestic", payment_method_code: "checkmo" },
      personalDetails: { firstName: "Ann", lastName: "Lee", emailAddress: "ann@example.com" },
    };
  }

  async function place(body: unknown) {
    const res = await t().app.inject({ method: "POST", url: "/api/order", payload: body as object });
    const answer = res.json();
    return { status: res.statusCode, result: answer.result, fields: answer.fields };
  }

  it("refuses a JSON true as a quantity, naming the field", async () => {
    const refused = await place(order({ product: { qty: true } }));
    expect(refused.status).toBe(400);
    expect(refused.fields).toEqual({ "products.0.qty": "qty must be a number" });
  });

  it("refuses a JSON true as a region, naming the field", async () => {
    const refused = await place(order({ address: { region_id: true } }));
    expect(refused.status).toBe(400);
    expect(refused.fields?.["addressInformation.billingAddress.region_id"]).toBe("region_id must be a number");
  });

  it("says a quantity below one must be at least 1, not that it is no number", async () => {
    const refused = await place(order({ product: { qty: -1 } }));
    expect(refused).toMatchObject({ status: 400, result: "qty must be at least 1", fields: { "products.0.qty": "qty must be at least 1" } });
  });

  it("says a list of products past the limit is too long, and names the limit", async () => {
    const products = Array.from({ length: MAX_ORDER_PRODUCTS + 1 }, (_, i) => ({ server_item_id: i + 1, sku: "plush_care_kit", qty: 1 }));
    const refused = await place(order({ products }));
    expect(refused).toMatchObject({ status: 400, result: `An order holds at most ${MAX_ORDER_PRODUCTS} products` });
  });

  it("still takes a quantity and a region written as digits", async () => {
    // The cart is unknown, so a body that passes validation is answered 404, never 400.
    const passed = await place(order({ product: { qty: "2" }, address: { region_id: "43" } }));
    expect(passed.status).toBe(404);
  });
});
