/**
 * The browser cart (spec §4 "Cart"): items, cartServerToken and hash in local storage, synced with the
 * server cart. A tiny external store read through useSyncExternalStore (see use-cart.ts); every call to
 * the server runs through one queue, so a sync, a removal and a coupon never overlap. The decisions
 * themselves are pure functions in sync.ts; this module runs them and talks to the API.
 */
import { messages } from "@petsies/domain";
import type { Answer, FieldErrors } from "../api-call.ts";
import { ecommerceOf, itemOfCartLine, trackEcommerce, trackViewCart } from "../analytics.ts";
import { notify } from "../notifications/store.ts";
import { clearCountdownExpirationOnCustomAdd } from "../promotions/storage.ts";
import { userToken } from "../user/session.ts";
import { cartApi, isCartGone } from "./cart-api.ts";
import { CART_KEYS, itemsHash, lineKey, parseStoredItems } from "./storage.ts";
import {
  addItem,
  applyTotalsToItems,
  fromServerItem,
  isSyncRequired,
  mergeServerItem,
  needsServerUpdate,
  planSync,
  restoreAfterFailure,
  setItemQty,
  unknownServerLines,
  updateRequest,
} from "./sync.ts";
import type { AppliedGiftCard, CartItem, CartTotals, NewCartItem } from "./types.ts";

export interface CartState {
  /** Local data loaded (false on the server and until the browser has read storage). */
  loaded: boolean;
  items: CartItem[];
  /** cartServerToken: the cart is connected when it has one. */
  token: string | null;
  /** The platform totals of the last totals sync. */
  totals: CartTotals | null;
  giftCards: AppliedGiftCard[];
  syncing: boolean;
  couponProcessing: boolean;
  addingToCart: boolean;
  minicartOpen: boolean;
  /** Line keys whose removal is on its way to the server. */
  removing: string[];
  lastSyncAt: number | null;
  lastTotalsSyncAt: number | null;
}

const INITIAL: CartState = {
  loaded: false,
  items: [],
  token: null,
  totals: null,
  giftCards: [],
  syncing: false,
  couponProcessing: false,
  addingToCart: false,
  minicartOpen: false,
  removing: [],
  lastSyncAt: null,
  lastTotalsSyncAt: null,
};

const BYPASS_KEY = "last-cart-bypass";
/** Guest retries after a 401 (reference facts: cart bypass attempts 1). */
const MAX_BYPASS_ATTEMPTS = 1;
const CROSS_TAB_REFRESH_MS = 250;

let state: CartState = INITIAL;
let storedHash = "";
/** Bumped by every change the shopper makes, so a sync can tell whether the items moved under it. */
let localVersion = 0;
let bypassAttempts = 0;
let queue: Promise<unknown> = Promise.resolve();
let crossTabTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
/** The server's last refusal of each line, by line key: the add that made the line reads its own. */
const refusals = new Map<string, Refusal>();
/** Lines whose add shows the server's refusal itself (at a form's fields, or naming the part): no notice of it here. */
const claimed = new Set<string>();

function setState(patch: Partial<CartState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

// ---- local storage ----

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // storage disabled: the cart lives for this page only
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null || value === "") storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // A full or blocked storage only costs persistence; the cart keeps working in memory.
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function setItems(items: CartItem[]) {
  setState({ items });
  write(CART_KEYS.items, items.length > 0 ? JSON.stringify(items) : null);
}

function setStoredHash(hash: string) {
  storedHash = hash;
  write(CART_KEYS.hash, hash);
}

function setToken(token: string | null) {
  setState({ token, ...(token === null ? { totals: null, giftCards: [] } : {}) });
  write(CART_KEYS.token, token);
}

function readStorage() {
  return { items: parseStoredItems(read(CART_KEYS.items)), token: read(CART_KEYS.token) || null, hash: read(CART_KEYS.hash) ?? "" };
}

/** Reads local data once in the browser, follows other tabs, and starts the first sync. */
function ensureLoaded() {
  if (state.loaded || typeof window === "undefined") return;
  const stored = readStorage();
  storedHash = stored.hash;
  setState({ loaded: true, items: stored.items, token: stored.token });
  window.addEventListener("storage", onStorage);
  window.addEventListener("online", () => void sync());
  if (stored.token || stored.items.length > 0) void sync();
}

