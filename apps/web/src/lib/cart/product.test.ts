import { describe, expect, it } from "vitest";
import { imageUrl, type Product } from "@petsies/domain";
import { cartItemOf } from "./product.ts";

const product = (over: Partial<Product>): Product =>
  ({
    sku: "petsies_bandana",
    parentSku: null,
    name: "Bandana",
    type_id: "simple",
    image: "catalog/bandana.webp",
    thumbnail: "catalog/bandana.webp",
    final_price: 12,
    configurable_children: [],
    ...over,
  }) as Product;

describe("what the product page adds", () => {
  it("adds simple, virtual and downloadable products as they are, at their final price and cart thumbnail", () => {
    for (const type_id of ["simple", "virtual", "downloadable"] as const) {
      const item = cartItemOf(product({ type_id }), null);
      expect(item).toMatchObject({ sku: "petsies_bandana", parentSku: "petsies_bandana", price: 12, type_id });
      expect(item!.thumbnail).toBe(imageUrl("catalog/bandana.webp", "cartThumbnail"));
    }
  });

  it("adds a configurable product's chosen child under its parent, and nothing without a child", () => {
    const hoodie = product({ sku: "petsies_hoodie", type_id: "configurable", name: "Hoodie" });
    const child = product({ sku: "petsies_hoodie_m", parentSku: "petsies_hoodie", name: "Hoodie – M", final_price: 45 });
    expect(cartItemOf(hoodie, child)).toMatchObject({ sku: "petsies_hoodie_m", parentSku: "petsies_hoodie", name: "Hoodie – M", price: 45 });
    expect(cartItemOf(hoodie, null)).toBeNull();
  });

  it("leaves bundles, grouped products and every gift card product to their own forms", () => {
    expect(cartItemOf(product({ type_id: "bundle" }), null)).toBeNull();
    expect(cartItemOf(product({ type_id: "grouped" }), null)).toBeNull();
    expect(cartItemOf(product({ sku: "am_gift_card", type_id: "virtual", custom_attributes: { am_giftcard_type: 1 } }), null)).toBeNull();
    expect(cartItemOf(product({ sku: "holiday_gift_card", type_id: "virtual", custom_attributes: { am_giftcard_type: 1, am_giftcard_prices: "30,60" } }), null)).toBeNull();
  });
});
