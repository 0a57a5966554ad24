/**
 * Validation of a configuration (spec §5, reference facts "Validation"), the same in the browser and on the
 * server: a required offered option needs a value ("The '{_field_}' field is required"); max counts apply
 * only when max > 1 ("Maximum count for '{name}' is {max}" for lists and uploads, "'{name}' maximum length
 * is {max}" for text); a customer_email value must be an address. The server also gets an answer for what a
 * browser built by these rules never sends: unknown options, options without optionData, choices that are
 * not available, values of the wrong kind.
 */
import { availability } from "./availability.ts";
import { hiddenReason, type CustomizationContext } from "./offer.ts";
import { coerceValue, idsOf, isEmptyValue, selectedValueIds, toStateMap } from "./state.ts";
import { customizationLabel, type CustomizationTree } from "./tree.ts";
import type { Customization, CustomizationState, CustomizationValue } from "./types.ts";
import { holdsValueIds, maxValues, selectionMode } from "./widgets.ts";
import { messages } from "../messages.ts";
import { isValidEmail } from "../validation.ts";

export interface CustomizationError {
  customizationId: string;
  message: string;
}

export function requiredMessage(c: Customization): string {
  return messages.customizationRequired.replace("{_field_}", customizationLabel(c));
}

function fill(template: string, name: string, max: number): string {
  return template.replace("{name}", name).replace("{max}", String(max));
}

function notAvailable(name: string): string {
  return messages.customizationNotAvailable.replace("{name}", name);
}

/** The one problem of a stored value, if any (the option is known and offered). */
function valueProblem(
  tree: CustomizationTree,
  c: Customization,
  value: CustomizationValue,
  availableValueIds: ReadonlySet<string>,
): string | null {
  const name = customizationLabel(c);
  const mode = selectionMode(c);
  const max = maxValues(c);
  const tooMany = max !== null && max > 1 && Array.isArray(value) && value.length > max;
  if (tooMany && (mode === "multiple" || mode === "uploads")) return fill(messages.customizationMaxCount, name, max);
  const coerced = coerceValue(tree, c.id, value);
  if (coerced === undefined || JSON.stringify(coerced) !== JSON.stringify(value)) {
    return notAvailable(name);
  }
  if (holdsValueIds(mode) && idsOf(value).some((id) => !availableValueIds.has(id))) {
    return notAvailable(name);
  }
  if (mode === "text" && typeof value === "string") {
    if (max !== null && max > 1 && value.length > max) return fill(messages.customizationMaxLength, name, max);
    if (c.optionData?.type === "customer_email" && !isEmptyValue(value) && !isValidEmail(value.trim())) {
      return messages.customizationInvalidEmail;
    }
  }
  return null;
}

/** Every problem, one per customization, in tree order (unknown ids last). Empty when the state is valid. */
export function validateConfiguration(
  tree: CustomizationTree,
  state: CustomizationState,
  context: CustomizationContext = {},
): CustomizationError[] {
  const map = toStateMap(state);
  const available = availability(tree, map);
  const selected = selectedValueIds(tree, map);
  const errors: CustomizationError[] = [];
  for (const c of tree.customizations) {
    const value = map.get(c.id);
    const empty = isEmptyValue(value);
    let message: string | null = null;
    if (!c.optionData) {
      if (!empty) message = messages.customizationOptionDataMissing;
    } else if (!available.options.has(c.id)) {
      if (!empty) message = notAvailable(customizationLabel(c));
    } else if (empty) {
      // An option the shopper cannot see is not reported missing: the server knows the e-mail, and an A/B
      // group that hides a field takes it out of the form.
      const hidden = hiddenReason(tree, c, selected, context);
      const excused = hidden === "experiment" || hidden === "email-known";
      if (c.optionData.isRequired && !excused) message = requiredMessage(c);
    } else if (value !== undefined) {
      message = valueProblem(tree, c, value, available.values);
    }
    if (message !== null) errors.push({ customizationId: c.id, message });
  }
  for (const id of map.keys()) {
    if (!tree.byId.has(id))
      errors.push({ customizationId: id, message: messages.customizationUnknown.replace("{id}", id) });
  }
  return errors;
}
