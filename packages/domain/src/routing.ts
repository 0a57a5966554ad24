/**
 * Routing rules both sides share (spec §2): the legacy aliases and redirects of the old shop, the special
 * product links by category id, URL-rewrite answers and the dispatcher's route names. Pure: no I/O.
 */
import { productPath, type Product } from "./catalog.ts";
import { creationLink } from "./creation-pages.ts";

export * from "./creation-pages.ts";

export type RedirectStatus = 301 | 302;

export interface Redirect {
  location: string;
  status: RedirectStatus;
}

/** The old shop's product ids on its cross-sell page, and the bundles they are now (spec §2). */
export const LEGACY_CROSS_SELL_SKUS: Readonly<Record<number, string>> = { 73: "ForeversDog_bundle", 253: "customPillow_bundle" };

/** Where the old shop's cross-sell page lived: /cross-sells/index/index/id/{productId}/. */
export const LEGACY_CROSS_SELL_PREFIX = "/cross-sells/index/index/id/";
export const CART_PATH = "/checkout/cart/";
export const PHRASE_PILLOW_CREATE_PATH = "/photo-pillows/create/";
export const CUT_OUT_BLANKETS_PATH = "/custom-pet-photo-blankets/";
export const RENAISSANCE_BLANKETS_PATH = "/renaissance-blankets/";
export const FOREVERS_CREATE_PATH = "/forevers/create/";

/** Category ids with their own product links (spec §2 "Special routing by category id"). */
export const PHRASE_PILLOW_DESIGNS_CATEGORY_ID = 80;
export const CUT_OUT_BLANKET_DESIGNS_CATEGORY_ID = 114;
export const RENAISSANCE_BLANKET_DESIGNS_CATEGORY_ID = 115;

/**
 * Old paths that are the same page under a new address: permanent moves, the query string kept.
 * The blanket and design paths are the old shop's category pages.
 */
export const LEGACY_ALIASES: Readonly<Record<string, string>> = {
  "/home/": "/",
  "/photo-pillows/": "/c/photo-pillows-designs/",
  "/photo-pillow/designs/": "/c/photo-pillows-designs/",
  "/accessories/": "/c/petsies-accessories/",
  "/blankets/cut-out/": "/c/blankets-cut-out-design/",
  "/blankets/cut-out-design/": "/c/blankets-cut-out-design/",
  "/blankets/renaissance/": "/c/blankets-renaissance-design/",
  "/blankets/renaissance-design/": "/c/blankets-renaissance-design/",
  "/giftbox/": "/p/gift_box/gift_box_dog/",
};

const LEGACY_PLUSHIE_PREFIX = "/plushie/index/";
const PHRASE_PETSIES = /^\/p\/phrasePetsies([^/]+)\/$/;

