import { describe, expect, it } from "vitest";
import { couponRefusal, couponRefusalMessage, isLineEligible, type CouponLine, type CouponRule } from "./coupons.ts";

const rule = (r: Partial<CouponRule> = {}): CouponRule => ({ percent: 20, amountCents: null, productIds: [], categoryIds: [], minSubtotalCents: null, ...r });
const pillow: CouponLine = { productIds: [254, 253], categoryIds: [20], qty: 1, unitPriceCents: 5900, discountable: true };
const bandana: CouponLine = { productIds: [7], categoryIds: [31], qty: 2, unitPriceCents: 1500, discountable: true };
const giftCard: CouponLine = { productIds: [9], categoryIds: [20], qty: 1, unitPriceCents: 5000, discountable: false };

describe("coupon rules", () => {
  it("touches every discountable line of the cart, or only chosen products and categories", () => {
    expect([pillow, bandana, giftCard].map((l) => isLineEligible(rule(), l))).toEqual([true, true, false]);
    expect([pillow, bandana, giftCard].map((l) => isLineEligible(rule({ categoryIds: [20] }), l))).toEqual([true, false, false]);
    expect([pillow, bandana].map((l) => isLineEligible(rule({ productIds: [7] }), l))).toEqual([false, true]);
    // A size of the pillow bundle counts as the bundle.
    expect(isLineEligible(rule({ productIds: [253] }), pillow)).toBe(true);
  });

  it("is refused below its minimum subtotal and for a cart without a line it touches, with the shopper's message", () => {
    expect(couponRefusal(rule({ minSubtotalCents: 9000 }), [pillow, bandana])).toBe("min-subtotal");
    expect(couponRefusal(rule({ minSubtotalCents: 8900 }), [pillow, bandana])).toBeNull();
    expect(couponRefusal(rule({ categoryIds: [20] }), [bandana, giftCard])).toBe("no-eligible-lines");
    expect(couponRefusalMessage("min-subtotal", "PILLOW20", rule({ minSubtotalCents: 9000 }))).toBe('The coupon code "PILLOW20" needs a subtotal of $90.00 or more.');
    expect(couponRefusalMessage("no-eligible-lines", "PILLOW20", rule())).toBe('The coupon code "PILLOW20" does not apply to the products in your cart.');
  });
});
