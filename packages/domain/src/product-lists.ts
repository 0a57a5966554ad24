/**
 * Wish list and compare list (spec §1 hinted features): lists of product skus, kept in the browser for a
 * guest and on the account for a customer. A guest's list joins the account's at login.
 */
export type ProductListKind = "wishlist" | "compare";

/** The compare page shows at most four products side by side. */
export const COMPARE_MAX = 4;
/** A wish list is long enough for anyone and short enough to answer in one page. */
export const WISHLIST_MAX = 200;

export function listLimit(kind: ProductListKind): number {
  return kind === "compare" ? COMPARE_MAX : WISHLIST_MAX;
}

/** The list with the sku added at the end (a sku already there stays where it is); null when the list is full. */
export function addToList(list: readonly string[], sku: string, max: number): string[] | null {
  if (list.includes(sku)) return [...list];
  return list.length >= max ? null : [...list, sku];
}

/** What a shopper is told when a list is full. */
export function listFullMessage(kind: ProductListKind): string {
  return kind === "compare"
    ? `You can compare up to ${COMPARE_MAX} products. Remove one to add another.`
    : `Your wish list holds up to ${WISHLIST_MAX} products. Remove one to add another.`;
}

export function removeFromList(list: readonly string[], sku: string): string[] {
  return list.filter((s) => s !== sku);
}

/**
 * The account's list after a guest's list joins it at login: the account's entries first, then the guest's
 * new ones, each once; past the limit the newest are kept.
 */
export function mergeLists(account: readonly string[], guest: readonly string[], max: number): string[] {
  const merged = [...new Set([...account, ...guest])];
  return merged.slice(-max);
}
