/**
 * The other sewn and sculpted families: golf head covers (571, 573, 575), Huggables (931), figurines
 * (871), bobbleheads (881), felted magnets (831) and felted ornaments (841). Shorter than the plush
 * wizard, each with its own choices, add-ons and rush production.
 */
import type { Customization } from "@petsies/domain";
import type { CreationFamilyData, ProductCustomizationData, RushUpgradeData } from "../../types.ts";
import { creationFamilies } from "../creation-bundles.ts";
import { addOnBundleOptionId, familyOf, sizeOption, treeBuilder, type TreeBuilder, type ValueSpec } from "./build.ts";
import { ADD_ON_PRICES, customerEmail, notes, petName, photoUpload, photosWithUploadModes, productionTime, RUSH } from "./common.ts";

const keyOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "_").replace(/^_|_$/g, "");
const choices = (names: string[], defaultName?: string): ValueSpec[] =>
  names.map((name) => ({ key: keyOf(name), name, ...(name === defaultName ? { isDefault: true } : {}) }));
const addOn = (key: string, name: string, sku: string, extra: Partial<ValueSpec> = {}): ValueSpec => ({
  key,
  name,
  sku,
  price: ADD_ON_PRICES[sku] ?? null,
  ...extra,
});

function upgradesOption(b: TreeBuilder, family: CreationFamilyData, sn: number, title: string, values: ValueSpec[]): Customization {
  return b.option({
    key: "upgrades",
    sn,
    title,
    name: "upgrades",
    widget: "cards_list",
    max: values.length,
    hasDetailedDescription: true,
    bundleOptionId: addOnBundleOptionId(family),
    values,
  });
}

function entry(sku: string, rush: readonly RushUpgradeData[], build: (b: TreeBuilder, family: CreationFamilyData) => Customization[]): ProductCustomizationData {
  const family = familyOf(creationFamilies, sku);
  return { sku, customizations: build(treeBuilder(family.id), family), rushUpgrades: [...rush], extraPhotosUpgrades: [], bodyParts: [] };
}

const EARS: Record<string, string[]> = {
  dog: ["Floppy", "Pointy", "Semi-floppy"],
  cat: ["Upright", "Folded", "Curled"],
  other: ["Upright", "Floppy", "No visible ears"],
};

function golfHeadCover(sku: string, species: "dog" | "cat" | "other"): ProductCustomizationData {
  return entry(sku, RUSH.golfHeadCovers, (b, family) => [
    sizeOption(b, family, { sn: 10 }),
    ...photosWithUploadModes(b, { sn: 20 }),
    petName(b, { sn: 30 }, { title: "Name embroidered on the cuff (optional)", required: false, max: 14 }),
    b.option({
      key: "ears",
      sn: 40,
      title: "Ear Shape",
      name: "ear shape",
      widget: "thumbnails_list",
      required: true,
      max: 1,
      values: choices(EARS[species] as string[]),
    }),
    b.option({
      key: "sockColor",
      sn: 50,
      title: "Knitted Sock Color",
      name: "sock color",
      widget: "colors_list",
      required: true,
      max: 1,
      shape: "circle",
      values: choices(["Black", "Navy", "Red", "Forest Green", "White", "Grey"], "Black"),
    }),
    notes(b, { sn: 60 }),
    customerEmail(b, { sn: 70 }),
    upgradesOption(b, family, 80, "Upgrade Your Head Cover (optional)", [
      addOn("sneakPeek", "Sneak Peek + Design Guarantee", "golf_cover_sneak_peek"),
    ]),
    productionTime(b, family, { sn: 90 }, RUSH.golfHeadCovers, ADD_ON_PRICES),
  ]);
}

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

