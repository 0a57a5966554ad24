/**
 * The cart, built from its parts (spec §4 "Cart"): state (cart-state.ts), local storage (storage.ts), the
 * server (cart-api.ts) and the events it tells the world (cart-events.ts), with the sync engine
 * (sync-engine.ts) between them. What is here is what the shop does with the cart: add, change, remove,
 * codes, login and logout; each says what happened through the events part, never on its own.
 */
import { messages } from "@petsies/domain";
import type { Answer } from "../api-call.ts";
import type { CartEvents } from "./cart-events.ts";
import { createCartState, INITIAL_CART } from "./cart-state.ts";
import { lineKey, type CartStorage } from "./storage.ts";
import { createSyncEngine, type CartServer, type Refusal } from "./sync-engine.ts";
import { addItem, setItemQty } from "./sync.ts";
import type { NewCartItem } from "./types.ts";

export interface CartParts {
  storage: CartStorage;
  server: CartServer;
  events: CartEvents;
}

/** An add's outcome; `refusal` is null when there is nothing to tell (the cart went away meanwhile). */
export type AddOutcome = { ok: true } | { ok: false; refusal: Refusal | null };

export type CodeAnswer = { ok: true } | { ok: false; message: string };

type LineAdded = { ok: true; volatile: boolean } | { ok: false; refusal: Refusal | null };

/** A part of a set that did not go to the cart, by name, with the shop's reason when it gave one. */
export const partNotAdded = (name: string, reason: string | undefined) => (reason ? `${name} was not added: ${reason}` : `${name} was not added.`);

