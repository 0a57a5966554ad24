/**
 * The one entry point for a shopper's input (reference facts "Customization engine"): set the value, run the
 * activation actions of what became selected, clear stale selections, apply defaults when the available ids
 * changed, run the actions of the defaults, and repeat until nothing changes. Each value's actions run at
 * most once per input, so action cycles end.
 */
import { runActivationActions } from "./actions.ts";
import { availability, availableValues, isCustomizationAvailable } from "./availability.ts";
import { applyDefaults } from "./defaults.ts";
import { clearStaleSelections } from "./stale.ts";
import {
  coerceValue,
  fromStateMap,
  idsOf,
  isUnset,
  isUploadedImage,
  selectedValueIds,
  selectedValueIdsInOrder,
  toStateMap,
  type StateMap,
} from "./state.ts";
import type { CustomizationTree } from "./tree.ts";
import type { CustomizationState, CustomizationValue, UploadedImage } from "./types.ts";
import { maxValues, selectionMode } from "./widgets.ts";

export type CustomizationInput =
  /** Choose a value: toggles in a multi-select or checkbox, replaces in a radio or dropdown. */
  | { type: "select"; customizationId: string; valueId: string }
  /** Free text of a text, text area, search or e-mail field; empty text clears it. */
  | { type: "text"; customizationId: string; text: string }
  /** Uploaded photos: a single upload slot takes the first, a list appends up to its max. */
  | { type: "add-images"; customizationId: string; images: UploadedImage[] }
  | { type: "remove-image"; customizationId: string; imageId: string }
  /** A whole value at once (URL query, restore): only available ids of the option are kept, up to the max. */
  | { type: "set"; customizationId: string; value: CustomizationValue }
  | { type: "clear"; customizationId: string };

/** Copies entries in the shape their option stores; drops unknown options, bad shapes and empty values. */
export function normalizeStateMap(tree: CustomizationTree, map: StateMap): StateMap {
  const clean: StateMap = new Map();
  for (const [id, value] of map) {
    const coerced = coerceValue(tree, id, value);
    if (coerced !== undefined && !isUnset(coerced)) clean.set(id, coerced);
  }
  return clean;
}

/** Applies the input to the map; answers false when the input is ignored. */
function setInput(tree: CustomizationTree, map: StateMap, input: CustomizationInput): boolean {
  const c = tree.byId.get(input.customizationId);
  if (!c || !c.optionData || c.isLocked) return false;
  const selected = selectedValueIds(tree, map);
  if (!isCustomizationAvailable(tree, c, selected)) return false;
  const mode = selectionMode(c);
  const max = maxValues(c);
  const current = map.get(c.id);
  switch (input.type) {
    case "clear":
      return map.delete(c.id);
    case "text":
      if (mode !== "text" || current === input.text) return false;
      if (input.text === "") return map.delete(c.id);
      map.set(c.id, input.text);
      return true;
    case "add-images": {
      const fresh = input.images.filter(isUploadedImage);
      if (mode === "upload") {
        const first = fresh[0];
        if (!first) return false;
        map.set(c.id, first);
        return true;
      }
      if (mode !== "uploads") return false;
      const list = Array.isArray(current) ? (current as UploadedImage[]) : [];
      const added = [...list];
      for (const img of fresh) {
        // A photo past the max is ignored, like any choice that would exceed it.
        if (max !== null && added.length >= max) break;
        if (!added.some((o) => o.id === img.id)) added.push(img);
      }
      if (added.length === list.length) return false;
      map.set(c.id, added);
      return true;
    }
    case "remove-image": {
      if (mode === "upload") {
        const held = isUploadedImage(current) ? current : undefined;
        return held?.id === input.imageId && map.delete(c.id);
      }
      if (mode !== "uploads" || !Array.isArray(current)) return false;
      const kept = (current as UploadedImage[]).filter((img) => img.id !== input.imageId);
      if (kept.length === current.length) return false;
      if (kept.length === 0) map.delete(c.id);
      else map.set(c.id, kept);
      return true;
    }
    case "select": {
      if (!availableValues(tree, c, selected).some((v) => v.id === input.valueId)) return false;
      const ids = idsOf(current);
      if (mode === "multiple") {
        if (ids.includes(input.valueId)) {
          const kept = ids.filter((id) => id !== input.valueId);
          if (kept.length === 0) map.delete(c.id);
          else map.set(c.id, kept);
          return true;
        }
        if (max !== null && ids.length >= max) return false;
        map.set(c.id, [...ids, input.valueId]);
        return true;
      }
      if (mode === "checkbox" && current === input.valueId) return map.delete(c.id);
      if (mode !== "checkbox" && mode !== "radio" && mode !== "dropdown") return false;
      if (current === input.valueId) return false;
      map.set(c.id, input.valueId);
      return true;
    }
    case "set": {
      const available = new Set(availableValues(tree, c, selected).map((v) => v.id));
      const raw = input.value;
      const filtered =
        mode === "multiple" || mode === "checkbox" || mode === "radio" || mode === "dropdown"
          ? (Array.isArray(raw) ? raw : [raw]).filter((id) => typeof id === "string" && available.has(id))
          : raw;
      const value = coerceValue(tree, c.id, filtered);
      if (value === undefined || isUnset(value)) return false;
      if (JSON.stringify(value) === JSON.stringify(current)) return false;
      map.set(c.id, value);
      return true;
    }
  }
}

/**
 * Brings a state to its fixed point after a change. `before` holds the value ids selected before the change:
 * their actions do not run again unless they leave the selection and come back. `beforeKey` is the
 * availability before the change, or null to apply defaults regardless (first load).
 */
export function settle(
  tree: CustomizationTree,
  map: StateMap,
  before: ReadonlySet<string>,
  beforeKey: string | null,
): void {
  const fired = new Set<string>();
  let lastKey = beforeKey;
  // Every round after the first runs the actions of at least one value not run before, so the number of
  // values bounds the rounds; the limit is a second guard.
  const limit = tree.valueById.size + 2;
  const selectedNow = selectedValueIds(tree, map);
  let untouched = new Set([...before].filter((id) => selectedNow.has(id)));
  for (let round = 0; round <= limit; round++) {
    const fresh = selectedValueIdsInOrder(tree, map).filter((id) => !untouched.has(id) && !fired.has(id));
    if (round > 0 && fresh.length === 0) return;
    runActivationActions(tree, map, fresh, fired);
    const available = clearStaleSelections(tree, map);
    // A value that left the selection is new again if the defaults bring it back: its actions run then.
    const now = selectedValueIds(tree, map);
    untouched = new Set([...untouched].filter((id) => now.has(id)));
    if (available.key !== lastKey) {
      applyDefaults(tree, map);
      lastKey = availability(tree, map).key;
    }
  }
  clearStaleSelections(tree, map);
}

/**
 * Applies one shopper input and answers the new state. An input the rules ignore (unknown or locked option,
 * option not offered, unavailable value, a choice past the max) answers the same state object.
 */
export function applyInput(
  tree: CustomizationTree,
  state: CustomizationState,
  input: CustomizationInput,
): CustomizationState {
  const start = normalizeStateMap(tree, toStateMap(state));
  const map = new Map(start);
  if (!setInput(tree, map, input)) return state;
  settle(tree, map, selectedValueIds(tree, start), availability(tree, start).key);
  return fromStateMap(tree, map);
}

/** Applies inputs one after the other. */
export function applyInputs(
  tree: CustomizationTree,
  state: CustomizationState,
  inputs: readonly CustomizationInput[],
): CustomizationState {
  return inputs.reduce((current, input) => applyInput(tree, current, input), state);
}
