/**
 * The category tree as the back office edits it (issue 13, owners): categories created, edited, moved and deleted,
 * and the products of a category put in their order. Every change runs in one transaction with its audit row, so
 * nothing is half-saved; the catalogue-version triggers on categories and product_categories (migration 0002) then
 * tell every cache, the storefront's pages included (url/version.ts), that the catalogue changed.
 *
 * A category's address is flat — url_path, slug and url_key are one value, its page /c/{url_key}/ and, through the
 * URL dispatcher, /{url_key}/ — so a url_key is unique across categories and products, and moving a category
 * changes no address. Changes to the tree's shape take a lock on the categories table first: two moves at once
 * could otherwise each pass the "not under itself" check and together make a cycle.
 */
import { and, asc, count, eq, inArray, ne, or, sql } from "drizzle-orm";
import type {
  CategoryBody,
  CategoryDetailAnswer,
  CategoryMoveBody,
  CategoryNode,
  CategoryProductsAnswer,
  CategoryTreeAnswer,
  NewCategoryBody,
} from "@petsies/contract/admin";
import { categoryPath, sanitiseDescription, STATUS_ENABLED, urlKeyOf } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { categories, coupons, productCategories, products, urlRewrites } from "../../db/schema.ts";
import { Conflict, NotFound } from "../../infra/errors.ts";
import { InvalidFields } from "../../infra/validation-answer.ts";
import { writeAudit, type Actor } from "../staff/audit.ts";

type CategoryRow = typeof categories.$inferSelect;

/** First path segments of the storefront's own route shapes (url/service.ts): a bare url_key there names no page. */
const ROUTE_SEGMENTS = new Set(["p", "c", "cross-sells"]);

function nodeOf(c: CategoryRow, productCount: number): CategoryNode {
  return {
    id: c.id,
    parentId: c.parentId,
    name: c.name,
    urlKey: c.urlKey,
    urlPath: c.urlPath,
    level: c.level,
    position: c.position,
    active: c.isActive,
    productCount,
    storefrontPath: categoryPath(c),
  };
}

async function productCounts(db: Db, ids?: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: productCategories.categoryId, n: count() })
    .from(productCategories)
    .where(ids ? inArray(productCategories.categoryId, ids) : undefined)
    .groupBy(productCategories.categoryId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

export async function categoryTreeForStaff(db: Db): Promise<CategoryTreeAnswer> {
  const [rows, counts] = await Promise.all([db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)), productCounts(db)]);
  return { categories: rows.map((c) => nodeOf(c, counts.get(c.id) ?? 0)) };
}

async function rowOf(db: Db, id: number): Promise<CategoryRow> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
  if (!row) throw new NotFound("No category has this id.");
  return row;
}

export async function categoryForStaff(db: Db, id: number): Promise<CategoryDetailAnswer> {
  const row = await rowOf(db, id);
  const counts = await productCounts(db, [id]);
  return { ...nodeOf(row, counts.get(id) ?? 0), description: row.description, menuColumn: row.menuColumn };
}

/** Changes to the tree wait for each other (see the file's comment); readers are not held up. */
async function lockTree(tx: Db): Promise<void> {
  await tx.execute(sql`LOCK TABLE ${categories} IN SHARE ROW EXCLUSIVE MODE`);
}

/** A url_key names one page: no other category's, no product's, and none of the route shapes'. */
async function checkUrlKey(tx: Db, key: string, exceptId: number | null): Promise<void> {
  if (ROUTE_SEGMENTS.has(key)) throw new InvalidFields({ urlKey: `“${key}” is part of the shop's own addresses. Choose another URL key.` });
  const other = exceptId === null ? undefined : ne(categories.id, exceptId);
  const [category] = await tx
    .select({ name: categories.name })
    .from(categories)
    .where(and(or(eq(categories.slug, key), eq(categories.urlKey, key), eq(categories.urlPath, key)), other))
    .limit(1);
  if (category) throw new InvalidFields({ urlKey: `This URL key is already used by the category “${category.name}”. Choose another one.` });
  const [product] = await tx.select({ name: products.name }).from(products).where(eq(products.urlPath, key)).limit(1);
  if (product) throw new InvalidFields({ urlKey: `This URL key is the product “${product.name}”'s address. Choose another one.` });
}

