import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { addProduct, expectNoSeriousViolations, fillCheckout } from "./helpers.ts";

const ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 3200}`;
/** The shop's other interruptions stay away (as in playwright.config.ts), but the cookie notice and the leaving modal are fresh. */
const FIRST_VISIT = { cookies: [], origins: [{ origin: ORIGIN, localStorage: [{ name: "newsletter-prompt-dismissed", value: "1" }] }] };
const PAGE_UNAVAILABLE = "The product, category or CMS page is not available in Offline mode. Redirecting to Home.";
const OFFLINE = "You are offline. Some features might not be available.";
/** A creation bundle: three pictures, and a Size choice with three sizes. */
const PLUSH = "/p/ForeversDog_bundle/";
const MODAL_HOST = "[data-modal-host]";

/** The page's requests have settled: its effects have run and the timers counted from them have started. */
async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
}

async function claims(page: Page): Promise<Record<string, { code: string; created_at: string; value: unknown; description: string }>> {
  return page.evaluate(() => JSON.parse(localStorage.getItem("claims") ?? "{}"));
}

test.describe("cookie notice", () => {
  test.use({ storageState: FIRST_VISIT });

  test("shows until accepted, saving the cookiesAccepted claim as false then true, and not again", async ({ page }) => {
    await page.goto("/");
    const notice = page.getByRole("region", { name: "Cookie notice" });
    await expect(notice).toBeVisible();
    await expect.poll(async () => (await claims(page)).cookiesAccepted?.value).toBe(false);
    await expectNoSeriousViolations(page, "section[aria-label='Cookie notice']");

    await notice.getByRole("button", { name: "Accept cookies" }).click();
    await expect(notice).toBeHidden();
    const { cookiesAccepted } = await claims(page);
    expect(cookiesAccepted).toMatchObject({ code: "cookiesAccepted", value: true, description: expect.any(String) });
    expect(Number.isNaN(Date.parse(cookiesAccepted?.created_at ?? ""))).toBe(false);

    await page.reload();
    await settled(page);
    await expect(notice).toBeHidden();
  });

  test("a false claim shows it again", async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem(
        "claims",
        JSON.stringify({ cookiesAccepted: { code: "cookiesAccepted", created_at: "2026-01-01T00:00:00.000Z", value: false, description: "x" } }),
      ),
    );
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Cookie notice" })).toBeVisible();
  });

  test("never shows to a visitor whose country cookie is US", async ({ page, context }) => {
    await context.addCookies([{ name: "visitor-country", value: "US", url: ORIGIN }]);
    await page.goto("/");
    await settled(page);
    await expect(page.getByRole("region", { name: "Cookie notice" })).toBeHidden();
    expect((await claims(page)).cookiesAccepted).toBeUndefined();
  });
});

test("the size guide traps focus, closes on Escape and gives focus back; no serious accessibility problems", async ({ page }) => {
  await page.goto(PLUSH);
  const opener = page.getByRole("button", { name: "Size guide" });
  await opener.click();
  const modal = page.getByRole("dialog", { name: "Size guide" });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole("row", { name: /Small.*about 10 in.*\$239\.00/ })).toBeVisible();
  await expect(modal.getByRole("row", { name: /Large.*about 18 in.*\$349\.00/ })).toBeVisible();
  await expectNoSeriousViolations(page, MODAL_HOST);

  // Tab and Shift+Tab go round the modal's controls and never reach the page behind it.
  for (const key of ["Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
    await page.keyboard.press(key);
    expect(await modal.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
  await expect(opener).toBeFocused();
});

test("the images gallery opens at the picture chosen and steps by keyboard", async ({ page }) => {
  await page.goto(PLUSH);
  const first = page.getByRole("button", { name: /^Open image 1 of 3 in the gallery/ });
  await first.focus();
  await page.keyboard.press("Enter");
  const gallery = page.getByRole("dialog", { name: "Custom Dog Plush (Forevers)" });
  await expect(gallery).toBeVisible();
  const position = gallery.getByTestId("gallery-position");
  await expect(position).toHaveText("1 of 3");
  await expectNoSeriousViolations(page, MODAL_HOST);

  await page.keyboard.press("ArrowRight");
  await expect(position).toHaveText("2 of 3");
  await expect(gallery.getByRole("img")).toHaveAttribute("alt", /Sneak Peek/);
  await page.keyboard.press("ArrowLeft");
  await gallery.getByRole("button", { name: "Close" }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(position).toHaveText("3 of 3");
  await gallery.getByRole("button", { name: "Next image" }).press("Enter");
  await expect(position).toHaveText("1 of 3");
  await page.keyboard.press("Escape");
  await expect(gallery).toBeHidden();
  await expect(first).toBeFocused();

  await page.getByRole("button", { name: /^Open image 3 of 3 in the gallery/ }).click();
  await expect(position).toHaveText("3 of 3");
});

test("the language switcher says the store runs in English", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Language: English" }).click();
  const modal = page.getByRole("dialog", { name: "Language" });
  await expect(modal).toContainText("English only");
  await expectNoSeriousViolations(page, MODAL_HOST);
  await modal.getByRole("button", { name: "English (United States)" }).click();
  await expect(modal).toBeHidden();
});

test("the checkout's terms link opens the Terms story in a modal", async ({ page }) => {
  await addProduct(page, "/p/petsies_bandana/");
  await page.goto("/checkout/onepage/");
  await page.getByRole("link", { name: "Terms and Conditions" }).click();
  const modal = page.getByRole("dialog", { name: "Terms and conditions" });
  await expect(modal.getByRole("heading", { name: "Custom orders" })).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/onepage\/$/);
  await expectNoSeriousViolations(page, MODAL_HOST);
  await modal.getByRole("button", { name: "OK" }).click();
  await expect(modal).toBeHidden();
});

test.describe("website leaving", () => {
  test.use({ storageState: FIRST_VISIT });

  test("opens once when the pointer leaves through the top left of centre, not through the right half", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("region", { name: "Cookie notice" }).getByRole("button", { name: "Accept cookies" }).click();
    const { width } = page.viewportSize() ?? { width: 1280 };
    const modal = page.getByRole("dialog", { name: "Before you go…" });
    const leaveAt = async (x: number) => {
      await page.mouse.move(x, 200);
      await page.mouse.move(x, -5);
    };

    // Past the leave-intent delay, counted from when the page was ready.
    await settled(page);
    const ready = await page.evaluate(() => performance.now());
    await page.waitForFunction((t) => performance.now() > t + 800, ready);
    // The right half is where scroll bars and other windows are, the left 15% the back button: no intent to leave.
    await leaveAt(width * 0.8);
    await leaveAt(width * 0.1);
    await expect(modal).toBeHidden();
    await leaveAt(width * 0.3);
    await expect(modal).toBeVisible();
    await expectNoSeriousViolations(page, MODAL_HOST);
    await modal.getByRole("button", { name: "Keep shopping" }).click();
    await expect(modal).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("website-leaving-shown"))).not.toBeNull();

    await page.reload();
    await settled(page);
    await leaveAt(width * 0.3);
    await leaveAt(width * 0.3);
    await expect(modal).toBeHidden();
  });

  test("never opens in the content editor's preview", async ({ page }) => {
    await page.goto("/?_storyblok=1");
    await settled(page);
    const { width } = page.viewportSize() ?? { width: 1280 };
    for (let i = 0; i < 3; i++) {
      await page.mouse.move(width * 0.3, 200);
      await page.mouse.move(width * 0.3, -5);
    }
    await expect(page.getByRole("dialog", { name: "Before you go…" })).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("website-leaving-shown"))).toBeNull();
  });
});

test("the offline badge and message show when the connection drops", async ({ page, context }) => {
  await page.goto("/");
  await settled(page);
  await context.setOffline(true);
  await expect(page.getByTestId("offline-badge")).toBeVisible();
  await expect(page.getByTestId("notification").filter({ hasText: OFFLINE })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId("offline-badge")).toBeHidden();
});

test("an order queued offline and placed once back online shows the order confirmation modal", async ({ page, context }) => {
  const email = `shell-${randomUUID().slice(0, 8)}@example.com`;
  await addProduct(page, "/p/petsies_bandana/");
  await page.goto("/checkout/onepage/");
  await fillCheckout(page, email, "checkmo");
  await context.setOffline(true);
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByTestId("order-queued")).toBeVisible();
  await context.setOffline(false);
  const modal = page.getByRole("dialog", { name: "Thank you for your order" });
  await expect(modal).toContainText(new RegExp(`Your order #\\d{9} has been placed. A confirmation e-mail is on its way to ${email}`));
  await expectNoSeriousViolations(page, MODAL_HOST);
  await modal.getByRole("button", { name: "OK" }).click();
  await expect(modal).toBeHidden();
});

