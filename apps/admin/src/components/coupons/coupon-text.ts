/** How a coupon's discount and reach read in the back office. */
import { BASE_CURRENCY } from "@petsies/domain";
import type { CouponRow } from "@petsies/contract/admin";
import { formatMoney } from "../../lib/money.ts";

export function discountText(coupon: Pick<CouponRow, "percent" | "amountCents">): string {
  return coupon.percent !== null ? `${coupon.percent}% off` : `${formatMoney(coupon.amountCents ?? 0, BASE_CURRENCY)} off`;
}

const TARGET_TEXT: Record<CouponRow["appliesTo"], string> = { cart: "whole cart", products: "chosen products", categories: "chosen categories" };
export const targetText = (target: CouponRow["appliesTo"]) => TARGET_TEXT[target];
