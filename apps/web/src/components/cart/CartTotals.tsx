"use client";

import type { CartTotals as Totals } from "../../lib/cart/types.ts";
import { money, type ActiveCurrency } from "../../lib/money.ts";

/** Rows a totals answer usually has; the placeholder keeps that height so nothing jumps when it arrives. */
const PLACEHOLDER_ROWS = 4;

/**
 * The totals segments (spec §3 "Totals segments") in the shopper's currency. Shipping shows as calculated
 * at checkout until a method is chosen there. Older totals stay visible, dimmed, while new ones load.
 */
export function CartTotals({ totals, busy, active }: { totals: Totals | null; busy: boolean; active: ActiveCurrency }) {
  if (!totals) {
    return (
      <div aria-busy="true" aria-label="Loading totals" role="status" className="space-y-3">
        {Array.from({ length: PLACEHOLDER_ROWS }, (_, i) => (
          <div key={i} className="h-6 animate-pulse rounded bg-sand motion-reduce:animate-none" />
        ))}
      </div>
    );
  }
  return (
    <dl aria-busy={busy} data-testid="cart-totals" className={`space-y-2 transition-opacity ${busy ? "opacity-60" : ""}`}>
      {totals.total_segments.map((segment) => {
        const grand = segment.code === "grand_total";
        const value =
          segment.code === "shipping" && !totals.shipping_method ? "Calculated at checkout" : money(segment.value, active);
        return (
          <div
            key={segment.code}
            data-segment={segment.code}
            className={`flex justify-between gap-4 ${grand ? "border-t border-sand pt-3 text-lg font-bold" : ""}`}
          >
            <dt>{segment.title}</dt>
            <dd className={segment.value < 0 ? "font-semibold text-leaf" : ""}>{value}</dd>
          </div>
        );
      })}
    </dl>
  );
}
