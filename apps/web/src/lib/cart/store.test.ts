/**
 * The store against a small in-memory cart API (fetch stubbed) and a fake local storage: the flows of
 * spec §4 "Cart" that the pure tests cannot show, such as a failed update, a lost cart and the guest retry.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ERROR_CODES, messages } from "@petsies/domain";
import type { NewCartItem, ServerCartItem } from "./types.ts";

interface Line {
  item_id: number;
  sku: string;
  qty: number;
  parentSku: string | null;
}

/** Just enough of the cart API: create, pull, update, delete, totals, coupon, stock. */
class FakeApi {
  carts = new Map<string, Line[]>();
  nextId = 1;
  created = 0;
  prices: Record<string, number> = { bandana: 12, kit: 19.5 };
  stock: Record<string, string> = { bandana: "ok", kit: "ok", tag: "out_of_stock" };
  refuse = new Map<string, string>();
  /** The fields a refusal names (request path → message), as the API's refusals of bad input do. */
  refuseFields = new Map<string, Record<string, string>>();
  /** The logged-in customer's token and cart (one cart, reached by a token per device). */
  userToken = "user-1";
  customerLines: Line[] = [];
  requests: { method: string; path: string; body: unknown; token: string | null }[] = [];

  line(cartId: string, l: Line): ServerCartItem {
    return {
      ...l,
      name: `Server ${l.sku}`,
      price: this.prices[l.sku] ?? 1,
      product_type: "simple",
      quote_id: cartId,
      checksum: "",
      thumbnail: `/thumb/${l.sku}`,
      is_in_stock: true,
    };
  }

  handle = async (input: string, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input, "http://shop.test");
    const method = init.method ?? "GET";
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    this.requests.push({ method, path: url.pathname, body, token: url.searchParams.get("token") });
    const answer = (code: number, result: unknown, fields?: Record<string, string>, error?: string) =>
      new Response(JSON.stringify({ code, result, ...(fields ? { fields } : {}), ...(error ? { error } : {}) }), { status: code });
    const cartNotFound = () => answer(404, "No such entity with cartId", undefined, ERROR_CODES.cartNotFound);
    if (url.pathname === "/api/stock/check") return answer(200, { status: this.stock[url.searchParams.get("sku")!] ?? "ok" });
    const userToken = url.searchParams.get("token");
    if (userToken !== null && userToken !== this.userToken) return answer(401, "User token is not valid");
    if (url.pathname === "/api/cart/create" && userToken) {
      const token = `customer-cart-${++this.created}`;
      this.carts.set(token, this.customerLines);
      return answer(200, token);
    }
    if (url.pathname === "/api/cart/merge-guest-and-customer") {
      const guest = this.carts.get(url.searchParams.get("cartId")!);
      if (!guest) return cartNotFound();
      for (const line of guest.splice(0)) {
        const same = this.customerLines.find((l) => l.sku === line.sku);
        if (same) same.qty += line.qty;
        else this.customerLines.push(line);
      }
      const token = `customer-cart-${++this.created}`;
      this.carts.set(token, this.customerLines);
      return answer(200, { cartId: token });
    }
    if (url.pathname === "/api/cart/create") {
      const token = `cart-${++this.created}`;
      this.carts.set(token, []);
      return answer(200, token);
    }
    const cartId = url.searchParams.get("cartId")!;
    const lines = this.carts.get(cartId);
    if (!lines) return cartNotFound();
    switch (url.pathname) {
      case "/api/cart/pull":
        return answer(200, lines.map((l) => this.line(cartId, l)));
      case "/api/cart/update": {
        const item = body.cartItem;
        const refusal = this.refuse.get(item.sku);
        if (refusal) return answer(400, refusal, this.refuseFields.get(item.sku));
        let line = item.item_id ? lines.find((l) => l.item_id === item.item_id) : lines.find((l) => l.sku === item.sku);
        if (!line) lines.push((line = { item_id: this.nextId++, sku: item.sku, qty: item.qty, parentSku: item.parentSku ?? null }));
        line.qty = item.qty;
        return answer(200, this.line(cartId, line));
      }
      case "/api/cart/delete": {
        const index = lines.findIndex((l) => l.item_id === body.cartItem.item_id);
        if (index < 0) return answer(404, "The item is not in this cart");
        lines.splice(index, 1);
        return answer(200, true);
      }
      case "/api/cart/totals": {
        const subtotal = lines.reduce((sum, l) => sum + (this.prices[l.sku] ?? 1) * l.qty, 0);
        return answer(200, {
          subtotal,
          grand_total: subtotal,
          coupon_code: null,
          shipping_method: null,
          items: lines.map((l) => ({ item_id: l.item_id, sku: l.sku, name: `Server ${l.sku}`, qty: l.qty, price: this.prices[l.sku] ?? 1, row_total: 0 })),
          applied_gift_cards: [],
          total_segments: [{ code: "subtotal", title: "Subtotal", value: subtotal }],
        });
      }
      case "/api/cart/apply-coupon":
        return url.searchParams.get("coupon") === "PETSIES10" ? answer(200, true) : answer(400, "The coupon code is not valid.");
      default:
        return answer(404, "Not found");
    }
  };
}

