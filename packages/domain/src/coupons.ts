/**
 * Coupon rules (issue 16): which cart lines a coupon touches, whether it applies to a cart at all, and why
 * not, in the shopper's words. The cart's totals (cart.ts computeTotals) take the discount it gives; the API
 * checks a coupon with these when it is applied, when the cart is priced and when an order is placed.
 */
import { formatMoney } from "./currency.ts";

export interface CouponRule {
  /** Whole percent off (1–100), or null for a fixed amount. */
  percent: number | null;
  /** Cents off the lines it touches, or null for a percent. */
  amountCents: number | null;
  /** Both empty: the whole cart. Else lines of these products or of products in these categories. */
  productIds: number[];
  categoryIds: number[];
  minSubtotalCents: number | null;
}

export interface CouponLine {
  /** The line's product and the product it was chosen from (a size of a bundle, a variant of a configurable). */
  productIds: number[];
  /** The categories of those products. */
  categoryIds: number[];
  qty: number;
  unitPriceCents: number;
  /** False for a gift card: it is money, and no coupon touches it. */
  discountable: boolean;
}

export type CouponRefusal = "min-subtotal" | "no-eligible-lines";

export function isLineEligible(rule: Pick<CouponRule, "productIds" | "categoryIds">, line: CouponLine): boolean {
  if (!line.discountable) return false;
  if (rule.productIds.length === 0 && rule.categoryIds.length === 0) return true;
  return line.productIds.some((id) => rule.productIds.includes(id)) || line.categoryIds.some((id) => rule.categoryIds.includes(id));
}

/** Why a coupon gives nothing to this cart (the subtotal of every line counts toward the minimum), or null. */
export function couponRefusal(rule: CouponRule, lines: CouponLine[]): CouponRefusal | null {
  const subtotal = lines.reduce((sum, l) => sum + l.qty * l.unitPriceCents, 0);
  if (rule.minSubtotalCents !== null && subtotal < rule.minSubtotalCents) return "min-subtotal";
  // A coupon on the whole cart is kept even while the cart is empty; one on chosen products needs one of them.
  const limited = rule.productIds.length > 0 || rule.categoryIds.length > 0;
  if (limited && !lines.some((l) => isLineEligible(rule, l))) return "no-eligible-lines";
  return null;
}

/** What a shopper reads when a coupon is refused (shown at the coupon field). */
export const couponMessages = {
  invalid: (code: string) => `The coupon code "${code}" is not valid.`,
  usedUp: (code: string) => `The coupon code "${code}" has already been used as many times as it can be.`,
  usedByCustomer: (code: string) => `You have already used the coupon code "${code}".`,
  minSubtotal: (code: string, cents: number) => `The coupon code "${code}" needs a subtotal of ${formatMoney(cents, { symbol: "$" })} or more.`,
  noEligibleLines: (code: string) => `The coupon code "${code}" does not apply to the products in your cart.`,
};

/** The message of a refusal by the cart's contents. */
export function couponRefusalMessage(refusal: CouponRefusal, code: string, rule: CouponRule): string {
  return refusal === "min-subtotal" ? couponMessages.minSubtotal(code, rule.minSubtotalCents ?? 0) : couponMessages.noEligibleLines(code);
}
