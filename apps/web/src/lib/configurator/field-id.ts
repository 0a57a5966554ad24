/**
 * How a customization's field is named in the page: its control's id (text, text area, combobox, select, one
 * checkbox), or the name shared by its list of radios or checkboxes. Errors focus a field by it, and the
 * configurator finds what was done before hydration by it (early-input.ts).
 */
const PREFIX = "cz-";

export const fieldIdOf = (customizationId: string) => `${PREFIX}${customizationId}`;

/** The customization a field's id or name stands for, or null when it names no customization's field. */
export function customizationOfField(idOrName: string): string | null {
  return idOrName.startsWith(PREFIX) ? idOrName.slice(PREFIX.length) : null;
}
