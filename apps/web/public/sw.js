/*
 * The shop's service worker (spec §4, §8 offline browsing), written by hand: @serwist/next is a webpack
 * plugin and Next 16 builds with Turbopack (README "Offline browsing"). Registered by
 * src/components/shell/ServiceWorkerRegistration.tsx.
 *
 * What it keeps, and how:
 * - the app shell: the home page and the scripts and styles it loads, the manifest and icons, fetched at
 *   install so the home page opens offline even before it was visited again;
 * - Next's build assets (/_next/static/, content-hashed, never change): cache first;
 * - catalogue pages the shopper visited (/, /c/…, /p/…): stale-while-revalidate, the saved copy at once and
 *   a fresh one saved for next time; saved per currency (the pages show prices in the shopper's currency,
 *   from the currency and visitor-country cookies, read with the Cookie Store API where the browser has it);
 * - product and content pictures (/api/media/…): cache first, for 30 days, at most 300 of them.
 * Nothing else is stored: no other /api/ answer (cart, order, user…), no POST, no request carrying a user
 * token, no checkout or account page, and no React Server Component payload (?_rsc, which varies with the
 * router state and is fetched again on a failed client navigation, which then falls back to a page load).
 *
 * Offline, a page that was never saved cannot be shown: the navigation is redirected to the saved home
 * page with ?offline-unavailable=1, and the page tells the shopper (spec §8; src/lib/shell/offline.ts).
 */
const VERSION = "1";
const SHELL_CACHE = `petsies-shell-v${VERSION}`;
const STATIC_CACHE = `petsies-static-v${VERSION}`;
const PAGE_CACHE = `petsies-pages-v${VERSION}`;
const IMAGE_CACHE = `petsies-images-v${VERSION}`;
const CACHES = [SHELL_CACHE, STATIC_CACHE, PAGE_CACHE, IMAGE_CACHE];

const PAGE_MAX_ENTRIES = 60;
const IMAGE_MAX_ENTRIES = 300;
const IMAGE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** When a picture was stored, kept on the stored copy (Date headers are not always there). */
const STORED_AT_HEADER = "x-petsies-stored-at";
/** Also in src/lib/shell/offline.ts. */
const OFFLINE_UNAVAILABLE_PARAM = "offline-unavailable";
const SHELL_FILES = ["/manifest.webmanifest", "/icons/icon-192.png", "/icons/icon-512.png"];
/** The cookies a page's prices depend on (CURRENCY_COOKIE and COUNTRY_COOKIE in packages/domain). */
const PRICE_COOKIES = ["currency", "visitor-country"];

const log = (...args) => console.info("[sw]", ...args);

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const shell = await caches.open(SHELL_CACHE);
      await shell.addAll(SHELL_FILES);
      await saveHomeWithAssets();
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith("petsies-") && !CACHES.includes(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (request.headers.has("authorization") || url.searchParams.has("token")) return;
  if (url.searchParams.has("_rsc") || request.headers.has("rsc")) return;

  if (url.pathname.startsWith("/_next/static/")) {
    event.respondWith(cacheFirst(request, STATIC_CACHE));
  } else if (url.pathname.startsWith("/api/media/")) {
    event.respondWith(cachedImage(request, event));
  } else if (request.mode === "navigate") {
    event.respondWith(isCataloguePage(url.pathname) ? cataloguePage(request, event) : networkPage(request));
  } else if (SHELL_FILES.includes(url.pathname)) {
    event.respondWith(cacheFirst(request, SHELL_CACHE));
  }
});

function isCataloguePage(pathname) {
  return pathname === "/" || pathname.startsWith("/c/") || pathname.startsWith("/p/");
}

/** A page worth storing: the page itself (not an error, not a redirect elsewhere), as HTML. */
function isStorablePage(response) {
  return response.ok && response.type === "basic" && !response.redirected && (response.headers.get("content-type") ?? "").includes("text/html");
}

