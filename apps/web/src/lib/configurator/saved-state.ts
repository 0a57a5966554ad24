/**
 * Saved form state (reference facts "Saved form state"): kept per product in local storage on every change
 * (not while a cart line or an order item is being edited), restored when the shopper comes back, removed
 * after a successful add to cart. What comes back is checked against the tree by the engine.
 */
import { parseSavedState, savedStateKey, serializeSavedState, type CustomizationState, type CustomizationTree } from "@petsies/domain";
import { readLocal, writeLocal } from "../local-store.ts";

export function readSavedState(tree: CustomizationTree, productId: number): CustomizationState | null {
  const state = parseSavedState(tree, readLocal(savedStateKey(productId)));
  return state.length > 0 ? state : null;
}

export function writeSavedState(productId: number, state: CustomizationState): void {
  writeLocal(savedStateKey(productId), state.length > 0 ? serializeSavedState(state) : null);
}

export function removeSavedState(productId: number): void {
  writeLocal(savedStateKey(productId), null);
}
