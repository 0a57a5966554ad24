/**
 * What printed families share: the e-mail and rush printing at the end of every tree, design choices named
 * by their design products' skus, and single colour choices.
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
import { choices, familyOf, keyOf, treeBuilder, type TreeBuilder, type ValueSpec } from "./build.ts";
import { ADD_ON_PRICES, customerEmail, extraPetsAddOns, productionTime, RUSH } from "./common.ts";

export function printed(
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
export function designValues(familySku: string): ValueSpec[] {
  return designs
    .filter((d) => d.customAttributes?.design_for === familySku)
    .map((d, i) => ({ key: d.sku, name: d.name.replace(/ (Phrase Pillow|Blanket)$/, ""), sku: d.sku, ...(i === 0 ? { isDefault: true } : {}) }));
}

export function colorOption(b: TreeBuilder, key: string, sn: number, title: string, names: string[], defaultName: string): Customization {
  return b.option({ key, sn, title, name: keyOf(title), widget: "colors_list", required: true, max: 1, shape: "circle", values: choices(names, defaultName) });
}
