/**
 * A shopper's walk through the shop at a wide screen's and a phone's width (issue 19, "done when"): every
 * kind of page, the currency, search, a grouped set into the cart, a coupon, and a guest checkout to the
 * success page; a customer's sign-up, two creation pages with photos, a gift card, checkout, a sign-in link,
 * the account and its tracker moved by the staff tool; and the same shop by keyboard alone. Whatever else
 * the journeys check, nothing on the way may answer a server error (5xx) or throw in the page, and the
 * shop's log of the walk holds no error, no token and none of the shopper's data.
 */
import { randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { choose, field, next, petPng, photoAndPetInfo, pickLooks } from "./creation.ts";
import { fillCheckout, mailedLink, serverLogEnd, serverLogProblems, shop } from "./helpers.ts";

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

/** What the browser keeps that is a bearer secret: the customer's tokens and the cart's server token. */
async function storedSecrets(page: Page): Promise<string[]> {
  return page.evaluate(() => ["current-token", "current-refresh-token", "current-cart-token"].map((key) => localStorage.getItem(key) ?? ""));
}

/** Whether `target` has the keyboard focus now. */
function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement), undefined, { timeout: 5_000 });
}

/** Presses Tab until `target` (or something inside it) has the focus, as a keyboard user would; fails past `max` presses. */
async function tabTo(page: Page, target: Locator, max = 120) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`the keyboard did not reach ${target} in ${max} presses of Tab`);
}

