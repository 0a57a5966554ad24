"use client";

/**
 * The cart behind the checkout: synced once when the page opens, and left for the cart page when there is
 * no cart any more (spec §2).
 */
import { useRouter } from "next/navigation";
import { useEffect, useState, type RefObject } from "react";
import { sync, type CartState } from "../cart/store.ts";
import { CART_PATH } from "../site-links.ts";

/** The server must know every line before an order can name it: one sync with totals when the cart is loaded. */
export function useFirstSync(loaded: boolean): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (loaded) void sync({ totals: true }).finally(() => setDone(true));
  }, [loaded]);
  return done;
}

/**
 * No cart (cleared, or emptied in another tab): back to the cart page, except after placing or queueing an
 * order. Lines not yet on the server (an add still on its way when the shopper came here) get their cart
 * from the first sync, so a missing server cart counts only once it has run.
 */
export function useBackToCartWithoutCart(cart: CartState, { firstSyncDone, placed, queued }: { firstSyncDone: boolean; placed: RefObject<boolean>; queued: boolean }) {
  const router = useRouter();
  const { loaded, syncing, token } = cart;
  const lineCount = cart.items.length;
  useEffect(() => {
    const noCart = lineCount === 0 || (firstSyncDone && !token);
    if (loaded && !syncing && noCart && !placed.current && !queued) router.replace(CART_PATH);
  }, [loaded, syncing, lineCount, token, firstSyncDone, queued, placed, router]);
}
