/**
 * The cart built from its parts: each cart has its own state and storage, and the sync engine tells what
 * happened only through the events part (the shop's notices are one implementation of it). The network is
 * stubbed (a small cart API); storage is in memory.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { messages } from "@petsies/domain";
import { notificationStore } from "../notifications/store.ts";
import { cartApi } from "./cart-api.ts";
import type { CartEvents } from "./cart-events.ts";
import { createCart } from "./create-cart.ts";
import { CART_KEYS, localCartStorage } from "./storage.ts";
import type { CartItem, NewCartItem } from "./types.ts";

const TOO_MANY = "The requested qty is not available";

/** Carts with lines; an update of the sku "refused" answers 400. */
function stubCartApi() {
  const carts = new Map<string, { item_id: number; sku: string; qty: number }[]>();
  let created = 0;
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, "http://shop.test");
    const answer = (code: number, result: unknown) => new Response(JSON.stringify({ code, result }), { status: code });
    if (url.pathname === "/api/stock/check") return answer(200, { status: "ok" });
    if (url.pathname === "/api/cart/create") {
      carts.set(`cart-${++created}`, []);
      return answer(200, `cart-${created}`);
    }
    const lines = carts.get(url.searchParams.get("cartId")!)!;
    const line = (l: { item_id: number; sku: string; qty: number }) => ({ ...l, name: l.sku, price: 5, product_type: "simple", quote_id: "", checksum: "" });
    switch (url.pathname) {
      case "/api/cart/pull":
        return answer(200, lines.map(line));
      case "/api/cart/update": {
        const item = (JSON.parse(String(init.body)) as { cartItem: { sku: string; qty: number } }).cartItem;
        if (item.sku === "refused") return answer(400, TOO_MANY);
        const added = { item_id: lines.length + 1, sku: item.sku, qty: item.qty };
        lines.push(added);
        return answer(200, line(added));
      }
      case "/api/cart/totals":
        return answer(200, { subtotal: 0, grand_total: 0, items: [], total_segments: [] });
      default:
        return answer(404, "Not found");
    }
  });
}

class MemoryStorage {
  map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, v);
  removeItem = (k: string) => void this.map.delete(k);
}

/** The events part as a record of what the cart said. */
function recordedEvents() {
  const said: string[] = [];
  const events: CartEvents = {
    added: (lines) => said.push(`added ${lines.map((l) => l.sku).join(",")}`),
    refused: (message) => said.push(`refused ${message}`),
    qtyChanged: (item, qty) => said.push(`qty ${item.sku} ${qty}`),
    removed: (item) => said.push(`removed ${item.sku}`),
    viewed: () => said.push("viewed"),
  };
  return { said, events };
}

function cartOn(memory: MemoryStorage) {
  const { said, events } = recordedEvents();
  const cart = createCart({
    storage: localCartStorage(() => memory as unknown as Storage),
    server: { ...cartApi, loggedIn: () => false },
    events,
  });
  return { cart, said };
}

const product = (sku: string): NewCartItem => ({ sku, parentSku: sku, name: sku, price: 5, thumbnail: "", type_id: "simple" });

beforeEach(() => {
  vi.stubGlobal("window", { addEventListener: () => {} });
  vi.spyOn(console, "warn").mockImplementation(() => {});
  stubCartApi();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a cart built from its parts", () => {
  it("keeps its own state and storage: two carts do not share lines", async () => {
    const first = cartOn(new MemoryStorage());
    const secondStorage = new MemoryStorage();
    const second = cartOn(secondStorage);
    expect(await first.cart.addToCart(product("bandana"), 2)).toBe(true);
    expect(first.cart.cartStore.getSnapshot().items.map((i) => [i.sku, i.qty])).toEqual([["bandana", 2]]);
    expect(first.said).toEqual(["added bandana", "viewed"]);
    expect(second.cart.cartStore.getSnapshot().items).toEqual([]);
    expect(secondStorage.map.size).toBe(0);
  });

  it("reports a line the server refused during a sync through its events, never on its own", async () => {
    const memory = new MemoryStorage();
    const waiting: CartItem = { ...product("refused"), qty: 3 };
    memory.setItem(CART_KEYS.items, JSON.stringify([waiting]));
    const { cart, said } = cartOn(memory);
    const shown = notificationStore.getSnapshot();
    await cart.sync();
    expect(said).toEqual([`refused ${TOO_MANY}`]);
    // The same list: nothing was shown (another test file run in this process may have shown something before).
    expect(notificationStore.getSnapshot()).toBe(shown);
  });

  it("answers an add's refusal to the caller, who says it once", async () => {
    const { cart, said } = cartOn(new MemoryStorage());
    expect(await cart.addToCartFromForm(product("refused"))).toEqual({ ok: false, refusal: { message: TOO_MANY } });
    expect(said).toEqual([]);
    expect(await cart.addToCart({ ...product("nothing"), price: 0 })).toBe(false);
    expect(said).toEqual([`refused ${messages.unknownPrice}`]);
  });
});
