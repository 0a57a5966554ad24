/**
 * The render cache of catalogue pages (issue 18): pages are rendered once per currency and country and
 * served to everyone, a price change shows within a second, a shopper's own parts never travel in them.
 */
import http from "node:http";
import { gunzipSync } from "node:zlib";
import type { APIRequestContext, Page } from "@playwright/test";
import { addProduct, shop } from "./helpers.ts";
import { expect, test } from "./fixtures.ts";

const TOTE = { sku: "plush_travel_tote", path: "/p/plush_travel_tote/", name: "Plush Travel Tote", price: "34.00" };
const ACCESSORIES = "/c/petsies-accessories/";

/** What a client that loads a page (a crawler, a CDN) asks for: HTML. */
const PAGE_LOAD = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };

/** The page's HTML as the server sends it to a first-time visitor (no cookie). */
async function htmlOf(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path, { headers: { ...PAGE_LOAD, cookie: "" } });
  expect(res.status()).toBe(200);
  return res.text();
}

/** The tote's price on its category page's card. */
function toteCardPrice(page: Page) {
  return page.getByTestId("product-card").filter({ hasText: TOTE.name }).getByTestId("price");
}

test("every load of a catalogue page comes from the cache, whatever it accepts and whatever tracking its link carries", async ({ request }) => {
  // A crawler or a link preview (anything), a monitor's curl (no Accept), a browser (HTML): the kept page, not a render.
  for (const headers of [{ accept: "*/*" }, { accept: "application/json" }, {}, PAGE_LOAD]) {
    for (const path of ["/", ACCESSORIES, TOTE.path, `${TOTE.path}?utm_source=news&fbclid=x1`, "/?gclid=abc&junk=1", `${ACCESSORIES}?utm_campaign=spring&sort=final_price:asc`]) {
      const res = await request.get(path, { headers });
      expect(res.status(), `${path} ${JSON.stringify(headers)}`).toBe(200);
      expect(res.headers()["content-type"], path).toMatch(/^text\/html/);
      expect(res.headers()["cache-control"], `${path} ${JSON.stringify(headers)}`).toMatch(/^public, /);
    }
  }
  // A link's tracking gets the page without it: the same page, byte for byte but its nonce.
  const sorted = await pageWithoutNonce(request, `${ACCESSORIES}?sort=final_price:asc`);
  expect(await pageWithoutNonce(request, `${ACCESSORIES}?utm_source=news&sort=final_price:asc&junk=7`)).toBe(sorted);
  expect(await pageWithoutNonce(request, ACCESSORIES)).not.toBe(sorted);
});

/** A page as a crawler gets it, its answer's nonce blanked out. */
async function pageWithoutNonce(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path, { headers: { accept: "*/*", cookie: "" } });
  const nonce = /'nonce-([^']+)'/.exec(res.headers()["content-security-policy"] ?? "")![1]!;
  return (await res.text()).replaceAll(nonce, "NONCE");
}

test("pages of the catalogue may be shared by a cache in front; the cart and checkout never", async ({ request }) => {
  for (const path of ["/", ACCESSORIES, TOTE.path, "/about/", "/search/?q=bandana"]) {
    const res = await request.get(path, { headers: PAGE_LOAD });
    expect(res.status(), path).toBe(200);
    expect(res.headers()["cache-control"], path).toMatch(/^public, .*s-maxage=1, stale-while-revalidate=1/);
    expect(res.headers()["vary"], path).toMatch(/Cookie/);
  }
  for (const path of ["/checkout/cart/", "/checkout/onepage/", "/my-account/", "/sign-in/"]) {
    const res = await request.get(path, { headers: PAGE_LOAD });
    expect(res.headers()["cache-control"], path).not.toMatch(/public|s-maxage/);
  }
});

