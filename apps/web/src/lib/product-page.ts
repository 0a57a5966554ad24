import { BASE_CURRENCY, childBySku, childFromQuery, groupedPartSkus, productPath, type OptionQuery, type Product } from "@petsies/domain";
import type { RenderListAnswer } from "@petsies/contract";
import { apiGet } from "./api.ts";
import { bundlePartSkus } from "./bundle.ts";
import { getProduct } from "./catalog.ts";

export interface ProductPageData {
  product: Product;
  /** The configurable child shown; null when the page shows the product itself. */
  child: Product | null;
  /** The page's canonical path. */
  path: string;
  /** Spec §8 message when the query asked for a configuration no child has. */
  configurationError: string | null;
  /**
   * A grouped product's parts (spec §4), each added to the cart as its own line; a bundle's, chosen in its options
   * (a creation bundle's are chosen on its creation page: none here); empty for other products.
   */
  parts: Product[];
}

/** The parts a grouped product offers, in link order: render-list leaves out disabled and unknown ones. */
export async function loadGroupedParts(product: Product): Promise<Product[]> {
  const skus = groupedPartSkus(product);
  if (product.type_id !== "grouped" || skus.length === 0) return [];
  const query = new URLSearchParams({ skus: skus.join(","), currencyCode: BASE_CURRENCY });
  const found = await apiGet<RenderListAnswer>(`/api/product/render-list?${query}`);
  const bySku = new Map(found.items.filter((p) => p.type_id === "simple").map((p) => [p.sku, p]));
  return skus.flatMap((sku) => bySku.get(sku) ?? []);
}

/** The products a bundle's options offer, found by sku: render-list leaves out disabled and unknown ones. */
export async function loadBundleParts(product: Product): Promise<Product[]> {
  const skus = bundlePartSkus(product);
  if (product.type_id !== "bundle" || product.customizations || skus.length === 0) return [];
  const query = new URLSearchParams({ skus: skus.join(","), currencyCode: BASE_CURRENCY });
  const found = await apiGet<RenderListAnswer>(`/api/product/render-list?${query}`);
  return found.items.filter((p) => p.type_id === "simple" || p.type_id === "virtual");
}

function withChild(product: Product, child: Product | null, configurationError: string | null = null): ProductPageData {
  const path = child ? productPath({ ...child, parentSku: product.sku }) : productPath(product);
  return { product, child, path, configurationError, parts: [] };
}

/**
 * What /p/:parentSku/:childSku?/ shows, or null for an unknown product or child (a 404). Without a child
 * sku, a configurable product's options may be preselected by the query (option code → value).
 */
export async function loadProductPage(
  parentSku: string,
  childSku?: string,
  query: OptionQuery = {},
): Promise<ProductPageData | null> {
  const product = await getProduct(parentSku);
  if (!product) return null;
  if (childSku === undefined || childSku === product.sku) {
    if (product.type_id === "grouped") return { ...withChild(product, null), parts: await loadGroupedParts(product) };
    if (product.type_id === "bundle") return { ...withChild(product, null), parts: await loadBundleParts(product) };
    if (product.type_id !== "configurable") return withChild(product, null);
    const { child, error } = childFromQuery(product, query);
    return withChild(product, child, error);
  }
  const child = childBySku(product, childSku);
  return child ? withChild(product, child) : null;
}
