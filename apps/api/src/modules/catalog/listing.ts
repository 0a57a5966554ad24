/** The product listing call: validated query → cached catalogue answer, projected to the asked fields. */
import type { FastifyBaseLogger } from "fastify";
import { BASE_CURRENCY, priceRangeByKey, type CatalogResult, type Product } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { Invalid } from "../../infra/errors.ts";
import { listRates } from "../currency/service.ts";
import type { CatalogCache } from "./cache.ts";
import type { ProductQueryInput } from "./schemas.ts";
import { productsBySkus, queryProducts } from "./service.ts";

/** A currency code is accepted only if the shop offers it (spec §5). */
async function rateOf(db: Db, code: string): Promise<number> {
  if (code === BASE_CURRENCY) return 1;
  const rate = (await listRates(db)).find((r) => r.currency_to === code);
  if (!rate) throw new Invalid(`Unknown currency code: ${code}`);
  return rate.rate;
}

/** Keeps only `include` fields (when given) and drops `exclude` fields (spec §7 include/exclude fields). */
export function projectFields<T extends object>(item: T, include?: string[], exclude?: string[]): Partial<T> {
  const keys = Object.keys(item).filter((k) => (!include || include.includes(k)) && !exclude?.includes(k));
  return Object.fromEntries(keys.map((k) => [k, item[k as keyof T]])) as Partial<T>;
}

export async function listProducts(
  db: Db,
  cache: CatalogCache,
  input: ProductQueryInput,
): Promise<CatalogResult<Partial<Product>>> {
  const currency = input.currency ?? BASE_CURRENCY;
  const rate = await rateOf(db, currency);
  const query = {
    categoryIds: input.category_id,
    skus: input.skus,
    typeIds: input.type_id,
    priceRange: input.price ? priceRangeByKey(input.price) : undefined,
    rate,
    start: input.start,
    size: input.size,
    sort: input.sort,
  };
  const result = await cache.get(db, "products", query, () => queryProducts(db, query));
  if (!input.include_fields && !input.exclude_fields) return result;
  return { ...result, items: result.items.map((p) => projectFields(p, input.include_fields, input.exclude_fields)) };
}

const PRICE_FIELDS = ["price", "original_price", "special_price", "final_price", "regular_price"] as const;

/** A product with its prices in another currency (rounded to cents); children converted too. */
export function inCurrency(p: Product, rate: number): Product {
  const converted = { ...p, configurable_children: p.configurable_children.map((c) => inCurrency(c, rate)) };
  for (const field of PRICE_FIELDS) {
    const value = p[field];
    if (value !== null) converted[field] = Math.round(value * 100 * rate) / 100;
  }
  return converted;
}

/**
 * `render-list` (spec §7): the products of the given skus with prices in the asked currency, whether
 * listed or not (a cart shows what it holds). Unknown or disabled skus are left out.
 */
export async function renderList(
  db: Db,
  skus: string[],
  currencyCode: string,
  log: FastifyBaseLogger,
): Promise<{ items: Product[] }> {
  const rate = await rateOf(db, currencyCode);
  try {
    const items = await productsBySkus(db, skus);
    return { items: items.map((p) => inCurrency(p, rate)) };
  } catch (err) {
    // Spec §8: a failed render-list answers an empty list and is logged.
    log.error({ err, skus }, "render-list failed");
    return { items: [] };
  }
}
