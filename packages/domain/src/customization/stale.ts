/**
 * Stale selections (reference facts): the state of an option that is no longer offered is deleted; a single
 * selected value that is no longer available is deleted (free text, search and uploads keep theirs); a list
 * keeps its available ids and is deleted when none is left. Clearing can make more things unavailable, so it
 * repeats until nothing changes.
 */
import { availability, type Availability } from "./availability.ts";
import { idsOf, type StateMap } from "./state.ts";
import type { CustomizationTree } from "./tree.ts";
import { holdsValueIds, selectionMode } from "./widgets.ts";

/** One pass against a known availability; answers whether anything was removed. */
function clearOnce(tree: CustomizationTree, map: StateMap, available: Availability): boolean {
  let changed = false;
  for (const [id, value] of [...map]) {
    const c = tree.byId.get(id);
    if (!c || !available.options.has(id)) {
      map.delete(id);
      changed = true;
      continue;
    }
    const mode = selectionMode(c);
    if (!holdsValueIds(mode)) continue;
    const isAvailable = (v: string) => available.values.has(v) && tree.valueOwner.get(v)?.id === id;
    if (Array.isArray(value)) {
      const kept = idsOf(value).filter(isAvailable);
      if (kept.length === value.length) continue;
      changed = true;
      if (kept.length === 0) map.delete(id);
      else map.set(id, kept);
    } else if (typeof value === "string" && value !== "" && !isAvailable(value)) {
      map.delete(id);
      changed = true;
    }
  }
  return changed;
}

/** Removes stale selections in place until the state is stable; answers the final availability. */
export function clearStaleSelections(tree: CustomizationTree, map: StateMap): Availability {
  // Each pass removes at least one entry or one id, so this ends; the bound only documents that.
  for (let pass = 0; pass <= map.size + tree.valueById.size + 1; pass++) {
    const available = availability(tree, map);
    if (!clearOnce(tree, map, available)) return available;
  }
  return availability(tree, map);
}
