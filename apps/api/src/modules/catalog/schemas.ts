import { z } from "zod";
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
const id = (name: string) => z.coerce.number({ error: `${name} must be a number` }).int(`${name} must be a whole number`).positive(`${name} must be positive`);

export const productQuerySchema = z.object({
  category_id: id("category_id").optional(),
  skus: z
    .string()
    .max(4000)
    .optional()
    .transform((s) => (s ? s.split(",").map((x) => x.trim()).filter(Boolean) : undefined))
    .describe("comma-separated skus"),
  start,
  size: size(PAGE_SIZE, 500),
  sort: z.enum(PRODUCT_SORTS, { error: `sort must be one of ${PRODUCT_SORTS.join(", ")}` }).default("updated_at:desc"),
});

export const categoryQuerySchema = z.object({
  slug: z.string().min(1).max(200).optional(),
  parent_id: id("parent_id").optional(),
  level: z.coerce.number({ error: "level must be a number" }).int().min(0).max(20).optional(),
  start,
  size: size(CATEGORY_PAGE_SIZE, CATEGORY_PAGE_SIZE),
});

export const skuParamsSchema = z.object({
  sku: z.string().min(1, "sku is required").max(200),
});
