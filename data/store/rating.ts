/**
 * The shop's rating (GET /stores/ratings): the average of the verified reviews the shop collects after
 * delivery, with their count, per store view. This storefront has the one store view, id 1.
 */
import type { StoreRating } from "@petsies/domain";

export const storeRatings: Readonly<Record<number, StoreRating>> = {
  1: { rating: 4.8, reviewsCount: 12874 },
};