export function createCart({ storage, server, events }: CartParts) {
  const state = createCartState();
  const engine = createSyncEngine({ state, storage, server, refused: events.refused });
  const { ensureLoaded, enqueue, sync } = engine;

  /**
   * One product into the cart (spec §4 "Adding"), telling nothing yet: a known price, then the stock check (ok or
   * volatile are added, out_of_stock is refused), then the line is added locally and synced.
   */
  async function addLine(product: NewCartItem, qty: number): Promise<LineAdded> {
    if (!(product.price > 0)) return { ok: false, refusal: { message: messages.unknownPrice } };
    const stock = await server.stockStatus(product.sku);
    if (stock === "out_of_stock") return { ok: false, refusal: { message: messages.outOfStockAdd } };
    const key = lineKey(product);
    const wanted = (engine.findItem(key)?.qty ?? 0) + qty;
    engine.changeItems((items) => addItem(items, product, qty));
    const refusal = await engine.syncOwnLine(key);
    if (engine.findItem(key)?.qty !== wanted) return { ok: false, refusal };
    return { ok: true, volatile: stock === "volatile" };
  }

  /** What was added, said once: the events, and the minicart showing the lines. */
  function announceAdded(lines: (NewCartItem & { qty: number })[], volatile: boolean): void {
    events.added(lines, volatile);
    openMinicart();
  }

  async function whileAdding<T>(task: () => Promise<T>): Promise<T> {
    ensureLoaded();
    state.set({ addingToCart: true });
    try {
      return await task();
    } finally {
      state.set({ addingToCart: false });
    }
  }

  /** As addToCart, but a refusal is answered, not shown: the form shows it, each field's at its input. */
  function addToCartFromForm(product: NewCartItem, qty = 1): Promise<AddOutcome> {
    return whileAdding(async () => {
      const added = await addLine(product, qty);
      if (added.ok) announceAdded([{ ...product, qty }], added.volatile);
      return added.ok ? { ok: true } : added;
    });
  }

  /** Adds a product and says so; a refusal shows as a notice. Answers whether it was added. */
  async function addToCart(product: NewCartItem, qty = 1): Promise<boolean> {
    const added = await addToCartFromForm(product, qty);
    if (!added.ok && added.refusal) events.refused(added.refusal.message);
    return added.ok;
  }

  /**
   * The chosen parts of a grouped product (spec §4), each its own line, one after the other. The minicart and
   * the notice come once, after the last, with every part that went in; a part refused is named and the
   * others stay. Answers whether every part was added.
   */
  function addAllToCart(parts: { product: NewCartItem; qty: number }[]): Promise<boolean> {
    return whileAdding(async () => {
      const added: (NewCartItem & { qty: number })[] = [];
      let volatile = false;
      for (const { product, qty } of parts) {
        const outcome = await addLine(product, qty);
        if (outcome.ok) {
          added.push({ ...product, qty });
          volatile ||= outcome.volatile;
        } else {
          events.refused(partNotAdded(product.name, outcome.refusal?.message));
        }
      }
      if (added.length > 0) announceAdded(added, volatile);
      return added.length === parts.length;
    });
  }

  /** Sets a line's quantity (a whole number of at least 1) and syncs it. */
  async function updateQty(key: string, qty: number): Promise<boolean> {
    const before = engine.findItem(key);
    if (!before || !Number.isInteger(qty) || qty < 1) return false;
    engine.changeItems((items) => setItemQty(items, key, qty));
    await sync();
    const updated = engine.findItem(key)?.qty === qty;
    if (updated) events.qtyChanged(before, qty);
    return updated;
  }

  /** Removes a line on the server first, then here; the line shows as removing meanwhile. */
  function removeItem(key: string): Promise<boolean> {
    state.set({ removing: [...state.get().removing, key] });
    return enqueue(async () => {
      try {
        const item = engine.findItem(key);
        if (!item) return true;
        const cartId = state.get().token;
        if (cartId && item.server_item_id !== undefined) {
          const answer = await server.remove(cartId, item.server_item_id);
          if (engine.cartGone(answer)) return true;
          // A 404 means the line is already gone on the server.
          if (!answer.ok && answer.status !== 404) {
            events.refused(answer.message);
            return false;
          }
        }
        engine.dropLine(key);
        events.removed(item);
        if (state.get().items.length > 0) await engine.syncTotals();
        else state.set({ totals: null });
        return true;
      } finally {
        state.set({ removing: state.get().removing.filter((k) => k !== key) });
      }
    });
  }

  /** Runs a coupon or gift card call with the coupon-processing flag, then forces a totals sync. */
  function codeTask(call: (cartId: string) => Promise<Answer<unknown>>, after?: () => Promise<void>): Promise<CodeAnswer> {
    return enqueue(async () => {
      const cartId = state.get().token;
      if (!cartId) return { ok: false, message: messages.somethingWentWrong };
      state.set({ couponProcessing: true });
      try {
        const answer = await call(cartId);
        if (!answer.ok) {
          engine.cartGone(answer);
          return { ok: false, message: answer.message };
        }
        await after?.();
        await engine.syncTotals();
        return { ok: true };
      } finally {
        state.set({ couponProcessing: false });
      }
    });
  }

  function openMinicart() {
    ensureLoaded();
    state.set({ minicartOpen: true });
    events.viewed(state.get().items);
  }

  return {
    sync,
    addToCart,
    addToCartFromForm,
    addAllToCart,
    updateQty,
    removeItem,
    /** Coupon and gift card codes are trimmed (spec §5). */
    applyCoupon: (code: string) => codeTask((cartId) => server.applyCoupon(cartId, code.trim())),
    removeCoupon: () => codeTask((cartId) => server.removeCoupon(cartId)),
    applyGiftCard: (code: string) => codeTask((cartId) => server.applyGiftCard(cartId, code.trim()), engine.loadGiftCards),
    removeGiftCard: (code: string) => codeTask((cartId) => server.removeGiftCards(cartId, [code]), engine.loadGiftCards),
    /** The cart page shows the applied gift cards; they are read when it opens. */
    refreshGiftCards: () => enqueue(engine.loadGiftCards),
    /**
     * An order was placed from the cart `cartId`: the browser cart is cleared without a sync (spec §4 "Order
     * placement"), unless the shopper has moved on to another cart meanwhile (an order sent from the queue).
     */
    clearAfterOrder(cartId: string): Promise<void> {
      ensureLoaded();
      return enqueue(async () => {
        if (state.get().token === cartId) engine.clearAndDisconnect();
      });
    },
    /** Reloads the cart from the server, replacing the local lines (after the checkout's cart-changed answer). */
    reloadCart(): Promise<void> {
      ensureLoaded();
      return enqueue(engine.takeServerCart);
    },
    /** Makes an existing server cart this browser's cart (a recovered cart), with the server's lines. */
    adoptCart(cartId: string): Promise<void> {
      ensureLoaded();
      return enqueue(async () => {
        engine.setToken(cartId);
        await engine.takeServerCart();
      });
    },
    /** After login this browser's cart becomes the customer's (see the engine's connectCustomer). */
    connectCustomerCart(): Promise<void> {
      ensureLoaded();
      return enqueue(engine.connectCustomer);
    },
    /** Logout (spec §4): the cart is forgotten here at once, without a call; the customer's cart stays on the server. */
    disconnectCart(): void {
      ensureLoaded();
      engine.forget();
    },
    openMinicart,
    closeMinicart() {
      if (state.get().minicartOpen) state.set({ minicartOpen: false });
    },
    /** The store useSyncExternalStore reads (use-cart.ts). */
    cartStore: {
      subscribe(listener: () => void) {
        const unsubscribe = state.subscribe(listener);
        ensureLoaded();
        return unsubscribe;
      },
      getSnapshot: state.get,
      getServerSnapshot: () => INITIAL_CART,
    },
  };
}
