/** Golf head covers for dogs (571), cats (573) and any other pet (575): the pet's head in plush over a padded cover. */
import type { ProductCustomizationData } from "../../types.ts";
import { choices, sizeOption } from "./build.ts";
import { addOn, ADD_ON_PRICES, customerEmail, familyEntry as entry, notes, petName, photosWithUploadModes, productionTime, RUSH, upgradesOption } from "./common.ts";

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

export const golfHeadCoverCustomizations: ProductCustomizationData[] = [
  golfHeadCover("golfHeadCoversDog_bundle", "dog"),
  golfHeadCover("golfHeadCoversCat_bundle", "cat"),
  golfHeadCover("golfHeadCoversOther_bundle", "other"),
];
