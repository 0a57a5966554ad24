/**
 * A shopper's walk through the shop at a wide screen's and a phone's width (issue 19, "done when"): every
 * kind of page, the currency, search, a grouped set into the cart, a coupon, and a guest checkout to the
 * success page. Whatever else the journeys check, nothing on the way may answer a server error (5xx) or
 * throw in the page.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { fillCheckout } from "./helpers.ts";

/** Pages a shopper browses, each kind at least once: content, categories, the five product kinds, search, creation. */
const PAGES = [
  "/",
  "/c/forevers/",
  "/c/blankets/",
  "/c/petsies-accessories/?sort=price&dir=asc",
  "/p/petsies_bandana/",
  "/p/petsies_hoodie/",
  "/p/plush_care_bundle/",
  "/p/digital_pet_portrait/",
  "/p/inspiration_kit/",
  "/giftcards/",
  "/forevers/create/",
  "/pillows/create/",
  "/search/?q=plush",
  "/reviews/",
  "/pricing/",
  "/shipping-and-returns/",
  "/sign-in/",
  "/sign-up/",
  "/checkout/cart/",
];

/** Records every answer of 500 or more and every error thrown in the page. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on("response", (res) => {
    if (res.status() >= 500) problems.push(`${res.status()} ${res.request().method()} ${res.url()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

for (const [name, viewport] of [
  ["a wide screen", { width: 1280, height: 900 }],
  ["a phone", { width: 390, height: 844 }],
] as const) {
  test(`a shopper's walk on ${name} meets no server error`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    const problems = watch(page);

    for (const path of PAGES) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await expect(page.locator("main")).toBeVisible();
    }

    // The currency follows the shopper through the catalogue and content.
    await page.context().addCookies([{ name: "currency", value: "EUR", url: new URL(page.url()).origin }]);
    await page.goto("/c/petsies-accessories/");
    await expect(page.getByTestId("price").first()).toHaveText(/^€/);
    await page.goto("/");
    await expect(page.getByText(/from €\d/).first()).toBeVisible();
    await page.context().addCookies([{ name: "currency", value: "USD", url: new URL(page.url()).origin }]);

    // A grouped set into the cart, part by part, then a coupon.
    await page.goto("/p/plush_care_bundle/");
    await page.getByRole("button", { name: "Add to cart" }).click();
    // The parts go in one after the other; the minicart counts all three once the last is in.
    await expect(page.getByRole("dialog", { name: /Your cart/ }).getByTestId("minicart-count")).toHaveText("(3 items)");
    await page.keyboard.press("Escape");
    await page.goto("/checkout/cart/");
    // The set's three parts, each its own line.
    await expect(page.getByTestId("cart-line")).toHaveCount(3);
    await page.getByPlaceholder("Discount code").fill("PETSIES10");
    await page.getByRole("button", { name: "Apply" }).first().click();
    await expect(page.getByText("PETSIES10").first()).toBeVisible();

    // A guest pays by check / money order and reads what happens next.
    await page.goto("/checkout/onepage/");
    await fillCheckout(page, `walk-${Date.now()}@example.com`, "checkmo");
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page).toHaveURL(/\/checkout\/onepage\/success\/$/);
    await expect(page.getByTestId("order-number")).toBeVisible();

    expect(problems).toEqual([]);
  });
}
