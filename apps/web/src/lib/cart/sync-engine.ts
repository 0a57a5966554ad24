/**
 * The cart's sync engine (spec §4 "Cart"): the browser's copy of the cart (state, written through to local
 * storage) and the one queue that every call to the server runs through, so a sync, a removal and a coupon
 * never overlap. The decisions themselves are pure functions in sync.ts; this part runs them against the
 * API. It shows nothing: a line the server refused is handed to `refused`, and the cart's actions
 * (create-cart.ts) decide what the shopper hears.
 */
import type { Answer, FieldErrors } from "../api-call.ts";
import type { cartApi } from "./cart-api.ts";
import { isCartGone } from "./cart-api.ts";
import type { CartStateHolder } from "./cart-state.ts";
import { itemsHash, lineKey, type CartStorage } from "./storage.ts";
import {
  applyTotalsToItems,
  fromServerItem,
  isSyncRequired,
  mergeServerItem,
  needsServerUpdate,
  planSync,
  restoreAfterFailure,
  unknownServerLines,
  updateRequest,
} from "./sync.ts";
import type { CartItem } from "./types.ts";

/** Why a line was not added; for bad input the fields the server named (lib/field-errors.ts places them). */
export interface Refusal {
  message: string;
  fields?: FieldErrors;
}

/** The server side of the cart: its calls, and whether a customer is logged in (their cart is theirs). */
export type CartServer = typeof cartApi & { loggedIn(): boolean };

export interface SyncEngineParts {
  state: CartStateHolder;
  storage: CartStorage;
  server: CartServer;
  /** A line the server refused during a sync that no caller shows itself. */
  refused(message: string): void;
}

/** Guest retries after a 401 (reference facts: cart bypass attempts 1). */
const MAX_BYPASS_ATTEMPTS = 1;
const CROSS_TAB_REFRESH_MS = 250;

type ItemsSync = "done" | "stopped" | "retry-as-guest";

export type SyncEngine = ReturnType<typeof createSyncEngine>;

