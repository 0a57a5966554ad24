/**
 * Bundle option selections (reference facts "Prices"): an option with bundleOptionId sets that bundle option
 * to its selected values, quantity 1. The cart's BundleSelection (pricing.ts) names the chosen links by
 * linked product sku, and a value's sku is the sku of the product it stands for, so the value skus are the
 * option_selections. Every bundle option of the tree gets an entry, empty when nothing is chosen: the
 * cart's bundleParts falls back to an option's default link only when the option is missing altogether.
 */
import type { BundleSelection } from "../pricing.ts";
import { bundleOptionIdOf } from "./price.ts";
import { idsOf, toStateMap } from "./state.ts";
import type { CustomizationTree } from "./tree.ts";
import type { CustomizationState } from "./types.ts";

export function bundleSelectionsFor(tree: CustomizationTree, state: CustomizationState): BundleSelection[] {
  const map = toStateMap(state);
  const byOption = new Map<number, BundleSelection>();
  for (const c of tree.customizations) {
    const optionId = bundleOptionIdOf(c);
    if (optionId === null) continue;
    const selection = byOption.get(optionId) ?? { option_id: optionId, option_qty: 1, option_selections: [] };
    for (const id of idsOf(map.get(c.id))) {
      const value = tree.valueById.get(id);
      if (tree.valueOwner.get(id)?.id !== c.id || !value?.sku) continue;
      if (!selection.option_selections.includes(value.sku)) selection.option_selections.push(value.sku);
    }
    byOption.set(optionId, selection);
  }
  return [...byOption.values()];
}
