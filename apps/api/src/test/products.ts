import { randomUUID } from "node:crypto";
import type { ProductBody } from "@petsies/contract/admin";

/**
 * A new product as the back office's form sends it (POST /api/admin/products): `name` with a unique ending, and its
 * sku and url key made from it ("Felt Mouse" → Felt Mouse 1a2b3c4d, felt_mouse_1a2b3c4d, felt-mouse-1a2b3c4d); a
 * simple, enabled, taxable product with 10 in stock, and whatever `overrides` says instead.
 */
export function productBody(name: string, overrides: Partial<ProductBody> = {}): ProductBody {
  const id = randomUUID().slice(0, 8);
  const words = name.toLowerCase().split(/\s+/);
  return {
    type: "simple",
    name: `${name} ${id}`,
    sku: `${words.join("_")}_${id}`,
    urlKey: `${words.join("-")}-${id}`,
    description: "",
    enabled: true,
    visibility: 4,
    taxClassId: 2,
    categoryIds: [],
    priceCents: 1000,
    specialPriceCents: null,
    specialFromDate: null,
    specialToDate: null,
    qty: 10,
    manageStock: true,
    isInStock: true,
    metaTitle: "",
    metaDescription: "",
    ...overrides,
  };
}
