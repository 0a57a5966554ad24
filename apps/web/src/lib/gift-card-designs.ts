/** The designs a gift card product offers its buyers (/giftcards/ and every gift card product's page). */
import { offeredDesigns, type Product } from "@petsies/domain";
import type { GiftCardTemplate } from "@petsies/contract";
import { apiGet } from "./api.ts";

/**
 * The shop's designs that this card offers (all of them unless the back office chose some), read fresh: owners add
 * and disable designs in the back office, and a disabled one must go at once. None when the API cannot say.
 */
export async function giftCardDesignsOf(product: Pick<Product, "custom_attributes">): Promise<GiftCardTemplate[]> {
  const designs = await apiGet<GiftCardTemplate[]>("/api/giftcards/templates?storeId=1").catch(() => []);
  return offeredDesigns(designs, product.custom_attributes);
}
