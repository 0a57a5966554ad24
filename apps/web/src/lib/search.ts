import { normaliseSearchText, SEARCH_PAGE_SIZE, type CatalogResult, type Product } from "@petsies/domain";
import { apiGet } from "./api.ts";

/** The `q` of the results page's query, as one searched text (a repeated q counts once: the first). */
export function searchTextOf(q: string | string[] | undefined): string {
  return normaliseSearchText((Array.isArray(q) ? q[0] : q) ?? "");
}

/** Full search for the results page, as many pages as "Load more" has opened; the API caches by catalogue version. */
export function searchProducts(text: string, pages = 1): Promise<CatalogResult<Product>> {
  return apiGet<CatalogResult<Product>>(`/api/catalog/search?q=${encodeURIComponent(text)}&size=${SEARCH_PAGE_SIZE * pages}`);
}
