"use client";

import { useSyncExternalStore } from "react";
import { cartStore, type CartState } from "./store.ts";

/** The cart state; on the server and before hydration it is the empty, not-yet-loaded cart. */
export function useCart(): CartState {
  return useSyncExternalStore(cartStore.subscribe, cartStore.getSnapshot, cartStore.getServerSnapshot);
}
