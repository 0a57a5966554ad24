"use client";

/**
 * The checkout's analytics (spec §9): the checkout begun once, each shipping and payment method chosen, and
 * each section the shopper enters (read from the focused field's section heading).
 */
import { useEffect, useRef, type FocusEvent } from "react";
import { cartStore, type CartState } from "../cart/store.ts";
import { checkoutSectionOf, trackBeginCheckout, trackCheckoutSection, trackPaymentInfo, trackShippingInfo } from "./checkout-analytics.ts";

export function useCheckoutAnalytics(cart: CartState, shippingMethod: string | null, paymentMethod: string | null) {
  const begun = useRef(false);
  useEffect(() => {
    if (begun.current || !cart.loaded || cart.items.length === 0) return;
    begun.current = true;
    trackBeginCheckout(cart.items, cart.totals?.coupon_code ?? null);
  }, [cart.loaded, cart.items, cart.totals]);

  useEffect(() => {
    if (shippingMethod) trackShippingInfo(cartStore.getSnapshot().items, shippingMethod);
  }, [shippingMethod]);

  useEffect(() => {
    if (paymentMethod) trackPaymentInfo(cartStore.getSnapshot().items, paymentMethod);
  }, [paymentMethod]);

  const section = useRef<string | null>(null);
  /** The form's focus handler: a field focused in another section enters that section. */
  return (e: FocusEvent) => {
    const entered = checkoutSectionOf((e.target as Element).closest("[aria-labelledby]")?.getAttribute("aria-labelledby") ?? null);
    if (entered && entered !== section.current) {
      section.current = entered;
      trackCheckoutSection(entered);
    }
  };
}
