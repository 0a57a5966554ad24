/**
 * Defaults (reference facts): an option with nothing selected gets its available value marked isDefault,
 * else, when it is required and has exactly one available value, that value. Multi-select stores [id],
 * the other modes id. Uploads and free inputs get nothing: a default is a value id.
 */
import { availableValues, isCustomizationAvailable } from "./availability.ts";
import { isEmptyValue, selectedValueIds, type StateMap } from "./state.ts";
import type { CustomizationTree } from "./tree.ts";
import type { Customization, OptionValue } from "./types.ts";
import { holdsValueIds, selectionMode } from "./widgets.ts";

export function defaultValueFor(
  tree: CustomizationTree,
  c: Customization,
  selected: ReadonlySet<string>,
): OptionValue | null {
  if (!holdsValueIds(selectionMode(c))) return null;
  const values = availableValues(tree, c, selected);
  const marked = values.find((v) => v.isDefault);
  if (marked) return marked;
  return c.optionData?.isRequired && values.length === 1 ? (values[0] ?? null) : null;
}

/** A required option with exactly one available value is picked automatically and not shown. */
export function isPickedAutomatically(
  tree: CustomizationTree,
  c: Customization,
  selected: ReadonlySet<string>,
): boolean {
  return (
    holdsValueIds(selectionMode(c)) &&
    c.optionData?.isRequired === true &&
    availableValues(tree, c, selected).length === 1
  );
}

/**
 * Fills every offered option that has nothing selected, in tree order, until no more default applies (a
 * default can make another option available). Answers the value ids it selected, in order.
 */
export function applyDefaults(tree: CustomizationTree, map: StateMap): string[] {
  const picked: string[] = [];
  let changed = true;
  while (changed) {
    changed = false;
    for (const c of tree.customizations) {
      if (!isEmptyValue(map.get(c.id))) continue;
      const selected = selectedValueIds(tree, map);
      if (!isCustomizationAvailable(tree, c, selected)) continue;
      const value = defaultValueFor(tree, c, selected);
      if (!value) continue;
      map.set(c.id, selectionMode(c) === "multiple" ? [value.id] : value.id);
      picked.push(value.id);
      changed = true;
    }
  }
  return picked;
}
