/**
 * A customer's wish list and compare list (spec §1 hinted features). Each list belongs to the customer of
 * the user token and is only ever read or changed through that token: no request names a customer or
 * another customer's entry, so one customer can neither see nor change another's list. Guests keep their
 * lists in the browser; at login the browser merges them in (mergeList).
 */
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { addToList, listFullMessage, listLimit, mergeLists, NOT_VISIBLE, STATUS_ENABLED, type ProductListKind } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { compareItems, customers, products, wishlistItems } from "../../db/schema.ts";
import { Conflict, NotFound } from "../../infra/errors.ts";

const TABLES = { wishlist: wishlistItems, compare: compareItems } as const;

/** Changes to one customer's lists take turns (the customer row's lock), so adds made together never pass the limit. */
async function lockCustomer(tx: Db, customerId: number): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for("update");
}

/** Products that can be listed: enabled and visible somewhere (not the hidden add-ons and size children). */
async function listableProducts(db: Db, skus: readonly string[]) {
  if (skus.length === 0) return [];
  return db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(and(inArray(products.sku, [...skus]), eq(products.status, STATUS_ENABLED), ne(products.visibility, NOT_VISIBLE)));
}

/** The list's skus, oldest first. */
export async function listSkus(db: Db, kind: ProductListKind, customerId: number): Promise<string[]> {
  const table = TABLES[kind];
  const rows = await db
    .select({ sku: products.sku })
    .from(table)
    .innerJoin(products, eq(products.id, table.productId))
    .where(eq(table.customerId, customerId))
    .orderBy(asc(table.createdAt), asc(products.sku));
  return rows.map((r) => r.sku);
}

export async function addToCustomerList(db: Db, kind: ProductListKind, customerId: number, sku: string, now = new Date()): Promise<string[]> {
  const [product] = await listableProducts(db, [sku]);
  if (!product) throw new NotFound(`Product ${sku} not found`);
  const table = TABLES[kind];
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const current = await listSkus(tx, kind, customerId);
    const next = addToList(current, sku, listLimit(kind));
    if (!next) throw new Conflict(listFullMessage(kind));
    if (next.length > current.length) await tx.insert(table).values({ customerId, productId: product.id, createdAt: now }).onConflictDoNothing();
    return next;
  });
}

export async function removeFromCustomerList(db: Db, kind: ProductListKind, customerId: number, sku: string): Promise<string[]> {
  const table = TABLES[kind];
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.sku, sku)).limit(1);
  if (product) await db.delete(table).where(and(eq(table.customerId, customerId), eq(table.productId, product.id)));
  return listSkus(db, kind, customerId);
}

/**
 * A guest's list joins the customer's at login: the customer's entries first, then the guest's new ones;
 * skus that are not (or no longer) listable are dropped; past the limit the newest are kept.
 */
export async function mergeCustomerList(db: Db, kind: ProductListKind, customerId: number, guestSkus: readonly string[], now = new Date()): Promise<string[]> {
  const table = TABLES[kind];
  const known = new Map((await listableProducts(db, guestSkus)).map((p) => [p.sku, p.id]));
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const current = await listSkus(tx, kind, customerId);
    const merged = mergeLists(current, guestSkus.filter((s) => known.has(s)), listLimit(kind));
    const dropped = current.filter((s) => !merged.includes(s));
    const added = merged.filter((s) => !current.includes(s));
    if (dropped.length > 0) {
      const ids = (await tx.select({ id: products.id }).from(products).where(inArray(products.sku, dropped))).map((p) => p.id);
      await tx.delete(table).where(and(eq(table.customerId, customerId), inArray(table.productId, ids)));
    }
    if (added.length > 0) {
      // Later entries get later times, so the list keeps the guest's order after the customer's.
      await tx
        .insert(table)
        .values(added.map((sku, i) => ({ customerId, productId: known.get(sku)!, createdAt: new Date(now.getTime() + i) })))
        .onConflictDoNothing();
    }
    return merged;
  });
}
