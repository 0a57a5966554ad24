/**
 * The browser's calls to the cart, stock and gift card API (spec §7), same-origin through the proxy. Every
 * call answers a value, never throws: a network failure is status 0, and an error without a message gets
 * the spec §8 fallback. Cart calls carry the user token while logged in: a customer cart answers only to
 * its owner, and a refused token is renewed once (see user/session.ts).
 */
import { ERROR_CODES, messages } from "@petsies/domain";
import { refusalDetails, type Answer } from "../api-call.ts";
import { withUserToken } from "../user/session.ts";
import type { AppliedGiftCard, CartTotals, ServerCartItem, StockStatus } from "./types.ts";

export type ApiAnswer<T> = Answer<T>;

async function send<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<ApiAnswer<T>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers: body === undefined ? { accept: "application/json" } : { accept: "application/json", "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      cache: "no-store",
    });
  } catch {
    return { ok: false, status: 0, message: messages.somethingWentWrong };
  }
  const envelope = (await res.json().catch(() => null)) as { result?: unknown; fields?: unknown; error?: unknown } | null;
  if (!res.ok) {
    const message = typeof envelope?.result === "string" && envelope.result ? envelope.result : messages.somethingWentWrong;
    return { ok: false, status: res.status, message, ...refusalDetails(envelope) };
  }
  if (!envelope || !("result" in envelope)) return { ok: false, status: res.status, message: messages.responseWithoutBody };
  return { ok: true, result: envelope.result as T };
}

/** A call as the shopper: with the user token when logged in. */
function call<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<ApiAnswer<T>> {
  return withUserToken((token) => send<T>(method, token ? `${path}${path.includes("?") ? "&" : "?"}${new URLSearchParams({ token })}` : path, body));
}

/** The cart is gone on the server (closed, or not this browser's): the browser clears its cart and disconnects (spec §8). */
export function isCartGone(answer: ApiAnswer<unknown>): boolean {
  return !answer.ok && (answer.error === ERROR_CODES.cartNotFound || answer.error === ERROR_CODES.cartNotYours);
}

const withCart = (path: string, cartId: string, extra: Record<string, string> = {}) =>
  `${path}?${new URLSearchParams({ cartId, ...extra })}`;

export const cartApi = {
  /** A cartId for this browser: the customer's cart when logged in (a token that cannot be renewed answers 401), else a new guest cart. */
  create: (asGuest = false) => (asGuest ? send<string>("POST", "/api/cart/create") : call<string>("POST", "/api/cart/create")),
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
  async pullGiftCards(cartId: string): Promise<ApiAnswer<AppliedGiftCard[]>> {
    const answer = await call<Record<string, number>>("GET", withCart("/api/giftcards/pull", cartId));
    if (!answer.ok) return answer;
    return { ok: true, result: Object.entries(answer.result).map(([code, value]) => ({ code, value })) };
  },
  /**
   * The stock status before adding (spec §4 "Adding"). When the check itself fails the stock is unknown,
   * which is what "volatile" means: the item is added for pre-reservation with the warning.
   */
  async stockStatus(sku: string): Promise<StockStatus> {
    const answer = await send<{ status?: string }>("GET", `/api/stock/check?${new URLSearchParams({ sku })}`);
    if (!answer.ok) return "volatile";
    const status = answer.result.status;
    return status === "ok" || status === "out_of_stock" ? status : "volatile";
  },
};
