/**
 * How each widget holds its selection (reference facts "Multi-select"): list widgets with a max above 1
 * hold several value ids, checkbox-mode lists and checkboxes toggle one id, radios and dropdowns replace it,
 * free inputs hold text, uploads hold images.
 */
import type { Customization, DisplayWidget } from "./types.ts";

export type SelectionMode =
  /** Several value ids (string[]), at most `max`. */
  | "multiple"
  /** One value id that a second click removes. */
  | "checkbox"
  /** One value id; a click on the chosen value keeps it. */
  | "radio"
  /** One value id chosen from a list. */
  | "dropdown"
  /** Free text (text, text area, search field, e-mail). */
  | "text"
  /** One uploaded image. */
  | "upload"
  /** Several uploaded images (UploadedImage[]). */
  | "uploads"
  /** A container without option data: holds nothing. */
  | "none";

const LIST_WIDGETS: ReadonlySet<DisplayWidget> = new Set(["cards_list", "colors_list", "thumbnails_list"]);
const TEXT_WIDGETS: ReadonlySet<DisplayWidget> = new Set(["search_field", "email_input", "text_area", "text_input"]);
/** Widgets offered even with no available value (reference facts "What is offered"). */
const VALUELESS_WIDGETS: ReadonlySet<DisplayWidget> = new Set([
  "checkbox",
  "search_field",
  "email_input",
  "image_upload",
  "text_area",
  "text_input",
]);

/** The max count, or null when it is unset or 0 (not limited). */
export function maxValues(c: Customization): number | null {
  const max = c.optionData?.maxValuesCount;
  return typeof max === "number" && Number.isFinite(max) && max > 0 ? Math.floor(max) : null;
}

export function selectionMode(c: Customization): SelectionMode {
  const data = c.optionData;
  if (!data) return "none";
  const max = maxValues(c);
  const widget = data.displayWidget;
  if (widget === "image_upload") return max === null || max > 1 ? "uploads" : "upload";
  if (TEXT_WIDGETS.has(widget)) return "text";
  if (widget === "checkbox") return "checkbox";
  if (LIST_WIDGETS.has(widget)) {
    if (max !== null && max > 1) return "multiple";
    return max === 1 ? "radio" : "checkbox";
  }
  return "dropdown";
}

/** Whether the mode stores value ids of the option (as opposed to text, images or nothing). */
export function holdsValueIds(mode: SelectionMode): boolean {
  return mode === "multiple" || mode === "checkbox" || mode === "radio" || mode === "dropdown";
}

/** Whether an option is offered without any available value (containers and the valueless widgets). */
export function needsNoValues(c: Customization): boolean {
  return !c.optionData || VALUELESS_WIDGETS.has(c.optionData.displayWidget);
}