/** One GET as the server answers it: headers and the body's bytes exactly as sent (still compressed). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

test("a page from the cache is compressed once, and carries its own answer's nonce", async ({ baseURL }) => {
  for (const path of ["/", ACCESSORIES, TOTE.path]) {
    const answers = [];
    for (let i = 0; i < 2; i++) {
      const res = await rawGet(baseURL + path, { ...PAGE_LOAD, "accept-encoding": "gzip, deflate, br" });
      expect(res.headers["content-encoding"], path).toBe("gzip");
      const html = gunzipSync(res.body).toString("utf8");
      expect(html, path).toMatch(/^<!DOCTYPE html>/);
      const nonce = /'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"]))![1]!;
      expect(html, path).toContain(`nonce="${nonce}"`);
      answers.push({ html, nonce });
    }
    expect(answers[1]!.nonce, path).not.toBe(answers[0]!.nonce);
    expect(answers[1]!.html.replaceAll(answers[1]!.nonce, answers[0]!.nonce), path).toBe(answers[0]!.html);
    // A client that takes no compression gets the page as it is.
    const plain = await rawGet(baseURL + path, { ...PAGE_LOAD, "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"], path).toBeUndefined();
    expect(plain.body.toString("utf8"), path).toMatch(/^<!DOCTYPE html>/);
  }
});

/**
 * The pictures a page tells the browser to fetch first: the `<link rel="preload">` in its head and the hints in
 * its component payload (React announces every eager picture it sends, even one inside a boundary the page does
 * not show), each as its srcset, else its address.
 */
