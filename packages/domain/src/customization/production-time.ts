/**
 * Production time (reference facts "Production time"): the production_time_upgrade option keeps only the
 * values whose sku is one of the product's rush add-ons (showing the add-on's text and price), gets the
 * standard value first, and becomes required; with no add-ons it is removed. Sneak-peek values are offered
 * only while standard is selected (tree.ts builds that gate). The standard value is stripped from a state
 * before it is saved and put back when a saved state is read, so "no entry" means standard.
 */
import { isCustomizationAvailable } from "./availability.ts";
import { idsOf, isEmptyValue, selectedValueIds, toStateMap, fromStateMap, type StateMap } from "./state.ts";
import { STANDARD_PRODUCTION_TIME_ID, type CustomizationTree } from "./tree.ts";
import type { Customization, CustomizationState, OptionValue, RushAddOn } from "./types.ts";
import { selectionMode } from "./widgets.ts";

export const PRODUCTION_TIME_PLACEHOLDER = "Select Production Time";
export const STANDARD_PRODUCTION_TIME_NAME = "Standard Production Time";

function isProductionTime(c: Customization): boolean {
  return c.optionData?.type === "production_time_upgrade";
}

/** The tree with its production-time options prepared for the product's rush add-ons. */
export function withProductionTime(
  customizations: readonly Customization[],
  addOns: readonly RushAddOn[],
): Customization[] {
  const bySku = new Map(addOns.map((a) => [a.sku, a]));
  const prepared: Customization[] = [];
  for (const c of customizations) {
    const data = c.optionData;
    if (!data || !isProductionTime(c)) {
      prepared.push(c);
      continue;
    }
    if (addOns.length === 0) continue;
    const kept: OptionValue[] = data.values.flatMap((v) => {
      const addOn = v.sku === null || v.id === STANDARD_PRODUCTION_TIME_ID ? undefined : bySku.get(v.sku);
      return addOn ? [{ ...v, name: addOn.text, price: addOn.price }] : [];
    });
    const standard: OptionValue = {
      id: STANDARD_PRODUCTION_TIME_ID,
      name: STANDARD_PRODUCTION_TIME_NAME,
      sku: null,
      price: 0,
      isEnabled: true,
      isDefault: true,
      sn: Math.min(1, ...kept.map((v) => v.sn)) - 1,
      availabilityRules: null,
      actions: null,
    };
    prepared.push({
      ...c,
      optionData: {
        ...data,
        isRequired: true,
        displayWidgetOptions: {
          alignment: data.displayWidgetOptions?.alignment ?? null,
          shape: data.displayWidgetOptions?.shape ?? null,
          placeholder: PRODUCTION_TIME_PLACEHOLDER,
        },
        values: [standard, ...kept],
      },
    });
  }
  return prepared;
}

/** The state without the standard value (what the cart and local storage keep). */
export function stripStandardProductionTime(state: CustomizationState): CustomizationState {
  return state.flatMap((entry) => {
    const { value } = entry;
    if (value === STANDARD_PRODUCTION_TIME_ID) return [];
    if (!Array.isArray(value) || !idsOf(value).includes(STANDARD_PRODUCTION_TIME_ID)) return [entry];
    const kept = (value as string[]).filter((id) => id !== STANDARD_PRODUCTION_TIME_ID);
    return kept.length === 0 ? [] : [{ ...entry, value: kept }];
  });
}

/** Puts the standard value into every offered production-time option that has nothing selected. */
export function restoreStandardInMap(tree: CustomizationTree, map: StateMap): void {
  const owner = tree.valueOwner.get(STANDARD_PRODUCTION_TIME_ID);
  if (!owner || !isProductionTime(owner) || !isEmptyValue(map.get(owner.id))) return;
  if (!isCustomizationAvailable(tree, owner, selectedValueIds(tree, map))) return;
  map.set(owner.id, selectionMode(owner) === "multiple" ? [STANDARD_PRODUCTION_TIME_ID] : STANDARD_PRODUCTION_TIME_ID);
}

/** The state with standard production time put back (opening a cart item for editing). */
export function restoreStandardProductionTime(tree: CustomizationTree, state: CustomizationState): CustomizationState {
  const map = toStateMap(state);
  restoreStandardInMap(tree, map);
  return fromStateMap(tree, map);
}

/** The rush add-on the state chooses, or null for standard production time. */
export function selectedRushAddOn(
  tree: CustomizationTree,
  state: CustomizationState,
  addOns: readonly RushAddOn[],
): RushAddOn | null {
  const map = toStateMap(state);
  for (const c of tree.customizations) {
    if (!isProductionTime(c)) continue;
    for (const id of idsOf(map.get(c.id))) {
      const sku = tree.valueById.get(id)?.sku;
      const addOn = sku ? addOns.find((a) => a.sku === sku) : undefined;
      if (addOn) return addOn;
    }
  }
  return null;
}