/**
 * The old addresses keep working: /c/{old}/ and /{old}/ answer a 301 to /c/{new}/. Rewrites that pointed at an old
 * address now point at the new one (no chains), and a rewrite from a new address (the key given back) goes.
 */
async function moveAddress(tx: Db, oldKey: string, newKey: string): Promise<void> {
  const to = `/c/${newKey}/`;
  await tx.delete(urlRewrites).where(inArray(urlRewrites.requestPath, [to, `/${newKey}/`]));
  const from = [`/c/${oldKey}/`, `/${oldKey}/`];
  await tx.update(urlRewrites).set({ targetPath: to }).where(inArray(urlRewrites.targetPath, from));
  for (const requestPath of from) {
    await tx.insert(urlRewrites).values({ requestPath, targetPath: to, redirectType: 301 }).onConflictDoUpdate({ target: urlRewrites.requestPath, set: { targetPath: to, redirectType: 301 } });
  }
}

async function parentOf(tx: Db, parentId: number): Promise<CategoryRow> {
  const [parent] = await tx.select().from(categories).where(eq(categories.id, parentId)).limit(1);
  if (!parent) throw new InvalidFields({ parentId: "The chosen parent category no longer exists: reload the page and choose again." });
  return parent;
}

const pathOf = (parent: CategoryRow, id: number) => `${parent.path}/${id}`;

export async function createCategory(db: Db, actor: Actor, body: NewCategoryBody): Promise<CategoryDetailAnswer> {
  const id = await db.transaction(async (tx) => {
    await lockTree(tx);
    const parent = await parentOf(tx, body.parentId);
    const key = body.urlKey || urlKeyOf(body.name);
    if (!key) throw new InvalidFields({ urlKey: "Enter a URL key: the name has no letters or digits to make one from" });
    await checkUrlKey(tx, key, null);
    const [last] = await tx
      .select({ id: sql<number>`coalesce(max(${categories.id}), 0)`.mapWith(Number), position: sql<number>`coalesce(max(${categories.position}) filter (where ${categories.parentId} = ${parent.id}), 0)`.mapWith(Number) })
      .from(categories);
    const newId = (last?.id ?? 0) + 1;
    await tx.insert(categories).values({
      id: newId,
      parentId: parent.id,
      name: body.name,
      slug: key,
      urlKey: key,
      urlPath: key,
      path: pathOf(parent, newId),
      level: parent.level + 1,
      position: (last?.position ?? 0) + 1,
      isActive: body.active,
      description: sanitiseDescription(body.description),
      menuColumn: body.menuColumn ?? null,
    });
    await writeAudit(tx, actor, { action: "category.create", entityType: "category", entityId: newId, after: await categoryForStaff(tx, newId) });
    return newId;
  });
  return categoryForStaff(db, id);
}

export async function updateCategory(db: Db, actor: Actor, id: number, body: CategoryBody): Promise<CategoryDetailAnswer> {
  await db.transaction(async (tx) => {
    await lockTree(tx);
    const before = await categoryForStaff(tx, id);
    if (before.parentId === null && !body.active) throw new InvalidFields({ active: "The tree's root stays active: every category hangs from it." });
    if (body.urlKey !== before.urlKey) await checkUrlKey(tx, body.urlKey, id);
    await tx
      .update(categories)
      .set({
        name: body.name,
        slug: body.urlKey,
        urlKey: body.urlKey,
        urlPath: body.urlKey,
        description: sanitiseDescription(body.description),
        isActive: body.active,
        ...(body.menuColumn === undefined ? {} : { menuColumn: body.menuColumn }),
        updatedAt: new Date(),
      })
      .where(eq(categories.id, id));
    if (body.urlKey !== before.urlKey) await moveAddress(tx, before.urlKey, body.urlKey);
    await writeAudit(tx, actor, { action: "category.update", entityType: "category", entityId: id, before, after: await categoryForStaff(tx, id) });
  });
  return categoryForStaff(db, id);
}

/** Siblings numbered 1, 2, 3… in the order given; only rows whose number changes are written. */
async function renumber(tx: Db, ordered: Pick<CategoryRow, "id" | "position">[]): Promise<void> {
  for (const [i, c] of ordered.entries()) {
    if (c.position !== i + 1) await tx.update(categories).set({ position: i + 1 }).where(eq(categories.id, c.id));
  }
}

