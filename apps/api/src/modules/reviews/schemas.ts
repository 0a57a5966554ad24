/** Review requests (spec §7 POST /api/review/create, GET /stores/ratings) and the public review list's query; the answers are the wire contract's. */
import { z } from "zod";
import { REVIEW_LIMITS, REVIEWS_PAGE_SIZE } from "@petsies/domain";
import { numberOrText, wholeNumber } from "../../infra/schemas.ts";

const text = (name: string, min: number, max: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(min, min <= 1 ? `${name} is required` : `${name} must be at least ${min} characters`)
    .max(max, `${name} must be at most ${max} characters`);

export const reviewBody = z.object({
  sku: z.string({ error: "sku is required" }).trim().min(1, "sku is required").max(200),
  rating: numberOrText("rating must be a number from 1 to 5").pipe(
    z
      .number({ error: "rating must be a number from 1 to 5" })
      .int("rating must be a whole number from 1 to 5")
      .min(1, "rating must be from 1 to 5")
      .max(5, "rating must be from 1 to 5"),
  ),
  title: text("title", 1, REVIEW_LIMITS.title),
  text: text("text", REVIEW_LIMITS.minText, REVIEW_LIMITS.text),
  nickname: text("nickname", 1, REVIEW_LIMITS.nickname),
});
export type ReviewInput = z.infer<typeof reviewBody>;

export const tokenQuery = z.object({ token: z.string().max(200).optional() });

export const storeRatingQuery = z.object({
  storeId: wholeNumber("storeId").default(1),
});

export const reviewListQuery = z.object({
  sku: z.string().trim().min(1).max(200).optional(),
  page: z.coerce.number({ error: "page must be a number" }).int().min(1, "page starts at 1").max(10000).default(1),
  size: z.coerce.number({ error: "size must be a number" }).int().min(1).max(50, "size is at most 50").default(REVIEWS_PAGE_SIZE),
});
