/**
 * The storefront's forms as a shopper meets them (issue 19, items 3, 14, 16 and the country list): limits
 * at the field, the shop's refusals at the field in a shopper's words, checkout details that survive a
 * reload and go on logout, postcodes checked by country.
 */
import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { FIELD_LIMITS } from "@petsies/domain";
import { expect, test } from "./fixtures.ts";
import { addProduct, fillCheckout } from "./helpers.ts";

const PASSWORD = "Paws-and-Whiskers-9";
const HUGE = "x".repeat(5000);
const US_ZIP = "Please enter a valid ZIP code, like 12345 or 12345-6789.";
/** What a shopper must never read: the request's paths and the old "Invalid body field" prefix. */
const API_PATH = /Invalid (body|querystring|params)|personalDetails|customer\.|address\.|addressInformation|field '/;

const uniqueEmail = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.com`;

async function signedIn(page: Page, request: APIRequestContext) {
  const email = uniqueEmail("forms");
  const res = await request.post("/api/user/create", { data: { customer: { email, firstname: "Ann", lastname: "Lee" }, password: PASSWORD } });
  expect(res.status()).toBe(200);
  await page.goto("/sign-in/");
  await page.locator("#sign-in-email").fill(email);
  await page.locator("#sign-in-password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/my-account\/$/);
  return email;
}

test("a 5,000-character name or street stops at the field's limit: checkout, sign-up and address book", async ({ page, request }) => {
  await addProduct(page, "/p/petsies_bandana/");
  await page.goto("/checkout/onepage/");
  await page.locator("#personal-firstName").fill(HUGE);
  await expect(page.locator("#personal-firstName")).toHaveValue("x".repeat(FIELD_LIMITS.name));

  await page.goto("/sign-up/");
  await page.locator("#sign-up-lastName").fill(HUGE);
  await expect(page.locator("#sign-up-lastName")).toHaveValue("x".repeat(FIELD_LIMITS.name));

  await signedIn(page, request);
  await page.goto("/my-account/address-book/add/");
  await page.locator("#address-streetAddress").fill(HUGE);
  await expect(page.locator("#address-streetAddress")).toHaveValue("x".repeat(FIELD_LIMITS.street));
});

test("a refusal the browser did not foresee shows at its field, in a shopper's words, with no API path", async ({ page }) => {
  // The shop gets a name past its limit (as from an old tab or another client): its answer names the field.
  await page.route("**/api/user/create", (route) => {
    const body = route.request().postDataJSON() as { customer: Record<string, string> };
    return route.continue({ postData: JSON.stringify({ ...body, customer: { ...body.customer, lastname: HUGE } }) });
  });
  await page.goto("/sign-up/");
  await page.locator("#sign-up-firstName").fill("Ann");
  await page.locator("#sign-up-lastName").fill("Lee");
  await page.locator("#sign-up-email").fill(uniqueEmail("long"));
  await page.locator("#sign-up-password").fill(PASSWORD);
  await page.locator("#sign-up-confirmation").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.locator("#sign-up-lastName-error")).toHaveText(`Please use at most ${FIELD_LIMITS.name} characters.`);
  await expect(page.locator("#sign-up-lastName")).toBeFocused();
  await expect(page.locator("#sign-up-lastName")).toHaveValue("Lee");
  await expect(page.locator("main")).not.toContainText(API_PATH);

  // The same at checkout: the order's first name, refused by the shop, shows at the personal details.
  await page.route("**/api/order*", (route) => {
    const body = route.request().postDataJSON() as { personalDetails: Record<string, string> };
    return route.continue({ postData: JSON.stringify({ ...body, personalDetails: { ...body.personalDetails, firstName: HUGE } }) });
  });
  await addProduct(page, "/p/petsies_bandana/");
  await page.goto("/checkout/onepage/");
  await fillCheckout(page, uniqueEmail("long"), "checkmo");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.locator("#personal-firstName-error")).toHaveText(`Please use at most ${FIELD_LIMITS.name} characters.`);
  await expect(page).toHaveURL(/\/checkout\/onepage\/$/);
  await expect(page.locator("main")).not.toContainText(API_PATH);
});

test("the review and story forms show the shop's refusal of a field at that field", async ({ page, request }) => {
  // As from an old tab: the title and the story arrive past the shop's limits.
  await page.route("**/api/review/create*", (route) =>
    route.continue({ postData: JSON.stringify({ ...(route.request().postDataJSON() as object), title: HUGE }) }),
  );
  await page.route("**/api/share/customer-stories*", (route) =>
    route.continue({ postData: JSON.stringify({ ...(route.request().postDataJSON() as object), story: HUGE }) }),
  );
  await signedIn(page, request);
  await page.goto("/p/plush_care_kit/");
  await page.getByRole("button", { name: "Write a review" }).click();
  const modal = page.getByRole("dialog", { name: "Review Plush Care Kit" });
  await modal.locator("label").filter({ hasText: "5 stars" }).click();
  await modal.getByLabel("Title").fill("Handy");
  await modal.getByLabel("Your name as shown").fill("Ann L.");
  await modal.getByLabel("Your review").fill("It looks handy, we will see once it arrives.");
  await modal.getByRole("button", { name: "Submit review" }).click();
  await expect(modal.getByLabel("Title")).toBeFocused();
  await expect(modal.getByLabel("Title")).toHaveAccessibleDescription(/Please use at most \d+ characters\./);
  await expect(modal.getByLabel("Title")).toHaveValue("Handy");
  await expect(modal).not.toContainText(API_PATH);
  await page.keyboard.press("Escape");

  await page.goto("/reviews/");
  const story = page.getByRole("region", { name: "Tell us your story" });
  await story.getByLabel("Your name", { exact: true }).fill("Ann");
  await story.getByLabel("Your e-mail address").fill(uniqueEmail("story"));
  await story.getByLabel("Your story").fill("Our Forevers sits on the sofa where Biscuit used to nap every afternoon.");
  await story.getByRole("checkbox").check();
  await story.getByRole("button", { name: "Send" }).click();
  const field = story.locator('[name="story"]');
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleDescription(/Please use at most \d+ characters\./);
  await expect(story).not.toContainText(API_PATH);
});

test("a reload keeps what was typed at checkout; logout clears it", async ({ page, request }) => {
  await signedIn(page, request);
  await addProduct(page, "/p/petsies_bandana/");
  await page.goto("/checkout/onepage/");
  await page.locator("#personal-firstName").fill("Annie");
  await page.locator("#shipping-streetAddress").fill("1 Main St");
  await page.locator("#shipping-city").fill("Albany");
  await page.locator("#shipping-zipCode").fill("12207");
  await page.reload();
  await expect(page.locator("#personal-firstName")).toHaveValue("Annie");
  await expect(page.locator("#shipping-streetAddress")).toHaveValue("1 Main St");
  await expect(page.locator("#shipping-city")).toHaveValue("Albany");
  await expect(page.locator("#shipping-zipCode")).toHaveValue("12207");

  await page.goto("/my-account/");
  await page.getByRole("navigation", { name: "My account" }).getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await addProduct(page, "/p/petsies_bandana/");
  await page.goto("/checkout/onepage/");
  await expect(page.locator("#personal-emailAddress")).toBeVisible();
  await expect(page.locator("#personal-firstName")).toHaveValue("");
  await expect(page.locator("#shipping-streetAddress")).toHaveValue("");
  await expect(page.locator("#shipping-zipCode")).toHaveValue("");
});

test("a guest's checkout details survive a reload too", async ({ page }) => {
  await addProduct(page, "/p/petsies_bandana/");
  await page.goto("/checkout/onepage/");
  await page.locator("#personal-firstName").fill("Ann");
  await page.locator("#personal-lastName").fill("Lee");
  await page.locator("#personal-emailAddress").fill("ann@example.com");
  await page.locator("#shipping-streetAddress").fill("1 Main St");
  await page.reload();
  await expect(page.locator("#personal-lastName")).toHaveValue("Lee");
  await expect(page.locator("#personal-emailAddress")).toHaveValue("ann@example.com");
  await expect(page.locator("#shipping-streetAddress")).toHaveValue("1 Main St");
});

test("a US ZIP code ABCDE is refused at its field, at checkout and in the address book", async ({ page, request }) => {
  await addProduct(page, "/p/petsies_bandana/");
  await page.goto("/checkout/onepage/");
  await fillCheckout(page, uniqueEmail("zip"), "checkmo");
  await page.locator("#shipping-zipCode").fill("ABCDE");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.locator("#shipping-zipCode-error")).toHaveText(US_ZIP);
  await expect(page.locator("#shipping-zipCode")).toBeFocused();
  await expect(page).toHaveURL(/\/checkout\/onepage\/$/);

  await signedIn(page, request);
  await page.goto("/my-account/address-book/add/");
  await page.locator("#address-streetAddress").fill("1 Main St");
  await page.locator("#address-city").fill("Albany");
  await page.locator("#address-region_id").selectOption({ label: "New York" });
  await page.locator("#address-zipCode").fill("ABCDE");
  await page.locator("#address-phoneNumber").fill("(518) 555-0143");
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page.locator("#address-zipCode-error")).toHaveText(US_ZIP);
});

test("the country list names Curaçao once", async ({ page }) => {
  await addProduct(page, "/p/petsies_bandana/");
  await page.goto("/checkout/onepage/");
  await expect(page.locator("#shipping-country option", { hasText: "Curaçao" })).toHaveCount(1);
});
