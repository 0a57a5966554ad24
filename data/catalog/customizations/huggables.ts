/** Huggables (931): a long, extra-soft lookalike with its own sneak peek and a few plush upgrades. */
import type { ProductCustomizationData } from "../../types.ts";
import { choices, sizeOption } from "./build.ts";
import { addOn, ADD_ON_PRICES, customerEmail, familyEntry as entry, notes, petName, photosWithUploadModes, productionTime, RUSH, upgradesOption } from "./common.ts";

const huggables = entry("petsiesHuggables_bundle", RUSH.huggables, (b, family) => [
  sizeOption(b, family, { sn: 10 }),
  ...photosWithUploadModes(b, { sn: 20 }),
  petName(b, { sn: 30 }),
  b.option({ key: "breed", sn: 35, title: "Your Pet's Breed", name: "breed", widget: "search_field", max: 60, placeholder: "Start typing a breed" }),
  b.option({
    key: "eyeColor",
    sn: 40,
    title: "Eye Color",
    name: "eye color",
    widget: "colors_list",
    required: true,
    max: 1,
    shape: "circle",
    values: choices(["Brown", "Amber", "Hazel", "Blue", "Green", "Black"]),
  }),
  b.option({
    key: "furColors",
    sn: 50,
    title: "Fur Colors",
    name: "fur colors",
    widget: "colors_list",
    required: true,
    max: 3,
    shape: "circle",
    values: choices(["Black", "White", "Brown", "Chocolate", "Tan", "Golden", "Cream", "Grey", "Red / Ginger"]),
  }),
  notes(b, { sn: 60 }),
  customerEmail(b, { sn: 70 }),
  upgradesOption(b, family, 80, "Upgrade Your Huggable (optional)", [
    addOn("sneakPeek", "Sneak Peek + Design Guarantee", "sneak_peek_huggables"),
    addOn("heartbeat", "Heartbeat Insert", "heartbeat_insert"),
    addOn("voice", "Recordable Voice", "recordable_voice"),
    addOn("weighted", "Weighted Plush", "weighted_plushies"),
  ]),
  productionTime(b, family, { sn: 90 }, RUSH.huggables, ADD_ON_PRICES),
]);

export const huggablesCustomizations: ProductCustomizationData[] = [huggables];
