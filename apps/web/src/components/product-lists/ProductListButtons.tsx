"use client";

import Link from "next/link";
import { useState } from "react";
import type { ProductListKind } from "@petsies/domain";
import { toggleInList } from "../../lib/product-lists/store.ts";
import { useProductLists } from "../../lib/product-lists/use-product-lists.ts";

const HeartIcon = ({ filled }: { filled: boolean }) => (
  <svg width="22" height="22" viewBox="0 0 24 24" fill={filled ? "currentColor" : "none"} stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
    <path d="M12 21s-7.5-4.6-9.5-9.3C1.1 8.4 3.2 5 6.6 5c2 0 3.4 1.1 4.4 2.6h2C14 6.1 15.4 5 17.4 5c3.4 0 5.5 3.4 4.1 6.7C19.5 16.4 12 21 12 21z" strokeLinejoin="round" />
  </svg>
);

const CompareIcon = ({ filled }: { filled: boolean }) => (
  <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
    <rect x="3" y="4" width="7" height="16" rx="1.5" fill={filled ? "currentColor" : "none"} />
    <rect x="14" y="4" width="7" height="16" rx="1.5" />
  </svg>
);

const LABELS: Record<ProductListKind, { action: string; short: string }> = {
  wishlist: { action: "Save to wish list", short: "Wish list" },
  compare: { action: "Add to compare", short: "Compare" },
};

/**
 * The heart (wish list) and compare toggles of a product card or page. Each is a toggle button: its name
 * stays the same and aria-pressed says whether the product is in the list.
 */
export function ProductListButtons({ sku, name, variant }: { sku: string; name: string; variant: "card" | "page" }) {
  const lists = useProductLists();
  const [busy, setBusy] = useState<ProductListKind | null>(null);

  const toggle = async (kind: ProductListKind) => {
    if (busy) return;
    setBusy(kind);
    try {
      await toggleInList(kind, sku);
    } finally {
      setBusy(null);
    }
  };

  const button = (kind: ProductListKind) => {
    const pressed = lists[kind].includes(sku);
    const Icon = kind === "wishlist" ? HeartIcon : CompareIcon;
    return (
      <button
        key={kind}
        type="button"
        aria-pressed={pressed}
        aria-busy={busy === kind}
        aria-label={variant === "card" ? `${LABELS[kind].action}: ${name}` : undefined}
        data-testid={`${kind}-toggle`}
        onClick={() => void toggle(kind)}
        className={
          variant === "card"
            ? "flex size-11 items-center justify-center rounded-full bg-white/90 text-brand-dark shadow hover:bg-white aria-pressed:text-sale"
            : "inline-flex h-11 items-center gap-2 rounded-full border-2 border-sand px-4 font-semibold hover:bg-sand aria-pressed:border-brand"
        }
      >
        <Icon filled={pressed} />
        {variant === "page" && <span>{LABELS[kind].action}</span>}
      </button>
    );
  };

  if (variant === "card") {
    return (
      <div className="absolute top-2 right-2 z-10 flex flex-col gap-2">
        {button("wishlist")}
        {button("compare")}
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      {button("wishlist")}
      {button("compare")}
      {lists.compare.length > 0 && (
        <Link href="/compare/" className="font-semibold text-brand-dark">
          Compare {lists.compare.length === 1 ? "1 product" : `${lists.compare.length} products`}
        </Link>
      )}
    </div>
  );
}
