import { cache } from "react";
import { LISTING_PAGE_SIZE, type CatalogResult, type Category, type ListingState, type Product } from "@petsies/domain";
import { apiGet, namesNothing } from "./api.ts";

/**
 * The menu tree. Asked anew for each render: catalogue pages are kept rendered by the render cache, which
 * renders them again as soon as the catalogue changes, and must then see the change (issue 18).
 */
export async function getCategoryTree(): Promise<Category[]> {
  try {
    return await apiGet<Category[]>("/api/catalog/category/tree");
  } catch (error) {
    // The shell must still render when the catalogue is down; the menu is simply empty.
    console.error("Category tree unavailable:", error);
    return [];
  }
}

export const getCategoryBySlug = cache(async (slug: string): Promise<Category | null> => {
  const found = await apiGet<CatalogResult<Category>>(`/api/catalog/category?slug=${encodeURIComponent(slug)}`).catch((error: unknown) => {
    if (namesNothing(error)) return null;
    throw error;
  });
  return found?.items[0] ?? null;
});

/**
 * Listed products of a category as its page state asks: sort, price range (in the active currency),
 * subcategories, and as many pages as "Load more" has opened. Never cached here: the API caches by
 * catalogue version, and stock decides what is listed.
 */
export function getCategoryProducts(categoryId: number, state: ListingState, currencyCode: string) {
  const query = new URLSearchParams({
    category_id: state.filters.category?.join(",") ?? String(categoryId),
    start: "0",
    size: String(LISTING_PAGE_SIZE * state.page),
    sort: state.sort,
    currency: currencyCode,
  });
  if (state.filters.price) query.set("price", state.filters.price[0] as string);
  return apiGet<CatalogResult<Product>>(`/api/catalog/product?${query}`);
}

export const getProduct = cache(async (sku: string): Promise<Product | null> => {
  try {
    return await apiGet<Product>(`/api/product/${encodeURIComponent(sku)}`);
  } catch (error) {
    if (namesNothing(error)) return null;
    throw error;
  }
});

/** A category anywhere in the tree, by id. */
export function findCategory(tree: Category[], id: number): Category | undefined {
  for (const c of tree) {
    if (c.id === id) return c;
    const found = findCategory(c.children_data, id);
    if (found) return found;
  }
  return undefined;
}
