/**
 * Activation actions (reference facts): when a value becomes selected, its `actions.activated` run in this
 * order: clear every option in deactivateOptionIds; remove every id in deactivateOptionValueIds from wherever
 * it is selected; then select each id of activateOptionValueIds in the option that owns it, skipping unknown
 * and unavailable ids. Values selected this way run their own actions in turn.
 *
 * Two defects of the old shop are not copied: a single-value slot loses its value only when it holds the id
 * being deactivated, and an unavailable id to activate is skipped while the rest still run.
 */
import { isCustomizationAvailable, isValueAvailable } from "./availability.ts";
import { idsOf, selectedValueIds, type StateMap } from "./state.ts";
import type { CustomizationTree } from "./tree.ts";
import { holdsValueIds, maxValues, selectionMode } from "./widgets.ts";

/** Removes one value id from every value-id slot that holds it. */
export function deselectValue(tree: CustomizationTree, map: StateMap, valueId: string): void {
  for (const [id, value] of [...map]) {
    const c = tree.byId.get(id);
    if (!c || !holdsValueIds(selectionMode(c))) continue;
    if (Array.isArray(value)) {
      const ids = idsOf(value);
      if (!ids.includes(valueId)) continue;
      const kept = ids.filter((v) => v !== valueId);
      if (kept.length === 0) map.delete(id);
      else map.set(id, kept);
    } else if (value === valueId) {
      map.delete(id);
    }
  }
}

/**
 * Selects a value in its owning option: replaces a single slot, appends to a list (never past the max).
 * Answers whether the value became selected.
 */
export function activateValue(tree: CustomizationTree, map: StateMap, valueId: string): boolean {
  const owner = tree.valueOwner.get(valueId);
  const value = tree.valueById.get(valueId);
  if (!owner || !value) return false;
  const mode = selectionMode(owner);
  if (!holdsValueIds(mode)) return false;
  const selected = selectedValueIds(tree, map);
  if (selected.has(valueId)) return false;
  if (!isValueAvailable(tree, value, selected) || !isCustomizationAvailable(tree, owner, selected)) return false;
  if (mode === "multiple") {
    const current = idsOf(map.get(owner.id));
    const max = maxValues(owner);
    if (max !== null && current.length >= max) return false;
    map.set(owner.id, [...current, valueId]);
  } else {
    map.set(owner.id, valueId);
  }
  return true;
}

/**
 * Runs the actions of newly selected values, first to last, then of the values they select. `fired` holds
 * the values whose actions already ran in this input: each runs at most once, so cycles end.
 */
export function runActivationActions(
  tree: CustomizationTree,
  map: StateMap,
  newlySelected: readonly string[],
  fired: Set<string>,
): void {
  const queue = [...newlySelected];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (fired.has(next)) continue;
    fired.add(next);
    // A value an earlier action removed before its turn is no longer selected: it does nothing.
    if (!selectedValueIds(tree, map).has(next)) continue;
    const actions = tree.valueById.get(next)?.actions?.activated;
    if (!actions) continue;
    for (const optionId of actions.deactivateOptionIds ?? []) map.delete(optionId);
    for (const valueId of actions.deactivateOptionValueIds ?? []) deselectValue(tree, map, valueId);
    for (const valueId of actions.activateOptionValueIds ?? []) {
      if (activateValue(tree, map, valueId)) queue.push(valueId);
    }
  }
}
