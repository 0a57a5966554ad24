/**
 * Coupons in the cart (issue 16): the code a shopper types, whether it gives anything to this cart (rules in
 * packages/domain coupons.ts) and whether its uses are left. A use is a placed order that carries the code
 * (orders.coupon_code): the order's own row counts it, exactly once, and a reservation given back takes its
 * use with it. Order placement checks the uses again under the code's row lock (lockCouponCode).
 */
import { and, count, eq, inArray, ne, or, sql } from "drizzle-orm";
import { couponMessages, couponRefusal, couponRefusalMessage, isLineEligible, normalizeCode, type CouponLine, type CouponRule } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { couponCodes, coupons, orders, productCategories, products } from "../../db/schema.ts";
import type { PricedLine } from "../cart/lines.ts";

export type CouponRow = typeof coupons.$inferSelect;
/** A coupon as a shopper reaches it: by one of its codes. */
export type FoundCoupon = CouponRow & { code: string };

/** Who places the order: a customer counts by account and e-mail, a guest by e-mail. */
export interface CouponUser {
  customerId: number | null;
  email: string | null;
}

/** A coupon is valid when one of its codes is typed, it is active, and now is inside its window. */
export async function findCoupon(db: Db, code: string, now = new Date()): Promise<FoundCoupon | null> {
  const [row] = await db
    .select({ coupon: coupons, code: couponCodes.code })
    .from(couponCodes)
    .innerJoin(coupons, eq(coupons.id, couponCodes.couponId))
    .where(eq(couponCodes.code, normalizeCode(code)))
    .limit(1);
  if (!row || !row.coupon.isActive) return null;
  // The window's end is exclusive: the day after the last day, at midnight.
  if (row.coupon.fromDate && now < row.coupon.fromDate) return null;
  if (row.coupon.toDate && now >= row.coupon.toDate) return null;
  return { ...row.coupon, code: row.code };
}

export function ruleOf(coupon: CouponRow): CouponRule {
  return {
    percent: coupon.percent,
    amountCents: coupon.amountCents,
    productIds: coupon.productIds,
    categoryIds: coupon.categoryIds,
    minSubtotalCents: coupon.minSubtotalCents,
  };
}

/** A gift card (any gift card product) is money, sold at face value: neither the quantity discount nor a coupon touches it. */
export const isDiscountableLine = (line: Pick<PricedLine, "giftCard">) => !line.giftCard;

/** The cart's lines as the coupon rules see them: each with its product, the product it came from, and their categories. */
export async function couponLines(db: Db, lines: PricedLine[]): Promise<CouponLine[]> {
  const parentSkus = [...new Set(lines.map((l) => l.parentSku).filter((s): s is string => s !== null))];
  const parents = parentSkus.length ? await db.select({ id: products.id, sku: products.sku }).from(products).where(inArray(products.sku, parentSkus)) : [];
  const parentId = new Map(parents.map((p) => [p.sku, p.id]));
  const idsOf = (l: PricedLine) => [l.productId, ...(l.parentSku && parentId.has(l.parentSku) ? [parentId.get(l.parentSku)!] : [])];
  const allIds = [...new Set(lines.flatMap(idsOf))];
  const links = allIds.length ? await db.select().from(productCategories).where(inArray(productCategories.productId, allIds)) : [];
  return lines.map((l) => {
    const ids = idsOf(l);
    return {
      productIds: ids,
      categoryIds: links.filter((c) => ids.includes(c.productId)).map((c) => c.categoryId),
      qty: l.qty,
      unitPriceCents: l.unitPriceCents,
      discountable: isDiscountableLine(l),
    };
  });
}

/** Orders that hold a use: every order with the code but a declined one (whose reservation was given back). */
const holdsUse = ne(orders.paymentState, "declined");

async function usesOfCode(db: Db, code: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(and(eq(orders.couponCode, code), holdsUse));
  return row?.n ?? 0;
}

/** Orders of this customer (by account or e-mail) with any code of the coupon. */
async function usesOfUser(db: Db, couponId: number, user: CouponUser): Promise<number> {
  const who = [
    ...(user.customerId !== null ? [eq(orders.customerId, user.customerId)] : []),
    ...(user.email ? [sql`lower(${orders.email}) = ${user.email.toLowerCase()}`] : []),
  ];
  if (who.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .innerJoin(couponCodes, eq(couponCodes.code, orders.couponCode))
    .where(and(eq(couponCodes.couponId, couponId), holdsUse, or(...who)));
  return row?.n ?? 0;
}

/** Why this coupon gives nothing to this cart and this shopper, in the shopper's words; null when it applies. */
export async function couponProblem(db: Db, coupon: FoundCoupon, lines: CouponLine[], user: CouponUser): Promise<string | null> {
  const rule = ruleOf(coupon);
  const refusal = couponRefusal(rule, lines);
  if (refusal) return couponRefusalMessage(refusal, coupon.code, rule);
  if (coupon.usesPerCode !== null && (await usesOfCode(db, coupon.code)) >= coupon.usesPerCode) return couponMessages.usedUp(coupon.code);
  if (coupon.usesPerCustomer !== null && (await usesOfUser(db, coupon.id, user)) >= coupon.usesPerCustomer) return couponMessages.usedByCustomer(coupon.code);
  return null;
}

/** Which lines the coupon touches, in the cart's order. */
export function eligibleLines(coupon: FoundCoupon, lines: CouponLine[]): boolean[] {
  const rule = ruleOf(coupon);
  return lines.map((l) => isLineEligible(rule, l));
}

/** Inside order placement: two orders with one code wait for each other here, so a last use goes once. */
export async function lockCouponCode(tx: Db, code: string): Promise<void> {
  await tx.select({ code: couponCodes.code }).from(couponCodes).where(eq(couponCodes.code, code)).for("update");
}
