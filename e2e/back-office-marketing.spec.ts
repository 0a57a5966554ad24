// The owner's marketing work in the back office (issue 16): a coupon made in the app, used once by a shopper
// on the storefront and refused the second time; reviews held and approved; the stories shoppers share; the
// newsletter's subscribers; URL rewrites added, found and removed. Every screen passes axe.
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { couponMessages } from "@petsies/domain";
import { choose, field, petPng } from "./creation.ts";
import { expect, journeyAddress, test } from "./fixtures.ts";
import { expectNoSeriousViolations, fillCheckout } from "./helpers.ts";
import { signedInOwner } from "./staff.ts";

const SHOPPER_PASSWORD = "Paws-and-Whiskers-9";

/** A photo pillow (category Pillows) into the cart from its creation page. */
async function addPillow(page: Page) {
  await page.goto("/pillows/create/");
  await choose(field(page, /^Size/), /Medium/);
  await page.getByLabel(/Upload Photo of Pet/).setInputFiles({ name: "pepper.png", mimeType: "image/png", buffer: petPng() });
  await expect(page.getByTestId("uploaded-photo")).toHaveCount(1);
  await page.getByRole("complementary").getByRole("button", { name: "Add to cart" }).click();
  const minicart = page.getByRole("dialog", { name: /Your cart/ });
  await expect(minicart).toBeVisible();
  await page.keyboard.press("Escape");
}

async function applyCoupon(page: Page, code: string) {
  await page.goto("/checkout/cart/");
  await page.getByRole("textbox", { name: "Discount code" }).fill(code);
  await page.getByRole("button", { name: "Apply" }).first().click();
}