export function createSyncEngine({ state, storage, server, refused }: SyncEngineParts) {
  let storedHash = "";
  /** Bumped by every change the shopper makes, so a sync can tell whether the items moved under it. */
  let localVersion = 0;
  let bypassAttempts = 0;
  let queue: Promise<unknown> = Promise.resolve();
  let crossTabTimer: ReturnType<typeof setTimeout> | undefined;
  /** The server's last refusal of each line, by line key: the add that made the line reads its own. */
  const refusals = new Map<string, Refusal>();
  /** Lines whose add shows the server's refusal itself (at a form's fields, or naming the part): not reported. */
  const claimed = new Set<string>();

  const cart = () => state.get();

  // ---- the local copy ----

  function setItems(items: CartItem[]) {
    state.set({ items });
    storage.writeItems(items);
  }

  function setStoredHash(hash: string) {
    storedHash = hash;
    storage.writeHash(hash);
  }

  function setToken(token: string | null) {
    state.set({ token, ...(token === null ? { totals: null, giftCards: [] } : {}) });
    storage.writeToken(token);
  }

  function findItem(key: string): CartItem | undefined {
    return cart().items.find((i) => lineKey(i) === key);
  }

  function replaceItem(key: string, update: (item: CartItem) => CartItem | null) {
    const next: CartItem[] = [];
    for (const item of cart().items) {
      if (lineKey(item) !== key) next.push(item);
      else {
        const updated = update(item);
        if (updated) next.push(updated);
      }
    }
    setItems(next);
  }

  /** A change the shopper made: the next sync sends it. */
  function changeItems(change: (items: CartItem[]) => CartItem[]) {
    localVersion++;
    setItems(change(cart().items));
  }

  /** The server lost the cart (spec §8): clear it and disconnect. */
  function clearAndDisconnect() {
    setItems([]);
    setToken(null);
    setStoredHash("");
    state.set({ lastSyncAt: null, lastTotalsSyncAt: null });
  }

  /** Reads local data once in the browser, follows other tabs, and starts the first sync. */
  function ensureLoaded() {
    if (cart().loaded || typeof window === "undefined") return;
    const stored = storage.read();
    storedHash = stored.hash;
    state.set({ loaded: true, items: stored.items, token: stored.token });
    storage.followOtherTabs(onOtherTab);
    window.addEventListener("online", () => void sync());
    if (stored.token || stored.items.length > 0) void sync();
  }

  /** Another tab changed the cart: take its items and token, then refresh the totals once it settles. */
  function onOtherTab() {
    const stored = storage.read();
    storedHash = stored.hash;
    state.set({
      items: stored.items,
      token: stored.token,
      ...(stored.token !== cart().token ? { totals: null, giftCards: [] } : {}),
    });
    clearTimeout(crossTabTimer);
    crossTabTimer = setTimeout(() => {
      if (cart().token) void enqueue(syncTotals);
    }, CROSS_TAB_REFRESH_MS);
  }

  // ---- the server queue ----

  function enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(task, task);
    queue = run.catch((err: unknown) => console.error("cart task failed", err));
    return run;
  }

  /** Handles the answers every cart call shares; true when the caller should stop. */
  function cartGone(answer: Answer<unknown>): boolean {
    if (!isCartGone(answer)) return false;
    clearAndDisconnect();
    return true;
  }

  function noteBypass() {
    bypassAttempts++;
    storage.noteBypass(Date.now());
  }

  /**
   * Creates the server cart: the customer's when logged in. A 401 (the user token could not be renewed)
   * retries once as a guest (spec §4), unless that logout took the cart's lines with it.
   */
  async function connect(): Promise<boolean> {
    const loggedIn = server.loggedIn();
    let answer = await server.create();
    if (!answer.ok && answer.status === 401 && loggedIn && bypassAttempts < MAX_BYPASS_ATTEMPTS) {
      if (cart().items.length === 0) return false;
      noteBypass();
      answer = await server.create(true);
    }
    if (!answer.ok) {
      console.warn("cart: could not create the server cart:", answer.message);
      return false;
    }
    setToken(answer.value);
    return true;
  }

  /** A 401 during sync: start over on a new guest cart, if a bypass attempt is left. */
  async function bypassToGuest(): Promise<boolean> {
    if (bypassAttempts >= MAX_BYPASS_ATTEMPTS) return false;
    noteBypass();
    setToken(null);
    setItems(cart().items.map(({ server_item_id: _gone, ...item }) => item));
    setStoredHash("");
    const answer = await server.create(true);
    if (!answer.ok) return false;
    setToken(answer.value);
    return true;
  }

  async function syncItems(): Promise<ItemsSync> {
    const cartId = cart().token!;
    const pulled = await server.pull(cartId);
    // A logout meanwhile disconnected the cart: nothing here is this browser's any more.
    if (cart().token !== cartId) return "stopped";
    if (!pulled.ok) {
      if (cartGone(pulled)) return "stopped";
      if (pulled.status === 401) return "retry-as-guest";
      console.warn("cart: pull failed:", pulled.message);
      return "stopped";
    }
    const version = localVersion;
    const errors = new Set<string>();
    let diffLeft = false;
    for (const plan of planSync(cart().items, pulled.value)) {
      if (!needsServerUpdate(plan.outcome)) {
        if (plan.match) replaceItem(plan.key, (item) => mergeServerItem(item, plan.match!, plan.item.qty));
        continue;
      }
      const answer = await server.update(cartId, updateRequest(plan));
      if (cart().token !== cartId) return "stopped";
      if (answer.ok) {
        const line = answer.value;
        replaceItem(plan.key, (item) => (line ? mergeServerItem(item, line, plan.item.qty) : null));
      } else if (cartGone(answer)) {
        return "stopped";
      } else if (answer.status === 401) {
        return "retry-as-guest";
      } else if (answer.status === 404) {
        diffLeft = true; // a 404 for a line leaves the diff: the next sync tries again
      } else {
        refusals.set(plan.key, { message: answer.message, ...(answer.fields ? { fields: answer.fields } : {}) });
        if (!claimed.has(plan.key)) errors.add(answer.message);
        replaceItem(plan.key, restoreAfterFailure);
      }
    }
    const extra = unknownServerLines(cart().items, pulled.value);
    if (extra.length > 0) setItems([...cart().items, ...extra.map(fromServerItem)]);
    setStoredHash(localVersion === version && !diffLeft ? itemsHash(cart().items) : "");
    state.set({ lastSyncAt: Date.now() });
    for (const message of errors) refused(message);
    return "done";
  }

  /** Totals sync (spec §4): totals and segments, the lines' server prices; other failures are only logged. */
  async function syncTotals(): Promise<void> {
    const cartId = cart().token;
    if (!cartId) return;
    const answer = await server.totals(cartId);
    if (cart().token !== cartId) return;
    if (!answer.ok) {
      if (!cartGone(answer)) console.warn("cart: totals failed:", answer.message);
      return;
    }
    const items = applyTotalsToItems(cart().items, answer.value);
    if (items !== cart().items) setItems(items);
    state.set({ totals: answer.value, lastTotalsSyncAt: Date.now() });
  }

  /** Sync runs only online (spec §4); offline changes stay local until the connection is back. */
  const isOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

  async function runSync(force: { totals?: boolean } = {}): Promise<void> {
    ensureLoaded();
    if (isOffline()) return;
    if (!cart().token) {
      if (cart().items.length === 0) return;
      if (!(await connect())) return;
    }
    if (!isSyncRequired(cart().items, { storedHash, lastSyncAt: cart().lastSyncAt })) {
      if (force.totals || !cart().totals) await syncTotals();
      return;
    }
    state.set({ syncing: true });
    try {
      let result = await syncItems();
      if (result === "retry-as-guest" && (await bypassToGuest())) result = await syncItems();
      if (result === "done") await syncTotals();
    } finally {
      state.set({ syncing: false });
    }
  }

  /** Syncs the items (when required) and the totals; resolves once the server agrees or refused. */
  function sync(force: { totals?: boolean } = {}): Promise<void> {
    return enqueue(() => runSync(force));
  }

  /**
   * Syncs a line the caller just changed and answers the server's refusal of it, if any, instead of
   * reporting it: the caller shows it (at a form's fields, or naming the part of a set).
   */
  async function syncOwnLine(key: string): Promise<Refusal | null> {
    refusals.delete(key);
    claimed.add(key);
    try {
      await sync();
    } finally {
      claimed.delete(key);
    }
    const refusal = refusals.get(key) ?? null;
    refusals.delete(key);
    return refusal;
  }

  /** A line the server no longer has leaves here too; a cart that was in sync stays in sync. */
  function dropLine(key: string) {
    const wasSynced = storedHash !== "" && storedHash === itemsHash(cart().items);
    changeItems((items) => items.filter((i) => lineKey(i) !== key));
    if (wasSynced) setStoredHash(itemsHash(cart().items));
  }

  /** Makes the server's lines the cart's lines (the server is right: the checkout found the cart changed). */
  async function takeServerCart(): Promise<void> {
    const cartId = cart().token;
    if (!cartId) return;
    const pulled = await server.pull(cartId);
    if (cart().token !== cartId) return;
    if (!pulled.ok) {
      if (!cartGone(pulled)) console.warn("cart: pull failed:", pulled.message);
      return;
    }
    localVersion++;
    setItems(pulled.value.map(fromServerItem));
    setStoredHash(itemsHash(cart().items));
    state.set({ lastSyncAt: Date.now() });
    await syncTotals();
  }

  async function loadGiftCards(): Promise<void> {
    const cartId = cart().token;
    if (!cartId) return;
    const answer = await server.pullGiftCards(cartId);
    if (answer.ok) state.set({ giftCards: answer.value });
    else if (!cartGone(answer)) console.warn("cart: gift cards failed:", answer.message);
  }

  /**
   * After login (spec §4 "Guest and customer carts are merged on login"): this browser's cart becomes the
   * customer's. Local changes are synced first; a guest cart with items joins the customer's cart on the
   * server (lines of the same product add up; with an empty customer cart that simply moves them), else the
   * browser connects to the customer's cart. Either way the server's lines become the cart's lines.
   */
  async function connectCustomer(): Promise<void> {
    await runSync();
    if (cart().token && cart().items.length > 0) {
      const merged = await server.merge(cart().token!);
      if (merged.ok) {
        setToken(merged.value.cartId);
        await takeServerCart();
        return;
      }
      if (!cartGone(merged)) console.warn("cart: merge failed:", merged.message);
    }
    const created = await server.create();
    if (!created.ok) {
      console.warn("cart: could not open the customer's cart:", created.message);
      return;
    }
    const carried = cart().items.map(({ server_item_id: _gone, ...item }) => item);
    setToken(created.value);
    setStoredHash("");
    if (carried.length > 0) {
      // The merge failed: the local lines go to the customer's cart the ordinary way.
      changeItems(() => carried);
      await runSync({ totals: true });
    } else {
      await takeServerCart();
    }
  }

  /** Logout (spec §4): the cart is forgotten here at once, without a call; the customer's cart stays on the server. */
  function forget() {
    localVersion++;
    clearAndDisconnect();
  }

  return {
    ensureLoaded,
    enqueue,
    sync,
    syncOwnLine,
    syncTotals,
    takeServerCart,
    loadGiftCards,
    connectCustomer,
    forget,
    cartGone,
    clearAndDisconnect,
    changeItems,
    dropLine,
    findItem,
    setToken,
  };
}
