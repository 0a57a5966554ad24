import { NextResponse, type NextRequest } from "next/server";
import {
  BULK_CUSTOMIZE_PATH,
  CONFIGURATOR_PREVIEW_PATH,
  configuratorPreviewParams,
  CREATION_PAGES,
  CUSTOMIZE_ROUTES,
  isEditorPreview,
  legacyRedirect,
  rewriteRedirect,
  STORY_SLUG,
  withoutStoreCode,
  type UrlMapping,
} from "@petsies/domain";
import { API_URL } from "./lib/api.ts";
import { cachedPage, keptPage } from "./lib/cached-page.ts";
import type { CachedAppPage } from "./lib/page-query.ts";
import { headersForApi, trustedProxyCheck } from "./lib/client-address.ts";
import { storefrontConfig } from "./lib/config.ts";
import { bodyTooLarge } from "./lib/request-size.ts";
import { versionKeeper } from "./lib/page-version.ts";
import { pageInit, type PageInit } from "./lib/security-headers.ts";
import { apiUnavailable, shopUnavailablePage } from "./lib/shop-unavailable.ts";
import { resolvePath } from "./lib/url-map.ts";
import { findRewrite } from "./lib/url-rewrite.ts";

/** Pages that exist without a catalogue or content lookup. */
const APP_ROUTES = new Set([
  "/",
  "/error/",
  "/storyblok-empty/",
  "/giftcards/",
  "/search/",
  "/checkout/cart/",
  "/checkout/onepage/",
  "/checkout/onepage/success/",
  "/sign-in/",
  "/sign-up/",
  "/authenticate/",
  "/customer/account/resetpassword/",
  // The unsubscribe link of our newsletter e-mails.
  "/newsletter/unsubscribe/",
  "/my-account/",
  "/my-account/order-history/",
  "/my-account/profile/",
  "/my-account/address-book/",
  "/my-account/address-book/add/",
  "/my-account/wishlist/",
  "/reviews/",
  "/compare/",
  // The storefront's health check for a load balancer (app/health/route.ts).
  "/health/",
  // The creation pages and the pages that customize order items (spec §2).
  ...CREATION_PAGES.map((p) => p.path),
  ...Object.values(CUSTOMIZE_ROUTES),
  BULK_CUSTOMIZE_PATH,
]);
/** Pages of APP_ROUTES that are the same for every shopper, served from the render cache (lib/render-cache.ts). */
const CACHED_APP_ROUTES = new Map<string, CachedAppPage>([
  ["/", "home"],
  ["/search/", "search"],
]);
/** STORE_CODE (e.g. "us") enables the store-code prefix: /us/c/{slug}/ shows /c/{slug}/ (spec §2). */
const STORE_CODE = storefrontConfig.storeCode;
/** The shop's own proxies in front of the storefront (TRUSTED_PROXIES), for the shopper's address. */
const isTrustedProxy = trustedProxyCheck(storefrontConfig.trustedProxies);
/** The cart recovery link of spec §2. */
const RECOVER_CART = /^\/alerts\/recover\/cart\/id\/[^/]+\/code\/[^/]+\/$/;
/** An address book entry's edit page (spec §2 edit/:addressId/). */
const EDIT_ADDRESS = /^\/my-account\/address-book\/edit\/[^/]+\/$/;
/**
 * Whether the API answers, asked as the page version is (at most every 250 ms) but kept apart from the render
 * cache's: an API call (an approval, a price change) asking it just before the change would otherwise leave the
 * pre-change version in the cache's hands for 250 ms, and the page reloaded right after would be the old one.
 */
const apiAnswers = versionKeeper();

/** The shop's not-found page (app/(default)/page-not-found/page.tsx): rewrites to it answer 404. */
const UNMATCHED = "/page-not-found/";