/** Another tab changed the cart: take its items and token, then refresh the totals once it settles. */
function onStorage(e: StorageEvent) {
  if (e.key !== null && !(Object.values(CART_KEYS) as string[]).includes(e.key)) return;
  const stored = readStorage();
  storedHash = stored.hash;
  setState({
    items: stored.items,
    token: stored.token,
    ...(stored.token !== state.token ? { totals: null, giftCards: [] } : {}),
  });
  clearTimeout(crossTabTimer);
  crossTabTimer = setTimeout(() => {
    if (state.token) void enqueue(syncTotals);
  }, CROSS_TAB_REFRESH_MS);
}

// ---- the server queue ----

function enqueue<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch((err: unknown) => console.error("cart task failed", err));
  return run;
}

function findItem(key: string): CartItem | undefined {
  return state.items.find((i) => lineKey(i) === key);
}

function replaceItem(key: string, update: (item: CartItem) => CartItem | null) {
  const next: CartItem[] = [];
  for (const item of state.items) {
    if (lineKey(item) !== key) next.push(item);
    else {
      const updated = update(item);
      if (updated) next.push(updated);
    }
  }
  setItems(next);
}

/** The server lost the cart (spec §8): clear it and disconnect. */
function clearAndDisconnect() {
  setItems([]);
  setToken(null);
  setStoredHash("");
  setState({ lastSyncAt: null, lastTotalsSyncAt: null });
}

/**
 * Creates the server cart: the customer's when logged in. A 401 (the user token could not be renewed)
 * retries once as a guest (spec §4), unless that logout took the cart's lines with it.
 */
