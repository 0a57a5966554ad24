/**
 * The cart's state as the UI reads it: a tiny external store for useSyncExternalStore (see use-cart.ts).
 * Every part of the cart changes it through `set`, so every change reaches the listeners.
 */
import type { AppliedGiftCard, CartItem, CartTotals } from "./types.ts";

export interface CartState {
  /** Local data loaded (false on the server and until the browser has read storage). */
  loaded: boolean;
  items: CartItem[];
  /** cartServerToken: the cart is connected when it has one. */
  token: string | null;
  /** The platform totals of the last totals sync. */
  totals: CartTotals | null;
  giftCards: AppliedGiftCard[];
  syncing: boolean;
  couponProcessing: boolean;
  addingToCart: boolean;
  minicartOpen: boolean;
  /** Line keys whose removal is on its way to the server. */
  removing: string[];
  lastSyncAt: number | null;
  lastTotalsSyncAt: number | null;
}

export const INITIAL_CART: CartState = {
  loaded: false,
  items: [],
  token: null,
  totals: null,
  giftCards: [],
  syncing: false,
  couponProcessing: false,
  addingToCart: false,
  minicartOpen: false,
  removing: [],
  lastSyncAt: null,
  lastTotalsSyncAt: null,
};

export interface CartStateHolder {
  get(): CartState;
  set(patch: Partial<CartState>): void;
  subscribe(listener: () => void): () => void;
}

export function createCartState(): CartStateHolder {
  let state = INITIAL_CART;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(patch) {
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
