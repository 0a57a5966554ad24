/** Which products the product page adds to the cart itself, and the cart item it adds (spec §2 "Product page"). */
import { imageUrl, isGiftCardProduct, type Product } from "@petsies/domain";
import type { NewCartItem } from "./types.ts";

/** Added as they are; configurables add their chosen child. Bundles and gift cards have their own forms. */
const ADDED_AS_IS = new Set(["simple", "virtual", "downloadable"]);

/**
 * The cart item for a product page, or null when this page cannot add it here: a configurable product
 * without a chosen child, a grouped product, a bundle (the configurator adds those) or a gift card (any gift
 * card product: its purchase form adds it with an amount and a recipient).
 */
export function cartItemOf(product: Product, child: Product | null): NewCartItem | null {
  if (isGiftCardProduct(product.type_id, product.custom_attributes)) return null;
  const shown = product.type_id === "configurable" ? child : ADDED_AS_IS.has(product.type_id) ? product : null;
  if (!shown || !ADDED_AS_IS.has(shown.type_id)) return null;
  return {
    sku: shown.sku,
    parentSku: product.sku,
    name: shown.name,
    price: shown.final_price,
    thumbnail: imageUrl(shown.thumbnail || shown.image || product.image, "cartThumbnail"),
    type_id: shown.type_id,
  };
}
