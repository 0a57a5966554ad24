/**
 * What a shopper did to the configurator's server-rendered form before its script ran. On a slow phone the
 * form shows long before it hydrates, and a card tapped or a name typed in that time changes the page
 * without React hearing of it: React 19 leaves such a field as the shopper left it at hydration, then the
 * next render of the controlled field puts back what its state says, and the choice is gone.
 *
 * At hydration each field is read against the state the server rendered; where they differ, the field's
 * input is replayed through the engine, as if its change event had arrived. Fields are found by the names
 * the widgets give them (field-id.ts): a radio or checkbox by its name, with its value's id as `value`; a
 * text, text area, combobox or select by its id.
 */
import { toStateMap, type CustomizationInput, type CustomizationState } from "@petsies/domain";
import { customizationOfField } from "./field-id.ts";
import { idsOf, textOf } from "./values.ts";

/** The inputs that bring the state to what the form shows, in the form's order. */
export function earlyInputs(form: HTMLFormElement, state: CustomizationState): CustomizationInput[] {
  const map = toStateMap(state);
  const inputs: CustomizationInput[] = [];
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && (element.type === "radio" || element.type === "checkbox")) {
      const customizationId = customizationOfField(element.name);
      if (customizationId === null) continue;
      const chosen = idsOf(map.get(customizationId)).includes(element.value);
      // A radio that lost its check is answered by the one that gained it; a checkbox toggles.
      if (element.checked && !chosen) inputs.push({ type: "select", customizationId, valueId: element.value });
      else if (element.type === "checkbox" && !element.checked && chosen) inputs.push({ type: "select", customizationId, valueId: element.value });
    } else if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
      const customizationId = customizationOfField(element.id);
      if (customizationId === null || element.type === "file") continue;
      if (element.value !== textOf(map.get(customizationId))) inputs.push({ type: "text", customizationId, text: element.value });
    } else if (element instanceof HTMLSelectElement) {
      const customizationId = customizationOfField(element.id);
      if (customizationId === null) continue;
      if (element.value === (idsOf(map.get(customizationId))[0] ?? "")) continue;
      inputs.push(element.value === "" ? { type: "clear", customizationId } : { type: "select", customizationId, valueId: element.value });
    }
  }
  return inputs;
}
