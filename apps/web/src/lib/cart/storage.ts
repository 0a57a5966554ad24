/**
 * How the cart is kept in local storage (spec §4 "Cart", §9 "Local storage keys"): the items, the
 * cartServerToken and the hash of the items as last synced, each under its own key. Reading is forgiving:
 * anything that is not a usable item is dropped rather than breaking the shop.
 */
import { lineConfiguration, parseQty } from "@petsies/domain";
import type { CartCustomization, CartItem, GiftcardOptions } from "./types.ts";

export const CART_KEYS = {
  items: "current-cart",
  token: "current-cart-token",
  hash: "current-cart-hash",
} as const;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === "string" ? v : "");

function positiveInt(v: unknown): number | undefined {
  return typeof v === "number" && Number.isInteger(v) && v > 0 ? v : undefined;
}

function parseCustomizations(raw: unknown): CartCustomization[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return raw.flatMap((c: unknown) =>
    isRecord(c) && typeof c.customization_id === "string" && typeof c.title === "string" && typeof c.value === "string"
      ? [{ customization_id: c.customization_id, title: c.title, value: c.value }]
      : [],
  );
}

function parseItem(raw: unknown): CartItem | null {
  if (!isRecord(raw)) return null;
  const sku = text(raw.sku).trim();
  const qty = parseQty(raw.qty);
  if (!sku || qty === null || qty < 1) return null;
  const price = typeof raw.price === "number" && Number.isFinite(raw.price) ? raw.price : 0;
  const item: CartItem = {
    sku,
    parentSku: text(raw.parentSku) || null,
    qty,
    name: text(raw.name) || sku,
    price,
    thumbnail: text(raw.thumbnail),
    type_id: text(raw.type_id) || "simple",
  };
  const prevQty = parseQty(raw.prev_qty);
  if (prevQty !== null && prevQty > 0) item.prev_qty = prevQty;
  const serverId = positiveInt(raw.server_item_id);
  if (serverId !== undefined) item.server_item_id = serverId;
  if (typeof raw.checksum === "string") item.checksum = raw.checksum;
  if (isRecord(raw.product_option)) item.product_option = raw.product_option;
  if (isRecord(raw.giftcard_options)) item.giftcard_options = raw.giftcard_options as unknown as GiftcardOptions;
  const customizations = parseCustomizations(raw.customizations);
  if (customizations) item.customizations = customizations;
  if (typeof raw.turnaround_time === "number" && Number.isFinite(raw.turnaround_time) && raw.turnaround_time >= 0) {
    item.turnaround_time = raw.turnaround_time;
  }
  if (typeof raw.shipment_promise_template === "string") item.shipment_promise_template = raw.shipment_promise_template;
  return item;
}

/** The items saved under `current-cart`; broken JSON or odd entries read as nothing. */
export function parseStoredItems(raw: string | null): CartItem[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.map(parseItem).filter((i): i is CartItem => i !== null);
}

/**
 * A line's identity in the browser: its sku and configuration. Adding the same product with the same
 * options again raises that line's quantity instead of adding a second line.
 */
export function lineKey(item: Pick<CartItem, "sku" | "product_option" | "giftcard_options">): string {
  return JSON.stringify([item.sku, lineConfiguration({ productOption: item.product_option, giftcardOptions: item.giftcard_options })]);
}

/** 32-bit FNV-1a: enough to notice that the items changed since the last sync; not a security hash. */
function fnv1a(input: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    hash ^= input.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}

/** The cartItemsHash: what the server must agree with (lines, quantities, server ids). */
export function itemsHash(items: CartItem[]): string {
  return fnv1a(JSON.stringify(items.map((i) => [lineKey(i), i.qty, i.server_item_id ?? null])));
}

/** Where the cart was last moved to a guest cart after a refused login (reference facts: cart bypass). */
const BYPASS_KEY = "last-cart-bypass";

/** What the cart keeps on this device: read at start, written on every change, shared with other tabs. */
export interface CartStorage {
  read(): { items: CartItem[]; token: string | null; hash: string };
  writeItems(items: CartItem[]): void;
  writeToken(token: string | null): void;
  writeHash(hash: string): void;
  noteBypass(at: number): void;
  /** Calls back when another tab changed the cart's keys. */
  followOtherTabs(changed: () => void): void;
}

/**
 * The cart's part of local storage. Storage may be missing or refuse writes (disabled, full, private mode):
 * that only costs persistence, the cart keeps working in memory for this page.
 */
export function localCartStorage(backend: () => Storage | null = browserStorage): CartStorage {
  const read = (key: string): string | null => {
    try {
      return backend()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string | null) => {
    try {
      if (value === null || value === "") backend()?.removeItem(key);
      else backend()?.setItem(key, value);
    } catch {
      // A full or blocked storage only costs persistence.
    }
  };
  return {
    read: () => ({ items: parseStoredItems(read(CART_KEYS.items)), token: read(CART_KEYS.token) || null, hash: read(CART_KEYS.hash) ?? "" }),
    writeItems: (items) => write(CART_KEYS.items, items.length > 0 ? JSON.stringify(items) : null),
    writeToken: (token) => write(CART_KEYS.token, token),
    writeHash: (hash) => write(CART_KEYS.hash, hash),
    noteBypass: (at) => write(BYPASS_KEY, String(at)),
    followOtherTabs(changed) {
      if (typeof window === "undefined") return;
      window.addEventListener("storage", (e: StorageEvent) => {
        if (e.key === null || (Object.values(CART_KEYS) as string[]).includes(e.key)) changed();
      });
    },
  };
}

function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // storage disabled
  }
}
