/**
 * Coupons in the back office (issue 16, owners): list, read, create with one code or a batch of unique codes,
 * change the terms, disable or enable, and every code as CSV. Every change writes its audit row in the same
 * transaction. The shop applies coupons through the cart's own rules (coupons.ts, packages/domain coupons.ts).
 */
import { randomInt } from "node:crypto";
import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, lte, ne, or, sql, type SQL } from "drizzle-orm";
import type { CouponDetailAnswer, CouponListAnswer, CouponListQuery, CouponRow as CouponRowAnswer, CouponState, CouponTermsBody, NewCouponBody } from "@petsies/contract/admin";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../../db/like.ts";
import { categories, couponCodes, coupons, orders, products } from "../../db/schema.ts";
import { toCsv } from "../../infra/csv.ts";
import { NotFound } from "../../infra/errors.ts";
import { InvalidFields } from "../../infra/validation-answer.ts";
import { parseDay } from "../production/service.ts";
import { writeAudit, type Actor } from "../staff/audit.ts";
import type { CouponRow } from "./coupons.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The detail shows this many codes of a batch; the CSV has them all. */
const CODES_SHOWN = 50;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The columns the terms set. The last day is kept as the next midnight (UTC): the window's end is exclusive. */
async function termsColumns(db: Db, terms: CouponTermsBody) {
  const productIds = terms.appliesTo === "products" ? await productIdsOf(db, terms.productSkus) : [];
  const categoryIds = terms.appliesTo === "categories" ? await checkedCategories(db, terms.categoryIds) : [];
  return {
    description: terms.description,
    percent: terms.discountType === "percent" ? terms.percent : null,
    amountCents: terms.discountType === "fixed" ? terms.amountCents : null,
    productIds,
    categoryIds,
    minSubtotalCents: terms.minSubtotalCents,
    usesPerCode: terms.usesPerCode,
    usesPerCustomer: terms.usesPerCustomer,
    fromDate: terms.startsOn ? parseDay(terms.startsOn) : null,
    toDate: terms.endsOn ? new Date(parseDay(terms.endsOn).getTime() + DAY_MS) : null,
    updatedAt: new Date(),
  };
}

async function productIdsOf(db: Db, skus: string[]): Promise<number[]> {
  const wanted = [...new Set(skus.map((s) => s.trim()))];
  const found = await db.select({ id: products.id, sku: products.sku }).from(products).where(inArray(products.sku, wanted));
  const missing = wanted.filter((sku) => !found.some((p) => p.sku === sku));
  if (missing.length) throw new InvalidFields({ productSkus: `No product has the sku ${missing.map((s) => `"${s}"`).join(", ")}` });
  return found.map((p) => p.id);
}

async function checkedCategories(db: Db, ids: number[]): Promise<number[]> {
  const wanted = [...new Set(ids)];
  const found = await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, wanted));
  if (found.length !== wanted.length) throw new InvalidFields({ categoryIds: "One of the chosen categories no longer exists: reload the page" });
  return wanted;
}

function stateOf(coupon: CouponRow, now: Date): CouponState {
  if (!coupon.isActive) return "disabled";
  if (coupon.fromDate && now < coupon.fromDate) return "scheduled";
  if (coupon.toDate && now >= coupon.toDate) return "expired";
  return "active";
}

function stateFilter(state: CouponState, now: Date): SQL {
  switch (state) {
    case "disabled":
      return eq(coupons.isActive, false);
    case "scheduled":
      return and(eq(coupons.isActive, true), isNotNull(coupons.fromDate), gt(coupons.fromDate, now))!;
    case "expired":
      return and(eq(coupons.isActive, true), isNotNull(coupons.toDate), lte(coupons.toDate, now))!;
    case "active":
      return and(
        eq(coupons.isActive, true),
        or(sql`${coupons.fromDate} is null`, lte(coupons.fromDate, now)),
        or(sql`${coupons.toDate} is null`, gt(coupons.toDate, now)),
      )!;
  }
}