/**
 * Every request but Next's own assets passes here:
 * - the browser talks to the API same-origin: /api/* is forwarded as it is (exact path, no slash added),
 *   and so is the back office at /admin/*, with the shopper's address as X-Forwarded-For;
 * - page routes use strict trailing slashes (spec §2); files keep their exact paths;
 * - legacy paths of the old shop redirect (packages/domain routing.ts), in one hop even without the slash;
 * - any other path is resolved through the URL dispatcher: content pages are served from /cms/{slug}/,
 *   products and categories by their own routes or, at their url_path, from /p/… and /c/…; a path it
 *   cannot resolve may have a URL rewrite (301 or 302); anything else gets the not-found page and a 404;
 * - while the API does not answer, a path is served from the page kept for it, stale, or answered 503 with the
 *   retry page (lib/shop-unavailable.ts): only the API can say a path shows nothing, so only its answer is a 404;
 * - every page answer carries the security headers, with a new script nonce (lib/security-headers.ts);
 * - the home page, search results and every page the dispatcher resolves (products, categories, content)
 *   come from the render cache (lib/cached-page.ts) when they can, else Next renders them as usual.
 */
export async function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  if (pathname === "/api" || pathname.startsWith("/api/")) return forwardToApi(req, pathname + search);
  // The back office (apps/admin) is served by the API, on the shop's own origin.
  if (pathname === "/admin" || pathname.startsWith("/admin/")) return forwardToApi(req, pathname + search);
  if (/\.[^/]+$/.test(pathname)) return NextResponse.next();
  const legacy = legacyRedirect(pathname, search);
  if (legacy) return NextResponse.redirect(new URL(legacy.location, req.url), legacy.status);
  // A new URL, not nextUrl.pathname: rewriting nextUrl in place loops with trailingSlash on.
  if (!pathname.endsWith("/")) return NextResponse.redirect(new URL(pathname + "/" + search, req.url), 308);
  // With the store-code prefix, the page is found by the path without it and shown at the prefixed URL.
  const path = withoutStoreCode(pathname, STORE_CODE) ?? pathname;
  // Every page answer carries the security headers, and its renderer this request's nonce.
  const page = pageInit(req, path, { contentPage: path === "/" });
  // A story's page: the back office's editor may frame its draft preview.
  const storyPage = () => pageInit(req, path, { contentPage: true });
  const show = () => (path === pathname ? NextResponse.next(page) : rewriteTo(req, path, page));
  // The back office's configurator preview: never from the render cache, shown only for a link the API accepts.
  if (path === CONFIGURATOR_PREVIEW_PATH) return configuratorPreview(req, path, page);
  // The shop's own pages render with the API's answers: while it does not answer, "try again shortly" instead.
  const showWhileApiAnswers = async () => ((await apiAnswers()) === null ? shopUnavailablePage(page, pathname + search) : show());
  const cachedAppPage = CACHED_APP_ROUTES.get(path);
  if (cachedAppPage) return (await cachedPage(req, page, cachedAppPage)) ?? showWhileApiAnswers();
  if (APP_ROUTES.has(path) || RECOVER_CART.test(path) || EDIT_ADDRESS.test(path)) return showWhileApiAnswers();
  if (path.startsWith("/cms/")) return notFoundPage(req, page);

  const mapping = await resolvePath(path);
  // The API did not answer (refused, failed or too slow): the kept page, however old, else "try again shortly".
  if (mapping === undefined) return keptPage(req, page) ?? shopUnavailablePage(page, pathname + search);
  if (mapping === null) {
    // The visual editor may open a story that is not published yet: the content page shows its draft if
    // the API accepts the editor's token, else "Could not load story".
    const slug = path.slice(1, -1);
    if (isEditorPreview(req.nextUrl.searchParams) && STORY_SLUG.test(slug)) return rewriteTo(req, `/cms/${slug}/`, storyPage());
    const rewrite = await findRewrite(path);
    const redirect = rewrite && rewriteRedirect(path, rewrite, search);
    if (redirect) return NextResponse.redirect(new URL(redirect.location, req.url), redirect.status);
    return notFoundPage(req, page);
  }
  if (mapping._type === "product" && mapping.redirect_to) {
    return NextResponse.redirect(new URL(mapping.redirect_to + search, req.url), 301);
  }
  const cached = await cachedPage(req, page, mapping);
  if (cached) return cached;
  if (mapping._type === "cms_page") return rewriteTo(req, `/cms/${mapping._source.full_slug}/`, storyPage());
  if (mapping.route_name.startsWith("urldispatcher-")) return rewriteToDispatched(req, mapping, page);
  return show();
}

