/**
 * Scrolls the first field in error into view and focuses it (spec §5 "a form helper scrolls to the first
 * field with an error"). `errors` is keyed by field id, in the order the fields appear.
 */
export function focusFirstError(errors: Record<string, string>): void {
  const first = Object.keys(errors)[0];
  if (!first) return;
  const element = document.getElementById(first) ?? document.querySelector<HTMLElement>(`[data-field="${first}"] input`);
  element?.scrollIntoView({ behavior: "smooth", block: "center" });
  element?.focus({ preventScroll: true });
}
