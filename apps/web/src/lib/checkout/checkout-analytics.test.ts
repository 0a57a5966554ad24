import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkoutSectionOf, trackPurchase, trackPurchaseError } from "./checkout-analytics.ts";

const g = globalThis as unknown as { window?: { dataLayer?: Record<string, unknown>[] } };
beforeEach(() => {
  g.window = {};
});
afterEach(() => {
  delete g.window;
});

describe("checkout analytics", () => {
  it("tracks a refused order as purchase_error with its message and the HTTP code behind it (spec §8)", () => {
    trackPurchaseError({ kind: "declined", message: "Card declined" });
    trackPurchaseError({ kind: "cart-changed" });
    trackPurchaseError({ kind: "failed", message: "Something went wrong", status: 503 });
    expect(g.window?.dataLayer).toEqual([
      { event: "purchase_error", error: "Card declined", code: 402 },
      { event: "purchase_error", error: "cart-changed", code: 409 },
      { event: "purchase_error", error: "Something went wrong", code: 503 },
    ]);
  });

  it("tracks a placed order with its number and the amounts the shop confirmed", () => {
    const order = { increment_id: "000000042", order_id: null, created_at: "", email: "a@b.co", grand_total: 103.9, currency_code: "USD", payment_method_code: "checkmo", status: "created", has_account: false, summary: { items: [], totals: [], shipping_address: null, payment_method: "Check / Money order", payment_instructions: null, next_steps: [] } };
    const totals = { tax_amount: 0, shipping_amount: 13.95, coupon_code: "WELCOME10" } as never;
    trackPurchase(order, [{ sku: "dog", parentSku: null, name: "Dog", price: 89.95, qty: 1, type_id: "simple" }], totals);
    expect(g.window?.dataLayer?.[1]).toMatchObject({
      event: "purchase",
      ecommerce: { transaction_id: "000000042", value: 103.9, currency: "USD", shipping: 13.95, tax: 0, coupon: "WELCOME10", payment_type: "checkmo" },
    });
  });

  it("names the sections by their headings", () => {
    expect(checkoutSectionOf("shipping-title")).toBe("shipping");
    expect(checkoutSectionOf("review-title")).toBe("review");
    expect(checkoutSectionOf("something-else")).toBeNull();
    expect(checkoutSectionOf(null)).toBeNull();
  });
});
