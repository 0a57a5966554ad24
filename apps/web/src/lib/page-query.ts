/**
 * What a page of the render cache reads of its query (issue 32). A page is kept under its path and these
 * parameters alone, in one order, and rendered for that canonical query: tracking parameters (utm_*, fbclid,
 * gclid), a crawler's junk and the order a link writes its parameters in never make another entry, and the page
 * is the one Next would render for the link, since the page reads nothing else. What the pages read
 * (apps/web/src/app):
 * - the home page and content pages: nothing (the visual editor's preview is never served from the cache);
 * - search results: q and page (search/page.tsx);
 * - a category: sort, price, category and page, as parseListingQuery reads them (c/[slug]/page.tsx);
 * - a product: childSku, its configurable options by attribute code, its configurator's URL query keys and edit
 *   (p/[parentSku]/page.tsx, ProductPage, ProductConfigurator); a child's own path /p/{parent}/{child}/ and the
 *   cross-sells page read nothing.
 */
import { listingSearch, parseListingQuery, parsePage, type UrlMapping } from "@petsies/domain";
import { productQueryKeys } from "./product-query-keys.ts";
import { searchTextOf } from "./search.ts";

export type PageQuery = { kind: "none" } | { kind: "search" } | { kind: "listing" } | { kind: "product"; keys: readonly string[] };

/** The pages of the shop's own routes that the render cache serves. */
export type CachedAppPage = "home" | "search";

const NOTHING: PageQuery = { kind: "none" };

/**
 * What the page a request shows reads of its query: one of the shop's routes, or what the URL dispatcher
 * resolved. Null when it cannot be known now (the product could not be read): the page is then not served from
 * the cache.
 */
export async function pageQueryOf(shown: CachedAppPage | UrlMapping, query: URLSearchParams): Promise<PageQuery | null> {
  if (shown === "home") return NOTHING;
  if (shown === "search") return { kind: "search" };
  if (shown._type === "cms_page") return NOTHING;
  if (shown._type === "category") return { kind: "listing" };
  if (shown.route_name === "cross-sells" || shown._source.childSku !== null) return NOTHING;
  // Without a query there is nothing to keep: the product need not be read.
  if (query.size === 0) return { kind: "product", keys: [] };
  const keys = await productQueryKeys(shown._source.parentSku ?? shown._source.sku);
  return keys && { kind: "product", keys };
}

/** The query string ("" or "?…") of the page a request's query shows: only what the page reads, in one order. */
export function canonicalSearch(reads: PageQuery, query: URLSearchParams): string {
  if (reads.kind === "listing") return listingSearch(parseListingQuery({ sort: first(query, "sort"), price: first(query, "price"), category: first(query, "category"), page: first(query, "page") }));
  const params = new URLSearchParams();
  if (reads.kind === "search") {
    const text = searchTextOf(first(query, "q"));
    const page = parsePage(first(query, "page"));
    if (text) params.set("q", text);
    if (page > 1) params.set("page", String(page));
  }
  if (reads.kind === "product") {
    // Every value of a key, in the link's order: a multi-select option of the configurator reads them all.
    for (const key of [...reads.keys].sort()) for (const value of query.getAll(key)) params.append(key, value);
  }
  const search = params.toString();
  return search ? `?${search}` : "";
}

function first(query: URLSearchParams, key: string): string | undefined {
  return query.get(key) ?? undefined;
}
