/** A priced line in the wire shape of a server cart item (spec §3 "Cart item"). */
import { firstPhoto, imageUrl, photoThumbnailUrl, type LineDisplay } from "@petsies/domain";
import type { PricedLine } from "./lines.ts";

/** A customized line shows the shopper's own photo (spec §9: 320×320 in customization carts), else the product's picture. */
export function lineThumbnail(line: { image: string; productOption: Record<string, unknown> | null }): string {
  const ext = line.productOption?.extension_attributes as { customization_state?: unknown } | undefined;
  const state = Array.isArray(ext?.customization_state) ? (ext.customization_state as { value?: unknown }[]) : [];
  const photo = firstPhoto(state);
  return photo ? photoThumbnailUrl(photo.url, "customizationCartThumbnail") : imageUrl(line.image, "cartThumbnail");
}

/** `display`: a customized line's choices and promise (see lineDisplays). */
export function serverItem(line: PricedLine, quoteId: string, display?: LineDisplay) {
  return {
    item_id: line.itemId,
    sku: line.sku,
    parentSku: line.parentSku,
    qty: line.qty,
    name: line.name,
    price: line.unitPriceCents / 100,
    product_type: line.typeId,
    quote_id: quoteId,
    checksum: line.checksum,
    thumbnail: lineThumbnail(line),
    is_in_stock: line.availableQty === null || line.availableQty >= line.qty,
    product_option: line.productOption ?? undefined,
    giftcard_options: line.giftcardOptions ?? undefined,
    ...display,
  };
}