const figurines = entry("petsiesFigurines_bundle", RUSH.sculpted, (b, family) => [
  sizeOption(b, family, { sn: 10 }),
  photoUpload(b, { sn: 20 }, { max: 3 }),
  b.option({
    key: "pose",
    sn: 30,
    title: "Pose",
    name: "posture",
    widget: "thumbnails_list",
    required: true,
    max: 1,
    values: choices(["Sitting", "Standing", "Lying down", "Play bow"], "Sitting"),
  }),
  b.option({
    key: "base",
    sn: 40,
    title: "Base",
    name: "base",
    widget: "thumbnails_list",
    required: true,
    max: 1,
    values: [
      { key: "walnut", name: "Turned walnut", isDefault: true },
      { key: "maple", name: "Natural maple" },
      { key: "black", name: "Black lacquer" },
    ],
  }),
  b.option({ key: "engrave", sn: 50, title: "Engrave the base", name: "engraving", widget: "checkbox", values: [{ key: "yes", name: "Yes, engrave a name and dates" }] }),
  b.option({
    key: "engraving",
    sn: 55,
    title: "Engraving text",
    name: "engraving text",
    widget: "text_input",
    required: true,
    max: 40,
    placeholder: "e.g. Biscuit 2011–2025",
    when: ["engrave.yes"],
  }),
  notes(b, { sn: 60 }),
  customerEmail(b, { sn: 70 }),
  productionTime(b, family, { sn: 90 }, RUSH.sculpted, ADD_ON_PRICES),
]);

const bobbleheads = entry("petsiesBobbleheads_bundle", RUSH.sculpted, (b, family) => [
  sizeOption(b, family, { sn: 10 }),
  photoUpload(b, { sn: 20 }, { max: 3 }),
  b.option({
    key: "body",
    sn: 30,
    title: "Body",
    name: "posture",
    widget: "thumbnails_list",
    required: true,
    max: 1,
    values: choices(["Sitting", "Standing"], "Sitting"),
  }),
  b.option({
    key: "outfit",
    sn: 40,
    title: "Outfit",
    name: "outfit",
    widget: "thumbnails_list",
    required: true,
    max: 1,
    values: choices(["No outfit", "Bandana", "Bow tie", "Superhero cape", "Birthday hat"], "No outfit"),
  }),
  petName(b, { sn: 50 }, { title: "Name on the base (optional)", required: false, max: 16 }),
  notes(b, { sn: 60 }),
  customerEmail(b, { sn: 70 }),
  productionTime(b, family, { sn: 90 }, RUSH.sculpted, ADD_ON_PRICES),
]);

const feltedMagnets = entry("customFeltedMagnets_bundle", RUSH.felted, (b, family) => [
  sizeOption(b, family, { sn: 10 }),
  photoUpload(b, { sn: 20 }),
  b.option({
    key: "crop",
    sn: 30,
    title: "What should we felt?",
    name: "crop",
    widget: "cards_list",
    required: true,
    max: 1,
    values: [
      { key: "face", name: "Face only", isDefault: true },
      { key: "bust", name: "Head and shoulders" },
    ],
  }),
  notes(b, { sn: 60 }),
  customerEmail(b, { sn: 70 }),
  productionTime(b, family, { sn: 90 }, RUSH.felted, ADD_ON_PRICES),
]);

const feltedOrnaments = entry("customFeltedOrnaments_bundle", RUSH.felted, (b, family) => [
  sizeOption(b, family, { sn: 10 }),
  photoUpload(b, { sn: 20 }),
  b.option({
    key: "ribbon",
    sn: 30,
    title: "Ribbon Color",
    name: "ribbon color",
    widget: "colors_list",
    required: true,
    max: 1,
    shape: "circle",
    values: choices(["Red", "Forest Green", "Gold", "Silver"], "Red"),
  }),
  petName(b, { sn: 40 }, { title: "Name on the gift tag (optional)", required: false, max: 16 }),
  notes(b, { sn: 60 }),
  customerEmail(b, { sn: 70 }),
  productionTime(b, family, { sn: 90 }, RUSH.felted, ADD_ON_PRICES),
]);

export const plushCustomizations: ProductCustomizationData[] = [
  golfHeadCover("golfHeadCoversDog_bundle", "dog"),
  golfHeadCover("golfHeadCoversCat_bundle", "cat"),
  golfHeadCover("golfHeadCoversOther_bundle", "other"),
  huggables,
  figurines,
  bobbleheads,
  feltedMagnets,
  feltedOrnaments,
];
