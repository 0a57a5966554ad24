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

/** Where a customer story stands in the owner's queue: new until someone handles it (or archives it). */
export const CUSTOMER_STORY_STATES = ["new", "handled", "archived"] as const;
export const customerStoryState = z.enum(CUSTOMER_STORY_STATES, { error: "Choose new, handled or archived" });
export type CustomerStoryState = z.infer<typeof customerStoryState>;
export const CUSTOMER_STORY_STATE_NAMES: Record<CustomerStoryState, string> = { new: "New", handled: "Handled", archived: "Archived" };

/** A yes-or-no filter as a URL writes it. */
const yesNo = z.enum(["yes", "no"], { error: "Choose yes or no" });

/**
 * GET /api/admin/customer-stories (owner, support): new ones first, then newest first. Without a state the
 * archived ones are left out; photo and consent filter on having a photo and on consent to publish.
 */
export const customerStoryListQuery = z.object({
  state: customerStoryState.optional(),
  photo: yesNo.optional(),
  consent: yesNo.optional(),
  page: queryInt(1, 100_000).default(1),
  pageSize: queryInt(1, 100).default(25),
});
export type CustomerStoryListQuery = z.infer<typeof customerStoryListQuery>;

export const adminCustomerStory = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  story: z.string(),
  consent: z.boolean(),
  /** The shared photo (served by /api/media) and a thumbnail of it, or null. */
  photo: z.object({ url: z.string(), thumbnailUrl: z.string() }).nullable(),
  state: customerStoryState,
  /** Who moved it out of new (a staff e-mail) and when; null while it is new. */
  handledBy: z.string().nullable(),
  handledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminCustomerStory = z.infer<typeof adminCustomerStory>;
export const customerStoryList = z.object({
  stories: z.array(adminCustomerStory),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CustomerStoryList = z.infer<typeof customerStoryList>;

/** POST /api/admin/customer-stories/:id/state (owner, support): mark handled, back to new, or archive. */
export const customerStoryStateBody = z.object({ state: customerStoryState });
export type CustomerStoryStateBody = z.infer<typeof customerStoryStateBody>;
