/** Catalogue reads: the category tree, category and product queries, a product by sku (spec §7 "Catalogue"). */
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import {
  FILTER_AGGREGATION_SIZE,
  LISTED_VISIBILITY,
  PRICE_RANGES,
  STATUS_ENABLED,
  type CatalogResult,
  type Category,
  type ConfigurableOption,
  type PriceRange,
  type Product,
  type TaxRule,
} from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { categories, productCategories, products, stock, taxRules } from "../../db/schema.ts";
import { NotFound } from "../../infra/errors.ts";
import { toCategory, toProduct, withCheapestChildPrice } from "./mapper.ts";

export const PRODUCT_SORTS = ["updated_at:desc", "final_price:asc", "final_price:desc", "name:asc"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Shown in listings: enabled, visible in catalogue or search, and sellable (out-of-stock products are not listed). */
const listed = and(
  eq(products.status, STATUS_ENABLED),
  inArray(products.visibility, [...LISTED_VISIBILITY]),
  or(eq(stock.manageStock, false), and(eq(stock.isInStock, true), sql`${stock.qty} > 0`)),
);

/** The price a shopper pays now, as SQL, mirroring `finalPriceCents` of the domain for sorting. */
const finalPriceSql = sql<number>`CASE WHEN ${products.specialPriceCents} IS NOT NULL
  AND ${products.specialPriceCents} < ${products.priceCents}
  AND (${products.specialFromDate} IS NULL OR ${products.specialFromDate} <= now())
  AND (${products.specialToDate} IS NULL
       OR now() < (date_trunc('day', ${products.specialToDate} AT TIME ZONE 'UTC') + interval '1 day') AT TIME ZONE 'UTC')
  THEN ${products.specialPriceCents} ELSE ${products.priceCents} END`;

function orderFor(sort: ProductSort): SQL[] {
  switch (sort) {
    case "final_price:asc":
      return [asc(finalPriceSql), asc(products.id)];
    case "final_price:desc":
      return [desc(finalPriceSql), asc(products.id)];
    case "name:asc":
      return [asc(products.name), asc(products.id)];
    default:
      return [desc(products.updatedAt), desc(products.id)];
  }
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

function inCategories(ids: number[]): SQL {
  return sql`EXISTS (SELECT 1 FROM ${productCategories} WHERE ${productCategories.productId} = ${products.id} AND ${inArray(productCategories.categoryId, ids)})`;
}

/** The final price in cents of the active currency is within the range's whole-unit bounds. */
function inPriceRange(range: PriceRange, rate: number): SQL {
  const converted = sql`(${finalPriceSql} * ${rate}::numeric)`;
  const lower = sql`${converted} >= ${range.from * 100}`;
  return range.to === null ? lower : sql`${lower} AND ${converted} < ${range.to * 100}`;
}

/** Every filter of the query but the price range, so the price buckets keep counting the other ranges. */
function baseFilters(q: ProductQuery): SQL | undefined {
  return and(
    listed,
    q.skus?.length ? inArray(products.sku, q.skus) : undefined,
    q.typeIds?.length ? inArray(products.typeId, q.typeIds) : undefined,
    q.categoryIds?.length ? inCategories(q.categoryIds) : undefined,
  );
}

async function priceBuckets(db: Db, where: SQL | undefined, rate: number) {
  const counts = Object.fromEntries(
    PRICE_RANGES.map((r) => [r.key, sql<number>`count(*) FILTER (WHERE ${inPriceRange(r, rate)})`.mapWith(Number)]),
  );
  const [row] = await db.select(counts).from(products).leftJoin(stock, eq(stock.productId, products.id)).where(where);
  return PRICE_RANGES.map((r) => ({ key: r.key, doc_count: row?.[r.key] ?? 0 })).filter((b) => b.doc_count > 0);
}

async function categoryBuckets(db: Db, where: SQL | undefined) {
  const rows = await db
    .select({ key: productCategories.categoryId, doc_count: count() })
    .from(productCategories)
    .innerJoin(products, eq(products.id, productCategories.productId))
    .leftJoin(stock, eq(stock.productId, products.id))
    .where(where)
    .groupBy(productCategories.categoryId)
    .orderBy(desc(count()), asc(productCategories.categoryId))
    .limit(FILTER_AGGREGATION_SIZE);
  return rows.map((r) => ({ key: String(r.key), doc_count: r.doc_count }));
}

export async function queryProducts(db: Db, q: ProductQuery, now = new Date()): Promise<CatalogResult<Product>> {
  const base = baseFilters(q);
  const where = q.priceRange ? and(base, inPriceRange(q.priceRange, q.rate)) : base;
  const [rows, totals, price, categoryIds] = await Promise.all([
    db
      .select({ product: products, stock })
      .from(products)
      .leftJoin(stock, eq(stock.productId, products.id))
      .where(where)
      .orderBy(...orderFor(q.sort))
      .limit(q.size)
      .offset(q.start),
    db.select({ total: count() }).from(products).leftJoin(stock, eq(stock.productId, products.id)).where(where),
    priceBuckets(db, base, q.rate),
    categoryBuckets(db, where),
  ]);
  const cats = await categoryIdsOf(
    db,
    rows.map((r) => r.product.id),
  );
  return {
    items: rows.map((r) => toProduct(r.product, r.stock, cats.get(r.product.id) ?? [], now)),
    total: totals[0]?.total ?? 0,
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
  return skus.flatMap((sku) => bySku.get(sku) ?? []);
}

/**
 * One product by sku with its configurable children. Status 2 or more fails to load (spec §4);
 * a child (visibility 1) loads too, so that a child page can find its parent.
 */
export async function productBySku(db: Db, sku: string, now = new Date()): Promise<Product> {
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
  return product.type_id === "configurable" ? withCheapestChildPrice(product) : product;
}

async function listedCountsByCategory(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .select({ categoryId: productCategories.categoryId, n: count() })
    .from(productCategories)
    .innerJoin(products, eq(products.id, productCategories.productId))
    .leftJoin(stock, eq(stock.productId, products.id))
    .where(listed)
    .groupBy(productCategories.categoryId);
  return new Map(rows.map((r) => [r.categoryId, r.n]));
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