test("an owner makes a 20% coupon for pillows with one use per customer; a shopper uses it once and is refused the second time", async ({ page, browser }) => {
  test.setTimeout(300_000);
  await signedInOwner(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Coupons" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Coupons" })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole("link", { name: "New coupon" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New coupon" })).toBeVisible();
  await expectNoSeriousViolations(page);
  // Bad terms are explained at their fields before anything is sent.
  await page.getByLabel("Description").fill("Pillow week");
  await page.getByLabel("Percent off", { exact: true }).fill("120");
  await page.getByLabel("First day").fill("2030-02-10");
  await page.getByLabel("Last day").fill("2030-02-01");
  await page.getByRole("button", { name: "Create coupon" }).click();
  await expect(page.getByLabel("Percent off", { exact: true })).toHaveAccessibleDescription("At most 100%");
  await expect(page.getByLabel("Last day")).toHaveAccessibleDescription(/The end date must not be before the start date/);
  await expect(page.getByLabel("Code", { exact: true })).toHaveAccessibleDescription(/Use at least 3 characters/);
  await expectNoSeriousViolations(page);

  const code = `PILLOW${randomUUID().slice(0, 6).toUpperCase()}`;
  await page.getByLabel("Percent off", { exact: true }).fill("20");
  await page.getByLabel("First day").fill("");
  await page.getByLabel("Last day").fill("");
  await page.getByRole("radio", { name: "Products of chosen categories" }).check();
  await page.getByRole("group", { name: "Categories" }).getByRole("checkbox", { name: "Pillows", exact: true }).check();
  await page.getByLabel("Uses per customer").fill("1");
  await page.getByLabel("Code", { exact: true }).fill(code.toLowerCase());
  await page.getByRole("button", { name: "Create coupon" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Coupon ${code}` })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: `Coupon ${code} is created.` })).toBeVisible();
  await expect(page.getByText("Active · 20% off · used in 0 orders")).toBeVisible();
  await expectNoSeriousViolations(page);

  // A signed-in shopper orders a pillow with the coupon: 20% off the pillow.
  const device = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": journeyAddress(`${test.info().testId}-shopper`) } });
  const shopper = await device.newPage();
  const email = `pia-${randomUUID().slice(0, 8)}@example.com`;
  expect((await shopper.request.post("/api/user/create", { data: { customer: { email, firstname: "Pia", lastname: "Lund" }, password: SHOPPER_PASSWORD } })).status()).toBe(200);
  await shopper.goto("/sign-in/");
  await shopper.locator("#sign-in-email").fill(email);
  await shopper.locator("#sign-in-password").fill(SHOPPER_PASSWORD);
  await shopper.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(shopper).toHaveURL(/\/my-account\/$/);
  await addPillow(shopper);
  await applyCoupon(shopper, code);
  await expect(shopper.locator('[data-segment="discount"] dt')).toContainText(code);
  await expect(shopper.getByText(`Coupon ${code} applied`)).toBeVisible();
  await shopper.getByRole("link", { name: "Go to Checkout" }).first().click();
  await fillCheckout(shopper, email, "checkmo");
  await shopper.getByRole("button", { name: "Place order" }).click();
  await expect(shopper).toHaveURL(/\/checkout\/onepage\/success\/$/);

  // The second time the coupon is refused at the field, and the cart keeps its full price.
  await addPillow(shopper);
  await applyCoupon(shopper, code);
  await expect(shopper.getByText(couponMessages.usedByCustomer(code))).toBeVisible();
  await expect(shopper.locator('[data-segment="discount"]')).toHaveCount(0);
  await device.close();

  // The owner sees the one use.
  await page.reload();
  await expect(page.getByText("Active · 20% off · used in 1 order")).toBeVisible();
  await expect(page.getByRole("table", { name: "Codes and their uses" }).getByRole("row", { name: `${code} 1` })).toBeVisible();

  // The list finds it by its code and state, and keeps the search in the address.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Coupons" }).click();
  await page.getByRole("searchbox", { name: "Search" }).fill(code);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${code}`));
  const coupons = page.getByRole("table", { name: /Coupons/ });
  await expect(coupons.getByRole("link", { name: code })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue(code);
  await expect(coupons.getByRole("link", { name: code })).toBeVisible();
  await page.getByRole("combobox", { name: "State" }).selectOption("disabled");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/state=disabled/);
  await expect(page.getByText("No coupons match these filters.")).toBeVisible();
});

test("an owner holds reviews for approval; an approved review with its reply shows on the storefront at once", async ({ page, request }) => {
  test.setTimeout(180_000);
  await signedInOwner(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Reviews" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reviews" })).toBeVisible();
  await page.getByLabel("New reviews").selectOption("hold");
  await expect(page.getByLabel("New reviews")).toBeEnabled();
  await expectNoSeriousViolations(page);

  // A shopper writes a review; it waits.
  const email = `rae-${randomUUID().slice(0, 8)}@example.com`;
  expect((await request.post("/api/user/create", { data: { customer: { email, firstname: "Rae", lastname: "Moss" }, password: SHOPPER_PASSWORD } })).status()).toBe(200);
  const token = ((await (await request.post("/api/user/login", { data: { username: email, password: SHOPPER_PASSWORD } })).json()) as { result: string }).result;
  const title = `Cosy dome ${randomUUID().slice(0, 6)}`;
  const written = await request.post(`/api/review/create?token=${token}`, { data: { sku: "plush_display_dome", rating: 5, title, text: "Keeps the dust off our plush, and it looks great.", nickname: "Rae M." } });
  expect(((await written.json()) as { result: { status: string } }).result.status).toBe("pending");
  await page.goto("/p/plush_display_dome/");
  await expect(page.getByRole("heading", { name: title })).toHaveCount(0);

  // The owner approves it with a reply; the product page shows both.
  await page.goto("/admin/reviews?status=pending");
  const card = page.getByRole("article", { name: title });
  await expect(card).toContainText("Waiting");
  await expectNoSeriousViolations(page);
  // Among many cards, a screen reader hears whose review each button acts on.
  await expect(card.getByRole("button", { name: "Approve" })).toHaveAccessibleName(/^Approve — review by Rae M\. of \S/);
  await card.getByLabel("Public reply").fill("Thank you, Rae!");
  await card.getByRole("button", { name: "Save reply" }).click();
  await expect(page.getByRole("article", { name: title }).getByLabel("Public reply")).toHaveValue("Thank you, Rae!");
  await page.getByRole("article", { name: title }).getByRole("button", { name: "Approve" }).click();
  await page.goto("/admin/reviews?status=approved");
  await expect(page.getByRole("article", { name: title })).toContainText("Published");
  await page.goto("/p/plush_display_dome/");
  const shown = page.getByTestId("review").filter({ hasText: title });
  await expect(shown).toBeVisible();
  await expect(shown.getByTestId("review-reply")).toContainText("Thank you, Rae!");
  await page.goto("/admin/reviews");
  await page.getByLabel("New reviews").selectOption("publish");
  await expect(page.getByLabel("New reviews")).toHaveValue("publish");
});

