/**
 * The wish list and the compare list in the browser. A guest's lists live in local storage; a customer's
 * live on the account (the API), and at login the guest's lists are merged into the account's and cleared
 * here. A small external store read with useSyncExternalStore (use-product-lists.ts).
 */
import { addToList, listFullMessage, listLimit, removeFromList, type ProductListKind } from "@petsies/domain";
import { readLocal, writeLocal } from "../local-store.ts";
import { notify } from "../notifications/store.ts";
import { asCustomer, onTokensChanged, userToken } from "../user/session.ts";
import { USER_KEYS } from "../user/storage.ts";
import { productListApi } from "./api.ts";

const LIST_STORAGE_KEYS: Record<ProductListKind, string> = { wishlist: "wishlist", compare: "compare-list" };
const KINDS: ProductListKind[] = ["wishlist", "compare"];

export interface ProductListsState {
  /** False on the server and until the browser has read the lists. */
  loaded: boolean;
  wishlist: string[];
  compare: string[];
}

const INITIAL: ProductListsState = { loaded: false, wishlist: [], compare: [] };
let state: ProductListsState = INITIAL;
/** The token the lists were last loaded for (null: the guest's local lists; undefined: not loaded). */
let loadedFor: string | null | undefined;
const listeners = new Set<() => void>();

function setState(patch: Partial<ProductListsState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

function readGuestList(kind: ProductListKind): string[] {
  try {
    const parsed: unknown = JSON.parse(readLocal(LIST_STORAGE_KEYS[kind]) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === "string").slice(-listLimit(kind)) : [];
  } catch {
    return [];
  }
}

function writeGuestList(kind: ProductListKind, skus: string[]) {
  writeLocal(LIST_STORAGE_KEYS[kind], skus.length > 0 ? JSON.stringify(skus) : null);
}

/** With a session: the guest's lists join the account's (then are cleared here), and the account's are shown. */
async function loadForSession(token: string) {
  for (const kind of KINDS) {
    const guest = readGuestList(kind);
    const answer = await asCustomer((t) => (guest.length > 0 ? productListApi.merge(kind, t, guest) : productListApi.list(kind, t)));
    if (userToken() !== token) return;
    if (answer.ok) {
      if (guest.length > 0) writeGuestList(kind, []);
      setState({ [kind]: answer.value.skus });
    }
  }
}

function reload() {
  const token = userToken();
  if (token === loadedFor) return;
  loadedFor = token;
  if (token) {
    setState({ loaded: true, wishlist: [], compare: [] });
    void loadForSession(token);
  } else {
    setState({ loaded: true, wishlist: readGuestList("wishlist"), compare: readGuestList("compare") });
  }
}

let started = false;
function ensureLoaded() {
  if (started || typeof window === "undefined") return;
  started = true;
  onTokensChanged(reload);
  window.addEventListener("storage", (e) => {
    // Another tab changed a list or the session.
    if (e.key === null || Object.values(LIST_STORAGE_KEYS).includes(e.key) || e.key === USER_KEYS.token) {
      loadedFor = undefined;
      reload();
    }
  });
  reload();
}

export function isInList(kind: ProductListKind, sku: string): boolean {
  return state[kind].includes(sku);
}

/** Adds or removes a product; answers whether it is in the list afterwards. */
export async function toggleInList(kind: ProductListKind, sku: string): Promise<boolean> {
  ensureLoaded();
  const had = isInList(kind, sku);
  if (!userToken()) {
    const next = had ? removeFromList(state[kind], sku) : addToList(state[kind], sku, listLimit(kind));
    if (!next) {
      notify({ type: "warning", message: listFullMessage(kind) });
      return had;
    }
    writeGuestList(kind, next);
    setState({ [kind]: next });
    return !had;
  }
  const answer = await asCustomer((token) => (had ? productListApi.remove(kind, token, sku) : productListApi.add(kind, token, sku)));
  if (!answer.ok) {
    notify({ type: answer.status === 409 ? "warning" : "danger", message: answer.message });
    return had;
  }
  setState({ [kind]: answer.value.skus });
  return answer.value.skus.includes(sku);
}

export const productListsStore = {
  subscribe(listener: () => void) {
    ensureLoaded();
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => state,
  getServerSnapshot: () => INITIAL,
};
