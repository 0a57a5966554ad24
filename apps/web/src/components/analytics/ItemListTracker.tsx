"use client";

import { useEffect, useRef, type MouseEvent, type ReactNode } from "react";
import { ecommerceOf, trackEcommerce, type AnalyticsItem } from "../../lib/analytics.ts";

/**
 * Reports a product list (spec §9): view_item_list for the products shown — after "Load more" only the new
 * ones — and select_item when a product of it is opened. Cards mark themselves with data-item-id.
 */
export function ItemListTracker({ listName, items, children }: { listName: string; items: AnalyticsItem[]; children: ReactNode }) {
  const reported = useRef(new Set<string>());

  useEffect(() => {
    const fresh = items.filter((item) => !reported.current.has(item.item_id));
    if (fresh.length === 0) return;
    for (const item of fresh) reported.current.add(item.item_id);
    trackEcommerce("view_item_list", ecommerceOf(fresh, { item_list_name: listName }));
  }, [items, listName]);

  const onClick = (e: MouseEvent) => {
    const card = (e.target as Element).closest("a") ? (e.target as Element).closest("[data-item-id]") : null;
    const item = card && items.find((i) => i.item_id === card.getAttribute("data-item-id"));
    if (item) trackEcommerce("select_item", ecommerceOf([item], { item_list_name: listName }));
  };

  return (
    // Only listens (a keyboard Enter on a link is a click too); it adds no interaction of its own.
    <div onClickCapture={onClick}>{children}</div>
  );
}
