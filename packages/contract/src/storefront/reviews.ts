/**
 * Reviews and ratings (spec §7 POST /api/review/create, GET /stores/ratings, the review lists). The domain
 * package keeps a published review and a rating summary as interfaces (`Review`, `RatingSummary`), which its
 * rules take; the checks at the end of this file fail to compile when they and these schemas differ.
 */
import { z } from "zod";
import type { RatingSummary, Review } from "@petsies/domain";

/** The average out of 5 (one decimal), how many published reviews, and how many per star. */
export const ratingSummary = z.object({
  rating: z.number(),
  reviewsCount: z.number(),
  byStar: z.object({ 5: z.number(), 4: z.number(), 3: z.number(), 2: z.number(), 1: z.number() }),
});

export const review = z.object({
  id: z.number(),
  sku: z.string(),
  product_name: z.string(),
  rating: z.number(),
  title: z.string(),
  text: z.string(),
  nickname: z.string(),
  verified_buyer: z.boolean(),
  /** The shop's public answer, shown under the review. */
  reply: z.string().nullable(),
  /** Chosen by the shop: first on /reviews/. */
  featured: z.boolean(),
  status: z.string().describe("approved (published), or pending: waits for the shop's approval, in no list until then"),
  created_at: z.string(),
});

/** GET /api/reviews: a page of published reviews with the rating summary of the same reviews. */
export const reviewList = z.object({ items: z.array(review), total: z.number(), page: z.number(), size: z.number(), summary: ratingSummary });
/** GET /api/stores/ratings. */
export const storeRatingAnswer = z.object({ storeRating: ratingSummary });

export type ReviewAnswer = z.infer<typeof review>;
export type ReviewListAnswer = z.infer<typeof reviewList>;
export type StoreRatingAnswer = z.infer<typeof storeRatingAnswer>;

// ── the domain's interfaces and these schemas describe the same answers ────────────────────────────────
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const summariesAgree: Same<RatingSummary, z.infer<typeof ratingSummary>> = true;
const reviewsAgree: Same<Review, Omit<ReviewAnswer, "status">> = true;
void [summariesAgree, reviewsAgree];
