/**
 * The customization data of every creation family (data/catalog/creation-bundles.ts), one entry per
 * bundle sku: the tree, rush and extra-photo add-ons, body parts. The seed loads it into
 * product_customizations and derives the bundles' add-on options from the trees.
 */
import type { ProductCustomizationData } from "../../types.ts";
import { blanketCustomizations } from "./blankets.ts";
import { feltedCustomizations } from "./felted.ts";
import { foreversCustomizations } from "./forevers.ts";
import { golfHeadCoverCustomizations } from "./golf-head-covers.ts";
import { huggablesCustomizations } from "./huggables.ts";
import { pillowCustomizations } from "./pillows.ts";
import { printedCustomizations } from "./printed.ts";
import { sculptedCustomizations } from "./sculpted.ts";

export const productCustomizations: ProductCustomizationData[] = [
  ...foreversCustomizations,
  ...golfHeadCoverCustomizations,
  ...huggablesCustomizations,
  ...sculptedCustomizations,
  ...feltedCustomizations,
  ...pillowCustomizations,
  ...blanketCustomizations,
  ...printedCustomizations,
];

/** The families whose items count as plushies (GET /statistic-values?metric=orderedPlushiesCount). */
export const plushFamilySkus: readonly string[] = [
  "ForeversDog_bundle",
  "ForeversCat_bundle",
  "ForeversOther_bundle",
  "petsiesHuggables_bundle",
  "golfHeadCoversDog_bundle",
  "golfHeadCoversCat_bundle",
  "golfHeadCoversOther_bundle",
];
