import { childBySku, productPath, type Product } from "@petsies/domain";
import { getProduct } from "./catalog.ts";

export interface ProductPageData {
  product: Product;
  /** The configurable child shown; null when the page shows the product itself. */
  child: Product | null;
  /** The page's canonical path. */
  path: string;
}

/** What /p/:parentSku/:childSku?/ shows, or null for an unknown product or child (a 404). */
export async function loadProductPage(parentSku: string, childSku?: string): Promise<ProductPageData | null> {
  const product = await getProduct(parentSku);
  if (!product) return null;
  if (childSku === undefined || childSku === product.sku) return { product, child: null, path: productPath(product) };
  const child = childBySku(product, childSku);
  if (!child) return null;
  return { product, child, path: productPath({ ...child, parentSku: product.sku }) };
}
