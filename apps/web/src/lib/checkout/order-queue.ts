/**
 * The offline order queue (spec §4 "Order placement and offline queue"), kept in IndexedDB so it survives
 * a closed tab. An order waits here, untransmitted, until the shop answers it; it is sent with the same
 * key every time, so the shop places it once however often it is sent.
 */
import { createStore, del, entries, set, type UseStore } from "idb-keyval";
import type { OrderPayload } from "./order.ts";

export interface QueuedOrder {
  key: string;
  order: OrderPayload;
  queuedAt: string;
}

let store: UseStore | null = null;
function orders(): UseStore {
  store ??= createStore("petsies-orders", "untransmitted");
  return store;
}

export async function enqueueOrder(key: string, order: OrderPayload): Promise<void> {
  await set(key, { key, order, queuedAt: new Date().toISOString() } satisfies QueuedOrder, orders());
}

/** Oldest first. */
export async function queuedOrders(): Promise<QueuedOrder[]> {
  const all = (await entries<string, QueuedOrder>(orders())).map(([, v]) => v);
  return all.sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
}

/** The shop has answered this order (placed it, or refused it for good): it leaves the queue. */
export async function markTransmitted(key: string): Promise<void> {
  await del(key, orders());
}
