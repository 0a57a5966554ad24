import { describe, expect, it } from "vitest";
import type { BundleOption, Product } from "@petsies/domain";
import { BUNDLE_QTY_INVALID, bundleChoices, initialPicks, readBundlePicks } from "./bundle.ts";

const part = (sku: string, name: string, finalPrice: number) => ({ sku, name, final_price: finalPrice, type_id: "simple" }) as Product;
const link = (sku: string, extra: { is_default?: boolean; qty?: number; can_change_quantity?: boolean } = {}) => ({ link_type: "bundle", linked_product_type: "simple", linked_product_sku: sku, ...extra });
const options: BundleOption[] = [
  { option_id: 1, title: "Walk gear", required: true, type: "radio", product_links: [link("collar", { qty: 1, can_change_quantity: false }), link("leash", { is_default: true, qty: 1, can_change_quantity: true })] },
  { option_id: 2, title: "Extras", required: false, type: "checkbox", product_links: [link("tag", { qty: 2, can_change_quantity: false }), link("gone", { qty: 1 })] },
];
const parts = [part("collar", "Collar", 15), part("leash", "Leash", 22), part("tag", "Engraving", 5)];
const cents = (p: Product) => Math.round(p.final_price * 100);

describe("a bundle's picks", () => {
  const choices = bundleChoices({ bundle_options: options }, parts);

  it("offers only the products on sale, and starts at each option's default", () => {
    expect(choices.map((c) => c.selections.map((s) => s.part.sku))).toEqual([["collar", "leash"], ["tag"]]);
    expect(initialPicks(choices)).toEqual({ 1: { skus: ["leash"], qty: "1" }, 2: { skus: [], qty: "1" } });
  });

  it("prices what is chosen as the cart will: a quantity that may change is typed, a fixed one is the link's", () => {
    const reading = readBundlePicks(choices, { 1: { skus: ["leash"], qty: "2" }, 2: { skus: ["tag"], qty: "9" } }, cents);
    expect(reading).toEqual({
      ok: true,
      totalCents: 2 * 2200 + 2 * 500,
      selections: [
        { option_id: 1, option_qty: 2, option_selections: ["leash"] },
        { option_id: 2, option_qty: 2, option_selections: ["tag"] },
      ],
      lines: [
        { customization_id: "bundle-option-1", title: "Walk gear", value: "Leash × 2" },
        { customization_id: "bundle-option-2", title: "Extras", value: "Engraving × 2" },
      ],
    });
    // The collar's quantity cannot change: what was typed for the leash does not count for it.
    expect(readBundlePicks(choices, { 1: { skus: ["collar"], qty: "5" } }, cents)).toMatchObject({ ok: true, totalCents: 1500, selections: [{ option_id: 1, option_qty: 1 }, { option_id: 2, option_selections: [] }] });
  });

  it("says which option is wrong: a required one left empty, a quantity that is no whole number", () => {
    expect(readBundlePicks(choices, { 1: { skus: [], qty: "1" } }, cents)).toEqual({ ok: false, fieldErrors: { 1: "Choose one of Walk gear." } });
    expect(readBundlePicks(choices, { 1: { skus: ["leash"], qty: "1.5" } }, cents)).toEqual({ ok: false, fieldErrors: { 1: BUNDLE_QTY_INVALID } });
    expect(readBundlePicks(choices, { 1: { skus: ["leash"], qty: "0" } }, cents)).toEqual({ ok: false, fieldErrors: { 1: BUNDLE_QTY_INVALID } });
  });
});
