import { z } from "zod";
import { BASE_CURRENCY, PRICE_RANGES, priceRangeByKey, ROOT_CATEGORY_ID } from "@petsies/domain";
import { INT4_MAX, rowId, wholeNumber } from "../../infra/schemas.ts";
import { PRODUCT_SORTS } from "./service.ts";

export const PAGE_SIZE = 50;
export const CATEGORY_PAGE_SIZE = 4000;

/** Spec §5: a size of 0 or less becomes the default; a negative start becomes 0. */
const size = (fallback: number, max: number) =>
  z.coerce
    .number({ error: "size must be a whole number" })
    .int("size must be a whole number")
    .optional()
    .transform((n) => (n === undefined || n <= 0 ? fallback : Math.min(n, max)));
const start = z.coerce
  .number({ error: "start must be a whole number" })
  .int("start must be a whole number")
  .optional()
  .transform((n) => (n === undefined || n < 0 ? 0 : n));

/** A comma-separated list in one query parameter. */
const list = (max: number) =>
  z
    .string()
    .max(max)
    .optional()
    .transform((s) => (s ? s.split(",").map((x) => x.trim()).filter(Boolean) : undefined));

const categoryIds = list(2000)
  .describe("comma-separated category ids")
  .transform((ids, ctx) => {
    if (!ids) return undefined;
    const numbers = ids.map(Number);
    if (numbers.some((n) => !Number.isInteger(n))) {
      ctx.addIssue({ code: "custom", message: "category_id must hold whole numbers" });
      return z.NEVER;
    }
    // Ids below the root category are refused (spec §5).
    if (numbers.some((n) => n < ROOT_CATEGORY_ID)) {
      ctx.addIssue({ code: "custom", message: "Category ids below the root category are not queried" });
      return z.NEVER;
    }
    if (numbers.some((n) => n > INT4_MAX)) {
      ctx.addIssue({ code: "custom", message: "category_id holds an id too large to be a category" });
      return z.NEVER;
    }
    return numbers;
  });

const fieldList = list(2000).describe("comma-separated Product field names");

export const productQuerySchema = z.object({
  category_id: categoryIds,
  skus: list(4000).describe("comma-separated skus"),
  type_id: list(200).describe("comma-separated product types"),
  price: z
    .string()
    .optional()
    .refine((k) => k === undefined || priceRangeByKey(k) !== undefined, {
      message: `price must be one of ${PRICE_RANGES.map((r) => r.key).join(", ")}`,
    })
    .describe("a price range in the active currency"),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, "currency must be a three-letter code")
    .optional()
    .describe("the active currency; price ranges are in it"),
  include_fields: fieldList,
  exclude_fields: fieldList,
  start,
  size: size(PAGE_SIZE, 500),
  sort: z.enum(PRODUCT_SORTS, { error: `sort must be one of ${PRODUCT_SORTS.join(", ")}` }).default("updated_at:desc"),
});
export type ProductQueryInput = z.infer<typeof productQuerySchema>;

export const categoryQuerySchema = z.object({
  slug: z.string().min(1).max(200).optional(),
  parent_id: rowId("parent_id").optional(),
  level: z.coerce.number({ error: "level must be a number" }).int().min(0).max(20).optional(),
  start,
  size: size(CATEGORY_PAGE_SIZE, CATEGORY_PAGE_SIZE),
});

export const skuParamsSchema = z.object({
  sku: z.string().min(1, "sku is required").max(200),
});

export const renderListQuerySchema = z.object({
  skus: list(4000)
    .describe("comma-separated skus")
    .refine((l) => l !== undefined && l.length > 0, "skus is required")
    .refine((l) => (l?.length ?? 0) <= 100, "skus takes at most 100 skus"),
  currencyCode: z.string().regex(/^[A-Z]{3}$/, "currencyCode must be a three-letter code").default(BASE_CURRENCY),
  storeId: wholeNumber("storeId").optional().describe("the single store view of this shop (1)"),
});

export const ATTRIBUTE_PAGE_SIZE = 150;

export const attributeQuerySchema = z.object({
  attribute_code: list(2000).describe("comma-separated attribute codes; codes with a dot are not fetched"),
  size: size(ATTRIBUTE_PAGE_SIZE, ATTRIBUTE_PAGE_SIZE),
});
