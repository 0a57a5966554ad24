import { describe, expect, it } from "vitest";
import {
  lineConfiguration,
  computeTotals,
  isGiftCardProduct,
  isVirtualCart,
  maskGiftCardCode,
  normalizeCode,
  parseQty,
  quantityDiscountPercent,
  shippingMethodsFor,
  findServerItem,
  syncOutcome,
  totalQuantity,
  totalSegments,
  truncateCartField,
} from "./cart.ts";

describe("lineConfiguration", () => {
  it("gives one text for the same options in any key order, nested too, and another for other options", () => {
    const a = lineConfiguration({ productOption: { b: 1, a: { y: [2, { q: 1, p: 0 }], x: 1 } }, giftcardOptions: { amount: 25 } });
    const b = lineConfiguration({ giftcardOptions: { amount: 25 }, productOption: { a: { x: 1, y: [2, { p: 0, q: 1 }] }, b: 1 } });
    expect(a).toBe(b);
    expect(lineConfiguration({ productOption: { a: { x: 1, y: [{ p: 0, q: 1 }, 2] }, b: 1 }, giftcardOptions: { amount: 25 } })).not.toBe(a);
    expect(lineConfiguration({ productOption: { b: 1, a: { x: 1, y: [2, { p: 0, q: 1 }] } } })).not.toBe(a);
    expect(lineConfiguration({})).toBe("[null,null]");
  });

  it("sorts keys by code unit, the same on every server and browser whatever its locale", () => {
    expect(lineConfiguration({ productOption: { customization_id: 1, customizationState: 2, Zeta: 3 } })).toBe(
      '[{"Zeta":3,"customizationState":2,"customization_id":1},null]',
    );
  });
});

describe("parseQty", () => {
  it("accepts whole numbers of zero or more, as numbers or strings", () => {
    expect(parseQty(3)).toBe(3);
    expect(parseQty(" 12 ")).toBe(12);
    expect(parseQty("0")).toBe(0);
  });
  it("refuses text, fractions, negatives and absurd quantities", () => {
    for (const bad of ["abc", "1.5", 1.5, -1, "-2", "", null, undefined, 1e9, "1000", {}]) {
      expect(parseQty(bad)).toBeNull();
    }
  });
});

describe("virtual carts", () => {
  it("is virtual only when non-empty and nothing ships", () => {
    expect(isVirtualCart([])).toBe(false);
    expect(isVirtualCart([{ type_id: "downloadable" }, { type_id: "virtual", giftCard: true }])).toBe(true);
    expect(isVirtualCart([{ type_id: "downloadable" }, { type_id: "simple" }])).toBe(false);
  });
  it("counts a posted gift card as shipped, whichever gift card product it is", () => {
    expect(isVirtualCart([{ type_id: "virtual", giftCard: true, giftcardShipped: true }])).toBe(false);
    expect(isVirtualCart([{ type_id: "virtual", giftcardShipped: true }])).toBe(true);
  });
  it("knows a gift card by its product's type, not its sku", () => {
    expect(isGiftCardProduct("virtual", { am_giftcard_type: 1, am_giftcard_prices: "25" })).toBe(true);
    expect(isGiftCardProduct("virtual", { am_giftcard_type: "2" })).toBe(true);
    expect(isGiftCardProduct("virtual", {})).toBe(false);
    expect(isGiftCardProduct("virtual", { am_giftcard_type: 0 })).toBe(false);
    expect(isGiftCardProduct("simple", { am_giftcard_type: 1 })).toBe(false);
    expect(isGiftCardProduct("virtual", null)).toBe(false);
  });
});

describe("display helpers", () => {
  it("counts quantities or lines", () => {
    const items = [{ qty: 2 }, { qty: 3 }];
    expect(totalQuantity(items)).toBe(5);
    expect(totalQuantity(items, false)).toBe(2);
  });
  it("truncates long fields with an ellipsis", () => {
    expect(truncateCartField("a".repeat(80), 75)).toBe(`${"a".repeat(75)}…`);
    expect(truncateCartField("short", 50)).toBe("short");
  });
  it("trims and upper-cases codes", () => {
    expect(normalizeCode("  petsies10 ")).toBe("PETSIES10");
  });
  it("masks a gift card code keeping the first and last four characters and dashes", () => {
    expect(maskGiftCardCode("ABCD-EFGH-IJKL")).toBe("ABCD-XXXX-IJKL");
    expect(maskGiftCardCode("ABCDEFGHIJ")).toBe("ABCDXXGHIJ");
  });
});

describe("quantity discounts", () => {
  it("gives 10% from 10 items and 20% from 20", () => {
    expect(quantityDiscountPercent(9)).toBe(0);
    expect(quantityDiscountPercent(10)).toBe(10);
    expect(quantityDiscountPercent(19)).toBe(10);
    expect(quantityDiscountPercent(20)).toBe(20);
  });
});

describe("shipping methods", () => {
  it("charges $13.95 for the first domestic item and $5.95 for each extra", () => {
    const [domestic, international] = shippingMethodsFor("us", 3);
    expect(domestic).toMatchObject({ method_code: "domestic", amount: 25.85, available: true });
    expect(international).toMatchObject({ method_code: "international", available: false });
  });
  it("charges $24.95 plus $5.95 per extra item abroad", () => {
    const [domestic, international] = shippingMethodsFor("DE", 2);
    expect(domestic?.available).toBe(false);
    expect(international).toMatchObject({ amount: 30.9, available: true });
  });
  it("offers a free method when nothing ships", () => {
    expect(shippingMethodsFor("US", 0)).toEqual([expect.objectContaining({ method_code: "none", amount: 0 })]);
  });
});

