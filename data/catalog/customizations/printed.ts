/**
 * Printed products: the custom pillow (253), the phrase pillow (333, front_design and back_design in the
 * URL query), renaissance and cut-out blankets (851, 861, product_design in the URL query), socks (801),
 * face masks (811), keychains (821), pajamas (891), Hawaiian and golf shirts (901, 911), tumblers (921)
 * and photo portraits (721). Products that print several pets take "How many pets?" with one photo per pet.
 *
 * Design values carry the sku of their design product (data/catalog/designs.ts) because the URL query and
 * the category routing name designs by that sku (spec §2). They choose a look, not a part: they are in no
 * bundle option, so the cart never charges them, and a configurator must price only the skus the bundle
 * links (the design products' own price is the family's "from" price, shown in the design categories).
 */
import type { Customization } from "@petsies/domain";
import type { CreationFamilyData, ProductCustomizationData } from "../../types.ts";
import { creationFamilies } from "../creation-bundles.ts";
import { designs } from "../designs.ts";
import { familyOf, sizeOption, treeBuilder, type TreeBuilder, type ValueSpec } from "./build.ts";
import { ADD_ON_PRICES, customerEmail, extraPetsAddOns, notes, petName, petsWithPhotos, photoUpload, productionTime, RUSH } from "./common.ts";

const keyOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "_").replace(/^_|_$/g, "");
const choices = (names: string[], defaultName?: string): ValueSpec[] =>
  names.map((name) => ({ key: keyOf(name), name, ...(name === defaultName ? { isDefault: true } : {}) }));

function printed(
  sku: string,
  build: (b: TreeBuilder, family: CreationFamilyData) => Customization[],
  options: { multiplePets?: boolean } = {},
): ProductCustomizationData {
  const family = familyOf(creationFamilies, sku);
  const b = treeBuilder(family.id);
  return {
    sku,
    customizations: [...build(b, family), customerEmail(b, { sn: 900 }), productionTime(b, family, { sn: 910 }, RUSH.printed, ADD_ON_PRICES)],
    rushUpgrades: [...RUSH.printed],
    extraPhotosUpgrades: options.multiplePets ? [...extraPetsAddOns] : [],
    bodyParts: [],
  };
}

/** The designs of a family, as values whose sku is the design product's. */
function designValues(familySku: string): ValueSpec[] {
  return designs
    .filter((d) => d.customAttributes?.design_for === familySku)
    .map((d, i) => ({ key: d.sku, name: d.name.replace(/ (Phrase Pillow|Blanket)$/, ""), sku: d.sku, ...(i === 0 ? { isDefault: true } : {}) }));
}

function colorOption(b: TreeBuilder, key: string, sn: number, title: string, names: string[], defaultName: string): Customization {
  return b.option({ key, sn, title, name: keyOf(title), widget: "colors_list", required: true, max: 1, shape: "circle", values: choices(names, defaultName) });
}

const customPillow = printed("customPillow_bundle", (b, family) => [
  sizeOption(b, family, { sn: 10 }),
  photoUpload(b, { sn: 20 }),
  colorOption(b, "backColor", 30, "Back Color", ["White", "Black", "Red", "Pink", "Navy", "Grey"], "White"),
  petName(b, { sn: 40 }, { title: "Name on the back (optional)", required: false, max: 16 }),
  notes(b, { sn: 50 }, "Anything we should know about the photo?"),
]);

const phrasePillow = printed("petsiesPhrasePillow_bundle", (b, family) => [
  b.option({
    key: "frontDesign",
    sn: 10,
    title: "Front Design",
    name: "front design",
    widget: "thumbnails_list",
    required: true,
    max: 1,
    sku: "front_design",
    showInUrlQuery: true,
    values: designValues("petsiesPhrasePillow_bundle"),
  }),
  b.option({
    key: "backDesign",
    sn: 20,
    title: "Back Design",
    name: "back design",
    widget: "thumbnails_list",
    required: true,
    max: 1,
    sku: "back_design",
    showInUrlQuery: true,
    values: [
      { key: "solid", name: "Solid color", sku: "solid_back", isDefault: true },
      { key: "pawPrints", name: "Paw prints", sku: "paw_print_back" },
      ...designValues("petsiesPhrasePillow_bundle").map((v) => ({ ...v, isDefault: false })),
    ],
  }),
  sizeOption(b, family, { sn: 30 }),
  photoUpload(b, { sn: 40 }),
  petName(b, { sn: 50 }, { max: 16 }),
]);

const renaissanceBlanket = printed("customRenaissanceBlankets_bundle", (b, family) => [
  b.option({
    key: "design",
    sn: 10,
    title: "Portrait Design",
    name: "product design",
    widget: "thumbnails_list",
    required: true,
    max: 1,
    sku: "product_design",
    showInUrlQuery: true,
    values: designValues("customRenaissanceBlankets_bundle"),
  }),
  sizeOption(b, family, { sn: 20 }),
  photoUpload(b, { sn: 30 }, { title: "Upload a front-facing photo of your pet" }),
  petName(b, { sn: 40 }, { title: "Title under the portrait (optional)", required: false, max: 24 }),
]);

