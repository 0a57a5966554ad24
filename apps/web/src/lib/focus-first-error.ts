/**
 * Brings a field into view just below the sticky header (its top, so a tall field shows its label) and puts
 * the keyboard on it. Centring or the browser's own scroll on focus can leave the field under the header.
 */
export function revealBelowHeader(element: HTMLElement, focusTarget: HTMLElement = element): void {
  const header = document.querySelector<HTMLElement>("[data-sticky-header]");
  const headerHeight = header ? header.getBoundingClientRect().height : 0;
  const gap = 16;
  // A field's label above it must show too: it says what is wrong where.
  const label = element.id ? document.querySelector<HTMLElement>(`label[for="${CSS.escape(element.id)}"]`) : null;
  const fieldTop = Math.min(element.getBoundingClientRect().top, label?.getBoundingClientRect().top ?? Infinity);
  const top = window.scrollY + fieldTop - headerHeight - gap;
  const smooth = !window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: Math.max(0, top), behavior: smooth ? "smooth" : "auto" });
  focusTarget.focus({ preventScroll: true });
}

/**
 * Scrolls the first field in error into view below the header and focuses it (spec §5 "a form helper
 * scrolls to the first field with an error"). `errors` is keyed by field id, in the order the fields appear.
 */
export function focusFirstError(errors: Record<string, string>): void {
  const first = Object.keys(errors)[0];
  if (!first) return;
  const element = document.getElementById(first) ?? document.querySelector<HTMLElement>(`[data-field="${first}"] input`);
  if (element) revealBelowHeader(element);
}
