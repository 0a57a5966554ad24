/**
 * Re-order (spec §7 POST /order/reorder and /carts/me/items/add-from-order-requests, reference facts
 * "re-order"): an item of one of the customer's own orders goes into a cart again, with the same sku,
 * quantity and configuration, priced now through the cart service. When the cart already holds the same
 * line its quantity grows by the item's.
 */
import { and, eq } from "drizzle-orm";
import { MAX_LINE_QTY, type GiftcardOptions } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { cartItems, orderItems, orders } from "../../db/schema.ts";
import { NotFound } from "../../infra/errors.ts";
import { publicIds } from "../../infra/public-ids.ts";
import { priceNewItem, type ItemInput } from "../cart/lines.ts";
import { lockOpenCart, updateItem, type CartRow } from "../cart/service.ts";
import { placedBy } from "./service.ts";

export interface ReorderedLine {
  item_id: number;
  sku: string;
  qty: number;
}

/** An item of one of the customer's placed orders, by its public id; any other id is unknown to them. */
async function ownOrderItem(db: Db, customerId: number, orderItemId: number) {
  const id = (await publicIds(db)).toInternal("order-item", orderItemId);
  const [row] =
    id === null
      ? []
      : await db
          .select({ item: orderItems })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(and(eq(orderItems.id, id), placedBy(customerId)))
          .limit(1);
  if (!row) throw new NotFound(`Order item ${orderItemId} was not found`);
  return row.item;
}

export async function reorderItem(db: Db, customerId: number, orderItemId: number, cart: CartRow): Promise<ReorderedLine> {
  const item = await ownOrderItem(db, customerId, orderItemId);
  const input: ItemInput = {
    sku: item.sku,
    productOption: item.productOption ?? undefined,
    giftcardOptions: (item.giftcardOptions as GiftcardOptions | null) ?? undefined,
  };
  // The line's identity as the cart computes it (a customized line's comes from its configuration).
  const { checksum } = await priceNewItem(db, input, new Date(), cart.email ?? undefined);
  return db.transaction(async (tx) => {
    // The cart row is locked so two re-orders at once both count, and checked to be still open.
    await lockOpenCart(tx, cart.id);
    const [line] = await tx
      .select({ qty: cartItems.qty })
      .from(cartItems)
      .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.sku, item.sku), eq(cartItems.checksum, checksum)));
    const qty = Math.min((line?.qty ?? 0) + item.qty, MAX_LINE_QTY);
    const id = await updateItem(tx, cart, { ...input, qty, parentSku: item.parentSku ?? undefined });
    return { item_id: id, sku: item.sku, qty };
  });
}