const cutOutBlanket = printed(
  "petsiesCustomCutOutBlankets_bundle",
  (b, family) => [
    b.option({
      key: "design",
      sn: 10,
      title: "Blanket Pattern",
      name: "product design",
      widget: "thumbnails_list",
      required: true,
      max: 1,
      sku: "product_design",
      showInUrlQuery: true,
      values: designValues("petsiesCustomCutOutBlankets_bundle"),
    }),
    sizeOption(b, family, { sn: 20 }),
    ...petsWithPhotos(b, family, { sn: 30 }),
  ],
  { multiplePets: true },
);

const socks = printed(
  "petsiesCustomPrintedSocks_bundle",
  (b, family) => [
    sizeOption(b, family, { sn: 10 }),
    colorOption(b, "background", 20, "Background Color", ["Red", "Navy", "Pink", "Teal", "Yellow", "Black", "White"], "Navy"),
    ...petsWithPhotos(b, family, { sn: 30 }),
  ],
  { multiplePets: true },
);

const masks = printed(
  "customPrintedMasks_bundle",
  (b, family) => [
    sizeOption(b, family, { sn: 10 }),
    colorOption(b, "background", 20, "Background Color", ["Black", "Navy", "Pink", "Sky Blue", "White"], "Black"),
    ...petsWithPhotos(b, family, { sn: 30 }),
  ],
  { multiplePets: true },
);

const keychains = printed("customPrintedKeychains_bundle", (b, family) => [
  sizeOption(b, family, { sn: 10 }),
  photoUpload(b, { sn: 20 }, { key: "frontPhoto", title: "Photo for the front" }),
  b.option({
    key: "back",
    sn: 30,
    title: "Back Side",
    name: "back side",
    widget: "cards_list",
    required: true,
    max: 1,
    when: ["size.double"],
    values: [
      { key: "photo", name: "A second photo", isDefault: true },
      { key: "name", name: "Your pet's name" },
    ],
  }),
  photoUpload(b, { sn: 40 }, { key: "backPhoto", title: "Photo for the back", when: ["back.photo"] }),
  b.option({
    key: "backText",
    sn: 50,
    title: "Name for the back",
    name: "back text",
    widget: "text_input",
    required: true,
    max: 14,
    placeholder: "e.g. Biscuit",
    when: ["back.name"],
  }),
]);

const pajamas = printed(
  "customPajamas_bundle",
  (b, family) => [
    sizeOption(b, family, { sn: 10, widget: "dropdown" }),
    colorOption(b, "color", 20, "Pajama Color", ["Navy", "Pink", "Grey", "Black"], "Navy"),
    ...petsWithPhotos(b, family, { sn: 30 }),
  ],
  { multiplePets: true },
);

const hawaiianShirts = printed(
  "customHawaiianShirts_bundle",
  (b, family) => [
    sizeOption(b, family, { sn: 10, widget: "dropdown" }),
    b.option({
      key: "print",
      sn: 20,
      title: "Print",
      name: "print",
      widget: "thumbnails_list",
      required: true,
      max: 1,
      values: choices(["Tropical blue", "Sunset orange", "Jungle green", "Flamingo pink"], "Tropical blue"),
    }),
    ...petsWithPhotos(b, family, { sn: 30 }),
  ],
  { multiplePets: true },
);

const golfShirts = printed("customGolfShirts_bundle", (b, family) => [
  sizeOption(b, family, { sn: 10, widget: "dropdown" }),
  colorOption(b, "color", 20, "Shirt Color", ["White", "Black", "Navy", "Grey"], "White"),
  photoUpload(b, { sn: 30 }),
  petName(b, { sn: 40 }, { title: "Name under the portrait (optional)", required: false, max: 16 }),
]);

const tumblers = printed("customTumblers_bundle", (b, family) => [
  sizeOption(b, family, { sn: 10 }),
  colorOption(b, "color", 20, "Tumbler Color", ["White", "Black", "Pink", "Teal", "Lavender"], "White"),
  photoUpload(b, { sn: 30 }),
  petName(b, { sn: 40 }, { title: "Name on the tumbler (optional)", required: false, max: 15 }),
  b.option({
    key: "font",
    sn: 50,
    title: "Lettering",
    name: "font",
    widget: "dropdown",
    required: true,
    max: 1,
    values: choices(["Script", "Block capitals", "Rounded"], "Script"),
  }),
]);

const photoPortraits = printed("customPhotoPortraits_bundle", (b, family) => [
  sizeOption(b, family, { sn: 10 }),
  b.option({
    key: "style",
    sn: 20,
    title: "Art Style",
    name: "art style",
    widget: "thumbnails_list",
    required: true,
    max: 1,
    values: choices(["Watercolor", "Line art", "Pop art", "Oil painting"], "Watercolor"),
  }),
  b.option({
    key: "frame",
    sn: 30,
    title: "Frame",
    name: "frame",
    widget: "thumbnails_list",
    required: true,
    max: 1,
    values: choices(["Black", "Natural wood", "White", "No frame (print only)"], "Black"),
  }),
  colorOption(b, "background", 40, "Background Color", ["Cream", "Sky Blue", "Blush Pink", "Charcoal", "Forest Green"], "Cream"),
  photoUpload(b, { sn: 50 }),
  petName(b, { sn: 60 }, { title: "Name on the portrait (optional)", required: false, max: 20 }),
]);

export const printedCustomizations: ProductCustomizationData[] = [
  customPillow,
  phrasePillow,
  renaissanceBlanket,
  cutOutBlanket,
  socks,
  masks,
  keychains,
  pajamas,
  hawaiianShirts,
  golfShirts,
  tumblers,
  photoPortraits,
];
