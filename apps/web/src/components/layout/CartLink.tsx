"use client";

import Link from "next/link";
import { useSyncExternalStore } from "react";
import { CART_STORAGE_KEY, countCartItems } from "../../lib/cart-storage.ts";
import { CartIcon } from "../ui/icons.tsx";

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}

function readCart(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null; // storage disabled: show an empty cart
  }
}

/** Cart icon with the item count from local storage; the server renders it without a badge. */
export function CartLink() {
  const count = countCartItems(useSyncExternalStore(subscribe, readCart, () => null));
  const label = count > 0 ? `Cart, ${count} ${count === 1 ? "item" : "items"}` : "Cart";
  return (
    <Link
      href="/checkout/cart/"
      prefetch={false}
      aria-label={label}
      className="relative flex size-10 sm:size-11 items-center justify-center rounded-full text-ink hover:bg-sand"
    >
      <CartIcon />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-0.5 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand px-1 text-xs font-bold text-white"
        >
          {count > 99 ? "99+" : count}
        </span>
      )}
    </Link>
  );
}
