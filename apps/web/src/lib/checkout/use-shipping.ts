"use client";

/** Shipping (spec §4): the methods offered for the destination; the chosen one stays while it is still offered. */
import { useEffect, useState } from "react";
import { keptMethod, type ShippingMethod } from "@petsies/domain";
import { checkoutApi, type Destination } from "./checkout-api.ts";

export function useShipping({
  cartId,
  needsShipping,
  destination,
  lineCount,
  choose,
}: {
  cartId: string | null;
  needsShipping: boolean;
  destination: Destination;
  /** Lines added or removed can change what ships and how. */
  lineCount: number;
  /** Sets the chosen method from the one chosen before. */
  choose: (keep: (chosen: string | null) => string | null) => void;
}): ShippingMethod[] | null {
  const [methods, setMethods] = useState<ShippingMethod[] | null>(null);
  const { countryId, regionId } = destination;
  useEffect(() => {
    if (!cartId || !needsShipping) return;
    let stale = false;
    void checkoutApi.shippingMethods(cartId, { countryId, regionId }).then((answer) => {
      if (stale) return;
      const offered = answer.ok ? answer.value : [];
      setMethods(offered);
      choose((chosen) => keptMethod(offered.map((m) => m.method_code), chosen));
    });
    return () => {
      stale = true;
    };
  }, [cartId, needsShipping, countryId, regionId, lineCount, choose]);
  return methods;
}