test.describe("offline browsing with the service worker", () => {
  test.use({ serviceWorkers: "allow" });

  test("a visited product page opens offline from the cache; an unvisited one sends the shopper home with the notice", async ({ page, context }) => {
    await page.goto("/");
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The first page load happened before the worker controlled the page: load it again through it.
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.goto("/p/petsies_bandana/");
    const heading = page.getByRole("heading", { level: 1 });
    const name = await heading.innerText();

    await context.setOffline(true);
    await page.reload();
    await expect(heading).toHaveText(name);
    // Chromium 150 (Debian's today) applies offline emulation to the page it was set on, but a document the
    // service worker serves on reload reports navigator.onLine true (checked by hand: false before the
    // reload, true after). Setting it again reaches the new document, as a real offline browser would be.
    if (await page.evaluate(() => navigator.onLine)) {
      await context.setOffline(false);
      await context.setOffline(true);
    }
    await expect(page.getByTestId("offline-badge")).toBeVisible();
    await expect(page.getByTestId("notification").filter({ hasText: OFFLINE })).toBeVisible();

    await page.goto("/p/plush_care_kit/");
    await expect(page).toHaveURL(`${ORIGIN}/`);
    const notice = page.getByTestId("notification").filter({ hasText: PAGE_UNAVAILABLE });
    await expect(notice).toBeVisible();
    await notice.getByRole("button", { name: "OK" }).click();
    await expect(notice).toBeHidden();
    await context.setOffline(false);
  });

  test("the cache holds pages, build assets and pictures, never the cart, account or checkout", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await addProduct(page, "/p/petsies_bandana/");
    await page.goto("/checkout/cart/");
    await page.goto("/checkout/onepage/");
    await page.goto("/my-account/");
    await page.goto("/c/forevers/");
    await settled(page);
    const stored = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
      return urls;
    });
    expect(stored).toEqual(expect.arrayContaining(["/", "/p/petsies_bandana/", "/c/forevers/"]));
    expect(stored.some((p) => p.startsWith("/_next/static/"))).toBe(true);
    expect(stored.some((p) => p.startsWith("/api/media/"))).toBe(true);
    expect(stored.filter((p) => /^\/api\/(?!media\/)/.test(p) || p.startsWith("/checkout/") || p.startsWith("/my-account/"))).toEqual([]);
  });

  test("a first visit saves the home page's and the visited page's assets, not every route's chunks", async ({ page }) => {
    await page.goto("/p/petsies_bandana/");
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const assetsNamedBy = (html: string) => [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"?#]+)"/g)].map((m) => m[1]);
    // The home page as a browser loads it: a kept page names some scripts in its HTML and asks for the rest once its
    // first picture has painted, so both what it names and what it fetched are its assets.
    const home = await page.context().newPage();
    await home.goto("/");
    await home.waitForLoadState("networkidle");
    const homeFetched = await home.evaluate(() => performance.getEntriesByType("resource").map((e) => new URL(e.name).pathname));
    const used = new Set([...assetsNamedBy(await home.content()), ...homeFetched, ...assetsNamedBy(await page.content())]);
    await home.close();
    // Chunks this page loaded on demand (its product form, a modal) are the page's too.
    for (const entry of await page.evaluate(() => performance.getEntriesByType("resource").map((e) => new URL(e.name).pathname))) used.add(entry);
    const saved = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
      return urls.filter((p) => p.startsWith("/_next/static/"));
    });
    expect(saved.length).toBeGreaterThan(0);
    expect(saved.filter((p) => !used.has(p))).toEqual([]);
  });

  test("a page saved in one currency is not shown from the cache after the shopper picks another", async ({ page, context }) => {
    await page.goto("/");
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.goto("/p/petsies_bandana/");
    await expect(page.getByTestId("price").first()).toContainText("$");
    await context.addCookies([{ name: "currency", value: "EUR", url: ORIGIN }]);
    await page.reload();
    await expect(page.getByTestId("price").first()).toContainText("€");
  });

  test("the web app manifest names Petsies, starts at / and has PNG icons", async ({ request }) => {
    const manifest = (await (await request.get("/manifest.webmanifest")).json()) as { name: string; start_url: string; icons: { src: string; sizes: string }[] };
    expect(manifest).toMatchObject({ name: "Petsies", start_url: "/" });
    for (const icon of manifest.icons) {
      const res = await request.get(icon.src);
      expect(res.headers()["content-type"]).toBe("image/png");
    }
  });
});

