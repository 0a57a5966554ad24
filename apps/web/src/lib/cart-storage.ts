/** The cart lives in local storage under this key (spec §9) as a JSON array of items with `qty`. */
export const CART_STORAGE_KEY = "current-cart";

/** Sums the item quantities of a stored cart; anything unreadable counts as an empty cart. */
export function countCartItems(raw: string | null): number {
  if (!raw) return 0;
  try {
    const items: unknown = JSON.parse(raw);
    if (!Array.isArray(items)) return 0;
    return items.reduce<number>((sum, item) => {
      const qty = Number((item as { qty?: unknown } | null)?.qty);
      return Number.isInteger(qty) && qty > 0 ? sum + qty : sum;
    }, 0);
  } catch {
    return 0;
  }
}
