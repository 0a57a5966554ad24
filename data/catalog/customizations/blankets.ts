/** Renaissance (851) and cut-out (861) blankets: the design in the URL query as product_design. */
import type { ProductCustomizationData } from "../../types.ts";
import { sizeOption } from "./build.ts";
import { petName, petsWithPhotos, photoUpload } from "./common.ts";
import { designValues, printed } from "./printing.ts";

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

export const blanketCustomizations: ProductCustomizationData[] = [renaissanceBlanket, cutOutBlanket];
