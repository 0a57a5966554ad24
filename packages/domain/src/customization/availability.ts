/**
 * Availability (reference facts "Availability", "What is offered"): a rule with no ids is always met,
 * otherwise ANY listed value id must be selected. A value needs isEnabled and its rule (and, for sneak-peek
 * skus, standard production time). An option needs isEnabled, its rule, an offered parent, and one available
 * value unless it is a container or a valueless widget.
 */
import { selectedValueIds, type StateMap } from "./state.ts";
import { STANDARD_PRODUCTION_TIME_ID, type CustomizationTree } from "./tree.ts";
import type { AvailabilityRules, Customization, OptionValue } from "./types.ts";
import { needsNoValues } from "./widgets.ts";

export function isRuleMet(rules: AvailabilityRules | null, selected: ReadonlySet<string>): boolean {
  const ids = rules?.forActivatedOptionValueIds;
  if (!ids || ids.length === 0) return true;
  return ids.some((id) => selected.has(id));
}

export function isValueAvailable(tree: CustomizationTree, value: OptionValue, selected: ReadonlySet<string>): boolean {
  if (!value.isEnabled || !isRuleMet(value.availabilityRules, selected)) return false;
  return !tree.standardOnlyValueIds.has(value.id) || selected.has(STANDARD_PRODUCTION_TIME_ID);
}

/** The option's available values, ordered by sn. */
export function availableValues(
  tree: CustomizationTree,
  c: Customization,
  selected: ReadonlySet<string>,
): OptionValue[] {
  return (tree.valuesOf.get(c.id) ?? []).filter((v) => isValueAvailable(tree, v, selected));
}

/** Whether the option itself (not its parents) passes its tests. */
function isOwnAvailable(tree: CustomizationTree, c: Customization, selected: ReadonlySet<string>): boolean {
  if (!c.isEnabled || !isRuleMet(c.availabilityRules, selected)) return false;
  return needsNoValues(c) || availableValues(tree, c, selected).length > 0;
}

/**
 * Whether the customization is offered. A group that is not offered takes its options with it; a parent id
 * the tree does not know is ignored.
 */
export function isCustomizationAvailable(
  tree: CustomizationTree,
  c: Customization,
  selected: ReadonlySet<string>,
): boolean {
  const seen = new Set<string>();
  let current: Customization | undefined = c;
  while (current && !seen.has(current.id)) {
    if (!isOwnAvailable(tree, current, selected)) return false;
    seen.add(current.id);
    current = current.parentId === null ? undefined : tree.byId.get(current.parentId);
  }
  return true;
}

export interface Availability {
  /** Offered customization ids. */
  readonly options: ReadonlySet<string>;
  /** Available value ids of offered options. */
  readonly values: ReadonlySet<string>;
  /** A key that changes exactly when the sets change. */
  readonly key: string;
}

export function availability(tree: CustomizationTree, map: StateMap): Availability {
  const selected = selectedValueIds(tree, map);
  const options = new Set<string>();
  const values = new Set<string>();
  for (const c of tree.customizations) {
    if (!isCustomizationAvailable(tree, c, selected)) continue;
    options.add(c.id);
    for (const v of availableValues(tree, c, selected)) values.add(v.id);
  }
  return { options, values, key: `${[...options].join(",")}|${[...values].join(",")}` };
}
