/**
 * The back office's live preview of a product's configurator (issue 13 "Customizations"): the customization
 * editor frames this storefront page, which shows the shop's own configurator of the product and draws it again
 * from every tree the editor posts to it, unsaved changes included. The link is signed by the API for an hour
 * (the product id, the time it expires and the HMAC of both under the shop's preview secret); the storefront asks
 * the API whether it holds before it shows anything, and lets only its own origin frame the page.
 */

/** The storefront page of the preview (its path without the store code). */
export const CONFIGURATOR_PREVIEW_PATH = "/preview/configurator/";

/** The query parameters of a preview link. */
export const CONFIGURATOR_PREVIEW_QUERY = { product: "product", expires: "expires", token: "token" } as const;

export interface ConfiguratorPreviewParams {
  productId: number;
  /** Unix seconds. */
  expires: number;
  /** Hex HMAC-SHA256. */
  token: string;
}

/** The message types between the editor and the framed page (window.postMessage, the shop's own origin only). */
export const CONFIGURATOR_PREVIEW_MESSAGES = {
  /** The editor's tree: `{ type, customizations }`. */
  tree: "petsies:configurator-preview:tree",
  /** The framed page is listening: the editor sends its tree. */
  ready: "petsies:configurator-preview:ready",
} as const;

type Query = URLSearchParams | Record<string, string | string[] | undefined>;

function valueOf(query: Query, key: string): string {
  const raw = query instanceof URLSearchParams ? query.get(key) : query[key];
  return (Array.isArray(raw) ? raw[0] : raw) ?? "";
}

/** A preview link's parameters, or null when one is missing or malformed (whether the token holds is the API's to say). */
export function configuratorPreviewParams(query: Query): ConfiguratorPreviewParams | null {
  const product = valueOf(query, CONFIGURATOR_PREVIEW_QUERY.product);
  const expires = valueOf(query, CONFIGURATOR_PREVIEW_QUERY.expires);
  const token = valueOf(query, CONFIGURATOR_PREVIEW_QUERY.token);
  if (!/^[1-9]\d{0,9}$/.test(product) || !/^\d{1,12}$/.test(expires) || !/^[0-9a-f]{64}$/.test(token)) return null;
  return { productId: Number(product), expires: Number(expires), token };
}

/** The query string of a preview link. */
export function configuratorPreviewSearch(params: ConfiguratorPreviewParams): string {
  return new URLSearchParams({
    [CONFIGURATOR_PREVIEW_QUERY.product]: String(params.productId),
    [CONFIGURATOR_PREVIEW_QUERY.expires]: String(params.expires),
    [CONFIGURATOR_PREVIEW_QUERY.token]: params.token,
  }).toString();
}
