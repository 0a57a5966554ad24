/**
 * The browser's calls to the cart, stock and gift card API (spec §7), same-origin through the proxy and
 * the one client (lib/api-call.ts). Cart calls carry the user token while logged in: a customer cart
 * answers only to its owner, and a refused token is renewed once (see user/session.ts).
 */
import { ERROR_CODES } from "@petsies/domain";
import { apiCall, type Answer } from "../api-call.ts";
import { storedCampaignToken } from "../promotions/storage.ts";
import { withUserToken } from "../user/session.ts";
import type { AppliedGiftCard, CartTotals, ServerCartItem, StockStatus } from "./types.ts";

/** A call as the shopper: with the user token when logged in. */
function call<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<Answer<T>> {
  return withUserToken((token) => apiCall<T>(method, token ? `${path}${path.includes("?") ? "&" : "?"}${new URLSearchParams({ token })}` : path, body));
}

/** The cart is gone on the server (closed, or not this browser's): the browser clears its cart and disconnects (spec §8). */
export function isCartGone(answer: Answer<unknown>): boolean {
  return !answer.ok && (answer.code === ERROR_CODES.cartNotFound || answer.code === ERROR_CODES.cartNotYours);
}

const withCart = (path: string, cartId: string, extra: Record<string, string> = {}) =>
  `${path}?${new URLSearchParams({ cartId, ...extra })}`;

export const cartApi = {
  /** A cartId for this browser: the customer's cart when logged in (a token that cannot be renewed answers 401), else a new guest cart. */
  create: (asGuest = false) => {
    // The campaign this browser is kept in (reference facts: the token is sent when a server cart is created).
    const campaignToken = storedCampaignToken();
    const path = campaignToken ? `/api/cart/create?${new URLSearchParams({ campaignToken })}` : "/api/cart/create";
    return asGuest ? apiCall<string>("POST", path) : call<string>("POST", path);
  },
  /** The guest cart `cartId` joins the customer's cart; answers a cartId for the customer's cart (spec §4). */
  merge: (cartId: string) => call<{ cartId: string }>("POST", withCart("/api/cart/merge-guest-and-customer", cartId)),
  pull: (cartId: string) => call<ServerCartItem[]>("GET", withCart("/api/cart/pull", cartId)),
  update: (cartId: string, cartItem: object) => call<ServerCartItem | null>("POST", withCart("/api/cart/update", cartId), { cartItem }),
  remove: (cartId: string, itemId: number) => call<boolean>("POST", withCart("/api/cart/delete", cartId), { cartItem: { item_id: itemId } }),
  totals: (cartId: string) => call<CartTotals>("GET", withCart("/api/cart/totals", cartId)),
  applyCoupon: (cartId: string, coupon: string) => call<boolean>("POST", withCart("/api/cart/apply-coupon", cartId, { coupon })),
  removeCoupon: (cartId: string) => call<boolean>("POST", withCart("/api/cart/delete-coupon", cartId)),
  applyGiftCard: (cartId: string, code: string) => call<number>("POST", withCart("/api/giftcards/apply", cartId), { code }),
  removeGiftCards: (cartId: string, codes: string[]) => call<boolean>("POST", withCart("/api/giftcards/remove", cartId), { codes }),
  async pullGiftCards(cartId: string): Promise<Answer<AppliedGiftCard[]>> {
    const answer = await call<Record<string, number>>("GET", withCart("/api/giftcards/pull", cartId));
    if (!answer.ok) return answer;
    return { ok: true, value: Object.entries(answer.value).map(([code, value]) => ({ code, value })) };
  },
  /**
   * The stock status before adding (spec §4 "Adding"). When the check itself fails the stock is unknown,
   * which is what "volatile" means: the item is added for pre-reservation with the warning.
   */
  async stockStatus(sku: string): Promise<StockStatus> {
    const answer = await apiCall<{ status?: string }>("GET", `/api/stock/check?${new URLSearchParams({ sku })}`);
    if (!answer.ok) return "volatile";
    const status = answer.value.status;
    return status === "ok" || status === "out_of_stock" ? status : "volatile";
  },
};