test("an owner finds a newsletter subscriber and takes them off the list at their request", async ({ page, request }) => {
  test.setTimeout(180_000);
  await signedInOwner(page);
  const email = `news-${randomUUID().slice(0, 8)}@example.com`;
  expect((await request.post("/api/ext/mailchimp-subscribe/subscribe", { data: { email } })).status()).toBe(200);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Newsletter" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Newsletter" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search" }).fill(email);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(email).replace(/[.]/g, "\\.")}`));
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Storefront form");
  await expectNoSeriousViolations(page);
  await row.getByRole("button", { name: `Unsubscribe ${email}` }).click();
  await expect(row.getByRole("button", { name: `Unsubscribe ${email}` })).toHaveCount(0);
  await expectNoSeriousViolations(page);
});

test("an owner redirects an old address to a product; a target that is no page is refused at its field", async ({ page }) => {
  test.setTimeout(180_000);
  await signedInOwner(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "URL rewrites" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "URL rewrites" })).toBeVisible();
  await expectNoSeriousViolations(page);
  const old = `/old-bandana-${randomUUID().slice(0, 6)}/`;
  await page.getByLabel("Old path").fill(old);
  await page.getByLabel("New path").fill("/p/no_such_product/");
  await page.getByRole("button", { name: "Add rewrite" }).click();
  await expect(page.getByLabel("New path")).toHaveAccessibleDescription(/The shop shows no page at \/p\/no_such_product\//);
  await expectNoSeriousViolations(page);
  await page.getByLabel("New path").fill("/p/petsies_bandana/");
  await page.getByRole("button", { name: "Add rewrite" }).click();
  await expect(page.getByRole("row").filter({ hasText: old })).toContainText("Permanent (301)");
  await page.goto(old);
  await expect(page).toHaveURL(/\/p\/petsies_bandana\/$/);

  // The owner finds it again by its path (the search stays in the address) and removes it.
  await page.goto("/admin/url-rewrites");
  await page.getByRole("searchbox", { name: "Search" }).fill(old.slice(1, -1));
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${old.slice(1, -1)}`));
  await expect(page.getByRole("table", { name: /URL rewrites/ }).getByRole("row")).toHaveCount(2);
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: `Remove the rewrite of ${old}` }).click();
  await expect(page.getByText("No rewrites match this search.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue(old.slice(1, -1));
  await expect(page.getByText("No rewrites match this search.")).toBeVisible();
});

test("an owner reads the stories shoppers share, from the reviews screen", async ({ page, request }) => {
  test.setTimeout(120_000);
  const name = `Juno ${randomUUID().slice(0, 6)}`;
  const story = "Our Biscuit plush sits on the sofa where Biscuit used to nap. Thank you for making it.";
  const headers = { "x-forwarded-for": journeyAddress(`${test.info().testId}-shopper`) };
  const shared = await request.post("/api/share/customer-stories", { headers, data: { name, email: "juno@example.com", story, consent: true } });
  expect(shared.status()).toBe(200);

  await signedInOwner(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Reviews" }).click();
  await page.getByRole("link", { name: "Customer stories" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Customer stories" })).toBeVisible();
  const card = page.getByRole("article", { name });
  await expect(card).toContainText("May be published");
  await expect(card).toContainText(story);
  await expectNoSeriousViolations(page);
});
