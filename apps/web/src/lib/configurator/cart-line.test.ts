import { describe, expect, it } from "vitest";
import {
  applyInputs,
  cartCustomizations,
  imageUrl,
  indexTree,
  loadState,
  STANDARD_PRODUCTION_TIME_ID,
  valueText,
  withProductionTime,
  type CustomizationInput,
  type UploadedImage,
} from "@petsies/domain";
import {
  FOREVERS_IDS as id,
  foreversDogTree,
  foreversRushAddOns,
} from "../../../../../packages/domain/src/customization/fixtures/forevers.ts";
import { lineKey } from "../cart/storage.ts";
import type { CartItem } from "../cart/types.ts";
import {
  configuredCartItem,
  editKeyOf,
  editLink,
  findEditedLine,
  lineCustomizationState,
  linePlushieId,
  lineShipmentPromise,
} from "./cart-line.ts";
import type { ConfiguratorProduct } from "./types.ts";

const tree = indexTree(withProductionTime(foreversDogTree, foreversRushAddOns));
const product: ConfiguratorProduct = {
  id: 73,
  sku: "ForeversDog_bundle",
  name: "Custom Dog Plush (Forevers)",
  image: "catalog/forevers-dog.webp",
  type_id: "bundle",
  turnaroundDays: 35,
  promiseTemplate: "Ships by {estimatedShipment}; Handmade for you",
  baseCents: 0,
};
const photo: UploadedImage = { id: "u1", type: 1, url: "/api/media/uploads/u1.webp", createdAt: "2030-01-01T00:00:00Z" };
const select = (customizationId: string, valueId: string): CustomizationInput => ({ type: "select", customizationId, valueId });

function configured() {
  return applyInputs(tree, loadState(tree, { wizardSize: { productSku: "ForeversDog_bundle", size: "medium" } }), [
    { type: "add-images", customizationId: id.photos, images: [photo] },
    { type: "text", customizationId: id.petName, text: "Biscuit" },
    { type: "text", customizationId: id.breed, text: "Beagle" },
    select(id.ears, id.earsFloppy),
    select(id.upgrades, id.heartbeat),
    select(id.upgrades, id.voice),
    select(id.productionTime, id.basicRush),
  ]);
}

describe("a configuration as a cart line", () => {
  it("carries the state without standard production time, never a price the server reads, and the display parts", () => {
    const withStandard = applyInputs(tree, configured(), [select(id.productionTime, STANDARD_PRODUCTION_TIME_ID)]);
    const item = configuredCartItem({ product, tree, state: withStandard, rushAddOns: foreversRushAddOns, totalCents: 31700 });
    const state = lineCustomizationState(item) as { customization_id: string; value: unknown }[];
    expect(state.find((e) => e.customization_id === id.productionTime)).toBeUndefined();
    expect(state.find((e) => e.customization_id === id.petName)?.value).toBe("Biscuit");
    expect(item.product_option).toEqual({ extension_attributes: { customization_state: state } });
    expect(item).toMatchObject({ sku: "ForeversDog_bundle", parentSku: "ForeversDog_bundle", price: 317, type_id: "bundle", turnaround_time: 35 });
    expect(item.thumbnail).toBe(imageUrl("uploads/u1.webp", "customizationCartThumbnail"));
  });

  it("takes the rush add-on's turnaround and the plushie id", () => {
    const item = configuredCartItem({ product, tree, state: configured(), rushAddOns: foreversRushAddOns, totalCents: 1, plushieId: "p-1" });
    expect(item.turnaround_time).toBe(14);
    expect(linePlushieId(item)).toBe("p-1");
    expect(item.shipment_promise_template).toBe(product.promiseTemplate);
  });

  it("shows the options marked showInCart by name, not the photos, the upload mode or the e-mail", () => {
    const shown = cartCustomizations(tree, configured());
    const titles = shown.map((c) => c.title);
    expect(titles).toContain("Size");
    expect(titles).toContain("Your Pet's Name");
    expect(titles).not.toContain("Upload Photo of Pet");
    expect(titles).not.toContain("Enter your email address");
    expect(shown.find((c) => c.title === "Size")?.value).toBe("Medium (about 14 in)");
    expect(shown.find((c) => c.title === "Upgrade Your Plush (optional)")?.value).toBe("Heartbeat Insert, Recordable Voice");
    expect(shown.find((c) => c.title === "Production Time")?.value).toBe("Rush Production, Ships in about 2 weeks");
  });

  it("words values: chosen ids by name, text as typed, photos counted", () => {
    expect(valueText(tree, id.petName, "Biscuit")).toBe("Biscuit");
    expect(valueText(tree, id.size, id.sizeLarge)).toBe("Large (about 18 in)");
    expect(valueText(tree, id.photos, [photo, { ...photo, id: "u2" }])).toBe("2 photos");
  });
});

describe("editing a line from the cart", () => {
  const item = (): CartItem => ({
    ...configuredCartItem({ product, tree, state: configured(), rushAddOns: foreversRushAddOns, totalCents: 100 }),
    qty: 2,
  });

  it("links to the creation page naming the line, and finds the line again", () => {
    const line = item();
    const link = editLink(line);
    expect(link).toBe(`/forevers/create/?edit=${editKeyOf(line)}`);
    const other: CartItem = { ...line, product_option: { extension_attributes: { customization_state: [] } } };
    expect(findEditedLine([other, line], editKeyOf(line))).toBe(line);
    expect(findEditedLine([other], editKeyOf(line))).toBeNull();
    expect(findEditedLine([line], null)).toBeNull();
  });

  it("has no edit link for a line that is not customized, and edits a product customized in the back office on its own page", () => {
    const plain: CartItem = { sku: "petsies_bandana", parentSku: null, qty: 1, name: "Bandana", price: 12, thumbnail: "", type_id: "simple" };
    expect(editLink(plain)).toBeNull();
    const line = { ...item(), sku: "gift_box" };
    expect(editLink(line)).toBe(`/p/gift_box/?edit=${editKeyOf(line)}`);
    expect(editLink({ ...item(), sku: "ForeversCat_bundle" })).toMatch(/^\/forevers\/create\/\?product=ForeversCat_bundle&edit=/);
  });

  it("gives the same line the same key, so adding it again raises the quantity", () => {
    const a = configuredCartItem({ product, tree, state: configured(), rushAddOns: foreversRushAddOns, totalCents: 100 });
    const b = configuredCartItem({ product, tree, state: configured(), rushAddOns: foreversRushAddOns, totalCents: 200 });
    expect(lineKey(a)).toBe(lineKey(b));
  });
});

describe("the shipment promise of a line", () => {
  it("counts from the day the cart is looked at", () => {
    const promise = lineShipmentPromise({ turnaround_time: 14, shipment_promise_template: "Ships by {estimatedShipment}; Handmade" }, new Date("2030-06-01T12:00:00Z"));
    expect(promise?.lines).toEqual(["Ships by Saturday, June 15", "Handmade"]);
    expect(lineShipmentPromise({}, new Date())).toBeNull();
  });
});
