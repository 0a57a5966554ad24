/**
 * Printed apparel and gifts: socks (801), face masks (811), keychains (821), pajamas (891), Hawaiian and
 * golf shirts (901, 911), tumblers (921) and photo portraits (721). Products that print several pets take
 * "How many pets?" with one photo per pet.
 */
import type { ProductCustomizationData } from "../../types.ts";
import { choices, sizeOption } from "./build.ts";
import { petName, petsWithPhotos, photoUpload } from "./common.ts";
import { colorOption, printed } from "./printing.ts";

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

export const printedCustomizations: ProductCustomizationData[] = [socks, masks, keychains, pajamas, hawaiianShirts, golfShirts, tumblers, photoPortraits];
