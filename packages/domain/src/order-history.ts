/**
 * Order history (spec §2 "Order history", §3 "Order (history)", §4 "Order item progress"): the wire shapes
 * of GET /api/user/order-history and GET /api/customers/me/orders, and the rules the page applies to them.
 */
import { bulkCustomizePath, type OrderItemAction } from "./order-actions.ts";
import { ORDER_ITEM_STATUS, type ProgressTracker } from "./order-progress.ts";

/** Spec §9: order history page size 20, page 1. */
export const ORDER_HISTORY_PAGE_SIZE = 20;

export interface OrderHistoryShipment {
  carrier_code: string;
  tracking_number: string;
  /** YYYY-MM-DD. */
  shipment_date: string;
}

export interface OrderHistoryItem {
  item_id: number;
  /** "{increment_id}-{n}", n counting the order's items from 1. */
  display_id: string;
  product: { sku: string; name: string; thumbnail: string };
  quantity: number;
  available_actions: OrderItemAction[];
  shipments: OrderHistoryShipment[];
  /** YYYY-MM-DD, or null when not known yet. */
  estimated_shipment_date: string | null;
  extension_attributes: {
    customizations: unknown[];
    customization_states: unknown[];
    support_bulk_customization: boolean;
    /** Gift cards a gift card item bought (see BoughtGiftCard). */
    gift_cards?: BoughtGiftCard[];
  };
  progress_tracker: ProgressTracker;
}

/** A bought gift card as its buyer sees it: the code (masked when e-mailed to someone else), the amount, how it went. */
export interface BoughtGiftCard {
  code: string;
  /** Formatted money, e.g. "$50.00". */
  amount: string;
  delivery: string;
}

export interface OrderHistoryOrder {
  entity_id: number;
  increment_id: string;
  /** ISO 8601. */
  created_at: string;
  items: OrderHistoryItem[];
}

export interface OrderHistoryPage {
  items: OrderHistoryOrder[];
  total_count: number;
  page_size: number;
  current_page: number;
}

type TrackedItem = { progress_tracker: Pick<ProgressTracker, "cancelled" | "completed"> };

export function isItemFinished(item: TrackedItem): boolean {
  return item.progress_tracker.completed || item.progress_tracker.cancelled;
}

/** Completed when every item is completed or cancelled. */
export function isOrderCompleted(order: { items: readonly TrackedItem[] }): boolean {
  return order.items.every(isItemFinished);
}

/** Active when any item is neither completed nor cancelled. */
export function isOrderActive(order: { items: readonly TrackedItem[] }): boolean {
  return !isOrderCompleted(order);
}

/** The page's two lists, each keeping the given order. */
export function splitOrders<O extends { items: readonly TrackedItem[] }>(orders: readonly O[]): { active: O[]; completed: O[] } {
  const active: O[] = [];
  const completed: O[] = [];
  for (const order of orders) (isOrderActive(order) ? active : completed).push(order);
  return { active, completed };
}

/**
 * Adds a freshly fetched page to the orders already shown: one entry per increment_id (the fresh copy
 * wins), newest first.
 */
export function mergeOrders<O extends { increment_id: string; created_at: string }>(shown: readonly O[], fetched: readonly O[]): O[] {
  const byIncrement = new Map<string, O>();
  for (const order of [...shown, ...fetched]) byIncrement.set(order.increment_id, order);
  return [...byIncrement.values()].sort(
    (a, b) => b.created_at.localeCompare(a.created_at) || b.increment_id.localeCompare(a.increment_id),
  );
}

/** The items the order's "Customize items" link opens: those that support it and await customization. */
export function bulkCustomizableItemIds(order: { items: readonly OrderHistoryItem[] }): string[] {
  return order.items
    .filter(
      (i) => i.extension_attributes.support_bulk_customization && i.progress_tracker.status_id === ORDER_ITEM_STATUS.awaitingCustomization,
    )
    .map((i) => String(i.item_id));
}

/** The "Customize items" link of an order, or null when it has none (spec §2). */
export function bulkCustomizeLink(order: { items: readonly OrderHistoryItem[] }): string | null {
  const ids = bulkCustomizableItemIds(order);
  return ids.length > 0 ? bulkCustomizePath(ids) : null;
}
