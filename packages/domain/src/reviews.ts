/**
 * Product reviews and the store rating (spec §1 hinted features, §7 POST /api/review/create and
 * GET /stores/ratings): the limits of a review's fields, and the rating summary from counts per star.
 */
export const REVIEW_LIMITS = {
  title: 120,
  text: 2000,
  nickname: 40,
  /** A review shorter than this says nothing a star rating does not. */
  minText: 10,
} as const;

/** Approved reviews per page of the review list. */
export const REVIEWS_PAGE_SIZE = 10;

/** A published review as the API answers it (GET /api/reviews) and the storefront shows it. */
export interface Review {
  id: number;
  sku: string;
  product_name: string;
  rating: number;
  title: string;
  text: string;
  nickname: string;
  verified_buyer: boolean;
  /** The shop's public answer, shown under the review. */
  reply: string | null;
  /** Chosen by the shop: first on /reviews/. */
  featured: boolean;
  created_at: string;
}

export const STARS = [5, 4, 3, 2, 1] as const;
export type Star = (typeof STARS)[number];

/** spec §7 storeRating: the average out of 5 (one decimal), how many reviews, and how many per star. */
export interface RatingSummary {
  rating: number;
  reviewsCount: number;
  byStar: Record<Star, number>;
}

/** The summary of counts per star (stars outside 1–5 are ignored). */
export function ratingSummary(counts: readonly { rating: number; count: number }[]): RatingSummary {
  const byStar: Record<Star, number> = { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 };
  for (const { rating, count } of counts) {
    if ((STARS as readonly number[]).includes(rating)) byStar[rating as Star] += count;
  }
  const reviewsCount = STARS.reduce((n, s) => n + byStar[s], 0);
  const sum = STARS.reduce((n, s) => n + s * byStar[s], 0);
  return { rating: reviewsCount === 0 ? 0 : Math.round((sum / reviewsCount) * 10) / 10, reviewsCount, byStar };
}

/** The share of reviews with a star, as a whole percent for the breakdown bars. */
export function starShare(summary: RatingSummary, star: Star): number {
  return summary.reviewsCount === 0 ? 0 : Math.round((summary.byStar[star] / summary.reviewsCount) * 100);
}

/** "4.8 out of 5 stars" and the like, for screen readers and titles. */
export function ratingLabel(rating: number): string {
  return `${rating.toFixed(1)} out of 5 stars`;
}
