/** Wish list and compare list requests: a sku to add or remove, the guest's skus to merge at login (the answer is the wire contract's). */
import { z } from "zod";
import { WISHLIST_MAX } from "@petsies/domain";

const sku = z.string({ error: "sku is required" }).trim().min(1, "sku is required").max(200, "sku is at most 200 characters");

export const tokenQuery = z.object({ token: z.string().max(200).optional() });
export const skuBody = z.object({ sku });
export const skuParams = z.object({ sku });
export const mergeBody = z.object({
  skus: z.array(sku, { error: "skus must be a list of skus" }).max(WISHLIST_MAX, `skus holds at most ${WISHLIST_MAX} skus`),
});
