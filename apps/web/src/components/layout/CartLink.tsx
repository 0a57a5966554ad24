"use client";

import Link from "next/link";
import type { MouseEvent } from "react";
import { totalQuantity } from "@petsies/domain";
import { openMinicart } from "../../lib/cart/store.ts";
import { useCart } from "../../lib/cart/use-cart.ts";
import { CART_PATH } from "../../lib/site-links.ts";
import { CartIcon } from "../ui/icons.tsx";

/**
 * The header's cart icon with the item count (quantities, spec §4). It opens the minicart; before the page
 * is interactive (or with a modifier key) it is a plain link to the cart page. The server renders no badge.
 */
export function CartLink() {
  const { items } = useCart();
  const count = totalQuantity(items);
  const label = count > 0 ? `Cart, ${count} ${count === 1 ? "item" : "items"}` : "Cart";

  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    openMinicart();
  };

  return (
    <Link
      href={CART_PATH}
      prefetch={false}
      aria-label={label}
      aria-haspopup="dialog"
      onClick={onClick}
      className="relative flex size-10 sm:size-11 items-center justify-center rounded-full text-ink hover:bg-sand"
    >
      <CartIcon />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute top-0.5 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand px-1 text-xs font-bold text-white"
        >
          {count > 99 ? "99+" : count}
        </span>
      )}
    </Link>
  );
}
