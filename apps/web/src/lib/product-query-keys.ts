/**
 * The query parameters a product's page reads (lib/page-query.ts), by sku: they depend on the product (its
 * configurable options and its configurator's tree), so they are read from the product once per version of what
 * pages show, and only for a request that has a query at all.
 */
import { ByteLru, jsonBytes, urlQueryKeys, type Product } from "@petsies/domain";
import { apiGet } from "./api.ts";
import { EDIT_PARAM } from "./configurator/query.ts";
import { currentPageVersion } from "./page-version.ts";

/** A few hundred bytes a product: room for every product of a large shop. */
const MAX_BYTES = 2_000_000;
const keysBySku = new ByteLru<{ version: string; keys: string[] }>(MAX_BYTES);

/** The parameters a product's page reads. */
export function queryKeysOf(product: Pick<Product, "configurable_options" | "customizations">): string[] {
  const options = (product.configurable_options ?? []).map((o) => o.attribute_code);
  return [...new Set(["childSku", EDIT_PARAM, ...options, ...urlQueryKeys(product.customizations ?? [])])];
}

/** The parameters the page of the product `sku` reads; null when the product cannot be read now. */
export async function productQueryKeys(sku: string): Promise<string[] | null> {
  const version = await currentPageVersion();
  if (version === null) return null;
  const hit = keysBySku.get(sku);
  if (hit?.version === version) return hit.keys;
  const product = await apiGet<Product>(`/api/product/${encodeURIComponent(sku)}`).catch(() => null);
  if (!product) return null;
  const keys = queryKeysOf(product);
  keysBySku.set(sku, { version, keys }, jsonBytes(keys));
  return keys;
}

