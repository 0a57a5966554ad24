/** Reviews and ratings (spec §7 POST /api/review/create, GET /stores/ratings) for server and browser. */
import { REVIEWS_PAGE_SIZE, type RatingSummary, type Review } from "@petsies/domain";
import { apiCall, withQuery } from "./api-call.ts";
import { apiGet } from "./api.ts";

export interface ReviewPage {
  items: Review[];
  total: number;
  page: number;
  size: number;
  summary: RatingSummary;
}

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
    return (await apiGet<{ storeRating: RatingSummary }>("/api/stores/ratings?storeId=1")).storeRating;
  } catch {
    return null;
  }
}

/**
 * A review as writing it answers: published at once for a verified buyer, else waiting for the shop's
 * approval (in no list until then).
 */
export type SavedReview = Review & { status: "approved" | "pending" };

export const reviewApi = {
  page: (page: number, sku?: string) => apiCall<ReviewPage>("GET", withQuery("/api/reviews", { sku, page, size: REVIEWS_PAGE_SIZE })),
  create: (token: string, review: ReviewInput) => apiCall<SavedReview>("POST", withQuery("/api/review/create", { token }), review),
};

/** The window event the review modal sends with the saved review, so the page's list shows it at once. */
export const REVIEW_SAVED = "petsies:review-saved";
