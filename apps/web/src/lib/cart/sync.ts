/**
 * The pure decisions of the cart sync (spec §4 "Cart"): what to do with each item against the server's
 * lines, how a server answer updates an item, and what a failure restores. The store runs the calls.
 */
import { findServerItem, syncOutcome, type SyncOutcome } from "@petsies/domain";
import { itemsHash, lineKey } from "./storage.ts";
import type { CartItem, CartTotals, NewCartItem, ServerCartItem } from "./types.ts";

export interface SyncState {
  /** The hash stored after the last successful sync ("" when there is none). */
  storedHash: string;
  /** When the items were last synced in this page's life; null before the first sync. */
  lastSyncAt: number | null;
}

/** A sync is required when the hash is empty or changed, or when none has happened yet (spec §4). */
export function isSyncRequired(items: CartItem[], state: SyncState): boolean {
  return state.lastSyncAt === null || state.storedHash === "" || state.storedHash !== itemsHash(items);
}

export interface ItemPlan {
  key: string;
  item: CartItem;
  outcome: SyncOutcome;
  /** The server line the item stands for, when there is one. */
  match: ServerCartItem | undefined;
}

const asSyncItem = (item: CartItem) => ({
  sku: item.sku,
  qty: item.qty,
  checksum: item.checksum,
  server_item_id: item.server_item_id,
});

/** Each client item's outcome: no-item and wrong-qty need a server update, the others only take server data. */
export function planSync(items: CartItem[], server: ServerCartItem[]): ItemPlan[] {
  return items.map((item) => ({
    key: lineKey(item),
    item,
    outcome: syncOutcome(asSyncItem(item), server),
    match: findServerItem(asSyncItem(item), server),
  }));
}

export function needsServerUpdate(outcome: SyncOutcome): boolean {
  return outcome === "no-item" || outcome === "wrong-qty";
}

/**
 * The body of POST /api/cart/update for an item: never a price (the server prices every line). A wrong-qty
 * line is addressed by its server id; a missing line by its sku and configuration.
 */
export function updateRequest(plan: ItemPlan) {
  const { item } = plan;
  return {
    sku: item.sku,
    qty: item.qty,
    ...(plan.outcome === "wrong-qty" && plan.match ? { item_id: plan.match.item_id } : {}),
    ...(item.parentSku ? { parentSku: item.parentSku } : {}),
    ...(item.product_option ? { product_option: item.product_option } : {}),
    ...(item.giftcard_options ? { giftcard_options: item.giftcard_options } : {}),
  };
}

/**
 * An item after the server answered for it. `sentQty` is the quantity the request carried: when the
 * shopper changed the quantity meanwhile, their newer quantity stays (the next sync sends it).
 */
export function mergeServerItem(item: CartItem, server: ServerCartItem, sentQty: number): CartItem {
  const changedMeanwhile = item.qty !== sentQty;
  return {
    ...item,
    qty: changedMeanwhile ? item.qty : server.qty,
    prev_qty: server.qty,
    server_item_id: server.item_id,
    checksum: server.checksum,
    name: server.name || item.name,
    price: server.price,
    thumbnail: server.thumbnail || item.thumbnail,
    type_id: server.product_type || item.type_id,
    ...displayOf(item.customizations ? item : server),
  };
}

/** A customized line's choices and promise: the browser's own when it made the line, else the server's. */
function displayOf(from: Pick<CartItem, "customizations" | "turnaround_time" | "shipment_promise_template">) {
  return {
    ...(from.customizations ? { customizations: from.customizations } : {}),
    ...(from.turnaround_time !== undefined ? { turnaround_time: from.turnaround_time } : {}),
    ...(from.shipment_promise_template ? { shipment_promise_template: from.shipment_promise_template } : {}),
  };
}

/** A server line the browser did not know (added in another tab or device) becomes a client item. */
export function fromServerItem(server: ServerCartItem): CartItem {
  return {
    sku: server.sku,
    parentSku: server.parentSku,
    qty: server.qty,
    prev_qty: server.qty,
    server_item_id: server.item_id,
    checksum: server.checksum,
    name: server.name,
    price: server.price,
    thumbnail: server.thumbnail,
    type_id: server.product_type,
    ...(server.product_option ? { product_option: server.product_option } : {}),
    ...(server.giftcard_options ? { giftcard_options: server.giftcard_options } : {}),
    ...displayOf(server),
  };
}

/** Server lines no client item stands for, once the updates have given the items their server ids. */
export function unknownServerLines(items: CartItem[], server: ServerCartItem[]): ServerCartItem[] {
  const known = new Set(items.map((i) => i.server_item_id).filter((id) => id !== undefined));
  return server.filter((s) => !known.has(s.item_id));
}

/** A failed server update: back to the quantity the server last confirmed, or gone if it never had one. */
export function restoreAfterFailure(item: CartItem): CartItem | null {
  return item.prev_qty === undefined ? null : { ...item, qty: item.prev_qty };
}

/** Adds a product: the same line gets its quantity raised, otherwise a new line (qty defaults to 1). */
export function addItem(items: CartItem[], product: NewCartItem, qty = 1): CartItem[] {
  const key = lineKey(product);
  const existing = items.find((i) => lineKey(i) === key);
  if (existing) return items.map((i) => (i === existing ? { ...i, qty: i.qty + qty } : i));
  return [...items, { ...product, qty }];
}

export function setItemQty(items: CartItem[], key: string, qty: number): CartItem[] {
  return items.map((i) => (lineKey(i) === key ? { ...i, qty } : i));
}

/** Totals carry each line's server price and name; the items take them (spec §4 "Totals sync"). */
export function applyTotalsToItems(items: CartItem[], totals: Pick<CartTotals, "items">): CartItem[] {
  const byId = new Map(totals.items.map((t) => [t.item_id, t]));
  let changed = false;
  const next = items.map((item) => {
    const line = item.server_item_id === undefined ? undefined : byId.get(item.server_item_id);
    if (!line || (line.price === item.price && line.name === item.name)) return item;
    changed = true;
    return { ...item, price: line.price, name: line.name || item.name };
  });
  return changed ? next : items;
}