test("closing the mega-menu by click keeps hover from reopening it while it fades; hover opens it again afterwards", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  const products = page.getByRole("banner").getByRole("button", { name: "Products" });
  const menu = page.getByRole("navigation", { name: "Products" });
  await products.hover();
  await expect(menu).toBeVisible();
  // The first click after the hover belongs to the same gesture (it keeps the menu open); the next closes it.
  await products.click();
  await expect(products).toHaveAttribute("aria-expanded", "true");
  await products.click();
  await expect(products).toHaveAttribute("aria-expanded", "false");
  const box = await products.boundingBox();
  await page.mouse.move((box?.x ?? 0) + 5, (box?.y ?? 0) + (box?.height ?? 0) + 40);
  await expect(menu).toBeHidden();
  await expect(products).toHaveAttribute("aria-expanded", "false");
  await page.mouse.move(5, 400);
  await products.hover();
  await expect(menu).toBeVisible();
});

test("a queued order the shop refuses when it comes back online shows the order error modal with OK", async ({ page, browser }) => {
  // The travel tote has 2 in stock: this shopper queues both offline, another buys one meanwhile.
  await page.goto("/p/plush_travel_tote/");
  await page.getByLabel("Quantity").fill("2");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("dialog", { name: /cart/i })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.goto("/checkout/onepage/");
  await fillCheckout(page, `shell-${randomUUID().slice(0, 8)}@example.com`, "checkmo");
  await page.context().setOffline(true);
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByTestId("order-queued")).toBeVisible();

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await addProduct(otherPage, "/p/plush_travel_tote/");
  await otherPage.goto("/checkout/onepage/");
  await fillCheckout(otherPage, `shell-${randomUUID().slice(0, 8)}@example.com`, "checkmo");
  await otherPage.getByRole("button", { name: "Place order" }).click();
  await expect(otherPage).toHaveURL(/\/checkout\/onepage\/success\/$/);
  await other.close();

  await page.context().setOffline(false);
  const modal = page.getByRole("alertdialog", { name: "Your order could not be placed" });
  await expect(modal).toContainText("Some products you've ordered are out of stock. Your order has been canceled.");
  await expectNoSeriousViolations(page, MODAL_HOST);
  await modal.getByRole("button", { name: "OK" }).click();
  await expect(modal).toBeHidden();
});