/** Joins a path that may carry its own query with the request's query (`?a=1`), the path's keys first. */
function withQuery(location: string, search: string): string {
  const [path = "", own = ""] = location.split("?", 2);
  const params = new URLSearchParams(own);
  for (const [key, value] of new URLSearchParams(search)) if (!params.has(key)) params.append(key, value);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The redirect a legacy path gets, or null when the path is not a legacy one. `pathname` may lack its
 * trailing slash (the redirect then saves the browser a hop); `search` is the query with or without "?".
 */
export function legacyRedirect(pathname: string, search = ""): Redirect | null {
  const path = pathname.endsWith("/") ? pathname : `${pathname}/`;

  const alias = LEGACY_ALIASES[path];
  if (alias !== undefined) return { location: withQuery(alias, search), status: 301 };

  if (path.startsWith(LEGACY_PLUSHIE_PREFIX)) return { location: withQuery(FOREVERS_CREATE_PATH, search), status: 301 };

  // As the old shop did: the whole sku (phrasePetsies…) is the front design; the back design is the
  // request's own back_design, which the request's query carries over.
  const phrase = PHRASE_PETSIES.exec(path);
  if (phrase?.[1]) {
    const sku = decoded(phrase[1]);
    if (sku === null) return null;
    const query = new URLSearchParams({ front_design: `phrasePetsies${sku}` });
    return { location: withQuery(`${PHRASE_PILLOW_CREATE_PATH}?${query}`, search), status: 301 };
  }

  if (path.startsWith(LEGACY_CROSS_SELL_PREFIX)) {
    const id = path.slice(LEGACY_CROSS_SELL_PREFIX.length).replace(/\/$/, "");
    const sku = /^\d+$/.test(id) ? LEGACY_CROSS_SELL_SKUS[Number(id)] : undefined;
    // An unknown id has no new page; the cart is a fallback, not a permanent new home.
    if (sku === undefined) return { location: CART_PATH, status: 302 };
    return { location: crossSellPath(sku), status: 301 };
  }

  return null;
}

export function crossSellPath(parentSku: string): string {
  return `/cross-sells/p/${encodeURIComponent(parentSku)}/`;
}

/**
 * Where a product card links (spec §2 "Special routing by category id"): phrase-pillow designs (80) open the
 * phrase-pillow creation page with the design as front_design; blanket designs (114, 115) open the cut-out
 * blanket page, or the renaissance one when the product is in 115, with the design as product_design.
 * A creation bundle opens its creation page (spec §2 "Creation pages"); everything else its product page.
 */
export function productLink(p: Pick<Product, "sku" | "parentSku" | "type_id" | "category_ids">): string {
  const ids = p.category_ids ?? [];
  if (ids.includes(PHRASE_PILLOW_DESIGNS_CATEGORY_ID)) {
    return `${PHRASE_PILLOW_CREATE_PATH}?${new URLSearchParams({ front_design: p.sku })}`;
  }
  if (ids.includes(RENAISSANCE_BLANKET_DESIGNS_CATEGORY_ID)) {
    return `${RENAISSANCE_BLANKETS_PATH}?${new URLSearchParams({ product_design: p.sku })}`;
  }
  if (ids.includes(CUT_OUT_BLANKET_DESIGNS_CATEGORY_ID)) {
    return `${CUT_OUT_BLANKETS_PATH}?${new URLSearchParams({ product_design: p.sku })}`;
  }
  return creationLink(p.sku) ?? productPath(p);
}

/** Rewrite options of a URL rewrite (spec §3): "RP" is a permanent redirect, anything else temporary. */
export type RewriteOptions = "RP" | "R";

export interface UrlRewriteResult {
  target_path: string;
  rewrite_options: RewriteOptions;
  status: RedirectStatus;
}

export function rewriteOptionsFor(status: RedirectStatus): RewriteOptions {
  return status === 301 ? "RP" : "R";
}

/** Spec §7, §9: 301 for "RP", else 302. */
export function rewriteStatus(options: string | null | undefined): RedirectStatus {
  return options === "RP" ? 301 : 302;
}

/**
 * A request path as URL rewrites store it: no query or fragment, one leading and one trailing slash.
 * Null for a path that is empty or not a path at all.
 */
export function normaliseRequestPath(raw: string): string | null {
  const path = (raw.split(/[?#]/)[0] ?? "").trim().replace(/\/{2,}/g, "/");
  if (!path || /^[a-z][a-z0-9+.-]*:/i.test(path)) return null;
  const inner = path.replace(/^\/+|\/+$/g, "");
  return inner ? `/${inner}/` : "/";
}

/**
 * The redirect a URL-rewrite answer asks for, or null when it must be ignored (spec §7: an answer whose target
 * is the requested path itself, or an empty target). A relative target keeps the request's query unless it has
 * its own.
 */
export function rewriteRedirect(requestPath: string, answer: UrlRewriteResult, search = ""): Redirect | null {
  const target = answer.target_path.trim();
  const status = rewriteStatus(answer.rewrite_options);
  if (/^https?:\/\//i.test(target)) return { location: target, status };
  const [path = "", own = ""] = target.split("?", 2);
  const targetPath = normaliseRequestPath(path.startsWith("/") ? path : `/${path}`);
  if (!path || targetPath === null || targetPath === normaliseRequestPath(requestPath)) return null;
  return { location: withQuery(own ? `${targetPath}?${own}` : targetPath, search), status };
}

/** Route names of the dispatcher (spec §2): the product type plus "-product", urldispatcher-{path}. */
export function productRouteName(typeId: string): string {
  return `${typeId}-product`;
}

export function dispatcherRouteName(path: string): string {
  return `urldispatcher-${path}`;
}

/**
 * The URL dispatcher's answer (spec §7 url map: `_type` product, category or cms_page, and `_source`).
 * `route_name` names the storefront route that shows the path: `{type}-product`, `cross-sells`, `category`,
 * `cms-page`, or `urldispatcher-{path}` when the path is a url_path (the storefront then serves the
 * product or category page at that path).
 */
export type UrlMapping =
  | {
      _type: "product";
      _source: { sku: string; parentSku: string | null; childSku: string | null; type_id: string };
      route_name: string;
      /** Set when the path must move there with a 301 (a configurable's child visited directly). */
      redirect_to?: string;
    }
  | { _type: "category"; _source: { id: number; slug: string }; route_name: string }
  | { _type: "cms_page"; _source: { full_slug: string }; route_name: string };

/**
 * With the store-code prefix enabled, paths become /{storeCode}/… (spec §2): the page is found without the
 * prefix, and the store's root is its home page. Null when the path does not carry the prefix.
 */
export function withoutStoreCode(pathname: string, storeCode: string | undefined): string | null {
  if (!storeCode) return null;
  const prefix = `/${storeCode}/`;
  return pathname.startsWith(prefix) ? `/${pathname.slice(prefix.length)}` : null;
}
