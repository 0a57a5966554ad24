/**
 * The storefront's forms as a shopper meets them (issue 19, items 3, 14, 16 and the country list): limits
 * at the field, the shop's refusals at the field in a shopper's words, checkout details that survive a
 * reload and go on logout, postcodes checked by country.
 */
import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { FIELD_LIMITS } from "@petsies/domain";
import { expect, test } from "./fixtures.ts";
import { addProduct, fillCheckout, holdScripts, reactOwns } from "./helpers.ts";

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

/** An e-mail past the shop's limit, as an old tab or another client might send it. */
const LONG_EMAIL = `${"x".repeat(FIELD_LIMITS.email)}@example.com`;
const TOO_LONG_EMAIL = `Please use at most ${FIELD_LIMITS.email} characters.`;
/** What these forms' requests call their fields, which a shopper must never read. */
const REQUEST_NAMES = /username|newPassword|resetToken|giftcard_options|recipient_name|cartItem|Invalid (body|querystring)/;

/** Sends the request's `field` as `value` instead of what the form typed. */
function sendInstead(page: Page, url: string, field: string, value: string) {
  return page.route(url, (route) =>
    route.continue({ postData: JSON.stringify({ ...(route.request().postDataJSON() as object), [field]: value }) }),
  );
}

/** The field shows the shop's message: described by it, marked invalid and focused, with what was typed kept. */
async function expectRefusalAt(field: ReturnType<Page["locator"]>, message: string | RegExp, typed: string) {
  await expect(field).toHaveAccessibleDescription(message);
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(typed);
}

test("sign-in, the sign-in link, forgot password and a new password show the shop's refusal at the field", async ({ page }) => {
  await sendInstead(page, "**/api/user/login", "username", LONG_EMAIL);
  await sendInstead(page, "**/api/customer/login-requests", "email", LONG_EMAIL);
  await sendInstead(page, "**/api/user/reset-password", "email", LONG_EMAIL);
  await sendInstead(page, "**/api/user/create-password", "newPassword", "Aa1!".repeat(FIELD_LIMITS.password));

  await page.goto("/sign-in/");
  const email = page.locator("#sign-in-email");
  await expect(email).toHaveAttribute("maxlength", String(FIELD_LIMITS.email));
  await expect(page.locator("#sign-in-password")).toHaveAttribute("maxlength", String(FIELD_LIMITS.password));
  await email.fill("ann@example.com");
  await page.locator("#sign-in-password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expectRefusalAt(email, TOO_LONG_EMAIL, "ann@example.com");
  await expect(page.locator("main")).not.toContainText(REQUEST_NAMES);

  await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expectRefusalAt(email, TOO_LONG_EMAIL, "ann@example.com");
  await expect(page.getByTestId("sign-in-link-sent")).toHaveCount(0);

  await page.getByRole("button", { name: "Forgot your password?" }).click();
  const forgotten = page.locator("#sign-in-forgot-email");
  await expect(forgotten).toHaveAttribute("maxlength", String(FIELD_LIMITS.email));
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expectRefusalAt(forgotten, TOO_LONG_EMAIL, "ann@example.com");
  await expect(page.locator("main")).not.toContainText(REQUEST_NAMES);

  await page.goto("/customer/account/resetpassword/?token=from-the-mail");
  await expect(page.locator("#reset-password")).toHaveAttribute("maxlength", String(FIELD_LIMITS.password));
  await page.locator("#reset-email").fill("ann@example.com");
  await page.locator("#reset-password").fill(PASSWORD);
  await page.locator("#reset-confirmation").fill(PASSWORD);
  await page.getByRole("button", { name: "Set new password" }).click();
  // The field's hint (the password rules) is read after the message.
  await expectRefusalAt(page.locator("#reset-password"), new RegExp(`^Please use at most ${FIELD_LIMITS.password} characters\\. `), PASSWORD);
  await expect(page.locator("main")).not.toContainText(REQUEST_NAMES);
});

test("the footer's newsletter form shows the shop's refusal at its field", async ({ page }) => {
  await sendInstead(page, "**/api/ext/mailchimp-subscribe/subscribe", "email", LONG_EMAIL);
  await page.goto("/");
  const email = page.locator("#newsletter-email");
  await expect(email).toHaveAttribute("maxlength", String(FIELD_LIMITS.email));
  await email.fill(uniqueEmail("news"));
  await page.locator("footer").getByRole("button", { name: "Subscribe" }).click();
  await expect(email).toHaveAccessibleDescription(TOO_LONG_EMAIL);
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("footer")).not.toContainText(REQUEST_NAMES);
});

test("the gift card form shows the shop's refusal of an option at its field, and nothing goes to the cart", async ({ page }) => {
  await page.route("**/api/cart/update*", (route) => {
    const body = route.request().postDataJSON() as { cartItem: { giftcard_options?: Record<string, unknown> } };
    const options = body.cartItem.giftcard_options;
    return route.continue({ postData: JSON.stringify(options ? { cartItem: { ...body.cartItem, giftcard_options: { ...options, recipient_name: HUGE } } } : body) });
  });
  await page.goto("/giftcards/");
  const form = page.getByTestId("gift-card-form");
  await form.getByLabel("Your name").fill("Ann");
  await form.getByLabel("Recipient's name").fill("Bo");
  await form.getByLabel("Recipient's e-mail address").fill(uniqueEmail("gift-friend"));
  await form.getByRole("button", { name: "Add gift card to cart" }).click();
  const recipient = form.getByLabel("Recipient's name");
  await expect(recipient).toHaveAccessibleDescription(/^Please use at most \d+ characters\.$/);
  await expect(recipient).toHaveAttribute("aria-invalid", "true");
  await expect(recipient).toBeFocused();
  await expect(recipient).toHaveValue("Bo");
  await expect(page.getByRole("dialog", { name: /cart/i })).toBeHidden();
  await expect(page.locator("main")).not.toContainText(REQUEST_NAMES);
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

test("a form sent before the page's script has run goes nowhere: what was typed stays, and stays out of the address", async ({ page }) => {
  // A slow phone: the server's page is on screen, its scripts are still on the way.
  const release = await holdScripts(page);
  const navigations: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });

  await page.goto("/photo-pillows/create/", { waitUntil: "commit" });
  const petName = page.getByLabel(/Your Pet's Name/);
  await petName.fill("Biscuit");
  await page.getByRole("button", { name: "Add to cart" }).first().click();
  const email = page.locator("#newsletter-email");
  const address = uniqueEmail("early");
  await email.fill(address);
  await email.press("Enter");
  await page.locator("footer").getByRole("button", { name: "Subscribe" }).click();
  // React has not reached the forms: the tap and the Enter met the browser's own submission, which went nowhere.
  expect(await reactOwns(email)).toBe(false);
  expect(navigations.filter((url) => url !== navigations[0])).toEqual([]);
  expect(page.url()).not.toContain("?");

  release();
  await expect(page).toHaveURL(/front_design=/);
  expect(page.url()).not.toContain("cz-");
  expect(page.url()).not.toContain(encodeURIComponent(address));
  await expect(petName).toHaveValue("Biscuit");
  await expect(email).toHaveValue(address);
});
