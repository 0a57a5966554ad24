/** Catalogue reads: the category tree, category and product queries, a product by sku (spec §7 "Catalogue"). */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, not, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  listingAggregations,
  PRICE_RANGES,
  STATUS_ENABLED,
  type CatalogResult,
  type Category,
  type ConfigurableOption,
  type Customization,
  type ListingCount,
  type PriceRange,
  type Product,
  type TaxRule,
} from "@petsies/domain";
import { selectRows, type Db } from "../../db/client.ts";
import {
  categories,
  productCategories,
  productCustomizations,
  productListing as listing,
  productListingCounts as listingCounts,
  products,
  stock,
  taxRules,
} from "../../db/schema.ts";
import { NotFound } from "../../infra/errors.ts";
import { withCustomizations } from "../customization/trees.ts";
import { toCategory, toProduct, withCheapestChildPrice } from "./mapper.ts";
import { withSetPrices, type PriceLog } from "./set-prices.ts";

/** position:asc is the shop's own order of a category's products (set in the back office), then the newest first. */
export const PRODUCT_SORTS = ["updated_at:desc", "final_price:asc", "final_price:desc", "name:asc", "position:asc"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** What product_listing and product_listing_counts both hold: the categories and the prices of listed products. */
interface ListedValues {
  categoryId: AnyPgColumn;
  categoryIds: AnyPgColumn;
  priceCents: AnyPgColumn;
  specialPriceCents: AnyPgColumn;
  specialFrom: AnyPgColumn;
  specialUntil: AnyPgColumn;
}

/**
 * The special price applies now. The listing keeps it only when it is below the price, and its window's
 * end is already the instant after the to-date's day, as the domain reads it.
 */
function specialPriceActive(t: ListedValues): SQL {
  return sql`(${t.specialPriceCents} IS NOT NULL
    AND (${t.specialFrom} IS NULL OR ${t.specialFrom} <= now())
    AND (${t.specialUntil} IS NULL OR now() < ${t.specialUntil}))`;
}

/** The price a shopper pays now, as SQL, mirroring `finalPriceCents` of the domain. */
function finalPrice(t: ListedValues): SQL {
  return sql`CASE WHEN ${specialPriceActive(t)} THEN ${t.specialPriceCents} ELSE ${t.priceCents} END`;
}

async function categoryIdsOf(db: Db, productIds: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (productIds.length === 0) return map;
  const rows = await db
    .select({ productId: productCategories.productId, categoryId: productCategories.categoryId })
    .from(productCategories)
    .where(inArray(productCategories.productId, productIds));
  for (const r of rows) map.set(r.productId, [...(map.get(r.productId) ?? []), r.categoryId]);
  return map;
}

export interface ProductQuery {
  categoryIds?: number[] | undefined;
  skus?: string[] | undefined;
  typeIds?: string[] | undefined;
  /** A price range in the active currency, converted with `rate` (spec §9 price filters). */
  priceRange?: PriceRange | undefined;
  rate: number;
  start: number;
  size: number;
  sort: ProductSort;
}

/**
 * One listing row per product: without categories, its row of no category; with one category, its row of
 * that category (a range of the indexes); with several, its row of the smallest asked category it is in.
 */
function inCategories(t: ListedValues, ids: number[] | undefined): SQL {
  if (!ids?.length) return isNull(t.categoryId);
  if (ids.length === 1) return eq(t.categoryId, ids[0] as number);
  const asked = sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::integer[]`;
  return sql`(${inArray(t.categoryId, ids)}
    AND ${t.categoryId} = (SELECT min(c) FROM unnest(${t.categoryIds}) AS c WHERE c = ANY (${asked})))`;
}

function withSkus(skus: string[]): SQL {
  return sql`${listing.productId} IN (SELECT ${products.id} FROM ${products} WHERE ${inArray(products.sku, skus)})`;
}

/** The final price in cents of the active currency is within the range's whole-unit bounds. */
function inPriceRange(range: PriceRange, rate: number, price: SQL): SQL {
  const converted = sql`(${price} * ${rate}::numeric)`;
  const lower = sql`${converted} >= ${range.from * 100}`;
  return range.to === null ? lower : sql`(${lower} AND ${converted} < ${range.to * 100})`;
}

/** Every filter of the query but the price range, so the price buckets keep counting the other ranges. */
function baseFilters(q: ProductQuery): SQL {
  const filters = and(
    inCategories(listing, q.categoryIds),
    q.skus?.length ? withSkus(q.skus) : undefined,
    q.typeIds?.length ? inArray(listing.typeId, q.typeIds) : undefined,
  );
  // and() answers undefined only when every condition is; the category condition never is.
  return filters as SQL;
}

/**
 * The product ids of one page, in order. The final price is the special price for some rows and the price
 * for the others, so each kind is read in order from its own index and the two are merged, and Latest reads
 * its index in order: a page never sorts a whole category.
 */
async function pageIds(db: Db, where: SQL, q: ProductQuery): Promise<number[]> {
  if (q.sort === "final_price:asc" || q.sort === "final_price:desc") {
    const direction = q.sort === "final_price:asc" ? sql`ASC` : sql`DESC`;
    // Each branch keeps its own ORDER BY: without it the planner appends both and sorts everything.
    const rows = await selectRows<{ product_id: number }>(
      db,
      sql`
      SELECT product_id FROM (
        (SELECT ${listing.productId}, ${listing.specialPriceCents} AS final_price_cents FROM ${listing}
         WHERE ${and(where, specialPriceActive(listing))} ORDER BY ${listing.specialPriceCents} ${direction}, ${listing.productId})
        UNION ALL
        (SELECT ${listing.productId}, ${listing.priceCents} FROM ${listing}
         WHERE ${and(where, not(specialPriceActive(listing)))} ORDER BY ${listing.priceCents} ${direction}, ${listing.productId})
      ) priced
      ORDER BY final_price_cents ${direction}, product_id
      LIMIT ${q.size} OFFSET ${q.start}`,
    );
    return rows.map((r) => Number(r.product_id));
  }
  if (q.sort === "position:asc") {
    // A listing row of a category meets that category's link, which holds the product's position there; a row of no
    // category has none and falls back to Latest. A category's rows are read whole: a category is a shelf, not the shop.
    const rows = await db
      .select({ productId: listing.productId })
      .from(listing)
      .leftJoin(productCategories, and(eq(productCategories.productId, listing.productId), eq(productCategories.categoryId, listing.categoryId)))
      .where(where)
      .orderBy(sql`${productCategories.position} ASC NULLS LAST`, sql`${listing.updatedAt} DESC`, desc(listing.productId))
      .limit(q.size)
      .offset(q.start);
    return rows.map((r) => r.productId);
  }
  // NULLS LAST as product_listing_latest_idx has it (the columns hold no nulls), so that the index gives the order.
  const order =
    q.sort === "name:asc"
      ? [asc(listing.name), asc(listing.productId)]
      : [sql`${listing.updatedAt} DESC NULLS LAST`, sql`${listing.productId} DESC NULLS LAST`];
  const rows = await db
    .select({ productId: listing.productId })
    .from(listing)
    .where(where)
    .orderBy(...order)
    .limit(q.size)
    .offset(q.start);
  return rows.map((r) => r.productId);
}

/**
 * The products a query matches, price range aside, counted by category set and price range in the active
 * currency (see listingAggregations). Read from product_listing_counts, where listing rows are already
 * counted by those values, unless the query filters by sku or type, which the counts do not keep. Summed
 * by final price first, so that the currency conversion runs once per price rather than once per product.
 */
async function countListed(db: Db, q: ProductQuery): Promise<ListingCount[]> {
  const counted =
    q.skus?.length || q.typeIds?.length
      ? { source: listing, where: baseFilters(q), products: sql`count(*)` }
      : { source: listingCounts, where: inCategories(listingCounts, q.categoryIds), products: sql`sum(${listingCounts.products})` };
  const ranges = PRICE_RANGES.map((r) => sql`WHEN ${inPriceRange(r, q.rate, sql`final_price_cents`)} THEN ${r.key}`);
  const rows = await selectRows<{ category_ids: number[]; price_key: string | null; count: number }>(
    db,
    sql`
    SELECT category_ids, CASE ${sql.join(ranges, sql` `)} END AS price_key, sum(n)::integer AS count
    FROM (
      SELECT ${counted.source.categoryIds} AS category_ids, ${finalPrice(counted.source)} AS final_price_cents, ${counted.products} AS n
      FROM ${counted.source} WHERE ${counted.where} GROUP BY 1, 2
    ) matched
    GROUP BY 1, 2`,
  );
  return rows.map((r) => ({ categoryIds: r.category_ids.map(Number), priceKey: r.price_key, count: Number(r.count) }));
}

/**
 * Products by id in the order given, with stock, category ids and customizations (one query: search and
 * listing pages call this for every page); ids no longer there are left out.
 */
export async function productsByIds(db: Db, ids: number[], now = new Date()): Promise<Product[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      product: products,
      stock,
      categoryIds: sql<number[]>`ARRAY(SELECT pc.category_id FROM product_categories pc WHERE pc.product_id = ${products.id} ORDER BY pc.category_id)`,
      customizations: productCustomizations.customizations,
    })
    .from(products)
    .leftJoin(stock, eq(stock.productId, products.id))
    .leftJoin(productCustomizations, eq(productCustomizations.productId, products.id))
    // One array parameter rather than inArray's list of one parameter per id: PGlite binds and plans it faster.
    .where(sql`${products.id} = ANY (${`{${ids.join(",")}}`}::integer[])`);
  const byId = new Map(rows.map((r) => [r.product.id, r]));
  const found = ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const product = toProduct(r.product, r.stock, r.categoryIds.map(Number), now);
    return [{ ...product, customizations: (r.customizations as Customization[] | null) ?? null }];
  });
  return withSetPrices(db, found, now);
}

/** Listed products (spec §4 "Category listing"): a page, the total and the price and category counts. */
export async function queryProducts(db: Db, q: ProductQuery, now = new Date()): Promise<CatalogResult<Product>> {
  const base = baseFilters(q);
  const where = q.priceRange ? sql`${base} AND ${inPriceRange(q.priceRange, q.rate, finalPrice(listing))}` : base;
  const [ids, counts] = await Promise.all([pageIds(db, where, q), countListed(db, q)]);
  const { total, price, categoryIds } = listingAggregations(counts, q.priceRange?.key);
  return {
    items: await productsByIds(db, ids, now),
    total,
    perPage: q.size,
    start: q.start,
    aggregations: { price: { buckets: price }, category_ids: { buckets: categoryIds } },
    attributeMetadata: [],
  };
}

/** Enabled products by sku, in the order asked, listed or not. */
export async function productsBySkus(db: Db, skus: string[], now = new Date()): Promise<Product[]> {
  if (skus.length === 0) return [];
  const rows = await db
    .select({ product: products, stock })
    .from(products)
    .leftJoin(stock, eq(stock.productId, products.id))
    .where(and(inArray(products.sku, skus), eq(products.status, STATUS_ENABLED)));
  const cats = await categoryIdsOf(
    db,
    rows.map((r) => r.product.id),
  );
  const bySku = new Map(rows.map((r) => [r.product.sku, toProduct(r.product, r.stock, cats.get(r.product.id) ?? [], now)]));
  return withCustomizations(db, await withSetPrices(db, skus.flatMap((sku) => bySku.get(sku) ?? []), now));
}

/**
 * One product by sku with its configurable children. Status 2 or more fails to load (spec §4);
 * a child (visibility 1) loads too, so that a child page can find its parent.
 */
export async function productBySku(db: Db, sku: string, now = new Date(), log?: PriceLog): Promise<Product> {
  const [row] = await db
    .select({ product: products, stock })
    .from(products)
    .leftJoin(stock, eq(stock.productId, products.id))
    .where(eq(products.sku, sku))
    .limit(1);
  if (!row) throw new NotFound(`Product query returned empty result sku = ${sku}`);
  if (row.product.status !== STATUS_ENABLED) {
    throw new NotFound(`Product query returned empty result product status = ${row.product.status}`);
  }
  let children: Product[] = [];
  if (row.product.typeId === "configurable") {
    const childRows = await db
      .select({ product: products, stock })
      .from(products)
      .leftJoin(stock, eq(stock.productId, products.id))
      .where(and(eq(products.parentSku, sku), eq(products.status, STATUS_ENABLED)))
      .orderBy(asc(products.id));
    const childCats = await categoryIdsOf(
      db,
      childRows.map((r) => r.product.id),
    );
    children = childRows.map((r) => toProduct(r.product, r.stock, childCats.get(r.product.id) ?? [], now));
  }
  const cats = await categoryIdsOf(db, [row.product.id]);
  const product = toProduct(row.product, row.stock, cats.get(row.product.id) ?? [], now, children);
  const priced = product.type_id === "configurable" ? withCheapestChildPrice(product) : (await withSetPrices(db, [product], now, log))[0]!;
  const [answer] = await withCustomizations(db, [priced]);
  return answer!;
}

async function listedCountsByCategory(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .select({ categoryId: listingCounts.categoryId, n: sql<number>`sum(${listingCounts.products})`.mapWith(Number) })
    .from(listingCounts)
    .where(isNotNull(listingCounts.categoryId))
    .groupBy(listingCounts.categoryId);
  return new Map(rows.map((r) => [r.categoryId as number, r.n]));
}

/** The active categories below the root, nested through children_data and sorted by position. */
export async function categoryTree(db: Db): Promise<Category[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(categories).where(eq(categories.isActive, true)).orderBy(asc(categories.position), asc(categories.id)),
    listedCountsByCategory(db),
  ]);
  const byId = new Map(rows.map((r) => [r.id, toCategory(r, counts.get(r.id) ?? 0)]));
  const roots: Category[] = [];
  for (const c of byId.values()) {
    const parent = c.parent_id === null ? undefined : byId.get(c.parent_id);
    if (parent) parent.children_data.push(c);
    else if (c.parent_id !== null) continue;
    else roots.push(c);
  }
  return roots.flatMap((root) => root.children_data);
}

export interface CategoryQuery {
  slug?: string | undefined;
  parentId?: number | undefined;
  level?: number | undefined;
  start: number;
  size: number;
}

export async function queryCategories(db: Db, q: CategoryQuery): Promise<CatalogResult<Category>> {
  const where = and(
    eq(categories.isActive, true),
    q.slug === undefined ? undefined : eq(categories.slug, q.slug),
    q.parentId === undefined ? undefined : eq(categories.parentId, q.parentId),
    q.level === undefined ? undefined : eq(categories.level, q.level),
  );
  const [rows, totals, counts] = await Promise.all([
    db.select().from(categories).where(where).orderBy(asc(categories.position), asc(categories.id)).limit(q.size).offset(q.start),
    db.select({ total: count() }).from(categories).where(where),
    listedCountsByCategory(db),
  ]);
  return {
    items: rows.map((r) => toCategory(r, counts.get(r.id) ?? 0)),
    total: totals[0]?.total ?? 0,
    perPage: q.size,
    start: q.start,
    aggregations: {},
    attributeMetadata: [],
  };
}

/** Tax rules (spec §3), for the server-side tax calculation and the catalogue's tax-rule query. */
export async function queryTaxRules(db: Db): Promise<CatalogResult<TaxRule>> {
  const rows = await db.select().from(taxRules).orderBy(asc(taxRules.id));
  const items = rows.map((r) => ({
    id: r.id,
    code: r.code,
    product_tax_class_ids: r.productTaxClassIds,
    customer_tax_class_ids: r.customerTaxClassIds,
    rates: r.rates,
  }));
  return { items, total: items.length, perPage: items.length, start: 0, aggregations: {}, attributeMetadata: [] };
}

/** An attribute of spec §3, as the catalogue's attribute query answers it. */
export interface Attribute {
  attribute_code: string;
  attribute_id: number;
  default_frontend_label: string;
  is_comparable: boolean;
  is_user_defined: boolean;
  is_visible: boolean;
  options: { value: string; label: string }[];
}

/**
 * The attributes that configurable products choose between (spec §7: size 150). Codes containing a dot
 * are never fetched (spec §5); asking for codes narrows the answer.
 */
export async function queryAttributes(db: Db, codes: string[] | undefined, size: number): Promise<CatalogResult<Attribute>> {
  const wanted = codes?.filter((c) => !c.includes("."));
  const rows = await db
    .select({ options: products.configurableOptions })
    .from(products)
    .where(and(eq(products.typeId, "configurable"), eq(products.status, STATUS_ENABLED)));
  const byCode = new Map<string, Attribute>();
  for (const option of rows.flatMap((r) => r.options as ConfigurableOption[])) {
    if (option.attribute_code.includes(".")) continue;
    if (wanted && !wanted.includes(option.attribute_code)) continue;
    const attribute = byCode.get(option.attribute_code) ?? {
      attribute_code: option.attribute_code,
      attribute_id: option.attribute_id,
      default_frontend_label: option.label,
      is_comparable: true,
      is_user_defined: true,
      is_visible: true,
      options: [],
    };
    for (const v of option.values) {
      if (!attribute.options.some((o) => o.value === String(v.value_index))) {
        attribute.options.push({ value: String(v.value_index), label: v.label });
      }
    }
    byCode.set(option.attribute_code, attribute);
  }
  const all = [...byCode.values()].sort((a, b) => a.attribute_code.localeCompare(b.attribute_code));
  const items = all.slice(0, size);
  return { items, total: all.length, perPage: size, start: 0, aggregations: {}, attributeMetadata: [] };
}