describe("computeTotals", () => {
  it("adds lines, tax and shipping", () => {
    const t = computeTotals({
      lines: [
        { qty: 2, unitPriceCents: 1000, taxRatePercent: 10 },
        { qty: 1, unitPriceCents: 499, taxRatePercent: 0 },
      ],
      couponPercent: 0,
      shippingCents: 1395,
      giftCardCents: [],
    });
    expect(t).toMatchObject({ subtotalCents: 2499, discountCents: 0, taxCents: 200, grandTotalCents: 2499 + 200 + 1395 });
  });
  it("applies the quantity discount, then the coupon, and taxes the discounted amount", () => {
    const t = computeTotals({
      lines: [{ qty: 10, unitPriceCents: 1000, taxRatePercent: 10 }],
      couponPercent: 10,
      shippingCents: 0,
      giftCardCents: [],
    });
    // 10,000 → 9,000 after 10% for quantity → 8,100 after the coupon.
    expect(t.discountCents).toBe(1900);
    expect(t.quantityDiscountPercent).toBe(10);
    expect(t.taxCents).toBe(810);
    expect(t.grandTotalCents).toBe(8910);
  });
  it("never discounts a gift card line, nor counts it towards the quantity discount", () => {
    const t = computeTotals({
      lines: [
        { qty: 1, unitPriceCents: 4000, taxRatePercent: 0, discountable: false },
        { qty: 1, unitPriceCents: 2000, taxRatePercent: 0 },
      ],
      couponPercent: 10,
      shippingCents: 0,
      giftCardCents: [],
    });
    expect(t.lines.map((l) => l.discountCents)).toEqual([0, 200]);
    expect(t.discountCents).toBe(200);
    const many = computeTotals({
      lines: [
        { qty: 9, unitPriceCents: 4000, taxRatePercent: 0, discountable: false },
        { qty: 1, unitPriceCents: 2000, taxRatePercent: 0 },
      ],
      couponPercent: 0,
      shippingCents: 0,
      giftCardCents: [],
    });
    expect(many.quantityDiscountPercent).toBe(0);
    expect(many.discountCents).toBe(0);
  });
  it("gives a coupon on chosen products only to their lines, after the quantity discount", () => {
    const t = computeTotals({
      lines: [
        { qty: 1, unitPriceCents: 5900, taxRatePercent: 0, couponEligible: true },
        { qty: 1, unitPriceCents: 2000, taxRatePercent: 0, couponEligible: false },
      ],
      couponPercent: 20,
      shippingCents: 0,
      giftCardCents: [],
    });
    expect(t.lines.map((l) => l.discountCents)).toEqual([1180, 0]);
  });
  it("spreads a fixed coupon over the lines it touches by their amount, in whole cents, never beyond them", () => {
    const t = computeTotals({
      lines: [
        { qty: 1, unitPriceCents: 1000, taxRatePercent: 10 },
        { qty: 2, unitPriceCents: 1000, taxRatePercent: 10 },
        { qty: 1, unitPriceCents: 4000, taxRatePercent: 0, discountable: false },
      ],
      couponPercent: 0,
      couponAmountCents: 1000,
      shippingCents: 0,
      giftCardCents: [],
    });
    expect(t.lines.map((l) => l.discountCents)).toEqual([333, 667, 0]);
    expect(t.taxCents).toBe(67 + 133);
    const over = computeTotals({ lines: [{ qty: 1, unitPriceCents: 500, taxRatePercent: 0 }], couponPercent: 0, couponAmountCents: 2500, shippingCents: 300, giftCardCents: [] });
    expect(over.discountCents).toBe(500);
    expect(over.grandTotalCents).toBe(300);
  });
  it("lets gift cards pay down to zero and no further", () => {
    const t = computeTotals({
      lines: [{ qty: 1, unitPriceCents: 3000, taxRatePercent: 0 }],
      couponPercent: 0,
      shippingCents: 500,
      giftCardCents: [2000, 5000],
    });
    expect(t.giftCardCents).toEqual([2000, 1500]);
    expect(t.grandTotalCents).toBe(0);
  });
  it("lists segments with the discount and gift cards only when present", () => {
    const t = computeTotals({ lines: [{ qty: 1, unitPriceCents: 1000, taxRatePercent: 0 }], couponPercent: 0, shippingCents: 0, giftCardCents: [] });
    expect(totalSegments(t, "Discount").map((s) => s.code)).toEqual(["subtotal", "shipping", "tax", "grand_total"]);
  });
});

describe("syncOutcome", () => {
  const server = [{ sku: "a", qty: 2, item_id: 7 }];
  it("reports each of the four outcomes", () => {
    expect(syncOutcome({ sku: "b", qty: 1 }, server)).toBe("no-item");
    expect(syncOutcome({ sku: "a", qty: 3, server_item_id: 7 }, server)).toBe("wrong-qty");
    expect(syncOutcome({ sku: "a", qty: 2 }, server)).toBe("update-required");
    expect(syncOutcome({ sku: "a", qty: 2, server_item_id: "7" }, server)).toBe("no-changes");
  });
  it("tells lines of one sku apart by checksum", () => {
    expect(syncOutcome({ sku: "a", qty: 2, checksum: "x" }, server)).toBe("no-item");
  });
  it("finds the server line by server id first, else by sku and checksum", () => {
    const lines = [{ sku: "a", qty: 1, item_id: 7, checksum: "x" }, { sku: "a", qty: 1, item_id: 8 }];
    expect(findServerItem({ sku: "a", qty: 1 }, lines)?.item_id).toBe(8);
    expect(findServerItem({ sku: "a", qty: 1, checksum: "x" }, lines)?.item_id).toBe(7);
    expect(findServerItem({ sku: "a", qty: 1, server_item_id: 9 }, lines)).toBeUndefined();
  });
});