test("the loader shows while a link waits for its page, and is gone once the page is there", async ({ page }) => {
  await page.goto("/");
  await settled(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === "/c/forevers/" && url.searchParams.has("_rsc"),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.getByRole("contentinfo").getByRole("link", { name: "Custom plush" }).click();
  await expect(page.getByTestId("loader")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Loading…" })).toHaveCount(1);
  release();
  await expect(page).toHaveURL(/\/c\/forevers\/$/);
  await expect(page.getByTestId("loader")).toBeHidden();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, storageState: FIRST_VISIT });

  test("the side menu and the search panel close each other", async ({ page }) => {
    await page.goto("/");
    await settled(page);
    const menu = page.getByRole("dialog", { name: "Menu" });
    const searchButton = page.getByRole("banner").getByRole("button", { name: "Search" });
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    // The open menu makes the page behind it inert; a script can still press the search button.
    await searchButton.evaluate((button: HTMLButtonElement) => button.click());
    await expect(menu).toBeHidden();
    await expect(page.getByRole("dialog", { name: "Search" })).toBeVisible();
    await page.getByRole("button", { name: "Open menu" }).evaluate((button: HTMLButtonElement) => button.click());
    await expect(page.getByRole("dialog", { name: "Search" })).toBeHidden();
    await expect(menu).toBeVisible();
  });

  test("the cookie notice and the size guide fit the width and have no serious accessibility problems", async ({ page }) => {
    await page.goto(PLUSH);
    const notice = page.getByRole("region", { name: "Cookie notice" });
    await expect(notice).toBeVisible();
    await expectNoSeriousViolations(page, "section[aria-label='Cookie notice']");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await notice.getByRole("button", { name: "Accept cookies" }).click();
    await page.getByRole("button", { name: "Size guide" }).click();
    const modal = page.getByRole("dialog", { name: "Size guide" });
    await expect(modal).toBeVisible();
    const box = await modal.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= 390).toBe(true);
    await expectNoSeriousViolations(page, MODAL_HOST);
  });
});
