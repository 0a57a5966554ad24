/** A priced line in the wire shape of a server cart item (spec §3 "Cart item"). */
import { imageUrl, type LineDisplay } from "@petsies/domain";
import type { PricedLine } from "./lines.ts";

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
    thumbnail: imageUrl(line.image, "cartThumbnail"),
    is_in_stock: line.availableQty === null || line.availableQty >= line.qty,
    product_option: line.productOption ?? undefined,
    giftcard_options: line.giftcardOptions ?? undefined,
    ...display,
  };
}
