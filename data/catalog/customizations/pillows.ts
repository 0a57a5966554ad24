/** The custom pillow (253) and the phrase pillow (333, front_design and back_design in the URL query). */
import type { ProductCustomizationData } from "../../types.ts";
import { sizeOption } from "./build.ts";
import { notes, petName, photoUpload } from "./common.ts";
import { colorOption, designValues, printed } from "./printing.ts";

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

export const pillowCustomizations: ProductCustomizationData[] = [customPillow, phrasePillow];
