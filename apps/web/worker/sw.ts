/**
 * The shop's service worker (spec §4, §8 offline browsing), built with Serwist: `serwist build` (after
 * `next build`, apps/web/serwist.config.js) bundles this file into public/sw.js with the list of the build's
 * assets to precache. Registered by src/components/shell/ServiceWorkerRegistration.tsx.
 *
 * What it keeps, and how:
 * - the app shell: the public files (manifest icons, precached), and the home page with its scripts and
 *   styles, saved at install so it opens offline from the first visit on;
 * - Next's build assets (/_next/static/…, content-hashed, never changing): cache first, as pages use them.
 *   Most come from the browser's HTTP cache at that moment, so saving them costs no download; a first
 *   visit no longer fetches every route's chunks (1.5 MB) it may never open;
 * - catalogue pages the shopper visited (/, /c/…, /p/…): stale-while-revalidate, the saved copy at once and
 *   a fresh one saved for next time; saved per currency (the pages show prices in the shopper's currency,
 *   from the currency and visitor-country cookies, read with the Cookie Store API where the browser has it);
 * - product and content pictures (/api/media/…): cache first, for 30 days, at most 300 of them.
 * Nothing else is stored: no other /api/ answer (cart, order, user…), no POST (routes match GET only), no
 * request carrying a user token, no checkout or account page, and no React Server Component payload (?_rsc,
 * which varies with the router state; a client navigation whose payload fails falls back to a page load).
 *
 * Offline, a page that was never saved cannot be shown: the navigation is redirected to the saved home
 * page with ?offline-unavailable=1, and the page tells the shopper (spec §8; src/lib/shell/offline.ts).
 */
import {
  CacheFirst,
  CacheableResponsePlugin,
  ExpirationPlugin,
  NetworkOnly,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type RouteMatchCallbackOptions,
  type SerwistPlugin,
} from "serwist";

declare const self: ServiceWorkerGlobalScope & {
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
};

const PAGE_CACHE = "petsies-pages";
const ASSET_CACHE = "petsies-assets";
const IMAGE_CACHE = "petsies-images";
/** Also in src/lib/shell/offline.ts. */
const OFFLINE_UNAVAILABLE_PARAM = "offline-unavailable";
/** The cookies a page's prices depend on (CURRENCY_COOKIE and COUNTRY_COOKIE in packages/domain). */
const PRICE_COOKIES = ["currency", "visitor-country"];
const DAY_S = 24 * 60 * 60;

const isCataloguePage = (pathname: string) => pathname === "/" || pathname.startsWith("/c/") || pathname.startsWith("/p/");

/** What may be stored at all: no user token, no Server Component payload. */
const storable = ({ request, url, sameOrigin }: RouteMatchCallbackOptions) =>
  sameOrigin && !request.headers.has("authorization") && !url.searchParams.has("token") && !url.searchParams.has("_rsc") && !request.headers.has("rsc");

/** A page's cache key: its URL without the offline marker, plus the cookies its prices depend on. */
async function pageKey(href: string): Promise<string> {
  const key = new URL(href);
  key.searchParams.delete(OFFLINE_UNAVAILABLE_PARAM);
  for (const name of PRICE_COOKIES) {
    const cookie = self.cookieStore ? await self.cookieStore.get(name).catch(() => null) : null;
    if (cookie?.value) key.searchParams.set(`sw-${name}`, cookie.value);
  }
  return key.href;
}

function unavailableOffline(request: Request): Response {
  if (new URL(request.url).searchParams.has(OFFLINE_UNAVAILABLE_PARAM)) {
    // Not even the home page is saved: a page of its own rather than a redirect loop.
    return new Response(
      '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Petsies</title><main style="font-family:system-ui;padding:2rem"><h1>You are offline</h1><p>You are offline. Some features might not be available.</p></main></html>',
      { status: 503, headers: { "content-type": "text/html; charset=utf-8" } },
    );
  }
  return Response.redirect(new URL(`/?${OFFLINE_UNAVAILABLE_PARAM}=1`, self.location.origin).href, 302);
}

const offlineFallback: SerwistPlugin = {
  handlerDidError: ({ request }) => Promise.resolve(unavailableOffline(request)),
};

const catalogueCaching: SerwistPlugin = {
  cacheKeyWillBeUsed: ({ request }) => pageKey(request.url),
  // Only the page itself, as HTML: not an error, not a redirect elsewhere, not the offline marker's page.
  cacheWillUpdate: ({ request, response }) =>
    Promise.resolve(
      response.ok &&
        !response.redirected &&
        (response.headers.get("content-type") ?? "").includes("text/html") &&
        !new URL(request.url).searchParams.has(OFFLINE_UNAVAILABLE_PARAM)
        ? response
        : null,
    ),
};

const pages = new StaleWhileRevalidate({
  cacheName: PAGE_CACHE,
  plugins: [catalogueCaching, new ExpirationPlugin({ maxEntries: 60 }), offlineFallback],
});

const ASSET_PREFIX = "/_next/static/";

/** A build's assets are named by their content: one saved is right for good. Old builds' ones age out. */
const assets = new CacheFirst({
  cacheName: ASSET_CACHE,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * DAY_S })],
});

/**
 * The build assets a page's HTML names: its scripts, styles and preloads, and the scripts a catalogue page
 * starts after its first picture (apps/web/src/lib/first-picture.ts names them in a list of quoted paths).
 */
function assetsOf(html: string): string[] {
  // A noModule script (Next's polyfills, 40 KB) runs only in browsers without ES modules: not worth every first visit.
  const used = html.replace(/<script[^>]*\snoModule[^>]*><\/script>/gi, "");
  return [...new Set([...used.matchAll(/"(\/_next\/static\/[^"?#\\]+)"/g)].map((match) => match[1] as string))];
}

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: (o) => storable(o) && o.request.mode === "navigate" && isCataloguePage(o.url.pathname),
      handler: pages,
    },
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === "navigate",
      handler: new NetworkOnly({ plugins: [offlineFallback] }),
    },
    {
      matcher: (o) => storable(o) && o.url.pathname.startsWith(ASSET_PREFIX),
      handler: assets,
    },
    {
      matcher: (o) => storable(o) && o.url.pathname.startsWith("/api/media/"),
      handler: new CacheFirst({
        cacheName: IMAGE_CACHE,
        plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY_S })],
      }),
    },
  ],
});

// The home page and its assets, saved when the worker installs, so it is there offline even if never opened
// through it (a page the worker has not saved offline leads there).
self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const request = new Request("/", { credentials: "same-origin" });
      const response = await fetch(request).catch(() => null);
      if (!response?.ok || response.redirected) return;
      const html = await response.clone().text();
      await (await caches.open(PAGE_CACHE)).put(await pageKey(request.url), response);
      const assetCache = await caches.open(ASSET_CACHE);
      await Promise.all(assetsOf(html).map((url) => assetCache.add(url).catch(() => undefined)));
    })(),
  );
});

serwist.addEventListeners();
