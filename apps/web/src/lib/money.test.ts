import { describe, expect, it } from "vitest";
import { priceView } from "./money.ts";

const eur = { currency: { code: "EUR", name: "Euro", symbol: "€" }, rate: 0.92 };
const usd = { currency: { code: "USD", name: "US Dollar", symbol: "$" }, rate: 1 };

describe("price tags", () => {
  it("convert USD wire prices into the shopper's currency", () => {
    expect(priceView({ id: 1, final_price: 30, regular_price: 30 }, eur)).toEqual({ final: "€27.60", regular: null, discountPercent: 0 });
  });

  it("show the regular price and the rounded discount when on sale", () => {
    expect(priceView({ id: 1, final_price: 199, regular_price: 249 }, usd)).toEqual({
      final: "$199.00",
      regular: "$249.00",
      discountPercent: 20,
    });
  });

  it("show a campaign's price as the special price, off the product's own final price", () => {
    const campaign = { ...usd, discounts: { 7: { percentOff: 15 } } };
    expect(priceView({ id: 7, final_price: 149, regular_price: 149 }, campaign)).toEqual({ final: "$126.65", regular: "$149.00", discountPercent: 15 });
    expect(priceView({ id: 7, final_price: 19.5, regular_price: 24 }, campaign)).toEqual({ final: "$16.58", regular: "$24.00", discountPercent: 31 });
    expect(priceView({ id: 8, final_price: 30, regular_price: 30 }, campaign)).toEqual({ final: "$30.00", regular: null, discountPercent: 0 });
    expect(priceView({ id: 7, final_price: 149, regular_price: 149 }, { ...eur, discounts: { 7: { percentOff: 15 } } })).toMatchObject({ final: "€116.52", regular: "€137.08" });
  });

  it("show a campaign's amount off the product's own final price, converted after it comes off, never below zero", () => {
    const campaign = { ...usd, discounts: { 7: { amountOffCents: 450 }, 9: { amountOffCents: 5000 } } };
    expect(priceView({ id: 7, final_price: 24, regular_price: 24 }, campaign)).toEqual({ final: "$19.50", regular: "$24.00", discountPercent: 19 });
    expect(priceView({ id: 7, final_price: 20, regular_price: 24 }, campaign)).toEqual({ final: "$15.50", regular: "$24.00", discountPercent: 35 });
    expect(priceView({ id: 9, final_price: 30, regular_price: 30 }, campaign)).toMatchObject({ final: "$0.00", regular: "$30.00" });
    expect(priceView({ id: 7, final_price: 24, regular_price: 24 }, { ...eur, discounts: campaign.discounts })).toMatchObject({ final: "€17.94", regular: "€22.08" });
  });
});
