/**
 * Saved form state per product (reference facts "Saved form state"): the browser keeps the state in local
 * storage on every change and restores it when the shopper comes back. What comes back is checked against
 * the tree: unknown options, values of other options, bad shapes and unavailable choices are dropped.
 */
import { normalizeStateMap } from "./engine.ts";
import { restoreStandardInMap, stripStandardProductionTime } from "./production-time.ts";
import { clearStaleSelections } from "./stale.ts";
import { fromStateMap, type StateMap } from "./state.ts";
import type { CustomizationTree } from "./tree.ts";
import type { CustomizationState, CustomizationValue } from "./types.ts";

const SAVED_STATE_VERSION = 1;

/** The local-storage key of a product's saved form state. */
export function savedStateKey(productId: number | string): string {
  return `customization-state-${productId}`;
}

export function serializeSavedState(state: CustomizationState): string {
  return JSON.stringify({ version: SAVED_STATE_VERSION, state: stripStandardProductionTime(state) });
}

/**
 * A state from outside the engine (local storage, a cart line, an order item) made safe for the tree: the
 * first entry per option, coerced to the option's shape, standard production time put back where the
 * production-time option is empty, and stale selections cleared. Defaults are not applied here (loadState
 * does that).
 */
export function sanitizeState(tree: CustomizationTree, raw: unknown): CustomizationState {
  if (!Array.isArray(raw)) return [];
  const map: StateMap = new Map();
  for (const entry of raw as unknown[]) {
    if (!entry || typeof entry !== "object") continue;
    const { customization_id: id, value } = entry as { customization_id?: unknown; value?: unknown };
    if (typeof id !== "string" || map.has(id)) continue;
    map.set(id, value as CustomizationValue);
  }
  const clean = normalizeStateMap(tree, map);
  // Saved states carry no standard production time; it must be back before stale clearing, or a sneak
  // peek chosen with it would be dropped.
  restoreStandardInMap(tree, clean);
  clearStaleSelections(tree, clean);
  return fromStateMap(tree, clean);
}

/** Reads what serializeSavedState wrote; anything unreadable restores nothing. */
export function parseSavedState(tree: CustomizationTree, text: string | null | undefined): CustomizationState {
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!parsed || typeof parsed !== "object") return [];
  const saved = parsed as { version?: unknown; state?: unknown };
  if (saved.version !== SAVED_STATE_VERSION) return [];
  return sanitizeState(tree, saved.state);
}