/** Placed orders per code of these coupons (a declined order's use went back with it). */
async function usesByCode(db: Db, couponIds: number[]): Promise<Map<string, number>> {
  if (couponIds.length === 0) return new Map();
  const rows = await db
    .select({ code: couponCodes.code, n: count() })
    .from(orders)
    .innerJoin(couponCodes, eq(couponCodes.code, orders.couponCode))
    .where(and(inArray(couponCodes.couponId, couponIds), ne(orders.paymentState, "declined")))
    .groupBy(couponCodes.code);
  return new Map(rows.map((r) => [r.code, r.n]));
}

function rowOf(coupon: CouponRow, codes: { code: string }[], codeCount: number, uses: number, now: Date): CouponRowAnswer {
  return {
    id: coupon.id,
    description: coupon.description,
    discountType: coupon.percent !== null ? "percent" : "fixed",
    percent: coupon.percent,
    amountCents: coupon.amountCents,
    appliesTo: coupon.productIds.length ? "products" : coupon.categoryIds.length ? "categories" : "cart",
    code: codes[0]?.code ?? "",
    codeCount,
    uses,
    state: stateOf(coupon, now),
    startsOn: coupon.fromDate ? isoDay(coupon.fromDate) : null,
    endsOn: coupon.toDate ? isoDay(new Date(coupon.toDate.getTime() - DAY_MS)) : null,
    createdAt: coupon.createdAt.toISOString(),
  };
}

export async function listCoupons(db: Db, query: CouponListQuery, now = new Date()): Promise<CouponListAnswer> {
  const where: SQL[] = [];
  const q = query.q?.trim();
  if (q) {
    const like = containsPattern(q);
    const byCode = db.select({ id: couponCodes.couponId }).from(couponCodes).where(ilike(couponCodes.code, like));
    where.push(or(ilike(coupons.description, like), inArray(coupons.id, byCode))!);
  }
  if (query.state) where.push(stateFilter(query.state, now));
  const filter = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(coupons)
      .where(filter)
      .orderBy(desc(coupons.createdAt), desc(coupons.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(coupons).where(filter),
  ]);
  const ids = rows.map((r) => r.id);
  const [firstCodes, codeCounts, uses] = await Promise.all([
    ids.length
      ? db
          .selectDistinctOn([couponCodes.couponId], { couponId: couponCodes.couponId, code: couponCodes.code })
          .from(couponCodes)
          .where(inArray(couponCodes.couponId, ids))
          .orderBy(couponCodes.couponId, asc(couponCodes.createdAt), asc(couponCodes.code))
      : Promise.resolve([]),
    ids.length
      ? db.select({ couponId: couponCodes.couponId, n: count() }).from(couponCodes).where(inArray(couponCodes.couponId, ids)).groupBy(couponCodes.couponId)
      : Promise.resolve([]),
    usesOfCoupons(db, ids),
  ]);
  return {
    coupons: rows.map((c) =>
      rowOf(
        c,
        firstCodes.filter((f) => f.couponId === c.id),
        codeCounts.find((n) => n.couponId === c.id)?.n ?? 0,
        uses.get(c.id) ?? 0,
        now,
      ),
    ),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function usesOfCoupons(db: Db, couponIds: number[]): Promise<Map<number, number>> {
  if (couponIds.length === 0) return new Map();
  const rows = await db
    .select({ couponId: couponCodes.couponId, n: count() })
    .from(orders)
    .innerJoin(couponCodes, eq(couponCodes.code, orders.couponCode))
    .where(and(inArray(couponCodes.couponId, couponIds), ne(orders.paymentState, "declined")))
    .groupBy(couponCodes.couponId);
  return new Map(rows.map((r) => [r.couponId, r.n]));
}

async function couponById(db: Db, id: number): Promise<CouponRow> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  if (!row) throw new NotFound(`There is no coupon ${id}`);
  return row;
}

export async function couponDetail(db: Db, id: number, now = new Date()): Promise<CouponDetailAnswer> {
  const coupon = await couponById(db, id);
  const [codes, [codeCount], uses, skus] = await Promise.all([
    db.select({ code: couponCodes.code }).from(couponCodes).where(eq(couponCodes.couponId, id)).orderBy(asc(couponCodes.createdAt), asc(couponCodes.code)).limit(CODES_SHOWN),
    db.select({ n: count() }).from(couponCodes).where(eq(couponCodes.couponId, id)),
    usesByCode(db, [id]),
    coupon.productIds.length ? db.select({ sku: products.sku }).from(products).where(inArray(products.id, coupon.productIds)) : Promise.resolve([]),
  ]);
  const total = [...uses.values()].reduce((a, b) => a + b, 0);
  return {
    ...rowOf(coupon, codes, codeCount?.n ?? 0, total, now),
    productSkus: skus.map((s) => s.sku),
    categoryIds: coupon.categoryIds,
    minSubtotalCents: coupon.minSubtotalCents,
    usesPerCode: coupon.usesPerCode,
    usesPerCustomer: coupon.usesPerCustomer,
    codes: codes.map((c) => ({ code: c.code, uses: uses.get(c.code) ?? 0 })),
  };
}

/** Random characters that cannot be mistaken for one another when read from paper or typed. */
const BATCH_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const BATCH_SUFFIX_LENGTH = 8;
const batchCode = (prefix: string) => `${prefix}-${Array.from({ length: BATCH_SUFFIX_LENGTH }, () => BATCH_ALPHABET[randomInt(BATCH_ALPHABET.length)]).join("")}`;

/** Codes unique across the shop: a collision (one in 32^8 per pair) is simply drawn again. */
async function insertBatch(tx: Db, couponId: number, prefix: string, wanted: number): Promise<void> {
  let made = 0;
  while (made < wanted) {
    const draw = [...new Set(Array.from({ length: wanted - made }, () => batchCode(prefix)))];
    const inserted = await tx
      .insert(couponCodes)
      .values(draw.map((code) => ({ code, couponId })))
      .onConflictDoNothing()
      .returning({ code: couponCodes.code });
    made += inserted.length;
  }
}

export async function createCoupon(db: Db, actor: Actor, body: NewCouponBody): Promise<number> {
  const columns = await termsColumns(db, body);
  return db.transaction(async (tx) => {
    const [coupon] = await tx.insert(coupons).values(columns).returning();
    if (body.codes.mode === "single") {
      const [added] = await tx.insert(couponCodes).values({ code: body.codes.code, couponId: coupon!.id }).onConflictDoNothing().returning();
      if (!added) throw new InvalidFields({ "codes.code": `The code ${body.codes.code} is taken: choose another` });
    } else {
      await insertBatch(tx, coupon!.id, body.codes.prefix, body.codes.count);
    }
    await writeAudit(tx, actor, { action: "coupon.create", entityType: "coupon", entityId: coupon!.id, after: { ...coupon, codes: body.codes } });
    return coupon!.id;
  });
}

export async function updateCoupon(db: Db, actor: Actor, id: number, body: CouponTermsBody): Promise<void> {
  const columns = await termsColumns(db, body);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(coupons).where(eq(coupons.id, id)).for("update");
    if (!before) throw new NotFound(`There is no coupon ${id}`);
    const [after] = await tx.update(coupons).set(columns).where(eq(coupons.id, id)).returning();
    await writeAudit(tx, actor, { action: "coupon.update", entityType: "coupon", entityId: id, before, after });
  });
}

