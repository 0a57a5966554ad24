/**
 * Category listing rules (spec §4 "Category listing", §9 "Search, catalogue and listing"): price ranges,
 * filter toggling in the route query, and paging.
 */
import { formatMoney, type Currency } from "./currency.ts";

export const LISTING_PAGE_SIZE = 50;
export const FILTER_AGGREGATION_SIZE = 10;

export interface PriceRange {
  key: string;
  /** Bounds in whole units of the active currency; `to` null means open-ended. */
  from: number;
  to: number | null;
}

export const PRICE_RANGES: PriceRange[] = [
  { key: "0-50", from: 0, to: 50 },
  { key: "50-100", from: 50, to: 100 },
  { key: "100-150", from: 100, to: 150 },
  { key: "150-", from: 150, to: null },
];

export function priceRangeByKey(key: string): PriceRange | undefined {
  return PRICE_RANGES.find((r) => r.key === key);
}

/** Listed products of one set of categories whose final price lies in one price range (null: in none). */
export interface ListingCount {
  categoryIds: number[];
  priceKey: string | null;
  count: number;
}

export interface AggregationBucket {
  key: string;
  doc_count: number;
}

/**
 * The total and the filter counts of a listing (spec §9), from the products it matches counted by category
 * set and price range. The price buckets ignore the chosen range, so that the other ranges stay visible;
 * the total and the category buckets count the chosen range only. Empty price buckets are left out; the
 * FILTER_AGGREGATION_SIZE largest categories are kept, ties by id.
 */
export function listingAggregations(
  counts: ListingCount[],
  priceKey?: string,
): { total: number; price: AggregationBucket[]; categoryIds: AggregationBucket[] } {
  const chosen = priceKey === undefined ? counts : counts.filter((c) => c.priceKey === priceKey);
  const sum = (cs: ListingCount[]) => cs.reduce((n, c) => n + c.count, 0);
  const price = PRICE_RANGES.map((r) => ({ key: r.key, doc_count: sum(counts.filter((c) => c.priceKey === r.key)) }));
  const byCategory = new Map<number, number>();
  for (const c of chosen) for (const id of c.categoryIds) byCategory.set(id, (byCategory.get(id) ?? 0) + c.count);
  const categoryIds = [...byCategory]
    .sort(([a, n], [b, m]) => m - n || a - b)
    .slice(0, FILTER_AGGREGATION_SIZE)
    .map(([id, n]) => ({ key: String(id), doc_count: n }));
  return { total: sum(chosen), price: price.filter((b) => b.doc_count > 0), categoryIds };
}

/** First bucket "< $50", last "> $150", the others "$50 - $100" (spec §9), in the active currency's sign. */
export function priceRangeLabel(range: PriceRange, currency: Pick<Currency, "symbol">): string {
  const money = (units: number) => formatMoney(units * 100, currency).replace(/\.00$/, "");
  if (range.from === 0 && range.to !== null) return `< ${money(range.to)}`;
  if (range.to === null) return `> ${money(range.from)}`;
  return `${money(range.from)} - ${money(range.to)}`;
}

export const SORT_OPTIONS = [
  { key: "updated_at:desc", label: "Latest" },
  { key: "final_price:asc", label: "Price: Low to high" },
  { key: "final_price:desc", label: "Price: High to low" },
  // The shop's own order of the category's products, as the back office arranges them (issue 13).
  { key: "position:asc", label: "Featured" },
] as const;
export type SortKey = (typeof SORT_OPTIONS)[number]["key"];
export const DEFAULT_SORT: SortKey = "updated_at:desc";

/** Filters as they live in the route query: each key holds one or more values. */
export type FilterQuery = Record<string, string[]>;

/** Filters that hold one value at a time; choosing another replaces it (price ranges are single-choice). */
const SINGLE_CHOICE = new Set(["price"]);

/**
 * Toggling a filter value adds it if absent and removes it if present; a single-choice filter replaces
 * its value, and choosing the current one again clears it.
 */
export function toggleFilter(filters: FilterQuery, key: string, value: string): FilterQuery {
  const current = filters[key] ?? [];
  const next = { ...filters };
  let values: string[];
  if (SINGLE_CHOICE.has(key)) values = current.includes(value) ? [] : [value];
  else values = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  if (values.length === 0) delete next[key];
  else next[key] = values;
  return next;
}

/**
 * Paging (spec §4): a request for more is ignored when the offset is negative, beyond the total, or the
 * total fits in one page. Answers the next offset to load, or null when there is nothing more.
 */
export function nextPageStart(start: number, total: number, pageSize = LISTING_PAGE_SIZE): number | null {
  if (start < 0 || total < pageSize) return null;
  const next = start + pageSize;
  return next >= total ? null : next;
}

/** What a category page shows, as kept in its route query (spec §2: filters live in the route query). */
export interface ListingState {
  sort: SortKey;
  filters: FilterQuery;
  /** How many pages of LISTING_PAGE_SIZE are shown ("Load more" adds one). */
  page: number;
}

export const LISTING_FILTER_KEYS = ["price", "category"] as const;
const MAX_PAGES = 10;

type RawQuery = Record<string, string | string[] | undefined>;

function firstValue(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}

/** The root category's id: the catalogue's ids start there, and the API queries none below it (spec §5). */
export const ROOT_CATEGORY_ID = 2;
/** The largest id a category can have (a PostgreSQL integer). */
const MAX_CATEGORY_ID = 2_147_483_647;

/** A category filter value the API can query; a link's other values are dropped, not sent on to fail. */
function isCategoryId(text: string): boolean {
  if (!/^\d{1,10}$/.test(text)) return false;
  const id = Number(text);
  return id >= ROOT_CATEGORY_ID && id <= MAX_CATEGORY_ID;
}

/** Reads a route query; unknown sorts, unknown price ranges and bad pages fall back to the defaults. */
export function parseListingQuery(query: RawQuery): ListingState {
  const sortValue = firstValue(query.sort);
  const sort = SORT_OPTIONS.find((o) => o.key === sortValue)?.key ?? DEFAULT_SORT;
  const filters: FilterQuery = {};
  const price = firstValue(query.price);
  if (price && priceRangeByKey(price)) filters.price = [price];
  const categories = (firstValue(query.category) ?? "").split(",").filter(isCategoryId);
  if (categories.length) filters.category = [...new Set(categories)];
  return { sort, filters, page: parsePage(query.page) };
}

/** How many pages "Load more" has opened, from the query's `page`: 1 unless a whole number above 1. */
export function parsePage(value: string | string[] | undefined): number {
  const pageNumber = Number(firstValue(value));
  return Number.isInteger(pageNumber) && pageNumber > 1 ? Math.min(pageNumber, MAX_PAGES) : 1;
}

/** The query string of a listing state, defaults left out, e.g. "?sort=final_price:asc&price=0-50". */
export function listingSearch(state: ListingState): string {
  const params = new URLSearchParams();
  if (state.sort !== DEFAULT_SORT) params.set("sort", state.sort);
  for (const key of LISTING_FILTER_KEYS) {
    const values = state.filters[key];
    if (values?.length) params.set(key, values.join(","));
  }
  if (state.page > 1) params.set("page", String(state.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
