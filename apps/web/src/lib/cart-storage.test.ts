import { describe, expect, it } from "vitest";
import { countCartItems } from "./cart-storage.ts";

describe("cart badge count", () => {
  it("sums item quantities", () => {
    expect(countCartItems(JSON.stringify([{ qty: 2 }, { qty: 1 }]))).toBe(3);
  });

  it("treats missing, broken or odd data as an empty cart", () => {
    expect(countCartItems(null)).toBe(0);
    expect(countCartItems("{")).toBe(0);
    expect(countCartItems(JSON.stringify({ qty: 3 }))).toBe(0);
    expect(countCartItems(JSON.stringify([{ qty: -1 }, { qty: "2" }, null, { qty: 1.5 }]))).toBe(2);
  });
});