async function connect(): Promise<boolean> {
  const loggedIn = userToken() !== null;
  let answer = await cartApi.create();
  if (!answer.ok && answer.status === 401 && loggedIn && bypassAttempts < MAX_BYPASS_ATTEMPTS) {
    if (state.items.length === 0) return false;
    bypassAttempts++;
    write(BYPASS_KEY, String(Date.now()));
    answer = await cartApi.create(true);
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
  bypassAttempts++;
  write(BYPASS_KEY, String(Date.now()));
  setToken(null);
  setItems(state.items.map(({ server_item_id: _gone, ...item }) => item));
  setStoredHash("");
  const answer = await cartApi.create(true);
  if (!answer.ok) return false;
  setToken(answer.value);
  return true;
}

/** Handles the answers every cart call shares; true when the caller should stop. */
function cartGone(answer: Answer<unknown>): boolean {
  if (!isCartGone(answer)) return false;
  clearAndDisconnect();
  return true;
}

type ItemsSync = "done" | "stopped" | "retry-as-guest";

async function syncItems(): Promise<ItemsSync> {
  const cartId = state.token!;
  const pulled = await cartApi.pull(cartId);
  // A logout meanwhile disconnected the cart: nothing here is this browser's any more.
  if (state.token !== cartId) return "stopped";
  if (!pulled.ok) {
    if (cartGone(pulled)) return "stopped";
    if (pulled.status === 401) return "retry-as-guest";
    console.warn("cart: pull failed:", pulled.message);
    return "stopped";
  }
  const version = localVersion;
  const errors = new Set<string>();
  let diffLeft = false;
  for (const plan of planSync(state.items, pulled.value)) {
    if (!needsServerUpdate(plan.outcome)) {
      if (plan.match) replaceItem(plan.key, (item) => mergeServerItem(item, plan.match!, plan.item.qty));
      continue;
    }
    const answer = await cartApi.update(cartId, updateRequest(plan));
    if (state.token !== cartId) return "stopped";
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
  const extra = unknownServerLines(state.items, pulled.value);
  if (extra.length > 0) setItems([...state.items, ...extra.map(fromServerItem)]);
  setStoredHash(localVersion === version && !diffLeft ? itemsHash(state.items) : "");
  setState({ lastSyncAt: Date.now() });
  for (const message of errors) notify({ type: "danger", message });
  return "done";
}

/** Totals sync (spec §4): totals and segments, the lines' server prices; other failures are only logged. */
async function syncTotals(): Promise<void> {
  const cartId = state.token;
  if (!cartId) return;
  const answer = await cartApi.totals(cartId);
  if (state.token !== cartId) return;
  if (!answer.ok) {
    if (!cartGone(answer)) console.warn("cart: totals failed:", answer.message);
    return;
  }
  const items = applyTotalsToItems(state.items, answer.value);
  if (items !== state.items) setItems(items);
  setState({ totals: answer.value, lastTotalsSyncAt: Date.now() });
}

/** Sync runs only online (spec §4); offline changes stay local until the connection is back. */
const isOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

async function runSync(force: { totals?: boolean } = {}): Promise<void> {
  ensureLoaded();
  if (isOffline()) return;
  if (!state.token) {
    if (state.items.length === 0) return;
    if (!(await connect())) return;
  }
  if (!isSyncRequired(state.items, { storedHash, lastSyncAt: state.lastSyncAt })) {
    if (force.totals || !state.totals) await syncTotals();
    return;
  }
  setState({ syncing: true });
  try {
    let result = await syncItems();
    if (result === "retry-as-guest" && (await bypassToGuest())) result = await syncItems();
    if (result === "done") await syncTotals();
  } finally {
    setState({ syncing: false });
  }
}

/** Syncs the items (when required) and the totals; resolves once the server agrees or refused. */
export function sync(force: { totals?: boolean } = {}): Promise<void> {
  return enqueue(() => runSync(force));
}

function changeItems(change: (items: CartItem[]) => CartItem[]) {
  localVersion++;
  setItems(change(state.items));
}

// ---- what the shop does with the cart ----

/** Why a line was not added; for bad input the fields the server named (lib/field-errors.ts places them). */
export interface Refusal {
  message: string;
  fields?: FieldErrors;
}

/** An add's outcome; `refusal` is null when there is nothing to tell (the cart went away meanwhile). */
export type AddOutcome = { ok: true } | { ok: false; refusal: Refusal | null };

type LineAdded = { ok: true; volatile: boolean } | { ok: false; refusal: Refusal | null };

/**
 * One product into the cart (spec §4 "Adding"), telling nothing yet: a known price, then the stock check (ok or
 * volatile are added, out_of_stock is refused), then the line is added locally and synced.
 */
async function addLine(product: NewCartItem, qty: number): Promise<LineAdded> {
  if (!(product.price > 0)) return { ok: false, refusal: { message: messages.unknownPrice } };
  const stock = await cartApi.stockStatus(product.sku);
  if (stock === "out_of_stock") return { ok: false, refusal: { message: messages.outOfStockAdd } };
  const key = lineKey(product);
  const wanted = (findItem(key)?.qty ?? 0) + qty;
  changeItems((items) => addItem(items, product, qty));
  refusals.delete(key);
  claimed.add(key);
  try {
    await sync();
  } finally {
    claimed.delete(key);
  }
  if (findItem(key)?.qty !== wanted) {
    const refusal = refusals.get(key) ?? null;
    refusals.delete(key);
    return { ok: false, refusal };
  }
  clearCountdownExpirationOnCustomAdd(product);
  return { ok: true, volatile: stock === "volatile" };
}

/** What was added, said once: the notice, the analytics event and the minicart showing the lines. */
function announceAdded(lines: (NewCartItem & { qty: number })[], volatile: boolean): void {
  notify(volatile ? { type: "warning", message: messages.volatileStock } : { type: "success", message: messages.cartAddSuccess });
  trackEcommerce("add_to_cart", ecommerceOf(lines.map(itemOfCartLine)));
  setState({ minicartOpen: true });
  trackViewCart(state.items);
}

async function whileAdding<T>(task: () => Promise<T>): Promise<T> {
  ensureLoaded();
  setState({ addingToCart: true });
  try {
    return await task();
  } finally {
    setState({ addingToCart: false });
  }
}

/** Adds a product and says so; a refusal shows as a notice. Answers whether it was added. */
export async function addToCart(product: NewCartItem, qty = 1): Promise<boolean> {
  const added = await addToCartFromForm(product, qty);
  if (!added.ok && added.refusal) notify({ type: "danger", message: added.refusal.message });
  return added.ok;
}

/** As addToCart, but a refusal is answered, not shown: the form shows it, each field's at its input. */
export function addToCartFromForm(product: NewCartItem, qty = 1): Promise<AddOutcome> {
  return whileAdding(async () => {
    const added = await addLine(product, qty);
    if (added.ok) announceAdded([{ ...product, qty }], added.volatile);
    return added.ok ? { ok: true } : added;
  });
}

/** A part of a set that did not go to the cart, by name, with the shop's reason when it gave one. */
export const partNotAdded = (name: string, reason: string | undefined) => (reason ? `${name} was not added: ${reason}` : `${name} was not added.`);

/**
 * The chosen parts of a grouped product (spec §4), each its own line, one after the other. The minicart and
 * the notice come once, after the last, with every part that went in; a part refused is named and the
 * others stay. Answers whether every part was added.
 */
export function addAllToCart(parts: { product: NewCartItem; qty: number }[]): Promise<boolean> {
  return whileAdding(async () => {
    const added: (NewCartItem & { qty: number })[] = [];
    let volatile = false;
    for (const { product, qty } of parts) {
      const outcome = await addLine(product, qty);
      if (outcome.ok) {
        added.push({ ...product, qty });
        volatile ||= outcome.volatile;
      } else {
        notify({ type: "danger", message: partNotAdded(product.name, outcome.refusal?.message) });
      }
    }
    if (added.length > 0) announceAdded(added, volatile);
    return added.length === parts.length;
  });
}

/** Sets a line's quantity (a whole number of at least 1) and syncs it. */
export async function updateQty(key: string, qty: number): Promise<boolean> {
  const before = findItem(key);
  if (!before || !Number.isInteger(qty) || qty < 1) return false;
  changeItems((items) => setItemQty(items, key, qty));
  await sync();
  const updated = findItem(key)?.qty === qty;
  if (updated) {
    notify({ type: "success", message: messages.qtyUpdated });
    // GA4 counts a quantity change as adding or removing the difference.
    const difference = qty - before.qty;
    if (difference !== 0) {
      trackEcommerce(difference > 0 ? "add_to_cart" : "remove_from_cart", ecommerceOf([itemOfCartLine({ ...before, qty: Math.abs(difference) })]));
    }
  }
  return updated;
}

/** Removes a line on the server first, then here; the line shows as removing meanwhile. */
export function removeItem(key: string): Promise<boolean> {
  setState({ removing: [...state.removing, key] });
  return enqueue(async () => {
    try {
      const item = findItem(key);
      if (!item) return true;
      if (state.token && item.server_item_id !== undefined) {
        const answer = await cartApi.remove(state.token, item.server_item_id);
        if (cartGone(answer)) return true;
        // A 404 means the line is already gone on the server.
        if (!answer.ok && answer.status !== 404) {
          notify({ type: "danger", message: answer.message });
          return false;
        }
      }
      const wasSynced = storedHash !== "" && storedHash === itemsHash(state.items);
      localVersion++;
      setItems(state.items.filter((i) => lineKey(i) !== key));
      trackEcommerce("remove_from_cart", ecommerceOf([itemOfCartLine(item)]));
      if (wasSynced) setStoredHash(itemsHash(state.items));
      if (state.items.length > 0) await syncTotals();
      else setState({ totals: null });
      return true;
    } finally {
      setState({ removing: state.removing.filter((k) => k !== key) });
    }
  });
}

export type CodeAnswer = { ok: true } | { ok: false; message: string };

/** Runs a coupon or gift card call with the coupon-processing flag, then forces a totals sync. */
function codeTask(call: (cartId: string) => Promise<Answer<unknown>>, after?: () => Promise<void>): Promise<CodeAnswer> {
  return enqueue(async () => {
    if (!state.token) return { ok: false, message: messages.somethingWentWrong };
    setState({ couponProcessing: true });
    try {
      const answer = await call(state.token);
      if (!answer.ok) {
        cartGone(answer);
        return { ok: false, message: answer.message };
      }
      await after?.();
      await syncTotals();
      return { ok: true };
    } finally {
      setState({ couponProcessing: false });
    }
  });
}

/** Coupon and gift card codes are trimmed (spec §5). */
export function applyCoupon(code: string): Promise<CodeAnswer> {
  return codeTask((cartId) => cartApi.applyCoupon(cartId, code.trim()));
}

export function removeCoupon(): Promise<CodeAnswer> {
  return codeTask((cartId) => cartApi.removeCoupon(cartId));
}

async function loadGiftCards(): Promise<void> {
  if (!state.token) return;
  const answer = await cartApi.pullGiftCards(state.token);
  if (answer.ok) setState({ giftCards: answer.value });
  else if (!cartGone(answer)) console.warn("cart: gift cards failed:", answer.message);
}

export function applyGiftCard(code: string): Promise<CodeAnswer> {
  return codeTask((cartId) => cartApi.applyGiftCard(cartId, code.trim()), loadGiftCards);
}

export function removeGiftCard(code: string): Promise<CodeAnswer> {
  return codeTask((cartId) => cartApi.removeGiftCards(cartId, [code]), loadGiftCards);
}

/** The cart page shows the applied gift cards; they are read when it opens. */
export function refreshGiftCards(): Promise<void> {
  return enqueue(loadGiftCards);
}

/**
 * An order was placed from the cart `cartId`: the browser cart is cleared without a sync (spec §4 "Order
 * placement"), unless the shopper has moved on to another cart meanwhile (an order sent from the queue).
 */
export function clearAfterOrder(cartId: string): Promise<void> {
  ensureLoaded();
  return enqueue(async () => {
    if (state.token === cartId) clearAndDisconnect();
  });
}

/** Makes the server's lines the cart's lines (the server is right: the checkout found the cart changed). */
async function takeServerCart(): Promise<void> {
  const cartId = state.token;
  if (!cartId) return;
  const pulled = await cartApi.pull(cartId);
  if (state.token !== cartId) return;
  if (!pulled.ok) {
    if (!cartGone(pulled)) console.warn("cart: pull failed:", pulled.message);
    return;
  }
  localVersion++;
  setItems(pulled.value.map(fromServerItem));
  setStoredHash(itemsHash(state.items));
  setState({ lastSyncAt: Date.now() });
  await syncTotals();
}

/** Reloads the cart from the server, replacing the local lines (after the checkout's cart-changed answer). */
export function reloadCart(): Promise<void> {
  ensureLoaded();
  return enqueue(takeServerCart);
}

/** Makes an existing server cart this browser's cart (a recovered cart), with the server's lines. */
export function adoptCart(cartId: string): Promise<void> {
  ensureLoaded();
  return enqueue(async () => {
    setToken(cartId);
    await takeServerCart();
  });
}

/**
 * After login (spec §4 "Guest and customer carts are merged on login"): this browser's cart becomes the
 * customer's. Local changes are synced first; a guest cart with items joins the customer's cart on the
 * server (lines of the same product add up; with an empty customer cart that simply moves them), else the
 * browser connects to the customer's cart. Either way the server's lines become the cart's lines.
 */
export function connectCustomerCart(): Promise<void> {
  ensureLoaded();
  return enqueue(async () => {
    await runSync();
    if (state.token && state.items.length > 0) {
      const merged = await cartApi.merge(state.token);
      if (merged.ok) {
        setToken(merged.value.cartId);
        await takeServerCart();
        return;
      }
      if (!cartGone(merged)) console.warn("cart: merge failed:", merged.message);
    }
    const created = await cartApi.create();
    if (!created.ok) {
      console.warn("cart: could not open the customer's cart:", created.message);
      return;
    }
    const carried = state.items.map(({ server_item_id: _gone, ...item }) => item);
    setToken(created.value);
    setStoredHash("");
    if (carried.length > 0) {
      // The merge failed: the local lines go to the customer's cart the ordinary way.
      localVersion++;
      setItems(carried);
      await runSync({ totals: true });
    } else {
      await takeServerCart();
    }
  });
}

/** Logout (spec §4): the cart is forgotten here at once, without a call; the customer's cart stays on the server. */
export function disconnectCart(): void {
  ensureLoaded();
  localVersion++;
  clearAndDisconnect();
}

export function openMinicart() {
  ensureLoaded();
  setState({ minicartOpen: true });
  trackViewCart(state.items);
}

export function closeMinicart() {
  if (state.minicartOpen) setState({ minicartOpen: false });
}

export const cartStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    ensureLoaded();
    return () => listeners.delete(listener);
  },
  getSnapshot: () => state,
  getServerSnapshot: () => INITIAL,
};
