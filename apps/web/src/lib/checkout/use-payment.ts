"use client";

/**
 * Payment (spec §4): the destination and shipping method give the totals and the payment methods; the chosen
 * method stays while it is still offered, and a single method is chosen for the shopper. A cart with
 * nothing to ship has no shipping step: its tax follows the billing address.
 */
import { useEffect, useState } from "react";
import type { CartTotals } from "../cart/types.ts";
import { checkoutApi, type Destination, type PaymentMethodOption } from "./checkout-api.ts";
import { keptMethod } from "@petsies/domain";

export function usePayment({
  cartId,
  needsShipping,
  destination,
  shippingMethod,
  linesKey,
  choose,
}: {
  cartId: string | null;
  needsShipping: boolean;
  /** The shipping address's, or for a cart with nothing to ship the billing address's. */
  destination: Destination;
  shippingMethod: string | null;
  /** The lines and their quantities: any change changes the totals. */
  linesKey: string;
  choose: (keep: (chosen: string | null) => string | null) => void;
}): { totals: CartTotals | null; methods: PaymentMethodOption[] | null } {
  const [totals, setTotals] = useState<CartTotals | null>(null);
  const [methods, setMethods] = useState<PaymentMethodOption[] | null>(null);
  const { countryId, regionId } = destination;
  useEffect(() => {
    if (!cartId) return;
    let stale = false;
    const to = { countryId, regionId };
    const load = needsShipping ? checkoutApi.shippingInformation(cartId, to, shippingMethod) : virtualCartQuote(cartId, to);
    void load.then((answer) => {
      if (stale || !answer.ok) return;
      setTotals(answer.value.totals);
      const offered = answer.value.payment_methods;
      setMethods(offered);
      choose((chosen) => keptMethod(offered.map((m) => m.code), chosen));
    });
    return () => {
      stale = true;
    };
  }, [cartId, needsShipping, countryId, regionId, shippingMethod, linesKey, choose]);
  return { totals, methods };
}

/** A cart with nothing to ship: its payment methods, and the totals for the billing country without a shipping method. */
async function virtualCartQuote(cartId: string, to: Destination) {
  const methods = await checkoutApi.paymentMethods(cartId);
  if (!methods.ok) return methods;
  const answer = await checkoutApi.shippingInformation(cartId, to, null);
  return answer.ok ? { ok: true as const, value: { totals: answer.value.totals, payment_methods: methods.value } } : answer;
}
