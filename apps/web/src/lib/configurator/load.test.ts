import { describe, expect, it } from "vitest";
import { imageUrl } from "@petsies/domain";
import { foreversDogTree, foreversRushAddOns } from "../../../../../packages/domain/src/customization/fixtures/forevers.ts";
import { pricedSkus, pricesOf, rushAddOnsOf, withProductDetails, withValuePictures } from "./load.ts";

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
  const link = (sku: string) => ({ link_type: "bundle", linked_product_type: "simple", linked_product_sku: sku });
  const bundle = {
    bundle_options: [
      { option_id: 731, title: "Size", required: true, type: "radio", product_links: ["simpleForeversDog_medium", "simpleForeversDog_large"].map(link) },
      { option_id: 733, title: "Rush", required: false, type: "radio", product_links: [link("super_rush_forevers")] },
    ],
  };

  it("are asked once for the value and add-on skus the bundle links, and only those", () => {
    const skus = pricedSkus(foreversDogTree, foreversRushAddOns, bundle);
    expect(skus.sort()).toEqual(["simpleForeversDog_large", "simpleForeversDog_medium", "super_rush_forevers"]);
    expect(pricedSkus(foreversDogTree, foreversRushAddOns, { bundle_options: [] })).toEqual([]);
  });
});

describe("products behind values", () => {
  const product = (sku: string, final_price: number, image = "") => ({ sku, final_price, image, thumbnail: "" }) as unknown as import("@petsies/domain").Product;

  it("price only the skus that price values", () => {
    expect(pricesOf([product("simpleForeversDog_medium", 289), product("phrase_design_good_boy", 49)], ["simpleForeversDog_medium"])).toEqual({
      simpleForeversDog_medium: 28900,
    });
  });

  it("lend their picture to values without one, and their words where the option has detailed descriptions", () => {
    const sneakPeek = { ...product("sneak_peek", 89, "catalog/sneak-peek.webp"), description: "You see a design preview first." };
    const small = { ...product("simpleForeversDog_small", 239, "catalog/dog.webp"), description: "Ten inches." };
    const tree = withProductDetails(foreversDogTree, [sneakPeek, small]);
    const value = (sku: string) => tree.flatMap((c) => c.optionData?.values ?? []).find((v) => v.sku === sku) as { image?: string; description?: string };
    expect(value("sneak_peek").image).toBe(imageUrl("catalog/sneak-peek.webp", "valueImage"));
    expect(value("sneak_peek").description).toBe("You see a design preview first.");
    expect(value("simpleForeversDog_small").description).toBeUndefined();
    expect(withProductDetails(foreversDogTree, [])).toBe(foreversDogTree);
  });
});

describe("values with their own picture", () => {
  it("show it at the thumbnails_list size, and leave the other values alone", () => {
    const [ears] = withValuePictures([
      {
        ...foreversDogTree[0]!,
        optionData: {
          ...foreversDogTree.find((c) => c.optionData)!.optionData!,
          values: [
            { id: "floppy", name: "Floppy", sku: null, price: null, isEnabled: true, isDefault: false, sn: 1, availabilityRules: null, actions: null, image: "catalog/part-ears-floppy.webp" },
            { id: "pointy", name: "Pointy", sku: null, price: null, isEnabled: true, isDefault: false, sn: 2, availabilityRules: null, actions: null },
          ],
        },
      },
    ]);
    expect(ears!.optionData!.values.map((v) => v.image)).toEqual([imageUrl("catalog/part-ears-floppy.webp", "valueImage"), undefined]);
  });
});