/** Tabs to a field and types into it. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

const VIEWPORTS = [
  ["a wide screen", { width: 1280, height: 900 }],
  ["a phone", { width: 390, height: 844 }],
] as const;

for (const [name, viewport] of VIEWPORTS) {
  test(`a shopper's walk on ${name} meets no server error`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    const problems = watch(page);
    const logFrom = await serverLogEnd();
    const email = `walk-${randomUUID().slice(0, 8)}@example.com`;

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
    const secrets = await storedSecrets(page);
    await fillCheckout(page, email, "checkmo");
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page).toHaveURL(/\/checkout\/onepage\/success\/$/);
    await expect(page.getByTestId("order-number")).toBeVisible();

    expect(problems).toEqual([]);
    expect(await serverLogProblems(logFrom, [...secrets, email, "1 Main St", "555-0143"])).toEqual([]);
  });

  test(`a customer's walk on ${name}: sign-up, two creation pages with photos, a gift card, checkout, a sign-in link, the account and its tracker`, async ({ page }) => {
    // Creation pages, two checkouts' worth of pages and a run of the staff tool.
    test.setTimeout(300_000);
    await page.setViewportSize(viewport);
    const problems = watch(page);
    const logFrom = await serverLogEnd();
    const email = `walker-${randomUUID().slice(0, 8)}@example.com`;
    const secrets: string[] = [email, "Wendeline", "1 Main St", "555-0143"];
    const minicart = page.getByRole("dialog", { name: /Your cart/ });
    const sidebarAdd = page.getByRole("complementary").getByRole("button", { name: "Add to cart" });

    // Sign-up.
    await page.goto("/sign-up/");
    await page.locator("#sign-up-firstName").fill("Wendeline");
    await page.locator("#sign-up-lastName").fill("Harrow");
    await page.locator("#sign-up-email").fill(email);
    await page.locator("#sign-up-password").fill("Paws-and-Whiskers-9");
    await page.locator("#sign-up-confirmation").fill("Paws-and-Whiskers-9");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/my-account\/$/);
    await expect(page.getByTestId("account-greeting")).toHaveText("Hello, Wendeline");

    // A photo pillow: one photo, the rest as it comes; the minicart shows the pet, not the catalogue picture.
    await page.goto("/pillows/create/");
    await choose(field(page, /^Size/), /Medium/);
    await page.getByLabel(/Upload Photo of Pet/).setInputFiles({ name: "pepper.png", mimeType: "image/png", buffer: petPng() });
    await expect(page.getByTestId("uploaded-photo")).toHaveCount(1);
    await sidebarAdd.click();
    await expect(minicart).toBeVisible();
    await expect(minicart.getByRole("listitem").first().locator("img")).toHaveAttribute("src", /\/api\/media\/uploads\/.+\?edits=/);
    await page.keyboard.press("Escape");

    // A Forevers plush, step by step; the customer's e-mail is known, so it is not asked.
    await page.goto("/forevers/create/?size=small");
    await next(page).click();
    await photoAndPetInfo(page, { name: "Pepper" });
    await expect(page.getByLabel(/Enter your email address/)).toHaveCount(0);
    await next(page).click();
    await pickLooks(page);
    await sidebarAdd.click();
    await expect(minicart.getByTestId("minicart-count")).toHaveText("(2 items)");
    await page.keyboard.press("Escape");

    // A gift card for a friend.
    await page.goto("/giftcards/");
    const giftCard = page.getByTestId("gift-card-form");
    await giftCard.getByText("Other amount").click();
    await giftCard.getByLabel("Your amount in US dollars").fill("30");
    await giftCard.getByLabel("Your name").fill("Wendeline");
    await giftCard.getByLabel("Recipient's name").fill("Bo");
    await giftCard.getByLabel("Recipient's e-mail address").fill(`friend-${email}`);
    await giftCard.getByRole("button", { name: "Add gift card to cart" }).click();
    await expect(minicart.getByTestId("minicart-count")).toHaveText("(3 items)");
    await page.keyboard.press("Escape");

    // Checkout knows the customer; the cart's three lines are one order.
    await page.goto("/checkout/cart/");
    await expect(page.getByTestId("cart-line")).toHaveCount(3);
    secrets.push(...(await storedSecrets(page)));
    await page.getByRole("link", { name: "Go to Checkout" }).first().click();
    await expect(page.locator("#personal-emailAddress")).toHaveValue(email);
    await fillCheckout(page, email, "checkmo");
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page).toHaveURL(/\/checkout\/onepage\/success\/$/);
    const number = (await page.getByTestId("order-number").innerText()).replace("#", "");

    // The staff tool starts production of the first item.
    const itemId = /Item (\d+) \(/.exec(await shop("orders", "show", number))?.[1];
    expect(itemId).toBeTruthy();
    await shop("item", "status", itemId!, "9");

    // Log out, and come back by the e-mailed sign-in link.
    await page.goto("/my-account/");
    await page.getByRole("navigation", { name: "My account" }).getByRole("button", { name: "Log out" }).click();
    const accountIcon = page.getByRole("banner").getByTestId("account-link");
    await expect(accountIcon).toHaveAttribute("aria-haspopup", "dialog");
    await accountIcon.click();
    const modal = page.getByRole("dialog", { name: "Sign in" });
    await modal.getByLabel("E-mail").fill(email);
    await modal.getByRole("button", { name: "E-mail me a sign-in link" }).click();
    await expect(page.getByRole("dialog", { name: "Check your inbox" })).toContainText(email);
    const link = await mailedLink(email, "/authenticate/");
    secrets.push(...new URL(link, "http://shop").searchParams.values());
    await page.goto(link);
    await expect(page).toHaveURL(/\/my-account\/$/);
    secrets.push(...(await storedSecrets(page)));

    // The account: the order with its tracker in production, and the other pages of the account.
    const order = page.getByTestId("order").filter({ hasText: `Order #${number}` });
    await expect(order.getByRole("list", { name: "Progress" }).locator('[aria-current="step"]').filter({ hasText: "In production" })).toHaveCount(1);
    for (const path of ["/my-account/profile/", "/my-account/address-book/", "/my-account/wishlist/"]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await expect(page.getByRole("navigation", { name: "My account" })).toBeVisible();
    }

    expect(problems).toEqual([]);
    expect(await serverLogProblems(logFrom, secrets.filter((secret) => secret.length >= 8 || secret === "Wendeline"))).toEqual([]);
  });

  test(`a keyboard-only walk on ${name}: search, a product into the cart, and a guest checkout`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const problems = watch(page);
    const email = `keys-${randomUUID().slice(0, 8)}@example.com`;

    // The first Tab reaches the skip link; search from the header.
    await page.goto("/");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await tabTo(page, page.getByRole("banner").getByRole("button", { name: "Search" }));
    await page.keyboard.press("Enter");
    const searchbox = page.getByRole("searchbox", { name: "Search products" });
    await expect(searchbox).toBeFocused();
    await page.keyboard.type("bandana");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/search\/\?q=bandana$/);

    // The result, its page, and Add to cart by Enter; the minicart takes the focus and leads to checkout.
    await tabTo(page, page.getByRole("main").getByRole("link", { name: /Bandana/ }).first());
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/p\/petsies_bandana\/$/);
    await tabTo(page, page.getByRole("button", { name: "Add to cart" }));
    await page.keyboard.press("Enter");
    const minicart = page.getByRole("dialog", { name: /Your cart/ });
    await expect(minicart).toBeVisible();
    expect(await isFocused(minicart)).toBe(true);
    await tabTo(page, minicart.getByRole("link", { name: "Go to Checkout" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/checkout\/onepage\/$/);

    // The whole form by Tab, typing, arrows and Space.
    await typeInto(page, page.locator("#personal-firstName"), "Kay");
    await typeInto(page, page.locator("#personal-lastName"), "Board");
    await typeInto(page, page.locator("#personal-emailAddress"), email);
    await typeInto(page, page.locator("#shipping-firstName"), "Kay");
    await typeInto(page, page.locator("#shipping-lastName"), "Board");
    await typeInto(page, page.locator("#shipping-streetAddress"), "1 Main St");
    await typeInto(page, page.locator("#shipping-city"), "Albany");
    const region = page.locator("#shipping-region_id");
    await tabTo(page, region);
    await page.keyboard.type("New York");
    await expect(region.locator("option:checked")).toHaveText("New York");
    await typeInto(page, page.locator("#shipping-zipCode"), "12207");
    await typeInto(page, page.locator("#shipping-phoneNumber"), "(518) 555-0143");
    // A radio group is one Tab stop; the arrows move within it.
    const checkmo = page.getByRole("radio", { name: "Check / Money order" });
    await tabTo(page, page.locator("#payment-method"));
    for (let presses = 0; presses < 8 && !(await checkmo.isChecked()); presses++) {
      await page.keyboard.press((await isFocused(checkmo)) ? "Space" : "ArrowDown");
    }
    await expect(checkmo).toBeChecked();
    await expect(checkmo).toBeFocused();
    const terms = page.getByLabel("I agree to the Terms and Conditions");
    await tabTo(page, terms);
    await page.keyboard.press("Space");
    await expect(terms).toBeChecked();
    await tabTo(page, page.getByRole("button", { name: "Place order" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/checkout\/onepage\/success\/$/);
    await expect(page.getByTestId("order-number")).toBeVisible();

    expect(problems).toEqual([]);
  });
}
