/** The last placed order, for the success page (spec §3 successOrderData); kept for this tab only. */
import type { PlacedOrder } from "./checkout-api.ts";

const KEY = "last-placed-order";

export function rememberPlacedOrder(order: PlacedOrder): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(order));
  } catch {
    // Without session storage the success page shows a generic thank-you.
  }
}

export function lastPlacedOrder(): PlacedOrder | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as PlacedOrder) : null;
  } catch {
    return null;
  }
}
