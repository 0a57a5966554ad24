import { describe, expect, it } from "vitest";
import { foreversDogTree, foreversRushAddOns } from "../../../../../packages/domain/src/customization/fixtures/forevers.ts";
import { rushAddOnsOf, valueSkus } from "./load.ts";

describe("rush add-ons of a product", () => {
  const product = { id: 73, sku: "ForeversDog_bundle" };

  it("come from the map keyed by product id (or by sku, as the old shop keyed some)", () => {
    expect(rushAddOnsOf({ 73: foreversRushAddOns }, product)).toEqual(foreversRushAddOns);
    expect(rushAddOnsOf({ ForeversDog_bundle: foreversRushAddOns }, product)).toEqual(foreversRushAddOns);
    expect(rushAddOnsOf({ 74: foreversRushAddOns }, product)).toEqual([]);
  });

  it("are unexpected when the answer has another shape", () => {
    expect(rushAddOnsOf([], product)).toBeNull();
    expect(rushAddOnsOf({ 73: [{ sku: "x", text: "y" }] }, product)).toBeNull();
    expect(rushAddOnsOf({ 73: "no" }, product)).toBeNull();
  });
});

describe("prices of a tree", () => {
  it("are asked for every value sku and add-on once", () => {
    const skus = valueSkus(foreversDogTree, foreversRushAddOns);
    expect(skus).toContain("simpleForeversDog_medium");
    expect(skus).toContain("sneak_peek");
    expect(skus).toContain("super_rush_forevers");
    expect(new Set(skus).size).toBe(skus.length);
  });
});