class MemoryStorage {
  map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, v);
  removeItem = (k: string) => void this.map.delete(k);
}

const bandana: NewCartItem = { sku: "bandana", parentSku: "bandana", name: "Bandana", price: 12, thumbnail: "/t", type_id: "simple" };
const kit: NewCartItem = { ...bandana, sku: "kit", parentSku: "kit", name: "Kit", price: 19.5 };

let api: FakeApi;
let storage: MemoryStorage;

async function freshStore() {
  vi.resetModules();
  const store = await import("./store.ts");
  const notes = await import("../notifications/store.ts");
  return { ...store, notes: () => notes.notificationStore.getSnapshot().map((n) => [n.type, n.message]) };
}

/** Lets queued tasks (the first sync after loading) run. */
const settle = async () => {
  for (let i = 0; i < 20; i++) await new Promise((r) => setTimeout(r, 0));
};

beforeEach(() => {
  api = new FakeApi();
  storage = new MemoryStorage();
  vi.stubGlobal("window", { localStorage: storage, addEventListener: () => {}, removeEventListener: () => {} });
  vi.stubGlobal("fetch", api.handle);
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("adding to the cart", () => {
  it("checks stock, creates the server cart, syncs the line, saves it and opens the minicart", async () => {
    const s = await freshStore();
    expect(await s.addToCart(bandana, 2)).toBe(true);
    const state = s.cartStore.getSnapshot();
    expect(state.token).toBe("cart-1");
    expect(state.items).toEqual([expect.objectContaining({ sku: "bandana", qty: 2, prev_qty: 2, server_item_id: 1, name: "Server bandana" })]);
    expect(state.totals?.subtotal).toBe(24);
    expect(state.minicartOpen).toBe(true);
    expect(storage.getItem("current-cart-token")).toBe("cart-1");
    expect(JSON.parse(storage.getItem("current-cart")!)).toEqual(state.items);
    expect(storage.getItem("current-cart-hash")).toMatch(/^[0-9a-f]{8}$/);
    expect(s.notes()).toEqual([["success", messages.cartAddSuccess]]);
  });

  it("never sends a price to the server", async () => {
    const s = await freshStore();
    await s.addToCart(bandana);
    const updates = api.requests.filter((r) => r.path === "/api/cart/update");
    expect(updates).toHaveLength(1);
    expect(JSON.stringify(updates[0]!.body)).not.toMatch(/price/);
  });

  it("raises the quantity when the same product is added again", async () => {
    const s = await freshStore();
    await s.addToCart(bandana);
    await s.addToCart(bandana, 2);
    expect(s.cartStore.getSnapshot().items.map((i) => [i.sku, i.qty])).toEqual([["bandana", 3]]);
    expect(api.carts.get("cart-1")).toEqual([expect.objectContaining({ sku: "bandana", qty: 3 })]);
  });

  it("refuses an out-of-stock product without touching the cart", async () => {
    const s = await freshStore();
    expect(await s.addToCart({ ...bandana, sku: "tag" })).toBe(false);
    expect(s.cartStore.getSnapshot().items).toEqual([]);
    expect(api.created).toBe(0);
    expect(s.notes()).toEqual([["danger", messages.outOfStockAdd]]);
  });

  it("adds volatile stock with the warning", async () => {
    api.stock.bandana = "volatile";
    const s = await freshStore();
    expect(await s.addToCart(bandana)).toBe(true);
    expect(s.notes()).toEqual([["warning", messages.volatileStock]]);
  });

  it("refuses an unknown price before asking for stock", async () => {
    const s = await freshStore();
    expect(await s.addToCart({ ...bandana, price: 0 })).toBe(false);
    expect(api.requests).toEqual([]);
    expect(s.notes()).toEqual([["danger", messages.unknownPrice]]);
  });
});

describe("adding the parts of a set", () => {
  it("opens the minicart and says so once, after the last part, with every part in it", async () => {
    const s = await freshStore();
    const openedWith: string[][] = [];
    s.cartStore.subscribe(() => {
      const state = s.cartStore.getSnapshot();
      if (state.minicartOpen && openedWith.length === 0) openedWith.push(state.items.map((i) => i.sku));
    });
    expect(await s.addAllToCart([{ product: kit, qty: 2 }, { product: bandana, qty: 1 }])).toBe(true);
    expect(openedWith).toEqual([["kit", "bandana"]]);
    expect(s.cartStore.getSnapshot().items.map((i) => [i.sku, i.qty])).toEqual([["kit", 2], ["bandana", 1]]);
    expect(s.notes()).toEqual([["success", messages.cartAddSuccess]]);
  });

  it("names a part the shop refused and keeps the parts that went in", async () => {
    api.refuse.set("kit", "Only 1 left.");
    const s = await freshStore();
    expect(await s.addAllToCart([{ product: kit, qty: 2 }, { product: bandana, qty: 1 }])).toBe(false);
    expect(s.cartStore.getSnapshot().items.map((i) => i.sku)).toEqual(["bandana"]);
    expect(s.cartStore.getSnapshot().minicartOpen).toBe(true);
    expect(s.notes()).toEqual([
      ["danger", s.partNotAdded("Kit", "Only 1 left.")],
      ["success", messages.cartAddSuccess],
    ]);
  });
});

describe("server failures", () => {
  it("answers a refusal of a form's fields to the form, with no notice of its own", async () => {
    api.refuse.set("kit", "Please use at most 100 characters.");
    api.refuseFields.set("kit", { "cartItem.giftcard_options.recipient_name": "Please use at most 100 characters." });
    const s = await freshStore();
    expect(await s.addToCartFromForm(kit)).toEqual({
      ok: false,
      refusal: { message: "Please use at most 100 characters.", fields: { "cartItem.giftcard_options.recipient_name": "Please use at most 100 characters." } },
    });
    expect(s.cartStore.getSnapshot().items).toEqual([]);
    expect(s.cartStore.getSnapshot().minicartOpen).toBe(false);
    expect(s.notes()).toEqual([]);
  });

  it("drops a new line the server refuses and shows the server's message", async () => {
    api.refuse.set("kit", "The product 'kit' is not available.");
    const s = await freshStore();
    expect(await s.addToCart(kit)).toBe(false);
    expect(s.cartStore.getSnapshot().items).toEqual([]);
    expect(s.notes()).toEqual([["danger", "The product 'kit' is not available."]]);
  });

  it("restores the confirmed quantity when a quantity update is refused", async () => {
    const s = await freshStore();
    await s.addToCart(bandana, 2);
    api.refuse.set("bandana", "Not that many");
    const key = (await import("./storage.ts")).lineKey(bandana);
    expect(await s.updateQty(key, 5)).toBe(false);
    expect(s.cartStore.getSnapshot().items[0]).toMatchObject({ qty: 2, prev_qty: 2 });
  });

  it("clears and disconnects the cart when the server lost it", async () => {
    const s = await freshStore();
    await s.addToCart(bandana);
    api.carts.clear();
    await s.addToCart(kit);
    const state = s.cartStore.getSnapshot();
    expect(state.items).toEqual([]);
    expect(state.token).toBeNull();
    expect(storage.getItem("current-cart")).toBeNull();
    expect(storage.getItem("current-cart-token")).toBeNull();
  });

  it("retries once as a guest when the user token is refused", async () => {
    storage.setItem("current-token", "stale-user-token");
    const s = await freshStore();
    await s.addToCart(bandana);
    expect(api.requests.filter((r) => r.path === "/api/cart/create")).toHaveLength(2);
    expect(s.cartStore.getSnapshot().token).toBe("cart-1");
    expect(storage.getItem("last-cart-bypass")).toMatch(/^\d+$/);
  });
});

describe("loading and syncing", () => {
  it("reads the saved cart and syncs it once, taking lines added elsewhere", async () => {
    api.carts.set("saved", [
      { item_id: 40, sku: "bandana", qty: 1, parentSku: "bandana" },
      { item_id: 41, sku: "kit", qty: 2, parentSku: "kit" },
    ]);
    storage.setItem("current-cart-token", "saved");
    storage.setItem("current-cart", JSON.stringify([{ ...bandana, qty: 1, server_item_id: 40 }]));
    const s = await freshStore();
    const unsubscribe = s.cartStore.subscribe(() => {});
    await settle();
    const state = s.cartStore.getSnapshot();
    expect(state.loaded).toBe(true);
    expect(state.items.map((i) => [i.sku, i.qty, i.server_item_id])).toEqual([
      ["bandana", 1, 40],
      ["kit", 2, 41],
    ]);
    expect(state.totals?.subtotal).toBe(51);
    expect(api.requests.some((r) => r.path === "/api/cart/update")).toBe(false);
    unsubscribe();
  });

  it("removes a line on the server, then locally", async () => {
    const s = await freshStore();
    await s.addToCart(bandana);
    await s.addToCart(kit);
    const key = (await import("./storage.ts")).lineKey(bandana);
    expect(await s.removeItem(key)).toBe(true);
    expect(s.cartStore.getSnapshot().items.map((i) => i.sku)).toEqual(["kit"]);
    expect(api.carts.get("cart-1")!.map((l) => l.sku)).toEqual(["kit"]);
    expect(s.cartStore.getSnapshot().totals?.subtotal).toBe(19.5);
  });

  it("applies a coupon and answers the server's message for a bad one", async () => {
    const s = await freshStore();
    await s.addToCart(bandana);
    expect(await s.applyCoupon("  PETSIES10 ")).toEqual({ ok: true });
    expect(api.requests.some((r) => r.path === "/api/cart/apply-coupon")).toBe(true);
    expect(await s.applyCoupon("NOPE")).toEqual({ ok: false, message: "The coupon code is not valid." });
  });
});

describe("after an order", () => {
  it("clears the cart the order was placed from, not a newer one", async () => {
    const s = await freshStore();
    await s.addToCart(bandana);
    await s.clearAfterOrder("another-cart");
    expect(s.cartStore.getSnapshot().items).toHaveLength(1);
    await s.clearAfterOrder("cart-1");
    expect(s.cartStore.getSnapshot()).toMatchObject({ items: [], token: null, totals: null });
    expect(storage.getItem("current-cart-token")).toBeNull();
  });
});

describe("taking the server's cart", () => {
  it("reloads the server's lines over the local ones", async () => {
    const s = await freshStore();
    await s.addToCart(bandana, 2);
    api.carts.get("cart-1")![0]!.qty = 1;
    api.carts.get("cart-1")!.push({ item_id: 99, sku: "kit", qty: 1, parentSku: "kit" });
    await s.reloadCart();
    expect(s.cartStore.getSnapshot().items.map((i) => [i.sku, i.qty])).toEqual([
      ["bandana", 1],
      ["kit", 1],
    ]);
    expect(s.cartStore.getSnapshot().totals?.subtotal).toBe(31.5);
  });

  it("adopts a recovered cart as this browser's cart", async () => {
    api.carts.set("recovered", [{ item_id: 5, sku: "kit", qty: 2, parentSku: "kit" }]);
    const s = await freshStore();
    await s.adoptCart("recovered");
    expect(s.cartStore.getSnapshot()).toMatchObject({ token: "recovered", items: [expect.objectContaining({ sku: "kit", qty: 2, server_item_id: 5 })] });
    expect(storage.getItem("current-cart-token")).toBe("recovered");
  });
});

describe("login and logout", () => {
  it("a guest cart with items joins the customer's cart on login; same lines add up", async () => {
    api.customerLines.push({ item_id: 50, sku: "kit", qty: 1, parentSku: "kit" }, { item_id: 51, sku: "bandana", qty: 1, parentSku: "bandana" });
    const s = await freshStore();
    await s.addToCart(bandana, 2);
    storage.setItem("current-token", "user-1");
    await s.connectCustomerCart();
    const state = s.cartStore.getSnapshot();
    expect(state.token).toMatch(/^customer-cart-/);
    expect(state.items.map((i) => [i.sku, i.qty])).toEqual([
      ["kit", 1],
      ["bandana", 3],
    ]);
    expect(storage.getItem("current-cart-token")).toBe(state.token);
    expect(api.requests.some((r) => r.path === "/api/cart/merge-guest-and-customer")).toBe(true);
  });

  it("without guest items the browser takes the customer's cart as it is", async () => {
    api.customerLines.push({ item_id: 50, sku: "kit", qty: 2, parentSku: "kit" });
    storage.setItem("current-token", "user-1");
    const s = await freshStore();
    await s.connectCustomerCart();
    expect(s.cartStore.getSnapshot().items.map((i) => [i.sku, i.qty, i.server_item_id])).toEqual([["kit", 2, 50]]);
    expect(api.requests.some((r) => r.path === "/api/cart/merge-guest-and-customer")).toBe(false);
    // Every call on the customer's cart carries the user token.
    const pulls = api.requests.filter((r) => r.path === "/api/cart/pull");
    expect(pulls).not.toHaveLength(0);
    expect(pulls.every((r) => r.token === "user-1")).toBe(true);
  });

  it("logout forgets the cart at once, without a call", async () => {
    storage.setItem("current-token", "user-1");
    const s = await freshStore();
    await s.addToCart(kit);
    const calls = api.requests.length;
    s.disconnectCart();
    expect(s.cartStore.getSnapshot()).toMatchObject({ items: [], token: null, totals: null });
    expect(storage.getItem("current-cart")).toBeNull();
    expect(storage.getItem("current-cart-token")).toBeNull();
    expect(api.requests).toHaveLength(calls);
    expect(api.customerLines.map((l) => l.sku)).toEqual(["kit"]);
  });
});

describe("offline", () => {
  it("keeps changes local while offline and syncs them once the connection is back", async () => {
    const online = { onLine: false };
    vi.stubGlobal("navigator", online);
    vi.stubGlobal("fetch", (input: string, init?: RequestInit) =>
      online.onLine ? api.handle(input, init) : Promise.reject(new TypeError("Failed to fetch")),
    );
    const s = await freshStore();
    expect(await s.addToCart(bandana)).toBe(true);
    expect(s.notes()).toEqual([["warning", messages.volatileStock]]);
    expect(s.cartStore.getSnapshot()).toMatchObject({ token: null, items: [expect.objectContaining({ sku: "bandana", qty: 1 })] });
    online.onLine = true;
    await s.sync();
    expect(s.cartStore.getSnapshot().items[0]).toMatchObject({ server_item_id: 1 });
    expect(api.carts.get("cart-1")).toEqual([expect.objectContaining({ sku: "bandana", qty: 1 })]);
  });
});
