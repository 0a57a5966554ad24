/**
 * The catalogue as the back office edits it (issue 13): products listed, read, created, edited, duplicated,
 * enabled and disabled. Every change runs in one transaction with its audit row, so nothing is half-saved;
 * the catalogue-version triggers (migration 0002) then tell every cache, the storefront's pages included
 * (url/version.ts), that the catalogue changed. Bad input is refused at its field (InvalidFields).
 */
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import {
  GIFT_CARD_PRODUCT_TYPE,
  hasNoStock,
  isEditableType,
  isSetType,
  type ProductBody,
  type ProductDetailAnswer,
  type ProductDuplicateBody,
  type ProductListAnswer,
  type ProductListQuery,
} from "@petsies/contract/admin";
import {
  GIFT_CARD_TYPE,
  GIFT_CARD_TYPE_ATTRIBUTE,
  isGiftCardProduct,
  productPath,
  sanitiseDescription,
  SEO_DESCRIPTION_ATTRIBUTE,
  SEO_TITLE_ATTRIBUTE,
  STATUS_ENABLED,
  type ProductType,
} from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../../db/like.ts";
import { categories, productCategories, products, stock, urlRewrites } from "../../db/schema.ts";
import { Conflict, NotFound } from "../../infra/errors.ts";
import { InvalidFields } from "../../infra/validation-answer.ts";
import { writeAudit, type Actor } from "../staff/audit.ts";
import { configurableParts } from "./configurable-read.ts";
import { setParts } from "./set-read.ts";
import { downloadOf } from "./download-read.ts";
import { giftCardOf } from "./gift-card-edit.ts";
import { galleryOf } from "./gallery.ts";
import { productRules } from "./product-rules.ts";

/** Any status but 1 keeps a product off the storefront (spec §4); 2 is what this app writes. */
export const STATUS_DISABLED = 2;

const SORTS: Record<ProductListQuery["sort"], SQL[]> = {
  created_desc: [desc(products.createdAt), desc(products.id)],
  name_asc: [asc(products.name), asc(products.id)],
  name_desc: [desc(products.name), asc(products.id)],
  sku_asc: [asc(products.sku)],
  price_asc: [asc(products.priceCents), asc(products.id)],
  price_desc: [desc(products.priceCents), asc(products.id)],
};

/** A product's type as the back office names it: a gift card apart from the other virtual products. */
export const staffTypeOf = (p: { typeId: string; customAttributes: Record<string, string | number> }) =>
  isGiftCardProduct(p.typeId, p.customAttributes) ? GIFT_CARD_PRODUCT_TYPE : p.typeId;

/** The catalogue's type for the back office's: a gift card is a virtual product (with its gift card type). */
const storedType = (type: string) => (type === GIFT_CARD_PRODUCT_TYPE ? "virtual" : type);

/** The same test as domain isGiftCardProduct, in SQL, for the list's type filter. */
const giftCardSql = sql`(${products.typeId} = 'virtual' and coalesce(${products.customAttributes}->>${GIFT_CARD_TYPE_ATTRIBUTE}, '') in ('1', '2', '3'))`;

function typeFilter(type: NonNullable<ProductListQuery["type"]>): SQL {
  if (type === GIFT_CARD_PRODUCT_TYPE) return giftCardSql;
  return type === "virtual" ? and(eq(products.typeId, type), sql`not ${giftCardSql}`)! : eq(products.typeId, type);
}

