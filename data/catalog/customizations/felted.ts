/** Needle-felted magnets (831) and ornaments (841): one photo of the face. */
import type { ProductCustomizationData } from "../../types.ts";
import { choices, sizeOption } from "./build.ts";
import { ADD_ON_PRICES, customerEmail, familyEntry as entry, notes, petName, photoUpload, productionTime, RUSH } from "./common.ts";

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

export const feltedCustomizations: ProductCustomizationData[] = [feltedMagnets, feltedOrnaments];
