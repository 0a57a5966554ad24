import { describe, expect, it } from "vitest";
import { priceView } from "./money.ts";

const eur = { currency: { code: "EUR", name: "Euro", symbol: "€" }, rate: 0.92 };

describe("price tags", () => {
  it("convert USD wire prices into the shopper's currency", () => {
    expect(priceView({ final_price: 30, regular_price: 30 }, eur)).toEqual({ final: "€27.60", regular: null, discountPercent: 0 });
  });

  it("show the regular price and the rounded discount when on sale", () => {
    const usd = { currency: { code: "USD", name: "US Dollar", symbol: "$" }, rate: 1 };
    expect(priceView({ final_price: 199, regular_price: 249 }, usd)).toEqual({
      final: "$199.00",
      regular: "$249.00",
      discountPercent: 20,
    });
  });
});
