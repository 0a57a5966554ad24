/**
 * Order history (spec §2 "Order history", §3 "Order (history)", §7 GET /api/user/order-history and
 * /customers/me/orders): a customer's placed orders, newest first, each item with its progress tracker,
 * shipments and actions. Only orders whose payment went through are orders to the shopper; an order of
 * another customer is never read.
 */
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import {
  customizeRouteForSku,
  firstPhoto,
  imageUrl,
  photoThumbnailUrl,
  orderItemActions,
  orderItemKind,
  progressTrackerFor,
  type OrderHistoryItem,
  type OrderHistoryOrder,
  type OrderHistoryPage,
} from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { publicIds } from "../../infra/public-ids.ts";
import { orderItems, orderItemShipments, orders, products } from "../../db/schema.ts";
import { downloadableSkus } from "../downloads/service.ts";
import { boughtCardView, issuedCardsOfItems, type IssuedCard } from "../giftcards/issue.ts";

type ItemRow = typeof orderItems.$inferSelect;
type ShipmentRow = typeof orderItemShipments.$inferSelect;

/** A placed order: its payment was authorised (pending and declined reservations are not orders yet). */
export const placedBy = (customerId: number) => and(eq(orders.customerId, customerId), eq(orders.paymentState, "authorized"));

export interface PageRequest {
  pageSize: number;
  currentPage: number;
}

/** YYYY-MM-DD of a stored date (dates are kept at midnight UTC). */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export async function orderHistory(db: Db, customerId: number, page: PageRequest): Promise<OrderHistoryPage> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(orders).where(placedBy(customerId));
  const rows = await db
    .select({ id: orders.id, incrementId: orders.incrementId, createdAt: orders.createdAt, shippingAddress: orders.shippingAddress })
    .from(orders)
    .where(placedBy(customerId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.pageSize)
    .offset((page.currentPage - 1) * page.pageSize);
  const items = await itemsOf(
    db,
    rows.map((r) => r.id),
  );
  const ids = await publicIds(db);
  const downloadable = await downloadableSkus(
    db,
    items.map((i) => i.row.sku),
  );
  return {
    items: rows.map((order) => {
      const own = items.filter((i) => i.row.orderId === order.id);
      return {
        entity_id: ids.toPublic("order", order.id),
        increment_id: order.incrementId,
        created_at: order.createdAt.toISOString(),
        items: own.map((item, n) => historyItem(order.incrementId, n + 1, item, shipsTo(order.shippingAddress), ids.toPublic("order-item", item.row.id), downloadable)),
      } satisfies OrderHistoryOrder;
    }),
    total_count: total,
    page_size: page.pageSize,
    current_page: page.currentPage,
  };
}

interface ItemWithParts {
  row: ItemRow;
  image: string;
  shipments: ShipmentRow[];
  giftCards: IssuedCard[];
}

async function itemsOf(db: Db, orderIds: number[]): Promise<ItemWithParts[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({ item: orderItems, image: products.image })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.id));
  const shipments =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(orderItemShipments)
          .where(
            inArray(
              orderItemShipments.orderItemId,
              rows.map((r) => r.item.id),
            ),
          )
          .orderBy(asc(orderItemShipments.shipmentDate), asc(orderItemShipments.id));
  const cards = await issuedCardsOfItems(
    db,
    rows.filter((r) => r.item.giftcardOptions !== null).map((r) => r.item.id),
  );
  return rows.map((r) => ({
    row: r.item,
    image: r.image,
    shipments: shipments.filter((s) => s.orderItemId === r.item.id),
    giftCards: cards.filter((c) => c.orderItemId === r.item.id),
  }));
}

interface Destination {
  country: string | null;
  hasTaxId: boolean;
}

function shipsTo(address: Record<string, unknown> | null): Destination {
  const country = typeof address?.country_id === "string" ? address.country_id : null;
  const vat = typeof address?.vat_id === "string" ? address.vat_id.trim() : "";
  return { country, hasTaxId: vat !== "" };
}

/**
 * Customizations travel in the line's product_option.extension_attributes (customizations, and the
 * customization_state entries of spec §3), copied to the order item when the order is placed.
 */
export function customizationsOf(productOption: Record<string, unknown> | null) {
  const ext = (productOption?.extension_attributes ?? {}) as Record<string, unknown>;
  const list = (v: unknown) => (Array.isArray(v) ? (v as unknown[]) : []);
  return { customizations: list(ext.customizations), states: list(ext.customization_state ?? ext.customization_states) };
}

/** An item as the customer sees it; `publicId` is its id outside the shop (infra/public-ids.ts). */
function historyItem(incrementId: string, n: number, item: ItemWithParts, destination: Destination, publicId: number, downloadable: Set<string>): OrderHistoryItem {
  const row = item.row;
  const kind = orderItemKind({ type_id: row.typeId, giftCard: row.giftcardOptions !== null, giftcardShipped: row.giftcardOptions?.recipient_ship === true });
  const { customizations, states } = customizationsOf(row.productOption);
  const customizeSku = [row.sku, row.parentSku].find((sku): sku is string => !!sku && customizeRouteForSku(sku) !== null);
  const photo = customizations.length > 0 || states.length > 0 ? firstPhoto(states as { value?: unknown }[]) : null;
  return {
    item_id: publicId,
    display_id: `${incrementId}-${n}`,
    product: {
      sku: row.sku,
      name: row.name,
      thumbnail: photo ? photoThumbnailUrl(photo.url, "customizationCartThumbnail") : imageUrl(item.image, "cartThumbnail"),
    },
    quantity: row.qty,
    available_actions: orderItemActions({
      itemId: publicId,
      sku: customizeSku ?? row.sku,
      statusId: row.statusId,
      kind,
      shippingCountry: destination.country,
      hasTaxId: destination.hasTaxId,
      downloadable: downloadable.has(row.sku),
    }),
    shipments: item.shipments.map((s) => ({
      carrier_code: s.carrierCode,
      tracking_number: s.trackingNumber,
      shipment_date: isoDate(s.shipmentDate),
    })),
    estimated_shipment_date: row.estimatedShipmentDate ? isoDate(row.estimatedShipmentDate) : null,
    extension_attributes: {
      customizations,
      customization_states: states,
      support_bulk_customization: customizeSku !== undefined,
      ...(item.giftCards.length > 0 ? { gift_cards: item.giftCards.map(boughtCardView) } : {}),
    },
    progress_tracker: progressTrackerFor(kind, row.statusId),
  };
}
