/**
 * The state a configurator opens with (reference facts "Defaults", "URL query", "Saved form state"): the
 * saved or edited state made safe for the tree, defaults applied as on a first load (their actions run;
 * the restored values' actions do not run again), then the plush wizard's `size` when the saved state had
 * no size, then the URL query.
 */
import { applyInput, settle } from "./engine.ts";
import { sanitizeState } from "./saved-state.ts";
import { fromStateMap, isEmptyValue, selectedValueIds, toStateMap } from "./state.ts";
import type { CustomizationTree } from "./tree.ts";
import type { CustomizationState } from "./types.ts";
import { applyUrlQuery, wizardSizeChoice, type UrlQuery } from "./url-query.ts";

export interface LoadOptions {
  /** A saved, cart or order-item state (any shape: what does not fit the tree is dropped). */
  saved?: unknown;
  query?: UrlQuery;
  /** The plush wizard's `size` query for a Forevers product. */
  wizardSize?: { productSku: string; size: string | null | undefined };
}

export function loadState(tree: CustomizationTree, options: LoadOptions = {}): CustomizationState {
  const map = toStateMap(sanitizeState(tree, options.saved ?? []));
  const restored = new Map(map);
  settle(tree, map, selectedValueIds(tree, map), null);
  let state = fromStateMap(tree, map);
  const size = options.wizardSize;
  const choice = size ? wizardSizeChoice(tree, size.productSku, size.size) : null;
  // "Nothing selected yet" means the shopper had chosen no size: the query's size replaces a default one.
  if (choice && isEmptyValue(restored.get(choice.customizationId))) {
    state = applyInput(tree, state, { type: "set", customizationId: choice.customizationId, value: choice.valueId });
  }
  return options.query ? applyUrlQuery(tree, state, options.query) : state;
}