/** A disabled coupon is refused in every cart and drops out of carts that hold it at their next totals. */
export async function setCouponActive(db: Db, actor: Actor, id: number, active: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(coupons).where(eq(coupons.id, id)).for("update");
    if (!before) throw new NotFound(`There is no coupon ${id}`);
    if (before.isActive === active) return;
    await tx.update(coupons).set({ isActive: active, updatedAt: new Date() }).where(eq(coupons.id, id));
    await writeAudit(tx, actor, { action: active ? "coupon.enable" : "coupon.disable", entityType: "coupon", entityId: id, before: { isActive: before.isActive }, after: { isActive: active } });
  });
}

/** Every code of a coupon with its uses, as CSV (code,uses). */
export async function couponCodesCsv(db: Db, id: number): Promise<string> {
  await couponById(db, id);
  const [codes, uses] = await Promise.all([
    db.select({ code: couponCodes.code }).from(couponCodes).where(eq(couponCodes.couponId, id)).orderBy(asc(couponCodes.createdAt), asc(couponCodes.code)),
    usesByCode(db, [id]),
  ]);
  return toCsv(["code", "uses"], codes.map((c) => [c.code, uses.get(c.code) ?? 0]));
}

/** The categories a coupon can be limited to. */
export async function couponCategories(db: Db) {
  return { categories: await db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.name)) };
}
