import { describe, expect, it } from "vitest";
import { bundleParts, cheapestCents, discountPercent, finalPriceCents, isSpecialPriceActive, setPrice, type PartPrices, type PriceSource } from "./pricing.ts";

const now = new Date("2026-11-22T12:00:00Z");
const base: PriceSource = { priceCents: 5000, specialPriceCents: 4000, specialFromDate: null, specialToDate: null };

describe("special prices", () => {
  it("apply when lower and without a window", () => {
    expect(finalPriceCents(base, now)).toBe(4000);
  });
  it("never apply when not below the original", () => {
    expect(isSpecialPriceActive({ ...base, specialPriceCents: 5000 }, now)).toBe(false);
    expect(finalPriceCents({ ...base, specialPriceCents: 6000 }, now)).toBe(5000);
  });
  it("respect the date window, the end day included", () => {
    expect(isSpecialPriceActive({ ...base, specialFromDate: new Date("2026-11-23T00:00:00Z") }, now)).toBe(false);
    expect(isSpecialPriceActive({ ...base, specialToDate: new Date("2026-11-21T00:00:00Z") }, now)).toBe(false);
    expect(isSpecialPriceActive({ ...base, specialToDate: new Date("2026-11-22T00:00:00Z") }, now)).toBe(true);
    expect(
      isSpecialPriceActive(
        { ...base, specialFromDate: new Date("2026-11-01T00:00:00Z"), specialToDate: new Date("2026-12-01T00:00:00Z") },
        now,
      ),
    ).toBe(true);
  });
  it("are absent when null", () => {
    expect(finalPriceCents({ ...base, specialPriceCents: null }, now)).toBe(5000);
  });
});

describe("discount percent", () => {
  it("is rounded from 1 - special/regular", () => {
    expect(discountPercent(5000, 4000)).toBe(20);
    expect(discountPercent(2995, 1995)).toBe(33);
    expect(discountPercent(5000, 5000)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });
});

describe("cheapest", () => {
  it("picks the lowest or nothing", () => {
    expect(cheapestCents([900, 300, 500])).toBe(300);
    expect(cheapestCents([])).toBeNull();
  });
});

describe("bundleParts", () => {
  const options = [
    {
      option_id: 1,
      product_links: [
        { linked_product_sku: "small", qty: 1 },
        { linked_product_sku: "large", qty: 1, is_default: true },
      ],
    },
    { option_id: 2, product_links: [{ linked_product_sku: "sneak", qty: 1 }] },
  ];
  it("takes each option's default link, else its first, when nothing is chosen", () => {
    expect(bundleParts(options, [])).toEqual({ parts: [{ sku: "large", qty: 1 }, { sku: "sneak", qty: 1 }] });
  });
  it("uses the chosen links with the chosen quantity", () => {
    expect(bundleParts(options, [{ option_id: 1, option_qty: 2, option_selections: ["small"] }])).toEqual({
      parts: [{ sku: "small", qty: 2 }, { sku: "sneak", qty: 1 }],
    });
  });
  it("adds nothing for an add-on option (not required) without a default link", () => {
    const withAddOns = [...options, { option_id: 3, required: false, product_links: [{ linked_product_sku: "rush", qty: 1 }] }];
    expect(bundleParts(withAddOns, [])).toEqual({ parts: [{ sku: "large", qty: 1 }, { sku: "sneak", qty: 1 }] });
    expect(bundleParts(withAddOns, [{ option_id: 3, option_qty: 1, option_selections: ["rush"] }])).toEqual({
      parts: [{ sku: "large", qty: 1 }, { sku: "sneak", qty: 1 }, { sku: "rush", qty: 1 }],
    });
  });
  it("counts a fixed link's own quantity, refuses a required option chosen empty and two links of a radio option", () => {
    const made = [
      {
        option_id: 5,
        title: "Size",
        required: true,
        type: "radio",
        product_links: [
          { linked_product_sku: "small", qty: 2, can_change_quantity: false },
          { linked_product_sku: "large", qty: 1, can_change_quantity: true },
        ],
      },
    ];
    expect(bundleParts(made, [{ option_id: 5, option_qty: 7, option_selections: ["small"] }])).toEqual({ parts: [{ sku: "small", qty: 2 }] });
    expect(bundleParts(made, [{ option_id: 5, option_qty: 3, option_selections: ["large"] }])).toEqual({ parts: [{ sku: "large", qty: 3 }] });
    expect(bundleParts(made, [{ option_id: 5, option_qty: 1, option_selections: [] }])).toEqual({ error: "Choose one of Size." });
    expect(bundleParts(made, [{ option_id: 5, option_qty: 1, option_selections: ["small", "large"] }])).toEqual({ error: "Choose only one of Size." });
  });
  it("refuses unknown options, foreign skus and negative quantities", () => {
    expect(bundleParts(options, [{ option_id: 9, option_qty: 1, option_selections: [] }])).toHaveProperty("error");
    expect(bundleParts(options, [{ option_id: 1, option_qty: 1, option_selections: ["other"] }])).toHaveProperty("error");
    expect(bundleParts(options, [{ option_id: 1, option_qty: -1, option_selections: ["small"] }])).toHaveProperty("error");
  });
});

describe("setPrice", () => {
  const prices: Record<string, PartPrices> = {
    kit: { regularCents: 2400, finalCents: 1950 },
    dome: { regularCents: 3900, finalCents: 3900 },
    small: { regularCents: 23900, finalCents: 23900 },
    large: { regularCents: 34900, finalCents: 34900 },
  };
  const priceOf = (sku: string) => prices[sku];
  it("adds each associated simple product once for a grouped product", () => {
    const grouped = {
      product_links: [
        { link_type: "associated", linked_product_type: "simple", linked_product_sku: "kit" },
        { link_type: "associated", linked_product_type: "simple", linked_product_sku: "dome" },
        { link_type: "related", linked_product_type: "simple", linked_product_sku: "large" },
        { link_type: "associated", linked_product_type: "simple", linked_product_sku: "gone" },
      ],
      bundle_options: [],
    };
    expect(setPrice("grouped", grouped, priceOf)).toEqual({ regularCents: 6300, finalCents: 5850, missing: ["gone"] });
  });
  it("takes each bundle option's default link times its quantity", () => {
    const bundle = {
      product_links: [],
      bundle_options: [
        { option_id: 1, product_links: [{ linked_product_sku: "small", qty: 1 }, { linked_product_sku: "large", qty: 2, is_default: true }] },
        { option_id: 2, product_links: [{ linked_product_sku: "kit" }] },
      ],
    };
    expect(setPrice("bundle", bundle, priceOf)).toEqual({ regularCents: 34900 * 2 + 2400, finalCents: 34900 * 2 + 1950, missing: [] });
  });
});
