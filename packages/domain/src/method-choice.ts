/**
 * Which shipping or payment method stays chosen when the methods on offer change (spec §4): the shopper's
 * choice while it is still offered, else the only method for the shopper, else none.
 */
export function keptMethod(offered: readonly string[], chosen: string | null): string | null {
  if (chosen !== null && offered.includes(chosen)) return chosen;
  return offered.length === 1 ? offered[0]! : null;
}