function preloadedPictures(html: string): string[] {
  const unescape = (s: string) => s.replaceAll("&amp;", "&");
  const found = [...html.matchAll(/<link rel="preload" as="image"([^>]*)>/g)].map((m) => unescape(/imageSrcSet="([^"]*)"/.exec(m[1]!)?.[1] ?? /href="([^"]*)"/.exec(m[1]!)![1]!));
  for (const push of html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)) {
    const payload = JSON.parse(push[1]!) as string;
    for (const hint of payload.matchAll(/:HL\[("[^"]*"),"image"(?:,(\{[^}]*\}))?\]/g)) {
      const options = hint[2] ? (JSON.parse(hint[2]) as { imageSrcSet?: string }) : {};
      found.push(options.imageSrcSet ?? (JSON.parse(hint[1]!) as string));
    }
  }
  return found;
}

/** The pictures the page shows, each as its srcset, else its address. */
function shownPictures(html: string): Set<string> {
  return new Set([...html.matchAll(/<img([^>]*)>/g)].map((m) => (/srcSet="([^"]*)"/.exec(m[1]!)?.[1] ?? /src="([^"]*)"/.exec(m[1]!)?.[1] ?? "").replaceAll("&amp;", "&")));
}

test("a catalogue page fetches first only pictures it shows (never the page-not-found story's)", async ({ request }) => {
  // The home page always preloads its hero; a category's first card may have no picture (journeys add products).
  expect(preloadedPictures(await htmlOf(request, "/")).length).toBeGreaterThan(0);
  for (const path of ["/", ACCESSORIES, TOTE.path]) {
    const html = await htmlOf(request, path);
    const preloaded = preloadedPictures(html);
    const shown = shownPictures(html);
    expect(preloaded.filter((picture) => !shown.has(picture)), path).toEqual([]);
  }
});

/**
 * The ids of the modules a Turbopack chunk brings: it is `TURBOPACK.push([script, id, factory, id, factory, …])`,
 * run here against a stand-in that keeps the list (the factories themselves are not called).
 */
function moduleIdsOf(chunk: string): number[] {
  const pushed: unknown[][] = [];
  new Function("globalThis", "document", chunk)({ TURBOPACK: { push: (list: unknown[]) => pushed.push(list) } }, undefined);
  return pushed.flatMap((list) => list.filter((item, i) => typeof item === "number" && typeof list[i + 1] === "function") as number[]);
}

/**
 * The scripts a page's head names (the old browsers' noModule one aside): the list a catalogue page starts after
 * its first picture (apps/web/src/lib/first-picture.ts), and what Next preloads itself.
 */
function entryScriptsOf(html: string): string[] {
  const head = html.slice(0, html.indexOf("</head>")).replace(/<script[^>]*noModule[^>]*><\/script>/g, "");
  return [...new Set([...head.matchAll(/"(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map((m) => m[1]!))];
}

test("a catalogue page loads each of its modules once", async ({ request }) => {
  // A second copy of the header's parts once came with every page, from the not-found page's own entry (21 KB).
  for (const path of ["/", ACCESSORIES, TOTE.path]) {
    const html = await htmlOf(request, path);
    const scripts = entryScriptsOf(html);
    expect(scripts.length, path).toBeGreaterThan(3);
    const seen = new Map<number, string>();
    const twice: string[] = [];
    for (const script of scripts) {
      for (const id of moduleIdsOf(await (await request.get(script)).text())) {
        if (seen.has(id)) twice.push(`module ${id} in ${seen.get(id)} and ${script}`);
        seen.set(id, script);
      }
    }
    expect(seen.size, path).toBeGreaterThan(100);
    expect(twice, path).toEqual([]);
  }
});

test("a catalogue page fetches its scripts only once its first picture has come, then works as ever", async ({ page }) => {
  // Every picture takes 800 ms: the page's scripts must not start in that time.
  await page.route(/\/api\/media\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  for (const path of ["/", TOTE.path]) {
    await page.goto(path);
    const order = await page.evaluate(() => {
      const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
      const loads = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const scripts = loads.filter((load) => load.initiatorType === "script" && load.name.includes("/_next/static/chunks/"));
      return {
        pictureCame: loads.find((load) => load.name === picture?.currentSrc)?.responseEnd ?? null,
        scripts: scripts.length,
        firstScriptAsked: Math.min(...scripts.map((load) => load.startTime)),
      };
    });
    expect(order.pictureCame, path).not.toBeNull();
    expect(order.scripts, path).toBeGreaterThan(5);
    expect(order.firstScriptAsked, path).toBeGreaterThanOrEqual(order.pictureCame!);
  }
  // And the page works once they have run: Add to cart puts the tote in the cart.
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("dialog", { name: /cart/i }).getByText(TOTE.name)).toBeVisible();
});

test("a price changed by staff shows on the product and category pages within a second", async ({ page, request }) => {
  await page.goto(TOTE.path);
  await expect(page.getByTestId("price").first()).toHaveText(`$${TOTE.price}`);
  await page.goto(ACCESSORIES);
  await expect(toteCardPrice(page)).toHaveText(`$${TOTE.price}`);
  try {
    await shop("product", "price", TOTE.sku, "35.17");
    // The staff tool has committed the change: both pages must show it within a second.
    await expect.poll(async () => (await htmlOf(request, TOTE.path)).includes("$35.17"), { timeout: 1000, intervals: [50] }).toBe(true);
    await expect.poll(async () => (await htmlOf(request, ACCESSORIES)).includes("$35.17"), { timeout: 1000, intervals: [50] }).toBe(true);
    await page.reload();
    await expect(toteCardPrice(page)).toHaveText("$35.17");
    await page.goto(TOTE.path);
    await expect(page.getByTestId("price").first()).toHaveText("$35.17");
  } finally {
    await shop("product", "price", TOTE.sku, TOTE.price);
  }
});

test("a price changed while the tote waits in a cart is the price the cart and checkout show", async ({ page }) => {
  await addProduct(page, TOTE.path);
  await page.goto("/checkout/cart/");
  await expect(page.getByTestId("cart-totals").locator('[data-segment="subtotal"]')).toContainText(`$${TOTE.price}`);
  try {
    await shop("product", "price", TOTE.sku, "35.17");
    // The cart and checkout are priced by the server on every visit, never from a cached page.
    await page.reload();
    await expect(page.getByTestId("cart-totals").locator('[data-segment="subtotal"]')).toContainText("$35.17");
    await page.goto("/checkout/onepage/");
    await expect(page.getByTestId("cart-totals").locator('[data-segment="subtotal"]')).toContainText("$35.17");
  } finally {
    await shop("product", "price", TOTE.sku, TOTE.price);
  }
});

test("a currency switch never shows another currency's page from the cache", async ({ page }) => {
  const currency = page.getByRole("banner").getByLabel("Currency");
  // Both pages rendered in dollars first, so that a page kept in dollars could be served.
  await page.goto(TOTE.path);
  await expect(page.getByTestId("price").first()).toHaveText(/^\$/);
  await page.goto(ACCESSORIES);
  await expect(toteCardPrice(page)).toHaveText(/^\$/);

  await currency.selectOption("EUR");
  await expect(toteCardPrice(page)).toHaveText(/^€/);
  await page.reload();
  await expect(toteCardPrice(page)).toHaveText(/^€/);
  expect(await page.content()).not.toMatch(/data-testid="price"[^>]*>\$/);
  await page.goto(TOTE.path);
  await expect(page.getByTestId("price").first()).toHaveText(/^€/);

  await currency.selectOption("USD");
  await expect(page.getByTestId("price").first()).toHaveText(/^\$/);
  await page.goto(ACCESSORIES);
  await expect(toteCardPrice(page)).toHaveText(/^\$/);
});

test("a shopper's cart count never appears on another shopper's page from the cache", async ({ page, browser }) => {
  await page.goto("/p/petsies_bandana/");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  // The page this shopper was served, now kept, shows the count only once their browser fills it in.
  const own = await page.request.get("/p/petsies_bandana/", { headers: PAGE_LOAD });
  expect(await own.text()).not.toContain('data-testid="cart-count"');
  await page.reload();
  await expect(page.getByTestId("cart-count")).toHaveText("1");

  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    await otherPage.goto("/p/petsies_bandana/");
    await expect(otherPage.getByRole("banner").getByRole("link", { name: "Cart", exact: true })).toBeVisible();
    await expect(otherPage.getByTestId("cart-count")).toHaveCount(0);
  } finally {
    await other.close();
  }
});

test("a link followed from a cached page stays in the page: the router gets its component payload, never a cached page", async ({ page }) => {
  const payloads: string[] = [];
  page.on("response", (res) => {
    if (res.request().headers()["rsc"]) payloads.push(`${res.headers()["content-type"]} ${res.headers()["cache-control"]}`);
  });
  await page.goto(ACCESSORIES);
  await page.goto(ACCESSORIES);
  // A mark in this page's window: a full page load would lose it.
  await page.evaluate(() => Object.assign(window, { stayedInPage: true }));
  await page.getByTestId("product-card").filter({ hasText: TOTE.name }).getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(TOTE.path));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TOTE.name);
  expect(await page.evaluate(() => (window as unknown as { stayedInPage?: boolean }).stayedInPage)).toBe(true);
  expect(payloads.length).toBeGreaterThan(0);
  for (const answer of payloads) expect(answer).toMatch(/^text\/x-component /);
  for (const answer of payloads) expect(answer).not.toMatch(/public|s-maxage/);
});

test("the shop's plain links: pointing at one fetches its page ahead, a click with a modifier key is the browser's", async ({ page, context }) => {
  const fetchedAhead: string[] = [];
  page.on("request", (req) => {
    if (req.headers()["next-router-prefetch"]) fetchedAhead.push(new URL(req.url()).pathname);
  });
  await page.goto(ACCESSORIES);
  const card = page.getByTestId("product-card").filter({ hasText: TOTE.name }).getByRole("link").first();
  expect(fetchedAhead).not.toContain(TOTE.path);
  await card.hover();
  await expect.poll(() => fetchedAhead).toContain(TOTE.path);
  // A new tab, as the shopper asked: this page stays where it is.
  const [tab] = await Promise.all([context.waitForEvent("page"), card.click({ modifiers: ["ControlOrMeta"] })]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe(TOTE.path);
  await expect(page).toHaveURL(new RegExp(ACCESSORIES));
  await tab.close();
});
