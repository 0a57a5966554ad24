"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";
import { totalQuantity } from "@petsies/domain";
import { lineKey } from "../../lib/cart/storage.ts";
import { trackViewCart } from "../../lib/analytics.ts";
import { cartStore, refreshGiftCards } from "../../lib/cart/store.ts";
import { useCart } from "../../lib/cart/use-cart.ts";
import type { ActiveCurrency } from "../../lib/money.ts";
import { CHECKOUT_PATH } from "../../lib/site-links.ts";
import { CartLineRow } from "./CartLineRow.tsx";
import { CartTotals } from "./CartTotals.tsx";
import { CouponForm } from "./CouponForm.tsx";
import { GiftCardForm } from "./GiftCardForm.tsx";

const LAYOUT = "grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_380px]";
const PANEL = "rounded-2xl border border-sand bg-white p-4 sm:p-5 lg:p-6";

/** Until the browser has read its cart: the shape of a cart, so the page does not jump when it shows. */
function CartSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading your cart" role="status" className={LAYOUT}>
      <div className={`${PANEL} space-y-5`}>
        {[0, 1].map((i) => (
          <div key={i} className="flex gap-4">
            <div className="h-[100px] w-[70px] animate-pulse rounded-lg bg-sand motion-reduce:animate-none" />
            <div className="flex-1 space-y-2">
              <div className="h-5 w-2/3 animate-pulse rounded bg-sand motion-reduce:animate-none" />
              <div className="h-4 w-1/4 animate-pulse rounded bg-sand motion-reduce:animate-none" />
            </div>
          </div>
        ))}
      </div>
      <div className={`${PANEL} h-72 animate-pulse motion-reduce:animate-none`} />
    </div>
  );
}

/**
 * The cart page (route detailed-cart, spec §2): lines with quantity and removal, coupon, gift cards,
 * totals in the shopper's currency, and Go to Checkout when the cart has items.
 */
export function DetailedCart({ active }: { active: ActiveCurrency }) {
  const cart = useCart();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const appliedCards = cart.totals?.applied_gift_cards.length ?? 0;

  // The real gift card codes (to remove one) come from the gift card pull; only ask when some are applied.
  useEffect(() => {
    if (cart.token && appliedCards !== cart.giftCards.length) void refreshGiftCards();
  }, [cart.token, appliedCards, cart.giftCards.length]);

  // view_cart once, when the page first shows a cart with items (spec §9).
  const viewed = useRef(false);
  const hasItems = cart.loaded && cart.items.length > 0;
  useEffect(() => {
    if (!hasItems || viewed.current) return;
    viewed.current = true;
    trackViewCart(cartStore.getSnapshot().items);
  }, [hasItems]);

  // A removed line takes its focused button with it: focus goes back to the page title.
  const onRemoved = () => {
    if (document.activeElement === document.body || !document.activeElement?.isConnected) titleRef.current?.focus();
  };

  const count = totalQuantity(cart.items);
  return (
    <div className="space-y-6">
      <h1 ref={titleRef} tabIndex={-1} className="text-3xl font-extrabold tracking-tight outline-none lg:text-5xl">
        Shopping Cart
      </h1>
      {/* As tall as the skeleton, so the footer does not jump up when an empty cart replaces it. */}
      <div className="min-h-[36rem] lg:min-h-[18rem]">
        {!cart.loaded ? (
          <CartSkeleton />
        ) : cart.items.length === 0 ? (
          <div className={`${PANEL} space-y-4 text-center`}>
            <p className="text-lg font-semibold">Your cart is empty.</p>
            <Link
              href="/"
              className="inline-block rounded-full bg-brand px-6 py-3 font-semibold text-white no-underline hover:bg-brand-dark"
            >
              Continue shopping
            </Link>
          </div>
        ) : (
          <div className={LAYOUT}>
            <section aria-labelledby="cart-items-title" className={PANEL}>
              <h2 id="cart-items-title" className="text-lg font-bold">
                {count} {count === 1 ? "item" : "items"}
              </h2>
              <ul className="divide-y divide-sand">
                {cart.items.map((item) => {
                  const key = lineKey(item);
                  return (
                    <CartLineRow key={key} item={item} active={active} removing={cart.removing.includes(key)} onRemoved={onRemoved} />
                  );
                })}
              </ul>
            </section>
            <aside aria-labelledby="cart-summary-title" className={`${PANEL} space-y-6`}>
              <h2 id="cart-summary-title" className="text-lg font-bold">
                Order summary
              </h2>
              <CartTotals totals={cart.totals} busy={cart.syncing || cart.couponProcessing} active={active} />
              <CouponForm couponCode={cart.totals?.coupon_code ?? null} processing={cart.couponProcessing} />
              <GiftCardForm giftCards={cart.giftCards} processing={cart.couponProcessing} active={active} />
              <Link
                href={CHECKOUT_PATH}
                prefetch={false}
                className="block rounded-full bg-brand px-6 py-3 text-center text-lg font-semibold text-white no-underline hover:bg-brand-dark"
              >
                Go to Checkout
              </Link>
            </aside>
          </div>
        )}
      </div>
    </div>
  );
}