const siblingsOf = (tx: Db, parentId: number, exceptId: number) =>
  tx.select({ id: categories.id, position: categories.position }).from(categories).where(and(eq(categories.parentId, parentId), ne(categories.id, exceptId))).orderBy(asc(categories.position), asc(categories.id));

/** Under a new parent (or the same one: a reorder), at a place among the siblings; its subcategories go with it. */
export async function moveCategory(db: Db, actor: Actor, id: number, body: CategoryMoveBody): Promise<CategoryTreeAnswer> {
  await db.transaction(async (tx) => {
    await lockTree(tx);
    const category = await rowOf(tx, id);
    if (category.parentId === null) throw new Conflict("The tree's root cannot move: every category hangs from it.", "root");
    const parent = await parentOf(tx, body.parentId);
    if (parent.id === id || parent.path.startsWith(`${category.path}/`)) {
      throw new InvalidFields({ parentId: `“${category.name}” cannot move under itself or one of its own subcategories.` });
    }
    const siblings = await siblingsOf(tx, parent.id, id);
    const at = Math.min(body.position, siblings.length);
    const newPath = pathOf(parent, id);
    const levelChange = parent.level + 1 - category.level;
    await tx.update(categories).set({ parentId: parent.id, path: newPath, level: parent.level + 1, position: 0, updatedAt: new Date() }).where(eq(categories.id, id));
    if (newPath !== category.path) {
      await tx
        .update(categories)
        .set({ path: sql`${newPath} || substr(${categories.path}, ${category.path.length + 1})`, level: sql`${categories.level} + ${levelChange}` })
        .where(sql`${categories.path} like ${`${category.path}/%`}`);
    }
    await renumber(tx, [...siblings.slice(0, at), { id, position: 0 }, ...siblings.slice(at)]);
    if (category.parentId !== parent.id) await renumber(tx, await siblingsOf(tx, category.parentId, id));
    await writeAudit(tx, actor, {
      action: "category.move",
      entityType: "category",
      entityId: id,
      before: { parentId: category.parentId, position: category.position, path: category.path },
      after: { parentId: parent.id, position: at + 1, path: newPath },
    });
  });
  return categoryTreeForStaff(db);
}

/** Only an empty category goes: its subcategories and products would otherwise be lost from the shop's tree. */
export async function deleteCategory(db: Db, actor: Actor, id: number): Promise<CategoryTreeAnswer> {
  await db.transaction(async (tx) => {
    await lockTree(tx);
    const before = await categoryForStaff(tx, id);
    if (before.parentId === null) throw new Conflict("The tree's root cannot be deleted: every category hangs from it.", "root");
    const [children] = await tx.select({ n: count() }).from(categories).where(eq(categories.parentId, id));
    if (children && children.n > 0) {
      throw new Conflict(`“${before.name}” still has ${children.n === 1 ? "a subcategory" : `${children.n} subcategories`}: move or delete ${children.n === 1 ? "it" : "them"} first.`, "not_empty");
    }
    if (before.productCount > 0) {
      throw new Conflict(`“${before.name}” still holds ${before.productCount === 1 ? "a product" : `${before.productCount} products`}: remove ${before.productCount === 1 ? "it" : "them"} from the category first.`, "not_empty");
    }
    const [coupon] = await tx.select({ description: coupons.description }).from(coupons).where(sql`${id} = any(${coupons.categoryIds})`).limit(1);
    if (coupon) throw new Conflict(`The coupon “${coupon.description}” applies to “${before.name}”: change the coupon first.`, "in_use");
    await tx.delete(categories).where(eq(categories.id, id));
    if (before.parentId !== null) await renumber(tx, await siblingsOf(tx, before.parentId, id));
    await writeAudit(tx, actor, { action: "category.delete", entityType: "category", entityId: id, before });
  });
  return categoryTreeForStaff(db);
}

