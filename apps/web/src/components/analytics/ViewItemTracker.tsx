"use client";

import { useEffect } from "react";
import { ecommerceOf, trackEcommerce, type AnalyticsItem } from "../../lib/analytics.ts";

/** view_item once per product (or variant) shown (spec §9). */
export function ViewItemTracker({ item }: { item: AnalyticsItem }) {
  const key = `${item.item_id}/${item.item_variant ?? ""}`;
  useEffect(() => {
    trackEcommerce("view_item", ecommerceOf([item]));
    // The item object is rebuilt on every render; only a different product or variant is a new view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return null;
}
