import { z } from "zod";
import { FIELD_LIMITS } from "@petsies/domain";
import { isoDay, line, queryInt } from "./fields.ts";

/** Where a coupon's state comes from: disabled by staff, else its window against today. */
export const COUPON_STATES = ["active", "scheduled", "expired", "disabled"] as const;
export const couponState = z.enum(COUPON_STATES);
export type CouponState = z.infer<typeof couponState>;
export const COUPON_STATE_NAMES: Record<CouponState, string> = { active: "Active", scheduled: "Scheduled", expired: "Expired", disabled: "Disabled" };

/** GET /api/admin/coupons (owner): q finds a code or a description; newest first. */
export const couponListQuery = z.object({
  q: line(100).optional(),
  state: couponState.optional(),
  page: queryInt(1, 100_000).default(1),
  pageSize: queryInt(1, 100).default(25),
});
export type CouponListQuery = z.infer<typeof couponListQuery>;

/** A code shoppers type: letters, digits, dashes and underscores; stored upper-case. */
export const couponCode = z
  .string()
  .trim()
  .min(3, "Use at least 3 characters")
  .max(FIELD_LIMITS.code, `At most ${FIELD_LIMITS.code} characters`)
  .regex(/^[A-Za-z0-9_-]+$/, "Use only letters, digits, dashes and underscores")
  .transform((code) => code.toUpperCase());

export const COUPON_DISCOUNT_TYPES = ["percent", "fixed"] as const;
export const COUPON_TARGETS = ["cart", "products", "categories"] as const;
/** The largest batch one request makes; a bigger campaign makes several. */
export const MAX_COUPON_BATCH = 1000;

const ids = z.array(z.number().int().positive()).max(500, "At most 500");
const skus = z.array(z.string().trim().min(1).max(100, "At most 100 characters")).max(500, "At most 500");
const limit = z.number().int().min(1, "Enter 1 or more, or leave empty for no limit").max(1_000_000, "At most 1,000,000").nullable();

/**
 * What a coupon gives and when: the fields that create and edit share. The checks between fields (a percent
 * for a percent coupon, the end after the start, products for a coupon on products) name the field they
 * belong to, so the form shows them there.
 */
const couponTermsObject = z.object({
  description: line(200).min(1, "Describe the coupon for the team (shoppers do not see it)"),
  discountType: z.enum(COUPON_DISCOUNT_TYPES),
  percent: z.number().int("Use a whole percent").min(1, "Enter a percent from 1 to 100").max(100, "At most 100%").nullable(),
  amountCents: z.number().int().min(1, "Enter an amount above 0").max(100_000_000, "At most $1,000,000").nullable(),
  appliesTo: z.enum(COUPON_TARGETS),
  /** The products it is limited to, by sku (appliesTo "products"). */
  productSkus: skus,
  categoryIds: ids,
  minSubtotalCents: z.number().int().min(0, "The minimum cannot be negative").max(100_000_000, "At most $1,000,000").nullable(),
  /** The first and last day it works (both included); empty: from now, or with no end. */
  startsOn: isoDay.nullable(),
  endsOn: isoDay.nullable(),
  usesPerCode: limit,
  usesPerCustomer: limit,
});
type CouponTermsShape = z.infer<typeof couponTermsObject>;

function checkTerms(value: CouponTermsShape, ctx: z.RefinementCtx) {
  if (value.discountType === "percent" && value.percent === null) ctx.addIssue({ code: "custom", path: ["percent"], message: "Enter a percent from 1 to 100" });
  if (value.discountType === "fixed" && value.amountCents === null) ctx.addIssue({ code: "custom", path: ["amountCents"], message: "Enter an amount above 0" });
  if (value.appliesTo === "products" && value.productSkus.length === 0) ctx.addIssue({ code: "custom", path: ["productSkus"], message: "Choose at least one product" });
  if (value.appliesTo === "categories" && value.categoryIds.length === 0) ctx.addIssue({ code: "custom", path: ["categoryIds"], message: "Choose at least one category" });
  if (value.startsOn && value.endsOn && value.endsOn < value.startsOn) ctx.addIssue({ code: "custom", path: ["endsOn"], message: "The end date must not be before the start date" });
}

/** One code typed by staff, or a batch of unique codes made by the shop (prefix-XXXXXXXX). */
export const couponCodesInput = z.discriminatedUnion("mode", [
  z.object({ mode: z.literal("single"), code: couponCode }),
  z.object({
    mode: z.literal("batch"),
    prefix: z
      .string()
      .trim()
      .min(2, "Use at least 2 characters")
      .max(20, "At most 20 characters")
      .regex(/^[A-Za-z0-9]+$/, "Use only letters and digits")
      .transform((p) => p.toUpperCase()),
    count: z.number().int("Enter a whole number").min(2, "A batch has at least 2 codes").max(MAX_COUPON_BATCH, `At most ${MAX_COUPON_BATCH} codes at a time`),
  }),
]);

/** PATCH /api/admin/coupons/:id (owner): the whole terms anew; codes stay as they are. */
export const couponTermsBody = couponTermsObject.superRefine(checkTerms);
export type CouponTermsBody = z.infer<typeof couponTermsBody>;

/** POST /api/admin/coupons (owner): the terms and its code or batch. */
export const newCouponBody = couponTermsObject.extend({ codes: couponCodesInput }).superRefine(checkTerms);
export type NewCouponBody = z.infer<typeof newCouponBody>;

/** POST /api/admin/coupons/:id/state (owner): disable or enable; a disabled coupon is refused in every cart. */
export const couponStateBody = z.object({ active: z.boolean() });

export const couponRow = z.object({
  id: z.number().int(),
  description: z.string(),
  discountType: z.enum(COUPON_DISCOUNT_TYPES),
  percent: z.number().int().nullable(),
  amountCents: z.number().int().nullable(),
  appliesTo: z.enum(COUPON_TARGETS),
  /** The code, or the first of a batch. */
  code: z.string(),
  codeCount: z.number().int(),
  /** Placed orders that used one of its codes. */
  uses: z.number().int(),
  state: couponState,
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  createdAt: z.string(),
});
export type CouponRow = z.infer<typeof couponRow>;
export const couponListAnswer = z.object({ coupons: z.array(couponRow), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type CouponListAnswer = z.infer<typeof couponListAnswer>;

/** GET /api/admin/coupons/:id: the terms, as the form edits them, and the first codes (all in the CSV). */
export const couponDetailAnswer = couponRow.extend({
  productSkus: z.array(z.string()),
  categoryIds: z.array(z.number().int()),
  minSubtotalCents: z.number().int().nullable(),
  usesPerCode: z.number().int().nullable(),
  usesPerCustomer: z.number().int().nullable(),
  codes: z.array(z.object({ code: z.string(), uses: z.number().int() })),
});
export type CouponDetailAnswer = z.infer<typeof couponDetailAnswer>;

/** GET /api/admin/coupons/categories: the categories a coupon can be limited to, for the form. */
export const couponChoicesAnswer = z.object({
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type CouponChoicesAnswer = z.infer<typeof couponChoicesAnswer>;

/** GET /api/admin/coupons/:id/codes (owner): every code with its uses, as CSV to save under fileName. */
export const couponCodesCsvAnswer = z.object({ fileName: z.string(), csv: z.string() });
