import { describe, expect, it } from "vitest";
import { itemPath, itemsSubtotal, lineAmount, parseLineQty } from "./lines.ts";

describe("cart line helpers", () => {
  it("computes amounts in cents", () => {
    expect(lineAmount({ price: 19.95, qty: 3 })).toBe(59.85);
    expect(itemsSubtotal([{ price: 0.1, qty: 3 }, { price: 0.2, qty: 1 }])).toBe(0.5);
  });

  it("takes whole quantities from 1 only", () => {
    expect(parseLineQty(" 3 ")).toBe(3);
    for (const bad of ["0", "-1", "1.5", "abc", "", "100000"]) expect(parseLineQty(bad)).toBeNull();
  });

  it("links a line to its product page, a configurable child under its parent", () => {
    expect(itemPath({ sku: "petsies_bandana", parentSku: "petsies_bandana", type_id: "simple" })).toBe("/p/petsies_bandana/");
    expect(itemPath({ sku: "petsies_hoodie_m", parentSku: "petsies_hoodie", type_id: "simple" })).toBe("/p/petsies_hoodie/petsies_hoodie_m/");
  });
});
