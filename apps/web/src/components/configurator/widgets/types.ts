import type { CustomizationInput, OfferedOption } from "@petsies/domain";

/** What every widget gets: the offered option, its label and error, and a way to tell the engine. */
export interface WidgetProps {
  option: OfferedOption;
  /** The id of the field's focusable element (or its fieldset): errors focus it. */
  fieldId: string;
  label: string;
  error: string | undefined;
  /** "+$10.00" beside a value in the shopper's currency, or null. */
  difference: (valueId: string) => string | null;
  dispatch: (input: CustomizationInput) => void;
  /** The product sku (uploads name it). */
  productSku: string;
}

export const errorIdOf = (fieldId: string) => `${fieldId}-error`;
export const hintIdOf = (fieldId: string) => `${fieldId}-hint`;

/** The ids a control is described by: its error first, then its hint. */
export function describedBy(fieldId: string, error: string | undefined, hint: boolean): string | undefined {
  return [error ? errorIdOf(fieldId) : null, hint ? hintIdOf(fieldId) : null].filter(Boolean).join(" ") || undefined;
}

/** Text alignment from displayWidgetOptions.alignment. */
export function alignClass(option: OfferedOption): string {
  const a = option.customization.optionData?.displayWidgetOptions?.alignment?.toLowerCase();
  return a === "center" ? "text-center" : a === "right" ? "text-right" : "text-left";
}

/** Justification of a list from displayWidgetOptions.alignment. */
export function justifyClass(option: OfferedOption): string {
  const a = option.customization.optionData?.displayWidgetOptions?.alignment?.toLowerCase();
  return a === "center" ? "justify-center" : a === "right" ? "justify-end" : "justify-start";
}

export function placeholderOf(option: OfferedOption): string | undefined {
  return option.customization.optionData?.displayWidgetOptions?.placeholder ?? undefined;
}

export function shapeOf(option: OfferedOption): "circle" | "square" | "rounded" {
  const s = option.customization.optionData?.displayWidgetOptions?.shape?.toLowerCase();
  return s === "circle" || s === "round" ? "circle" : s === "square" ? "square" : "rounded";
}
