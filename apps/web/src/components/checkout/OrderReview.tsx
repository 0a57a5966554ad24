"use client";

import Link from "next/link";
import { BASE_CURRENCY, CART_FIELD_MAX, formatMoney, truncateCartField } from "@petsies/domain";
import { lineAmount } from "../../lib/cart/lines.ts";
import type { CartItem, CartTotals as Totals } from "../../lib/cart/types.ts";
import { money, type ActiveCurrency } from "../../lib/money.ts";
import { CART_PATH } from "../../lib/site-links.ts";
import { CartTotals } from "../cart/CartTotals.tsx";
import { TermsLink } from "../modals/TermsLink.tsx";

/** Review and place: the items, the totals the server computed, the terms, and the button. */
export function OrderReview({
  items,
  totals,
  active,
  placing,
  banner,
  termsAccepted,
  onTermsChange,
  termsError,
}: {
  items: CartItem[];
  totals: Totals | null;
  active: ActiveCurrency;
  placing: boolean;
  banner: { tone: "danger" | "info"; text: string; cartLink?: boolean } | null;
  termsAccepted: boolean;
  onTermsChange: (accepted: boolean) => void;
  termsError?: string | undefined;
}) {
  return (
    <aside aria-labelledby="review-title" className="space-y-5 rounded-2xl border border-sand bg-white p-5 lg:sticky lg:top-24 lg:p-6">
      <div className="flex items-baseline justify-between">
        <h2 id="review-title" className="text-xl font-bold">
          Order review
        </h2>
        <Link href={CART_PATH} className="font-semibold text-brand underline">
          Edit cart
        </Link>
      </div>
      <ul className="space-y-2" data-testid="review-items">
        {items.map((item) => (
          <li key={`${item.sku}-${item.server_item_id ?? ""}`} className="flex justify-between gap-4">
            <span>
              {item.qty} × {truncateCartField(item.name, CART_FIELD_MAX.desktop)}
            </span>
            <span className="whitespace-nowrap">{money(lineAmount(item), active)}</span>
          </li>
        ))}
      </ul>
      <CartTotals totals={totals} busy={placing} active={active} />
      {active.currency.code !== BASE_CURRENCY && totals && (
        <p className="text-sm text-muted">You will be charged in US dollars: {formatMoney(Math.round(totals.grand_total * 100), { symbol: "$" })}.</p>
      )}
      <div data-field="terms" className="space-y-1">
        <label className="flex items-start gap-3">
          <input
            id="terms"
            type="checkbox"
            checked={termsAccepted}
            onChange={(e) => onTermsChange(e.target.checked)}
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? "terms-error" : undefined}
            className="mt-1 size-5 accent-brand"
          />
          <span>
            I agree to the{" "}
            <TermsLink className="font-semibold text-brand underline">Terms and Conditions</TermsLink>
          </span>
        </label>
        {termsError && (
          <p id="terms-error" className="text-sm font-semibold text-sale">
            {termsError}
          </p>
        )}
      </div>
      {banner && (
        <div role="alert" className={`rounded-xl border p-4 font-semibold ${banner.tone === "danger" ? "border-sale text-sale" : "border-sand"}`}>
          <p>{banner.text}</p>
          {banner.cartLink && (
            <Link href={CART_PATH} className="mt-2 inline-block underline">
              Review your cart
            </Link>
          )}
        </div>
      )}
      <button
        type="submit"
        disabled={placing}
        className="h-12 w-full rounded-full bg-brand text-lg font-bold text-white hover:bg-brand-dark disabled:cursor-wait disabled:opacity-75"
      >
        {placing ? "Processing order..." : "Place order"}
      </button>
    </aside>
  );
}
