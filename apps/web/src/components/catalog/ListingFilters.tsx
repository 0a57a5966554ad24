import { SiteLink } from "../ui/SiteLink.tsx";
import {
  PRICE_RANGES,
  listingSearch,
  priceRangeLabel,
  toggleFilter,
  type CatalogResult,
  type Category,
  type ListingState,
  type Product,
} from "@petsies/domain";
import type { ActiveCurrency } from "../../lib/money.ts";
import { CHIP_OFF, CHIP_ON } from "./SortLinks.tsx";

interface Option {
  key: string;
  label: string;
  count: number | undefined;
}

/**
 * Filters of a category page (spec §2, §4): each option is a link that toggles its value in the route
 * query; price ranges are single-choice. Options with no products are left out unless chosen.
 */
export function ListingFilters({
  path,
  state,
  result,
  subcategories,
  active,
}: {
  path: string;
  state: ListingState;
  result: CatalogResult<Product>;
  subcategories: Category[];
  active: ActiveCurrency;
}) {
  const counts = (name: string) =>
    new Map((result.aggregations[name]?.buckets ?? []).map((b) => [b.key, b.doc_count] as const));
  const priceCounts = counts("price");
  const categoryCounts = counts("category_ids");
  const groups: { key: string; title: string; options: Option[] }[] = [
    {
      key: "price",
      title: "Price",
      options: PRICE_RANGES.map((r) => ({ key: r.key, label: priceRangeLabel(r, active.currency), count: priceCounts.get(r.key) })),
    },
    {
      key: "category",
      title: "Category",
      options: subcategories.map((c) => ({ key: String(c.id), label: c.name, count: categoryCounts.get(String(c.id)) })),
    },
  ];
  return (
    <div className="flex flex-col gap-3">
      {groups.map((group) => {
        const chosen = state.filters[group.key] ?? [];
        const shown = group.options.filter((o) => chosen.includes(o.key) || (o.count ?? 0) > 0);
        if (shown.length === 0) return null;
        return (
          <nav key={group.key} aria-label={`Filter by ${group.title.toLowerCase()}`} className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-semibold">{group.title}:</span>
            {shown.map((o) => {
              const on = chosen.includes(o.key);
              const next = { ...state, filters: toggleFilter(state.filters, group.key, o.key), page: 1 };
              return (
                // Not prefetched, as the sort links (SortLinks): each is this whole page again.
                <SiteLink key={o.key} href={path + listingSearch(next)} aria-current={on ? "true" : undefined} keepScroll className={on ? CHIP_ON : CHIP_OFF}>
                  {o.label}
                  {o.count !== undefined && <span className={on ? "ml-1" : "ml-1 text-muted"}>({o.count})</span>}
                </SiteLink>
              );
            })}
          </nav>
        );
      })}
    </div>
  );
}
