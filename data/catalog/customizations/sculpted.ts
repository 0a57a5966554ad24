/** Figurines (871) and bobbleheads (881): sculpted and hand-painted from up to 3 photos. */
import type { ProductCustomizationData } from "../../types.ts";
import { choices, sizeOption } from "./build.ts";
import { ADD_ON_PRICES, customerEmail, familyEntry as entry, notes, petName, photoUpload, productionTime, RUSH } from "./common.ts";

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

export const sculptedCustomizations: ProductCustomizationData[] = [figurines, bobbleheads];