export async function categoryProducts(db: Db, id: number): Promise<CategoryProductsAnswer> {
  await rowOf(db, id);
  const rows = await db
    .select({ id: products.id, sku: products.sku, name: products.name, status: products.status, position: productCategories.position })
    .from(productCategories)
    .innerJoin(products, eq(products.id, productCategories.productId))
    .where(eq(productCategories.categoryId, id))
    .orderBy(asc(productCategories.position), asc(productCategories.productId));
  return { products: rows.map(({ status, ...p }) => ({ ...p, enabled: status === STATUS_ENABLED })) };
}

/** Changes to one category's products wait for each other, so an order is never written over a newer list. */
async function lockCategory(tx: Db, id: number): Promise<CategoryRow> {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for("update").limit(1);
  if (!row) throw new NotFound("No category has this id.");
  return row;
}

/** A product, by sku, goes last in the category, as a new product on a shelf would. */
export async function addCategoryProduct(db: Db, actor: Actor, id: number, sku: string): Promise<CategoryProductsAnswer> {
  await db.transaction(async (tx) => {
    const category = await lockCategory(tx, id);
    const [product] = await tx.select({ id: products.id, name: products.name }).from(products).where(sql`lower(${products.sku}) = lower(${sku.trim()})`).limit(1);
    if (!product) throw new InvalidFields({ sku: `No product has the SKU “${sku.trim()}”.` });
    const [last] = await tx
      .select({ max: sql<number | null>`max(${productCategories.position})`, here: sql<boolean>`bool_or(${productCategories.productId} = ${product.id})` })
      .from(productCategories)
      .where(eq(productCategories.categoryId, id));
    if (last?.here) throw new InvalidFields({ sku: `“${product.name}” is already in “${category.name}”.` });
    const position = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
    await tx.insert(productCategories).values({ productId: product.id, categoryId: id, position });
    await writeAudit(tx, actor, { action: "category.product_add", entityType: "category", entityId: id, after: { productId: product.id, sku, position } });
  });
  return categoryProducts(db, id);
}

export async function removeCategoryProduct(db: Db, actor: Actor, id: number, productId: number): Promise<CategoryProductsAnswer> {
  await db.transaction(async (tx) => {
    await lockCategory(tx, id);
    const [removed] = await tx
      .delete(productCategories)
      .where(and(eq(productCategories.categoryId, id), eq(productCategories.productId, productId)))
      .returning({ productId: productCategories.productId, position: productCategories.position });
    if (!removed) throw new NotFound("This product is not in the category (any more): reload the page.");
    await writeAudit(tx, actor, { action: "category.product_remove", entityType: "category", entityId: id, before: removed });
  });
  return categoryProducts(db, id);
}

/** The category's products, every one of them, first to last: positions 0, 1, 2… (only changed rows are written). */
export async function orderCategoryProducts(db: Db, actor: Actor, id: number, productIds: number[]): Promise<CategoryProductsAnswer> {
  await db.transaction(async (tx) => {
    await lockCategory(tx, id);
    const current = await tx
      .select({ productId: productCategories.productId, position: productCategories.position })
      .from(productCategories)
      .where(eq(productCategories.categoryId, id))
      .orderBy(asc(productCategories.position), asc(productCategories.productId));
    const known = new Set(current.map((c) => c.productId));
    if (new Set(productIds).size !== productIds.length || productIds.length !== known.size || !productIds.every((p) => known.has(p))) {
      throw new Conflict("The category's products changed since this page loaded: reload it and order them again.", "stale");
    }
    const positionOf = new Map(current.map((c) => [c.productId, c.position]));
    const changed = productIds.map((productId, position) => ({ productId, position })).filter((p) => positionOf.get(p.productId) !== p.position);
    if (changed.length === 0) return;
    await tx.execute(sql`
      update ${productCategories} set position = o.position
      from (select unnest(${sql`ARRAY[${sql.join(changed.map((c) => sql`${c.productId}`), sql`, `)}]::integer[]`}) as product_id,
                   unnest(${sql`ARRAY[${sql.join(changed.map((c) => sql`${c.position}`), sql`, `)}]::integer[]`}) as position) o
      where ${productCategories.categoryId} = ${id} and ${productCategories.productId} = o.product_id`);
    await writeAudit(tx, actor, {
      action: "category.product_order",
      entityType: "category",
      entityId: id,
      before: current.map((c) => c.productId),
      after: productIds,
    });
  });
  return categoryProducts(db, id);
}