/** The home page and the build assets it names, so it works offline from the first visit on. */
async function saveHomeWithAssets() {
  const response = await fetch("/", { credentials: "same-origin" });
  if (!isStorablePage(response)) return;
  const html = await response.clone().text();
  await (await caches.open(PAGE_CACHE)).put(await pageKey(new URL("/", self.location.origin)), response);
  const assets = [...new Set(html.match(/\/_next\/static\/[^"'\s)]+/g) ?? [])];
  const statics = await caches.open(STATIC_CACHE);
  await Promise.all(assets.map((asset) => statics.add(asset).catch((err) => log("could not store", asset, err))));
}

async function cacheFirst(request, cacheName) {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") await cache.put(request, response.clone());
  return response;
}

/** Pictures: cache first while younger than 30 days; an older copy still serves when the network fails. */
async function cachedImage(request, event) {
  const cache = await caches.open(IMAGE_CACHE);
  const cached = await cache.match(request);
  const age = cached ? Date.now() - Number(cached.headers.get(STORED_AT_HEADER) ?? 0) : Infinity;
  if (cached && age < IMAGE_MAX_AGE_MS) return cached;
  try {
    const response = await fetch(request);
    if (response.ok && response.type === "basic") {
      const headers = new Headers(response.headers);
      headers.set(STORED_AT_HEADER, String(Date.now()));
      const stored = new Response(await response.clone().blob(), { status: response.status, statusText: response.statusText, headers });
      event.waitUntil(cache.put(request, stored).then(() => trim(cache, IMAGE_MAX_ENTRIES)));
    }
    return response;
  } catch (err) {
    if (cached) return cached;
    throw err;
  }
}

/** Stale-while-revalidate for catalogue pages; offline without a copy, home with the notice. */
async function cataloguePage(request, event) {
  const cache = await caches.open(PAGE_CACHE);
  const url = new URL(request.url);
  const fromOfflineRedirect = url.searchParams.has(OFFLINE_UNAVAILABLE_PARAM);
  url.searchParams.delete(OFFLINE_UNAVAILABLE_PARAM);
  const key = await pageKey(url);
  const cached = await cache.match(key);
  const fresh = fetch(request).then(async (response) => {
    if (isStorablePage(response) && !fromOfflineRedirect) {
      await cache.put(key, response.clone());
      await trim(cache, PAGE_MAX_ENTRIES);
    }
    return response;
  });
  if (cached) {
    event.waitUntil(fresh.catch(() => undefined));
    return cached;
  }
  try {
    return await fresh;
  } catch {
    return unavailableOffline(fromOfflineRedirect);
  }
}

/** Pages never stored (checkout, account, content, search): the network, or home with the notice. */
async function networkPage(request) {
  try {
    return await fetch(request);
  } catch {
    return unavailableOffline(false);
  }
}

/** A page's cache key: its URL plus the cookies its prices depend on. */
async function pageKey(url) {
  const key = new URL(url);
  for (const name of PRICE_COOKIES) {
    const cookie = self.cookieStore ? await self.cookieStore.get(name).catch(() => null) : null;
    if (cookie?.value) key.searchParams.set(`sw-${name}`, cookie.value);
  }
  return key.href;
}

function unavailableOffline(homeMissingToo) {
  if (homeMissingToo) {
    return new Response(
      '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Petsies</title><main style="font-family:system-ui;padding:2rem"><h1>You are offline</h1><p>You are offline. Some features might not be available.</p></main></html>',
      { status: 503, headers: { "content-type": "text/html; charset=utf-8" } },
    );
  }
  return Response.redirect(new URL(`/?${OFFLINE_UNAVAILABLE_PARAM}=1`, self.location.origin).href, 302);
}

/** Drops the oldest entries past the cap (a cache lists its keys in the order they were stored). */
async function trim(cache, max) {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(key);
}
