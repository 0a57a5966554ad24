import { describe, expect, it } from "vitest";
import { option, stateOf } from "./fixtures/builders.ts";
import { bundleOptionIdOf, configurationPrice, customizedBaseCents, priceDifferences, valuePriceCents } from "./price.ts";
import { indexTree } from "./tree.ts";

const prices: Record<string, number> = { small_product: 23900, large_product: 34900, heartbeat_insert: 1300 };
const priceOfSku = (sku: string) => prices[sku];

const tree = indexTree([
  option({
    id: "size",
    sn: 1,
    isRequired: true,
    bundleOptionId: 731,
    values: [
      { id: "large", sku: "large_product", price: 1 },
      { id: "small", sku: "small_product", price: 1 },
    ],
  }),
  option({
    id: "upgrades",
    sn: 2,
    displayWidget: "cards_list",
    maxValuesCount: 5,
    bundleOptionId: "732",
    values: [
      { id: "hb", sku: "heartbeat_insert", price: 99 },
      { id: "voice", sku: "recordable_voice", price: 15 },
      { id: "bag", price: 4.5 },
    ],
  }),
  option({
    id: "rush",
    sn: 3,
    isRequired: true,
    values: [
      { id: "standard", price: 0, isDefault: true },
      { id: "fast", price: 59 },
    ],
  }),
  option({
    id: "wrap",
    sn: 4,
    values: [
      { id: "paper", price: 5 },
      { id: "box", price: 12 },
    ],
  }),
  option({ id: "ruled", sn: 5, isRequired: true, when: ["fast"], values: [{ id: "r1", price: 7 }] }),
  option({ id: "note", sn: 6, displayWidget: "text_input", isRequired: true }),
]);

describe("valuePriceCents", () => {
  it("takes the price of the product with the value's sku, else the value's own price", () => {
    expect(valuePriceCents(tree.valueById.get("hb")!, priceOfSku)).toBe(1300);
    expect(valuePriceCents(tree.valueById.get("voice")!, priceOfSku)).toBe(1500);
    expect(valuePriceCents(tree.valueById.get("bag")!, priceOfSku)).toBe(450);
    expect(valuePriceCents(tree.valueById.get("hb")!)).toBe(9900);
    expect(valuePriceCents({ ...tree.valueById.get("bag")!, price: null })).toBe(0);
  });
});

describe("configurationPrice", () => {
  it("counts the cheapest value of a required option with nothing selected", () => {
    const price = configurationPrice(tree, [], priceOfSku);
    expect(price.options.map((o) => [o.customizationId, o.basis, o.cents])).toEqual([
      ["size", "cheapest", 23900],
      ["rush", "cheapest", 0],
    ]);
    expect(price.totalCents).toBe(23900);
  });

  it("sums the selected values, and splits bundled from unbundled amounts", () => {
    const price = configurationPrice(
      tree,
      stateOf({ size: "large", upgrades: ["hb", "voice", "bag"], rush: "fast", wrap: "box", ruled: "r1" }),
      priceOfSku,
    );
    expect(price.options.map((o) => [o.customizationId, o.cents, o.bundleOptionId])).toEqual([
      ["size", 34900, 731],
      ["upgrades", 1300 + 1500 + 450, 732],
      ["rush", 5900, null],
      ["wrap", 1200, null],
      ["ruled", 700, null],
    ]);
    expect(price.bundledCents).toBe(34900 + 3250);
    expect(price.unbundledCents).toBe(5900 + 1200 + 700);
    expect(price.totalCents).toBe(price.bundledCents + price.unbundledCents);
  });

  it("leaves out options not offered and choices not available", () => {
    const price = configurationPrice(tree, stateOf({ size: "small", ruled: "r1", wrap: "nope" }), priceOfSku);
    expect(price.options.map((o) => o.customizationId)).toEqual(["size", "rush"]);
  });
});

describe("priceDifferences", () => {
  it("compares a single choice with the default value", () => {
    expect(priceDifferences(tree, [], "rush")).toEqual({ standard: 0, fast: 5900 });
  });

  it("compares a required choice without default with the cheapest value", () => {
    expect(priceDifferences(tree, [], "size", priceOfSku)).toEqual({ large: 11000, small: 0 });
  });

  it("shows an optional choice without default against nothing", () => {
    expect(priceDifferences(tree, [], "wrap")).toEqual({ paper: 500, box: 1200 });
  });

  it("shows each value's own price in a multi-select (every choice adds)", () => {
    expect(priceDifferences(tree, [], "upgrades", priceOfSku)).toEqual({ hb: 1300, voice: 1500, bag: 450 });
  });

  it("lists only available values; unknown options give nothing", () => {
    expect(priceDifferences(tree, [], "ruled")).toEqual({});
    expect(priceDifferences(tree, stateOf({ rush: "fast" }), "ruled")).toEqual({ r1: 0 });
    expect(priceDifferences(tree, [], "nope")).toEqual({});
  });
});

describe("bundleOptionIdOf", () => {
  it("reads numbers and numeric strings, null otherwise", () => {
    expect(bundleOptionIdOf(tree.byId.get("size")!)).toBe(731);
    expect(bundleOptionIdOf(tree.byId.get("upgrades")!)).toBe(732);
    expect(bundleOptionIdOf(tree.byId.get("wrap")!)).toBeNull();
    expect(bundleOptionIdOf({ ...tree.byId.get("wrap")!, bundleOptionId: "abc" })).toBeNull();
    expect(bundleOptionIdOf({ ...tree.byId.get("wrap")!, bundleOptionId: "" })).toBeNull();
  });
});

describe("customizedBaseCents", () => {
  it("counts a bundle's chosen values alone, and any other product's own price beside its values", () => {
    expect(customizedBaseCents("bundle", 23900)).toBe(0);
    expect(customizedBaseCents("simple", 1800)).toBe(1800);
    expect(customizedBaseCents("virtual", 500)).toBe(500);
  });
});
