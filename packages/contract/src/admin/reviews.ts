import { z } from "zod";
import { REVIEW_LIMITS } from "@petsies/domain";
import { line, queryInt } from "./fields.ts";

/** pending: waits for the shop; approved: in the lists and ratings; rejected: never shown. */
export const REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;
export const reviewStatus = z.enum(REVIEW_STATUSES);
export type ReviewStatus = z.infer<typeof reviewStatus>;
export const REVIEW_STATUS_NAMES: Record<ReviewStatus, string> = { pending: "Waiting", approved: "Published", rejected: "Rejected" };

/**
 * How new reviews go live: "publish" — a verified buyer's at once, any other held (an account costs nothing);
 * "hold" — every review waits for approval.
 */
export const REVIEW_MODERATIONS = ["publish", "hold"] as const;
export const reviewModeration = z.enum(REVIEW_MODERATIONS);
export type ReviewModeration = z.infer<typeof reviewModeration>;

/** GET/PATCH /api/admin/reviews/settings (owner). */
export const reviewSettings = z.object({ moderation: reviewModeration });
export type ReviewSettings = z.infer<typeof reviewSettings>;

/** GET /api/admin/reviews (owner, support): newest first; q finds the product, nickname or words. */
export const reviewListQuery = z.object({
  status: reviewStatus.optional(),
  q: line(100).optional(),
  page: queryInt(1, 100_000).default(1),
  pageSize: queryInt(1, 100).default(25),
});
export type AdminReviewListQuery = z.infer<typeof reviewListQuery>;

export const adminReview = z.object({
  id: z.number().int(),
  sku: z.string(),
  productName: z.string(),
  rating: z.number().int(),
  title: z.string(),
  text: z.string(),
  nickname: z.string(),
  verifiedBuyer: z.boolean(),
  status: reviewStatus,
  reply: z.string().nullable(),
  featured: z.boolean(),
  createdAt: z.string(),
});
export type AdminReview = z.infer<typeof adminReview>;
export const adminReviewList = z.object({ reviews: z.array(adminReview), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type AdminReviewList = z.infer<typeof adminReviewList>;

/**
 * PATCH /api/admin/reviews/:id (owner, support): approve or reject, reply publicly (empty: no reply), feature
 * on /reviews/ (a published review only).
 */
export const reviewChangeBody = z
  .object({
    status: z.enum(["approved", "rejected"]),
    reply: z.string().trim().max(REVIEW_LIMITS.text, `At most ${REVIEW_LIMITS.text} characters`),
    featured: z.boolean(),
  })
  .partial();
export type ReviewChangeBody = z.infer<typeof reviewChangeBody>;

/** GET /api/admin/customer-stories (owner, support): stories shared with the form, newest first. */
export const customerStoryListQuery = z.object({ page: queryInt(1, 100_000).default(1), pageSize: queryInt(1, 100).default(25) });
export const customerStoryList = z.object({
  stories: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string(), story: z.string(), consent: z.boolean(), hasPhoto: z.boolean(), createdAt: z.string() })),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CustomerStoryList = z.infer<typeof customerStoryList>;