export async function listProductsForStaff(db: Db, query: ProductListQuery): Promise<ProductListAnswer> {
  const where: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    where.push(or(ilike(products.name, pattern), ilike(products.sku, pattern))!);
  }
  if (query.type) where.push(typeFilter(query.type));
  if (query.status) where.push(query.status === "enabled" ? eq(products.status, STATUS_ENABLED) : ne(products.status, STATUS_ENABLED));
  if (query.category) {
    where.push(sql`exists (select 1 from ${productCategories} where ${productCategories.productId} = ${products.id} and ${productCategories.categoryId} = ${query.category})`);
  }
  const filter = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ product: products, stock })
      .from(products)
      .leftJoin(stock, eq(stock.productId, products.id))
      .where(filter)
      .orderBy(...SORTS[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(products).where(filter),
  ]);
  return {
    products: rows.map(({ product: p, stock: s }) => ({
      id: p.id,
      sku: p.sku,
      name: p.name,
      type: staffTypeOf(p),
      enabled: p.status === STATUS_ENABLED,
      visibility: p.visibility,
      priceCents: p.priceCents,
      qty: s?.qty ?? 0,
      isInStock: s?.isInStock ?? false,
      editable: isEditableType(staffTypeOf(p)),
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

type Snapshot = Omit<ProductDetailAnswer, "categoryChoices" | "configurable" | "parent" | "bundle" | "grouped" | "download" | "giftCard">;

export const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);
/** A calendar day as the catalogue stores a window's edge: its first instant, UTC (catalog/cache.ts reads it so). */
const dayStart = (d: string | null) => (d ? new Date(`${d}T00:00:00.000Z`) : null);
export const textAttribute = (attributes: Record<string, string | number>, code: string) => String(attributes[code] ?? "");

export async function snapshot(db: Db, id: number): Promise<Snapshot> {
  const [row] = await db.select({ product: products, stock }).from(products).leftJoin(stock, eq(stock.productId, products.id)).where(eq(products.id, id)).limit(1);
  if (!row) throw new NotFound("No product has this id.");
  const p = row.product;
  const links = await db.select({ id: productCategories.categoryId }).from(productCategories).where(eq(productCategories.productId, id)).orderBy(asc(productCategories.categoryId));
  return {
    id: p.id,
    type: staffTypeOf(p),
    editable: isEditableType(staffTypeOf(p)),
    name: p.name,
    sku: p.sku,
    urlKey: p.urlKey,
    description: p.description,
    enabled: p.status === STATUS_ENABLED,
    visibility: p.visibility,
    taxClassId: p.taxClassId,
    categoryIds: links.map((l) => l.id),
    priceCents: p.priceCents,
    specialPriceCents: p.specialPriceCents,
    specialFromDate: day(p.specialFromDate),
    specialToDate: day(p.specialToDate),
    qty: row.stock?.qty ?? 0,
    manageStock: row.stock?.manageStock ?? true,
    isInStock: row.stock?.isInStock ?? false,
    metaTitle: textAttribute(p.customAttributes, SEO_TITLE_ATTRIBUTE),
    metaDescription: textAttribute(p.customAttributes, SEO_DESCRIPTION_ATTRIBUTE),
    storefrontPath: productPath({ sku: p.sku, parentSku: p.parentSku, type_id: p.typeId as ProductType }),
    pictures: galleryOf(p),
  };
}

/**
 * Every category below the tree's root, labelled with the names above it ("Pillows › Photo pillows"), for the
 * form's choices. The root (level 1) is the tree's frame, not a page of the shop.
 */
async function categoryChoices(db: Db): Promise<ProductDetailAnswer["categoryChoices"]> {
  const rows = await db.select({ id: categories.id, parentId: categories.parentId, name: categories.name, level: categories.level }).from(categories);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const label = (id: number): string => {
    const names: string[] = [];
    for (let c = byId.get(id); c && c.level > 1 && names.length < 10; c = c.parentId === null ? undefined : byId.get(c.parentId)) names.unshift(c.name);
    return names.join(" › ");
  };
  return rows
    .filter((r) => r.level > 1)
    .map((r) => ({ id: r.id, label: label(r.id) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

export async function productForStaff(db: Db, id: number): Promise<ProductDetailAnswer> {
  const [product, parts, sets, download, giftCard, choices] = await Promise.all([
    snapshot(db, id),
    configurableParts(db, id),
    setParts(db, id),
    downloadOf(db, id),
    giftCardOf(db, id),
    categoryChoices(db),
  ]);
  return { ...product, ...parts, ...sets, download, giftCard, categoryChoices: choices };
}

/** The choices the form offers before there is a product: a new product's categories. */
export async function newProductChoices(db: Db): Promise<Pick<ProductDetailAnswer, "categoryChoices">> {
  return { categoryChoices: await categoryChoices(db) };
}

/** The sku and url_key are the product's own; a url_key must not name a category's page either (url/service.ts). */
async function checkUnique(tx: Db, fields: { sku: string; urlKey: string }, exceptId: number | null): Promise<void> {
  const other = exceptId === null ? undefined : ne(products.id, exceptId);
  const errors: Record<string, string> = {};
  const [skuOwner] = await tx.select({ name: products.name }).from(products).where(and(sql`lower(${products.sku}) = lower(${fields.sku})`, other)).limit(1);
  if (skuOwner) errors.sku = productRules.skuTaken(skuOwner.name);
  const [keyOwner] = await tx.select({ name: products.name }).from(products).where(and(eq(products.urlKey, fields.urlKey), other)).limit(1);
  const [keyCategory] = await tx.select({ name: categories.name }).from(categories).where(eq(categories.urlPath, fields.urlKey)).limit(1);
  if (keyOwner) errors.urlKey = productRules.urlKeyTaken(keyOwner.name);
  else if (keyCategory) errors.urlKey = productRules.urlKeyIsCategory(keyCategory.name);
  if (Object.keys(errors).length > 0) throw new InvalidFields(errors);
}

async function checkCategories(tx: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids));
  if (found.length !== new Set(ids).size) throw new InvalidFields({ categoryIds: productRules.categoryGone });
}

/**
 * A gift card keeps its gift card type (e-mailed, as am_gift_card's), and a new one starts with its price as its one
 * amount, so it can be bought at once; its page sets its amounts and designs (gift-card-edit.ts).
 */
function giftCardAttributes(body: ProductBody, attributes: Record<string, string | number>): Record<string, string | number> {
  if (body.type !== GIFT_CARD_PRODUCT_TYPE) return {};
  const hasAmounts = attributes.am_giftcard_prices !== undefined || Number(attributes.am_allow_open_amount) === 1;
  return {
    [GIFT_CARD_TYPE_ATTRIBUTE]: attributes[GIFT_CARD_TYPE_ATTRIBUTE] ?? GIFT_CARD_TYPE.virtual,
    ...(hasAmounts ? {} : { am_giftcard_prices: String(body.priceCents / 100) }),
  };
}

/** The product row's columns for a form's values. */
export function productColumns(body: ProductBody, attributes: Record<string, string | number>) {
  const { [SEO_TITLE_ATTRIBUTE]: _title, [SEO_DESCRIPTION_ATTRIBUTE]: _description, ...others } = attributes;
  return {
    typeId: storedType(body.type),
    name: body.name,
    sku: body.sku,
    urlKey: body.urlKey,
    urlPath: body.urlKey,
    description: sanitiseDescription(body.description),
    status: body.enabled ? STATUS_ENABLED : STATUS_DISABLED,
    visibility: body.visibility,
    taxClassId: body.taxClassId,
    priceCents: body.priceCents,
    specialPriceCents: body.specialPriceCents,
    specialFromDate: body.specialPriceCents === null ? null : dayStart(body.specialFromDate),
    specialToDate: body.specialPriceCents === null ? null : dayStart(body.specialToDate),
    customAttributes: {
      ...others,
      ...giftCardAttributes(body, attributes),
      ...(body.metaTitle ? { [SEO_TITLE_ATTRIBUTE]: body.metaTitle } : {}),
      ...(body.metaDescription ? { [SEO_DESCRIPTION_ATTRIBUTE]: body.metaDescription } : {}),
    },
  };
}

/**
 * A configurable product is bought as one of its children, whose stock counts: its own is never managed, so it
 * is listed while its children decide what can be bought (as the demo's configurables are). A bundle's and a
 * grouped product's parts are bought in the same way, so theirs is not managed either; nor is a gift card's (money).
 */
export const stockOf = (body: Pick<ProductBody, "qty" | "manageStock" | "isInStock"> & { type?: string }) =>
  body.type !== undefined && hasNoStock(body.type)
    ? { qty: 0, manageStock: false, isInStock: true }
    : { qty: body.qty, manageStock: body.manageStock, isInStock: body.isInStock };

/**
 * A set product's price is made of its parts (set-edit.ts keeps the stored one in step with them): the form's
 * price and special price are not kept, a new set starting at 0 until it has parts.
 */
const NO_PRICE = { priceCents: 0, specialPriceCents: null, specialFromDate: null, specialToDate: null };
function withoutSetPrice(columns: ReturnType<typeof productColumns>) {
  if (!isSetType(columns.typeId)) return columns;
  const { priceCents: _price, specialPriceCents: _special, specialFromDate: _from, specialToDate: _to, ...rest } = columns;
  return rest;
}

export async function saveStockAndCategories(tx: Db, id: number, body: Pick<ProductBody, "qty" | "manageStock" | "isInStock" | "categoryIds"> & { type?: string }): Promise<void> {
  const level = stockOf(body);
  await tx.insert(stock).values({ productId: id, ...level }).onConflictDoUpdate({ target: stock.productId, set: level });
  const wanted = [...new Set(body.categoryIds)];
  const current = await tx.select({ id: productCategories.categoryId }).from(productCategories).where(eq(productCategories.productId, id));
  const currentIds = new Set(current.map((c) => c.id));
  const gone = [...currentIds].filter((c) => !wanted.includes(c));
  if (gone.length > 0) await tx.delete(productCategories).where(and(eq(productCategories.productId, id), inArray(productCategories.categoryId, gone)));
  const added = wanted.filter((c) => !currentIds.has(c));
  if (added.length === 0) return;
  // A product added to a category goes last there, as a new product on a shelf would.
  const last = await tx
    .select({ categoryId: productCategories.categoryId, max: sql<number>`max(${productCategories.position})` })
    .from(productCategories)
    .where(inArray(productCategories.categoryId, added))
    .groupBy(productCategories.categoryId);
  const lastOf = new Map(last.map((l) => [l.categoryId, Number(l.max)]));
  await tx.insert(productCategories).values(added.map((categoryId) => ({ productId: id, categoryId, position: (lastOf.get(categoryId) ?? -1) + 1 })));
}

/**
 * The old address keeps working: a 301 from the old url_key's path to the new one. A rewrite that pointed at the
 * old path now points at the new one (no chains), and a rewrite from the new path (the key given back) goes.
 */
export async function moveAddress(tx: Db, oldKey: string, newKey: string): Promise<void> {
  const from = `/${oldKey}/`;
  const to = `/${newKey}/`;
  await tx.delete(urlRewrites).where(eq(urlRewrites.requestPath, to));
  await tx.update(urlRewrites).set({ targetPath: to }).where(eq(urlRewrites.targetPath, from));
  await tx
    .insert(urlRewrites)
    .values({ requestPath: from, targetPath: to, redirectType: 301 })
    .onConflictDoUpdate({ target: urlRewrites.requestPath, set: { targetPath: to, redirectType: 301 } });
}

function isUniqueViolation(err: unknown): boolean {
  const cause = (err as { cause?: { code?: string }; code?: string } | null) ?? {};
  return cause.code === "23505" || cause.cause?.code === "23505";
}

/** Two staff saving the same sku at once: the unique index decides, and the loser hears it at the field. */
export async function answeringTakenSku<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw new InvalidFields({ sku: "This SKU was just taken by another product. Choose another one." });
    throw err;
  }
}

export async function createProduct(db: Db, actor: Actor, body: ProductBody): Promise<ProductDetailAnswer> {
  const id = await answeringTakenSku(() =>
    db.transaction(async (tx) => {
      await checkUnique(tx, body, null);
      await checkCategories(tx, body.categoryIds);
      const [row] = await tx.insert(products).values({ ...productColumns(body, {}), ...(isSetType(body.type) ? NO_PRICE : {}) }).returning({ id: products.id });
      const productId = row!.id;
      await saveStockAndCategories(tx, productId, body);
      await writeAudit(tx, actor, { action: "product.create", entityType: "product", entityId: productId, after: await snapshot(tx, productId) });
      return productId;
    }),
  );
  return productForStaff(db, id);
}

export async function updateProduct(db: Db, actor: Actor, id: number, body: ProductBody): Promise<ProductDetailAnswer> {
  await answeringTakenSku(() =>
    db.transaction(async (tx) => {
      const before = await snapshot(tx, id);
      if (!before.editable) throw new Conflict(productRules.notEditable(before.type), "type_not_editable");
      if (body.type !== before.type) throw new InvalidFields({ type: productRules.typeFixed });
      await checkUnique(tx, body, id);
      await checkCategories(tx, body.categoryIds);
      const [current] = await tx.select({ attributes: products.customAttributes }).from(products).where(eq(products.id, id));
      // updated_at is left alone: it orders the storefront's "Latest", which an edit does not make a product.
      await tx.update(products).set(withoutSetPrice(productColumns(body, current?.attributes ?? {}))).where(eq(products.id, id));
      await saveStockAndCategories(tx, id, body);
      if (before.urlKey !== body.urlKey) await moveAddress(tx, before.urlKey, body.urlKey);
      // A configurable's children name it by its sku: they follow a new one.
      if (before.type === "configurable" && before.sku !== body.sku) await tx.update(products).set({ parentSku: body.sku }).where(eq(products.parentSku, before.sku));
      await writeAudit(tx, actor, { action: "product.update", entityType: "product", entityId: id, before, after: await snapshot(tx, id) });
    }),
  );
  return productForStaff(db, id);
}

/** A copy of a simple or virtual product, disabled until someone has looked at it. */
export async function duplicateProduct(db: Db, actor: Actor, id: number, body: ProductDuplicateBody): Promise<ProductDetailAnswer> {
  const copyId = await answeringTakenSku(() =>
    db.transaction(async (tx) => {
      const source = await snapshot(tx, id);
      if (!source.editable) throw new Conflict(`A ${source.type} product cannot be duplicated here yet.`, "type_not_editable");
      await checkUnique(tx, body, null);
      const [original] = await tx.select().from(products).where(eq(products.id, id));
      const { id: _id, createdAt: _created, updatedAt: _updated, ...copy } = original!;
      const [row] = await tx
        .insert(products)
        // A copy of a configurable's child is no child: its parent would have two of the same values.
        .values({ ...copy, parentSku: null, sku: body.sku, urlKey: body.urlKey, urlPath: body.urlKey, name: `${source.name} (copy)`, status: STATUS_DISABLED })
        .returning({ id: products.id });
      const newId = row!.id;
      await saveStockAndCategories(tx, newId, source);
      await writeAudit(tx, actor, { action: "product.duplicate", entityType: "product", entityId: newId, before: { from: id }, after: await snapshot(tx, newId) });
      return newId;
    }),
  );
  return productForStaff(db, copyId);
}

/** Enabling or disabling works for every type of product. */
export async function setProductEnabled(db: Db, actor: Actor, id: number, enabled: boolean): Promise<ProductDetailAnswer> {
  await db.transaction(async (tx) => {
    const before = await snapshot(tx, id);
    if (before.enabled === enabled) return;
    await tx.update(products).set({ status: enabled ? STATUS_ENABLED : STATUS_DISABLED }).where(eq(products.id, id));
    await writeAudit(tx, actor, { action: enabled ? "product.enable" : "product.disable", entityType: "product", entityId: id, before: { enabled: before.enabled }, after: { enabled } });
  });
  return productForStaff(db, id);
}