/**
 * A category's or product's url_path shows its page at that path (spec §2 "URL dispatcher"); a child
 * product's sku travels as the childSku query parameter. Canonical URLs stay /c/{slug}/ and /p/….
 */
function rewriteToDispatched(req: NextRequest, mapping: Exclude<UrlMapping, { _type: "cms_page" }>, page: PageInit) {
  if (mapping._type === "category") return rewriteTo(req, `/c/${encodeURIComponent(mapping._source.slug)}/`, page);
  const { sku, parentSku } = mapping._source;
  const url = req.nextUrl.clone();
  url.pathname = `/p/${encodeURIComponent(parentSku ?? sku)}/`;
  if (parentSku) url.searchParams.set("childSku", sku);
  return NextResponse.rewrite(url, page);
}

/** The configurator preview is for the back office's frame alone: never indexed, never stored. */
const PREVIEW_HEADERS = { "cache-control": "private, no-store", "x-robots-tag": "noindex, nofollow" };

/**
 * The customization editor's preview of a product's configurator (domain configurator-preview.ts): the API says
 * whether the link holds before anything is shown. A link it refuses (or none) gets a short page with the API's
 * status, under the usual policy (never framed); one it accepts is shown, framable by the shop's own origin only.
 */
async function configuratorPreview(req: NextRequest, path: string, page: PageInit) {
  const params = configuratorPreviewParams(req.nextUrl.searchParams);
  let status = 401;
  if (params) {
    const query = new URLSearchParams({ expires: String(params.expires), token: params.token });
    try {
      const res = await fetch(`${API_URL}/api/customization-preview/${params.productId}?${query}`, { headers: { accept: "application/json" }, cache: "no-store" });
      // Read to the end, not cancelled: Next's fetch hands back a branch of the answer, and cancelling it waits for the other.
      await res.arrayBuffer();
      status = res.status;
    } catch {
      status = 503;
    }
  }
  if (status !== 200) {
    const refused = status === 401 ? "This preview link is not valid or has expired." : status === 404 ? "This product no longer exists." : "The preview cannot be shown now.";
    const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Preview unavailable</title></head><body><main><h1>Preview unavailable</h1><p>${refused} Open the product's customization in the back office again.</p></main></body></html>`;
    return new NextResponse(body, { status, headers: { ...page.headers, ...PREVIEW_HEADERS, "content-type": "text/html; charset=utf-8" } });
  }
  const framed = pageInit(req, path, { checkedConfiguratorPreview: true });
  const init = { ...framed, headers: { ...framed.headers, ...PREVIEW_HEADERS } };
  return path === req.nextUrl.pathname ? NextResponse.next(init) : rewriteTo(req, path, init);
}

/**
 * Forwards to the API with the shopper's address as the whole X-Forwarded-For (lib/client-address.ts):
 * Next would pass on whatever the shopper wrote there, and the API's rate limits count that address.
 * While the API does not answer (its page version cannot be asked: lib/page-version.ts, at most 250 ms old),
 * a call gets 503 with Retry-After: Next's own answer to a rewrite that finds no server is a 500 page.
 */
async function forwardToApi(req: NextRequest, path: string) {
  const tooLarge = bodyTooLarge(req.nextUrl.pathname, req.headers.get("content-length"));
  if (tooLarge) return NextResponse.json({ code: 413, result: tooLarge }, { status: 413, headers: { connection: "close" } });
  if ((await apiAnswers()) === null) return apiUnavailable();
  return NextResponse.rewrite(new URL(path, API_URL), { request: { headers: headersForApi(req.headers, isTrustedProxy) } });
}

/** The not-found page, with its status: Next keeps the status a rewrite names. */
function notFoundPage(req: NextRequest, page: PageInit) {
  return rewriteTo(req, UNMATCHED, { ...page, status: 404 });
}

/** An internal rewrite keeps this server's own origin (a new URL from req.url may name another host). */
function rewriteTo(req: NextRequest, pathname: string, page: PageInit & { status?: number }) {
  const url = req.nextUrl.clone();
  url.pathname = pathname;
  return NextResponse.rewrite(url, page);
}

export const config = {
  matcher: ["/((?!_next/).*)"],
};
