import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { messages, passwordMessages } from "@petsies/domain";
import { expectNoSeriousViolations, mailedLink, mailsTo, shop } from "./helpers.ts";

const PASSWORD = "Paws-and-Whiskers-9";
const BANDANA = { path: "/p/petsies_bandana/", name: "Petsies Paw Print Bandana" };
const CARE_KIT = { path: "/p/plush_care_kit/", name: "Plush Care Kit" };

const uniqueEmail = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.com`;
const notification = (page: Page, text: string) => page.getByTestId("notification").filter({ hasText: text });
const accountIcon = (page: Page) => page.getByRole("banner").getByTestId("account-link");
const cartLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Cart/ });
const accountNav = (page: Page) => page.getByRole("navigation", { name: "My account" });

async function createAccount(request: APIRequestContext, email: string, firstname = "Ann", lastname = "Lee") {
  const res = await request.post("/api/user/create", { data: { customer: { email, firstname, lastname }, password: PASSWORD } });
  expect(res.status()).toBe(200);
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto("/sign-in/");
  await page.locator("#sign-in-email").fill(email);
  await page.locator("#sign-in-password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/my-account\/$/);
}

async function addProduct(page: Page, product: { path: string }) {
  await page.goto(product.path);
  await page.getByRole("button", { name: "Add to cart" }).click();
  const minicart = page.getByRole("dialog", { name: /Your cart/ });
  await expect(minicart).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(minicart).toBeHidden();
}

test("sign up, log out, log in through the modal, edit the profile, add, edit and delete an address", async ({ page }) => {
  const email = uniqueEmail("ann");

  await page.goto("/sign-up/");
  await expect(page).toHaveTitle("Create an account | Petsies");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  // Problems are told at their fields, and the first one gets the focus.
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.locator("#sign-up-firstName")).toBeFocused();
  await expect(page.locator("#sign-up-firstName-error")).toHaveText(messages.fieldRequired);
  await page.locator("#sign-up-firstName").fill("Ann");
  await page.locator("#sign-up-lastName").fill("Lee");
  await page.locator("#sign-up-email").fill(email.toUpperCase());
  await page.locator("#sign-up-password").fill("paws1234");
  await page.locator("#sign-up-confirmation").fill("paws");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.locator("#sign-up-password")).toBeFocused();
  await expect(page.locator("#sign-up-password-error")).toHaveText(passwordMessages.fewClasses);
  await expect(page.locator("#sign-up-confirmation-error")).toHaveText(passwordMessages.mismatch);
  await page.locator("#sign-up-password").fill(PASSWORD);
  await page.locator("#sign-up-confirmation").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();

  // Registered (the e-mail lower-cased) and logged in: my account, order history first.
  await expect(page).toHaveURL(/\/my-account\/$/);
  await expect(page).toHaveTitle("Order history | Petsies");
  await expect(page.getByTestId("account-greeting")).toHaveText("Hello, Ann");
  await expect(page.getByText("You have not placed any orders yet.")).toBeVisible();
  await expect(accountNav(page).getByRole("link", { name: "Order history" })).toHaveAttribute("aria-current", "page");
  await expect(accountIcon(page)).not.toHaveAttribute("aria-haspopup");

  await accountNav(page).getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(notification(page, messages.loggedOut)).toBeVisible();
  await expect(accountIcon(page)).toHaveAttribute("aria-haspopup", "dialog");

  // The account icon opens the login modal; a wrong password gets the server's one message.
  await accountIcon(page).click();
  const modal = page.getByRole("dialog", { name: "Sign in" });
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel("E-mail")).toBeFocused();
  await modal.getByLabel("E-mail").fill(email.toUpperCase());
  await modal.getByLabel("Password", { exact: true }).fill("Wrong-password-1");
  await modal.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(modal.getByRole("alert")).not.toBeEmpty();
  await modal.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await modal.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(modal).toBeHidden();
  await expect(accountIcon(page)).not.toHaveAttribute("aria-haspopup");
  await accountIcon(page).click();
  await expect(page).toHaveURL(/\/my-account\/$/);

  // Profile: name and phone; the saved values come back from the server after a reload.
  await accountNav(page).getByRole("link", { name: "Profile" }).click();
  await expect(page).toHaveURL(/\/my-account\/profile\/$/);
  await expect(page.locator("#profile-email")).toHaveValue(email);
  await page.locator("#profile-firstName").fill("Annie");
  await page.locator("#profile-phoneNumber").fill("12");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.locator("#profile-phoneNumber-error")).toBeVisible();
  await expect(page.locator("#profile-phoneNumber")).toBeFocused();
  await page.locator("#profile-phoneNumber").fill("(518) 555-0143");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(notification(page, messages.profileUpdated)).toBeVisible();
  await expect(page.getByTestId("account-greeting")).toHaveText("Hello, Annie");
  await page.reload();
  await expect(page.locator("#profile-firstName")).toHaveValue("Annie");
  await expect(page.locator("#profile-phoneNumber")).toHaveValue("+15185550143");

  // A new e-mail asks for the current password: a session left open somewhere cannot move the account.
  const moved = `moved-${email}`;
  await expect(page.locator("#profile-currentPassword")).toHaveCount(0);
  await page.locator("#profile-email").fill(moved);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.locator("#profile-currentPassword")).toBeFocused();
  await expect(page.locator("#profile-currentPassword-error")).toHaveText(messages.fieldRequired);
  await page.locator("#profile-currentPassword").fill("Not-the-password-1");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "The current password is not correct." })).toBeVisible();
  await page.locator("#profile-currentPassword").fill(PASSWORD);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(notification(page, messages.profileUpdated)).toBeVisible();
  await page.reload();
  await expect(page.locator("#profile-email")).toHaveValue(moved);
  await page.locator("#profile-email").fill(email);
  await page.locator("#profile-currentPassword").fill(PASSWORD);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(notification(page, messages.profileUpdated)).toBeVisible();
  await expect(page.locator("#profile-currentPassword")).toHaveCount(0);

  // Address book: add (the first address becomes the default), edit, delete after confirming.
  await accountNav(page).getByRole("link", { name: "Address book" }).click();
  await expect(page.getByText("You have no saved addresses yet.")).toBeVisible();
  await page.getByRole("link", { name: "Add a new address" }).click();
  await expect(page).toHaveURL(/\/my-account\/address-book\/add\/$/);
  await expect(page.locator("#address-firstName")).toHaveValue("Annie");
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page.locator("#address-streetAddress")).toBeFocused();
  await page.locator("#address-streetAddress").fill("1 Main St");
  await page.locator("#address-city").fill("Albany");
  await page.locator("#address-region_id").selectOption({ label: "New York" });
  await page.locator("#address-zipCode").fill("12207");
  await expect(page.getByLabel("Use as my default shipping address")).toBeChecked();
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page).toHaveURL(/\/my-account\/address-book\/$/);
  const card = page.getByTestId("address");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("1 Main St");
  await expect(card).toContainText("Albany, NY 12207");
  await expect(card).toContainText("Default shipping address");
  await expect(card).toContainText("Default billing address");

  await card.getByRole("link", { name: /^Edit/ }).click();
  await expect(page).toHaveURL(/\/my-account\/address-book\/edit\/\d+\/$/);
  await expect(page.locator("#address-city")).toHaveValue("Albany");
  await page.locator("#address-city").fill("Troy");
  await page.locator("#address-zipCode").fill("12180");
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page).toHaveURL(/\/my-account\/address-book\/$/);
  await expect(card).toContainText("Troy, NY 12180");

  await card.getByRole("button", { name: /^Delete/ }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this address?" });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(card).toHaveCount(1);
  await card.getByRole("button", { name: /^Delete/ }).click();
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("You have no saved addresses yet.")).toBeVisible();
});

test("on the sign-in and sign-up pages the account icon does not open the modal", async ({ page }) => {
  await page.goto("/sign-up/");
  await accountIcon(page).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(/\/sign-in\/\?redirect-target=%2Fmy-account%2F$/);
  await accountIcon(page).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("visiting my account logged out lands on sign-in and returns there, query and all, after login", async ({ page, request }) => {
  const email = uniqueEmail("guarded");
  await createAccount(request, email);

  await page.goto("/my-account/profile/?from=mail");
  await expect(page).toHaveURL(/\/sign-in\/\?from=mail&redirect-target=%2Fmy-account%2Fprofile%2F$/);
  await expect(page).toHaveTitle("Sign in | Petsies");
  await expect(page.getByTestId("login-required")).toHaveText(messages.loginRequired);
  await page.locator("#sign-in-email").fill(email);
  await page.locator("#sign-in-password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/my-account\/profile\/\?from=mail$/);
  await expect(page.getByRole("heading", { name: "Profile" })).toBeVisible();
  await expect(page).toHaveTitle("Profile | Petsies");
});

test("a guest cart with items and the customer's cart with items merge on login", async ({ browser, request }) => {
  const email = uniqueEmail("merge");
  await createAccount(request, email);

  // The customer's cart: the bandana, added while logged in on another device.
  const device = await browser.newContext();
  const other = await device.newPage();
  await signIn(other, email);
  await addProduct(other, BANDANA);
  await device.close();

  const guest = await browser.newContext();
  const page = await guest.newPage();
  await addProduct(page, CARE_KIT);
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
  await accountIcon(page).click();
  const modal = page.getByRole("dialog", { name: "Sign in" });
  await modal.getByLabel("E-mail").fill(email);
  await modal.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await modal.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(modal).toBeHidden();
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 2 items");
  await page.goto("/checkout/cart/");
  await expect(page.getByTestId("cart-line")).toHaveCount(2);
  await expect(page.getByTestId("cart-line").filter({ hasText: BANDANA.name })).toHaveCount(1);
  await expect(page.getByTestId("cart-line").filter({ hasText: CARE_KIT.name })).toHaveCount(1);

  // Logout forgets the cart on this device; logging in again brings the customer's cart back.
  await page.goto("/my-account/");
  await accountNav(page).getByRole("button", { name: "Log out" }).click();
  await expect(cartLink(page)).toHaveAccessibleName("Cart");
  await signIn(page, email);
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 2 items");
  await guest.close();
});

test("passwordless: the e-mailed link signs a new customer up, later signs them in, and works only once", async ({ page }) => {
  const email = uniqueEmail("link");
  await page.goto("/");
  await accountIcon(page).click();
  const modal = page.getByRole("dialog", { name: "Sign in" });
  await modal.getByLabel("E-mail").fill(email);
  await modal.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(page.getByRole("dialog", { name: "Check your inbox" })).toContainText(email);

  const first = await mailedLink(email, "/authenticate/");
  await page.goto(first);
  await expect(page.getByRole("heading", { name: "Welcome to Petsies!" })).toBeVisible();
  await expect(page.locator("#authenticate-firstName")).toBeFocused();
  await page.locator("#authenticate-firstName").fill("Lin");
  await page.locator("#authenticate-lastName").fill("Ko");
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page).toHaveURL(/\/my-account\/$/);
  await expect(page.getByTestId("account-greeting")).toHaveText("Hello, Lin");

  await accountNav(page).getByRole("button", { name: "Log out" }).click();
  await expect(accountIcon(page)).toHaveAttribute("aria-haspopup", "dialog");
  const before = (await mailsTo(email)).length;
  await accountIcon(page).click();
  await modal.getByLabel("E-mail").fill(email);
  await modal.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect.poll(async () => (await mailsTo(email)).length).toBe(before + 1);
  const second = await mailedLink(email, "/authenticate/");
  expect(second).not.toBe(first);
  await page.goto(second);
  await expect(page).toHaveURL(/\/my-account\/$/);
  await expect(page.getByTestId("account-greeting")).toHaveText("Hello, Lin");

  // A used link is refused, and says so.
  await accountNav(page).getByRole("button", { name: "Log out" }).click();
  await page.goto(second);
  await expect(page.getByRole("main").getByRole("alert")).not.toBeEmpty();
  await expect(page.getByRole("link", { name: "Go to sign in" })).toBeVisible();
});

test("a forgotten password is reset by the e-mailed link, which logs the customer in", async ({ page, request }) => {
  const email = uniqueEmail("reset");
  await createAccount(request, email);
  await page.goto("/sign-in/");
  await page.getByRole("button", { name: "Forgot your password?" }).click();
  await expect(page.locator("#sign-in-forgot-email")).toBeFocused();
  await page.locator("#sign-in-forgot-email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByTestId("reset-link-sent")).toContainText(email);

  await page.goto(await mailedLink(email, "/customer/account/resetpassword/"));
  await expect(page).toHaveTitle("Choose a new password | Petsies");
  await page.locator("#reset-password").fill("New-Paws-2026");
  await page.locator("#reset-confirmation").fill("New-Paws-2026");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/my-account\/$/);

  // Changing it again from the profile: a wrong current password gets the server's message; then a fresh login.
  await page.goto("/my-account/profile/");
  await page.locator("#change-password-current").fill("Not-the-password-1");
  await page.locator("#change-password-password").fill("Newer-Paws-2027");
  await page.locator("#change-password-confirmation").fill("Newer-Paws-2027");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("form", { name: "Change password" }).getByRole("alert")).not.toBeEmpty();
  await page.locator("#change-password-current").fill("New-Paws-2026");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(notification(page, messages.passwordChanged)).toBeVisible();
  await page.reload();
  await expect(page.locator("#profile-email")).toHaveValue(email);
  await accountNav(page).getByRole("button", { name: "Log out" }).click();
  await signIn(page, email, "Newer-Paws-2027");
});

test("order history shows a placed order with its tracker once the staff tool moves it into production, and its shipment once it ships", async ({ page, request }) => {
  // Four runs of the staff tool, each a process of its own.
  test.setTimeout(240_000);
  const email = uniqueEmail("orders");
  await createAccount(request, email, "Ola", "Berg");
  await signIn(page, email);

  // Checkout knows the customer: name and e-mail come from the profile.
  await addProduct(page, BANDANA);
  await page.goto("/checkout/onepage/");
  await expect(page.locator("#personal-firstName")).toHaveValue("Ola");
  await expect(page.locator("#personal-emailAddress")).toHaveValue(email);
  await page.locator("#shipping-streetAddress").fill("1 Main St");
  await page.locator("#shipping-city").fill("Albany");
  await page.locator("#shipping-region_id").selectOption({ label: "New York" });
  await page.locator("#shipping-zipCode").fill("12207");
  await page.locator("#shipping-phoneNumber").fill("(518) 555-0143");
  await page.getByRole("radio", { name: "Check / Money order" }).check();
  await page.getByLabel("I agree to the Terms and Conditions").check();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/checkout\/onepage\/success\/$/);
  const number = (await page.getByTestId("order-number").innerText()).replace("#", "");
  // A customer's success page: what was ordered, the totals, the address and what happens next; no account offer.
  await expect(page.getByTestId("success-item")).toHaveCount(1);
  await expect(page.getByTestId("success-item")).toContainText(`1 × ${BANDANA.name}`);
  await expect(page.getByTestId("success-summary").getByRole("row", { name: /Grand Total/ })).toBeVisible();
  await expect(page.getByTestId("success-address")).toContainText("1 Main St");
  await expect(page.getByTestId("success-next-steps")).toContainText(`We pack and post ${BANDANA.name}.`);
  await expect(page.getByTestId("success-account-offer")).toHaveCount(0);

  await page.goto("/my-account/order-history/");
  const order = page.getByTestId("order").filter({ hasText: `Order #${number}` });
  await expect(page.getByRole("region", { name: /Active orders/ }).getByTestId("order")).toHaveCount(1);
  await expect(order.getByTestId("display-id")).toHaveText(`#${number}-1`);
  await expect(order.getByRole("heading", { name: BANDANA.name })).toBeVisible();
  await expect(order.getByRole("list", { name: "Progress" }).locator('[aria-current="step"]')).toContainText("Created");
  // Beside an active order: products that go with it, never the one just ordered.
  const suggested = page.getByTestId("suggested-products").getByTestId("product-card");
  await expect(suggested.first()).toBeVisible();
  await expect(suggested.filter({ hasText: BANDANA.name })).toHaveCount(0);

  const itemId = /Item (\d+) \(/.exec(await shop("orders", "show", number))?.[1];
  expect(itemId).toBeTruthy();
  await shop("item", "status", itemId!, "9");
  await shop("item", "estimate", itemId!, "2026-12-04");

  await page.reload();
  const item = order.getByTestId("order-item");
  await expect(item.getByRole("list", { name: "Progress" }).locator('[aria-current="step"]')).toContainText("In production");
  await expect(item.getByText(/^Step \d+ of \d+$/).first()).toBeVisible();
  await expect(item.getByTestId("shipment-info")).toContainText("Estimated shipment");
  await expect(item.getByTestId("shipment")).toHaveCount(0);

  // The chevron opens the extended info: every step of the vertical tracker.
  const chevron = item.getByRole("button", { name: /Show details/ });
  await expect(chevron).toHaveAttribute("aria-expanded", "false");
  await expect(item.getByTestId("extended-info")).toBeHidden();
  await chevron.click();
  await expect(item.getByRole("button", { name: /Hide details/ })).toHaveAttribute("aria-expanded", "true");
  await expect(item.getByTestId("vertical-tracker").getByRole("listitem")).not.toHaveCount(0);
  await expect(item.getByTestId("vertical-tracker").locator('[aria-current="step"]')).toContainText("In production");

  // Shipping it completes it (issue 19, item 6): no step nor estimate beside the shipment, and the completed
  // item keeps its carrier, tracking number (linked to the carrier's page) and date (item 15).
  await shop("item", "ship", itemId!, "--carrier", "UPS", "--tracking", "1Z999AA10123456784", "--date", "2026-11-30");
  await page.reload();
  await expect(item.getByTestId("progress-notice")).toHaveText("Order is Completed");
  await expect(item.getByRole("list", { name: "Progress" })).toHaveCount(0);
  await expect(item.getByText(/^Step \d+ of \d+$/)).toHaveCount(0);
  await expect(item.getByTestId("shipment-info")).not.toContainText("Estimated shipment");
  await expect(item.getByTestId("shipment")).toContainText("Nov 30, 2026");
  await expect(item.getByTestId("shipment")).toContainText("UPS");
  await expect(item.getByTestId("shipment").getByRole("link", { name: /1Z999AA10123456784/ })).toHaveAttribute("href", "https://www.ups.com/track?tracknum=1Z999AA10123456784");
  await expect(page.getByRole("region", { name: /Completed orders/ }).getByTestId("order")).toHaveCount(1);
  await expectNoSeriousViolations(page);

  // Re-order puts the item in the cart again.
  await item.getByRole("button", { name: "Re-order" }).click();
  await expect(notification(page, messages.cartAddSuccess)).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName("Cart, 1 item");
});

