import { cache } from "react";
import type { CatalogResult, Category, Product } from "@petsies/domain";
import { apiGet, isNotFound } from "./api.ts";

/** Category listing sorts of spec §9; the first is the default. */
export const CATEGORY_SORTS = ["updated_at:desc", "final_price:asc", "final_price:desc"] as const;
export type CategorySort = (typeof CATEGORY_SORTS)[number];

const PAGE_SIZE = 50;

/** The menu tree is the same for everyone and changes rarely, so a short cache is safe. */
export async function getCategoryTree(): Promise<Category[]> {
  try {
    return await apiGet<Category[]>("/api/catalog/category/tree", { revalidate: 60 });
  } catch (error) {
    // The shell must still render when the catalogue is down; the menu is simply empty.
    console.error("Category tree unavailable:", error);
    return [];
  }
}

export const getCategoryBySlug = cache(async (slug: string): Promise<Category | null> => {
  const found = await apiGet<CatalogResult<Category>>(
    `/api/catalog/category?slug=${encodeURIComponent(slug)}`,
    { revalidate: 60 },
  ).catch((error: unknown) => {
    if (isNotFound(error)) return null;
    throw error;
  });
  return found?.items[0] ?? null;
});

/** Listed products of a category; never cached, because stock decides what is listed. */
export function getCategoryProducts(categoryId: number, sort: CategorySort = "updated_at:desc") {
  const query = new URLSearchParams({ category_id: String(categoryId), start: "0", size: String(PAGE_SIZE), sort });
  return apiGet<CatalogResult<Product>>(`/api/catalog/product?${query}`);
}

export const getProduct = cache(async (sku: string): Promise<Product | null> => {
  try {
    return await apiGet<Product>(`/api/product/${encodeURIComponent(sku)}`);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
});
