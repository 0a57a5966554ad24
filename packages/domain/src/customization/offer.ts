/**
 * What the configurator offers (reference facts "What is offered", "Defaults", spec §4 A/B test): every
 * available customization in sn order with its available values in sn order, and why an offered one is
 * not shown: picked automatically (required, exactly one available value), the e-mail already known, or an
 * A/B group.
 */
import { availableValues, isCustomizationAvailable } from "./availability.ts";
import { isPickedAutomatically } from "./defaults.ts";
import { isHiddenByExperiment } from "./experiments.ts";
import { selectedValueIds, toStateMap } from "./state.ts";
import type { CustomizationTree } from "./tree.ts";
import type { Customization, CustomizationState, CustomizationValue, OptionValue } from "./types.ts";
import { maxValues, selectionMode, type SelectionMode } from "./widgets.ts";

export interface CustomizationContext {
  /** The shopper's e-mail when already known (signed in, or given at checkout). */
  knownEmail?: string | null;
  /** From parseExperimentGroups(cookie exp_variant_string). */
  experimentGroups?: ReadonlySet<string>;
}

export type HiddenReason = "experiment" | "email-known" | "picked-automatically";

export interface OfferedOption {
  customization: Customization;
  /** Available values, ordered by sn. */
  values: OptionValue[];
  mode: SelectionMode;
  isRequired: boolean;
  /** Null when not limited. */
  max: number | null;
  /** Null when shown. */
  hidden: HiddenReason | null;
  value: CustomizationValue | undefined;
}

export function hiddenReason(
  tree: CustomizationTree,
  c: Customization,
  selected: ReadonlySet<string>,
  context: CustomizationContext,
): HiddenReason | null {
  if (context.experimentGroups && isHiddenByExperiment(tree, c, context.experimentGroups)) return "experiment";
  if (c.optionData?.type === "customer_email" && (context.knownEmail ?? "").trim() !== "") return "email-known";
  return isPickedAutomatically(tree, c, selected) ? "picked-automatically" : null;
}

/** Every offered customization (containers included), hidden ones marked. */
export function offeredOptions(
  tree: CustomizationTree,
  state: CustomizationState,
  context: CustomizationContext = {},
): OfferedOption[] {
  const map = toStateMap(state);
  const selected = selectedValueIds(tree, map);
  return tree.customizations
    .filter((c) => isCustomizationAvailable(tree, c, selected))
    .map((c) => ({
      customization: c,
      values: availableValues(tree, c, selected),
      mode: selectionMode(c),
      isRequired: c.optionData?.isRequired === true,
      max: maxValues(c),
      hidden: hiddenReason(tree, c, selected, context),
      value: map.get(c.id),
    }));
}

/** The customizations the shopper sees. */
export function visibleOptions(
  tree: CustomizationTree,
  state: CustomizationState,
  context: CustomizationContext = {},
): OfferedOption[] {
  return offeredOptions(tree, state, context).filter((o) => o.hidden === null);
}