test("a refused user token is renewed with the refresh token; when that is refused too the shopper is logged out and asked to sign in", async ({ page, request }) => {
  const email = uniqueEmail("refresh");
  await createAccount(request, email);
  await signIn(page, email);
  const stored = (key: string) => page.evaluate((k) => localStorage.getItem(k), key);
  const refreshToken = await stored("current-refresh-token");

  // The access token stops working (as it does after an hour): it is renewed once and the page carries on.
  await page.evaluate(() => localStorage.setItem("current-token", "no-longer-live"));
  await page.goto("/my-account/profile/");
  await expect(page.locator("#profile-email")).toHaveValue(email);
  await expect.poll(() => stored("current-token")).not.toBe("no-longer-live");
  expect(await stored("current-refresh-token")).not.toBe(refreshToken);

  // Both refused: a silent logout, and the sign-in modal says why. The tokens are spoiled on a page of the
  // shop that runs none of its scripts, so that the next page is the one to find out (the profile page,
  // still open, would find out itself with its next call and show the modal there).
  await page.goto("/robots.txt");
  await page.evaluate(() => {
    localStorage.setItem("current-token", "no-longer-live");
    localStorage.setItem("current-refresh-token", "no-longer-live");
  });
  await page.goto("/");
  const modal = page.getByRole("dialog", { name: "Sign in" });
  await expect(modal).toContainText("Your session has expired. Please log in again.");
  expect(await stored("current-token")).toBeNull();
  expect(await stored("current-user")).toBeNull();
  await expect(notification(page, messages.loggedOut)).toHaveCount(0);
  await modal.getByLabel("E-mail").fill(email);
  await modal.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await modal.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(modal).toBeHidden();
  await expect(accountIcon(page)).not.toHaveAttribute("aria-haspopup");
});

test("sign-in, the login modal and my account pages have no serious accessibility problems", async ({ page, request }) => {
  await page.goto("/sign-in/");
  await expectNoSeriousViolations(page);
  await page.goto("/sign-up/");
  await expectNoSeriousViolations(page);
  await page.goto("/");
  await accountIcon(page).click();
  await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible();
  await expectNoSeriousViolations(page);

  const email = uniqueEmail("axe");
  await createAccount(request, email);
  await signIn(page, email);
  for (const path of ["/my-account/", "/my-account/profile/", "/my-account/address-book/", "/my-account/address-book/add/"]) {
    await page.goto(path);
    await expect(page.getByRole("status", { name: /Loading/ })).toHaveCount(0);
    await expectNoSeriousViolations(page);
  }
});

test("my account works at phone width", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail("phone");
  await createAccount(request, email);
  await signIn(page, email);
  await expect(accountNav(page).getByRole("link", { name: "Profile" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
