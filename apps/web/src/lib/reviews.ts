/** Reviews and ratings (spec §7 POST /api/review/create, GET /stores/ratings) for server and browser. */
import { REVIEWS_PAGE_SIZE, type RatingSummary } from "@petsies/domain";
import type { ReviewAnswer, ReviewListAnswer, StoreRatingAnswer } from "@petsies/contract";
import { apiCall, withQuery } from "./api-call.ts";
import { apiGet } from "./api.ts";

/** A page of published reviews with their rating summary, as GET /api/reviews answers it (packages/contract). */
export type ReviewPage = ReviewListAnswer;

export interface ReviewInput {
  sku: string;
  rating: number;
  title: string;
  text: string;
  nickname: string;
}

/** Server components: a page of published reviews (of one product with a sku), or null when the API fails. */
export async function loadReviews(sku?: string, size = REVIEWS_PAGE_SIZE): Promise<ReviewPage | null> {
  try {
    return await apiGet<ReviewPage>(withQuery("/api/reviews", { sku, size }));
  } catch {
    return null;
  }
}

/** Server components: the store rating, or null when the API fails (the page says so). */
export async function loadStoreRating(): Promise<RatingSummary | null> {
  try {
    return (await apiGet<StoreRatingAnswer>("/api/stores/ratings?storeId=1")).storeRating;
  } catch {
    return null;
  }
}

export const reviewApi = {
  page: (page: number, sku?: string) => apiCall<ReviewPage>("GET", withQuery("/api/reviews", { sku, page, size: REVIEWS_PAGE_SIZE })),
  /** The review as saved: published at once for a verified buyer, else pending the shop's approval (in no list until then). */
  create: (token: string, review: ReviewInput) => apiCall<ReviewAnswer>("POST", withQuery("/api/review/create", { token }), review),
};

/** The window event the review modal sends with the saved review, so the page's list shows it at once. */
export const REVIEW_SAVED = "petsies:review-saved";
