import type { CatalogResult, Product } from "@petsies/domain";
import { apiGet } from "./api.ts";
import { getProduct } from "./catalog.ts";

const RELATED_LINK_TYPES = new Set(["crosssell", "related"]);
const RELATED_COUNT = 8;

export interface CrossSellData {
  product: Product;
  related: Product[];
}

/**
 * What /cross-sells/p/:parentSku/ shows: the product and the products to offer beside it — its cross-sell and
 * related links when it has some, else other listed products of its first category. Null for an unknown product.
 */
export async function loadCrossSells(parentSku: string): Promise<CrossSellData | null> {
  const product = await getProduct(parentSku);
  if (!product || product.parentSku) return null;
  const linked = product.product_links.filter((l) => RELATED_LINK_TYPES.has(l.link_type)).map((l) => l.linked_product_sku);
  const query = new URLSearchParams({ start: "0", size: String(RELATED_COUNT + 1) });
  if (linked.length > 0) query.set("skus", linked.join(","));
  else if (product.category_ids[0] !== undefined) query.set("category_id", String(product.category_ids[0]));
  else return { product, related: [] };
  try {
    const found = await apiGet<CatalogResult<Product>>(`/api/catalog/product?${query}`);
    return { product, related: found.items.filter((p) => p.sku !== product.sku).slice(0, RELATED_COUNT) };
  } catch (error) {
    // The offer is optional; the page still shows the product and the way to the cart.
    console.error("Cross-sell products unavailable:", error);
    return { product, related: [] };
  }
}
