/** What a cart line shows: its amount, the cart's subtotal, and where its product lives. */
import { MAX_LINE_QTY, parseQty, productPath, type ProductType } from "@petsies/domain";
import type { CartItem } from "./types.ts";

/** A line's amount in base-currency major units, computed in cents so 19.95 × 3 stays exact. */
export function lineAmount(item: Pick<CartItem, "price" | "qty">): number {
  return (Math.round(item.price * 100) * item.qty) / 100;
}

export function itemsSubtotal(items: Pick<CartItem, "price" | "qty">[]): number {
  return items.reduce((cents, item) => cents + Math.round(item.price * 100) * item.qty, 0) / 100;
}

export function itemPath(item: Pick<CartItem, "sku" | "parentSku" | "type_id">): string {
  return productPath({ sku: item.sku, parentSku: item.parentSku, type_id: item.type_id as ProductType });
}

/** What the quantity fields say to anything but a whole number the cart takes. */
export const QTY_INVALID = `Enter a whole number from 1 to ${MAX_LINE_QTY}.`;

/** A quantity typed by the shopper: a whole number from 1 (removal has its own button), else null. */
export function parseLineQty(text: string): number | null {
  const qty = parseQty(text);
  return qty === null || qty < 1 ? null : qty;
}
