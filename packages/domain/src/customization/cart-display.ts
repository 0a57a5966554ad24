/**
 * What a customized cart line shows (spec §3 "Cart item", reference facts "Shipment promise"): its choices
 * marked showInCart, as words, and its turnaround with the promise wording. Both the browser (when a
 * configuration is added) and the server (for a line this browser has not seen, e.g. added on another
 * device) work it out from the line's customization state with these same functions.
 */
import { customizationLabel, type CustomizationTree } from "./tree.ts";
import { holdsValueIds, selectionMode } from "./widgets.ts";
import { isEmptyValue, isUploadedImage } from "./state.ts";
import { offeredOptions } from "./offer.ts";
import { selectedRushAddOn } from "./production-time.ts";
import { turnaroundDays } from "./shipment.ts";
import type { CustomizationState, CustomizationValue, RushAddOn } from "./types.ts";

/** The promise of a product without wording of its own (shown once a turnaround is known). */
export const DEFAULT_PROMISE_TEMPLATE = "Estimated to ship by {estimatedShipment}";

/** One choice a customized line shows in the cart. */
export interface LineChoice {
  customization_id: string;
  title: string;
  value: string;
}

export interface LineDisplay {
  customizations: LineChoice[];
  turnaround_time?: number;
  shipment_promise_template?: string;
}

/** A value as words: chosen values by name, text as typed, photos counted. */
export function valueText(tree: CustomizationTree, customizationId: string, value: CustomizationValue): string {
  const c = tree.byId.get(customizationId);
  const list: unknown[] = Array.isArray(value) ? value : [value];
  const images = list.filter(isUploadedImage);
  if (images.length > 0) return images.length === 1 ? "1 photo" : `${images.length} photos`;
  const texts = list.filter((v): v is string => typeof v === "string" && v.trim() !== "");
  const byId = c && holdsValueIds(selectionMode(c));
  return texts
    .map((text) => (byId ? (tree.valueById.get(text)?.name ?? text) : text))
    .map((text) => text.replace(/\s*\n\s*/g, ", ").trim())
    .join(", ");
}

/** The choices a cart line shows: offered options marked showInCart that hold something, in tree order. */
export function cartCustomizations(tree: CustomizationTree, state: CustomizationState): LineChoice[] {
  return offeredOptions(tree, state).flatMap(({ customization: c, value }) => {
    if (!c.optionData || !c.showInCart || value === undefined || isEmptyValue(value)) return [];
    const text = valueText(tree, c.id, value);
    return text ? [{ customization_id: c.id, title: customizationLabel(c), value: text }] : [];
  });
}

/**
 * The whole display of a line. `product` carries the product's own turnaround (days) and promise wording
 * (custom attributes turnaround_time and shipment_promise_template); a chosen rush add-on's turnaround wins.
 */
export function lineDisplay(
  tree: CustomizationTree,
  state: CustomizationState,
  product: { turnaroundDays: number | null; promiseTemplate: string | null },
  rushAddOns: readonly RushAddOn[],
): LineDisplay {
  const days = turnaroundDays(product.turnaroundDays, selectedRushAddOn(tree, state, rushAddOns));
  return {
    customizations: cartCustomizations(tree, state),
    ...(days !== null ? { turnaround_time: days, shipment_promise_template: product.promiseTemplate ?? DEFAULT_PROMISE_TEMPLATE } : {}),
  };
}
