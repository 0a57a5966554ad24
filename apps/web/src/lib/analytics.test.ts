import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Product } from "@petsies/domain";
import { ecommerceOf, itemOfCartLine, itemOfProduct, track, trackEcommerce, trackViewCart } from "./analytics.ts";
import { hashEmail } from "./hash-email.ts";

type Layer = Record<string, unknown>[];
const g = globalThis as unknown as { window?: { dataLayer?: Layer } };

beforeEach(() => {
  g.window = {};
});
afterEach(() => {
  delete g.window;
});

const product = (over: Partial<Product>): Product => ({ sku: "dog_plush", name: "Dog plush", type_id: "simple", final_price: 89.999, ...over }) as Product;

describe("GA4 items", () => {
  it("name a product by its sku, its variant by the child's, and carry the list position", () => {
    const child = product({ sku: "dog_plush_l", final_price: 119 });
    expect(itemOfProduct(product({ type_id: "configurable" }), { name: "Plush", index: 3 }, child)).toEqual({
      item_id: "dog_plush",
      item_name: "Dog plush",
      item_brand: "Petsies",
      item_variant: "dog_plush_l",
      item_category: "configurable",
      item_list_name: "Plush",
      index: 3,
      price: 119,
      quantity: 1,
    });
    expect(itemOfProduct(product({}))).toMatchObject({ price: 90 });
    expect(itemOfProduct(product({}))).not.toHaveProperty("item_variant");
  });

  it("name a cart line by its parent, with its own sku as the variant and its quantity", () => {
    expect(itemOfCartLine({ sku: "hoodie_s", parentSku: "hoodie", name: "Hoodie", price: 40, qty: 2, type_id: "configurable" })).toMatchObject({
      item_id: "hoodie",
      item_variant: "hoodie_s",
      quantity: 2,
    });
    expect(itemOfCartLine({ sku: "mug", parentSku: null, name: "Mug", price: 12, qty: 1, type_id: "simple" })).not.toHaveProperty("item_variant");
  });

  it("value a payload at the sum of price times quantity, in the base currency", () => {
    const items = [
      itemOfCartLine({ sku: "a", parentSku: null, name: "A", price: 10.1, qty: 3, type_id: "simple" }),
      itemOfCartLine({ sku: "b", parentSku: null, name: "B", price: 0.2, qty: 1, type_id: "simple" }),
    ];
    expect(ecommerceOf(items, { coupon: "X" })).toEqual({ currency: "USD", value: 30.5, items, coupon: "X" });
  });
});

describe("the e-mail", () => {
  it("is hashed with SHA3-256 after trimming and lower-casing (spec §9)", () => {
    // The SHA3-256 test vector of "abc" (FIPS 202).
    expect(hashEmail("abc")).toBe("3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532");
    expect(hashEmail("  Jane@Example.COM ")).toBe(hashEmail("jane@example.com"));
    expect(hashEmail("jane@example.com")).not.toContain("jane");
  });
});

describe("the data layer", () => {
  it("receives events in order, and clears the previous e-commerce payload before each new one", () => {
    track("login", { method: "password" });
    trackEcommerce("add_to_cart", ecommerceOf([]));
    expect(g.window?.dataLayer).toEqual([
      { event: "login", method: "password" },
      { ecommerce: null },
      { event: "add_to_cart", ecommerce: { currency: "USD", value: 0, items: [] } },
    ]);
  });

  it("gets no view_cart for an empty cart", () => {
    trackViewCart([]);
    expect(g.window?.dataLayer ?? []).toEqual([]);
  });

  it("is left alone on the server", () => {
    delete g.window;
    expect(() => track("login")).not.toThrow();
  });
});
