// The back office (issue "Back office I"), as its people use it: an owner sets up their account with
// two-factor and adds a production member, who sets up two-factor too (the owner's setting asks it of every
// role), finds a shopper's new plush order on the board, sees the pet's photo, moves the item to customer
// preview (the shopper is e-mailed and sees the tracker move) and ships it; every screen passes axe, and the
// order page works with the keyboard alone.
import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { generate } from "otplib";
import sharp from "sharp";
import { FIELD_LIMITS, indexTree, loadState, withProductionTime, type Customization, type RushAddOn, type UploadedImage } from "@petsies/domain";
import { completeState } from "../apps/api/src/test/complete-state.ts";
import { expectNoSeriousViolations, mailsTo, shop } from "./helpers.ts";
import { enrolledStaff, nextCode, signedInStaff } from "./staff.ts";

const STAFF_PASSWORD = "Stitch-and-Sew-2030";
const SHOPPER_PASSWORD = "Paws-and-Whiskers-9";
const uniqueEmail = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.com`;
const ADDRESS = { firstname: "Ola", lastname: "Berg", street: ["1 Main St"], city: "Albany", postcode: "12207", country_id: "US", region_id: 43, telephone: "(518) 555-0143" };

async function result<T = any>(res: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  const body = (await res.json()) as { result: T };
  expect(res.status(), JSON.stringify(body.result)).toBe(200);
  return body.result as T;
}

/** A signed-up shopper orders a Forevers dog plush with a photo of their pet, through the shop's API. */
async function shopperOrdersPlush(request: APIRequestContext, email: string): Promise<{ number: string; token: string }> {
  await result(await request.post("/api/user/create", { data: { customer: { email, firstname: "Ola", lastname: "Berg" }, password: SHOPPER_PASSWORD } }));
  const token = await result<string>(await request.post("/api/user/login", { data: { username: email, password: SHOPPER_PASSWORD } }));
  const auth = { authorization: `Bearer ${token}` };
  const png = await sharp({ create: { width: 96, height: 72, channels: 3, background: "#8a5a3a" } }).png().toBuffer();
  const upload = await result<{ item: UploadedImage }>(
    await request.post("/api/upload", { multipart: { imageType: "1", file: { name: "rex.png", mimeType: "image/png", buffer: png } } }),
  );
  const product = await result<{ id: number; customizations: Customization[] }>(await request.get("/api/product/ForeversDog_bundle"));
  const rush = await result<Record<string, RushAddOn[]>>(await request.get("/api/plushies/products-rush-upgrades"));
  const tree = indexTree(withProductionTime(product.customizations, rush[String(product.id)] ?? []));
  const state = completeState(tree, loadState(tree, {}), upload.item);
  const cartId = await result<string>(await request.post("/api/cart/create", { headers: auth }));
  await result(await request.post(`/api/cart/update?cartId=${cartId}`, { headers: auth, data: { cartItem: { sku: "ForeversDog_bundle", qty: 1, product_option: { extension_attributes: { customization_state: state } } } } }));
  const items = await result<{ item_id: number; sku: string; qty: number }[]>(await request.get(`/api/cart/pull?cartId=${cartId}`, { headers: auth }));
  const placed = await result<{ increment_id: string }>(
    await request.post("/api/order", {
      headers: { ...auth, "idempotency-key": randomUUID() },
      data: {
        cart_id: cartId,
        products: items.map((i) => ({ server_item_id: i.item_id, sku: i.sku, qty: i.qty })),
        addressInformation: { shippingAddress: ADDRESS, billingAddress: ADDRESS, shipping_method_code: "domestic", shipping_carrier_code: "petsies", payment_method_code: "checkmo" },
        personalDetails: { firstName: "Ola", lastName: "Berg", emailAddress: email },
      },
    }),
  );
  return { number: placed.increment_id, token };
}

/** The set-password link's path and query on this shop (the staff tool prints it with SITE_URL). */
function setPasswordPath(text: string): string {
  const link = /https?:\/\/\S+\/admin\/set-password\?token=\S+/.exec(text)?.[0];
  expect(link, text).toBeTruthy();
  const url = new URL(link!);
  return url.pathname + url.search;
}

async function choosePassword(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel("New password", { exact: true }).fill(STAFF_PASSWORD);
  await page.getByLabel("Confirm the new password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Set password" }).click();
  // Saved before the caller moves on: leaving the page at once could cancel the request.
  await expect(page.getByText("Your password is set. You can sign in with it now.")).toBeVisible();
}

async function signIn(page: Page, email: string) {
  await page.goto("/admin/sign-in");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** The set-up screen, walked: the QR code and its key, then the first code from the app; answers the secret. */
async function setUpTwoFactor(page: Page): Promise<string> {
  await expect(page.getByRole("heading", { name: "Set up two-factor sign-in" })).toBeVisible();
  await page.getByRole("button", { name: "Show my QR code" }).click();
  await expect(page.getByRole("img", { name: "QR code to scan with your authenticator app" })).toBeVisible();
  await expectNoSeriousViolations(page);
  const secret = (await page.locator("code").first().innerText()).trim();
  await page.getByLabel("6-digit code from the app").fill(await generate({ secret }));
  await page.getByRole("button", { name: "Turn on two-factor" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  return secret;
}

test("an owner sets up two-factor and adds a production member, who works a shopper's plush order from the board to shipment", async ({ browser, page, request }) => {
  test.setTimeout(300_000);
  const ownerEmail = uniqueEmail("owner");
  const added = await shop("staff", "add", ownerEmail, "--role", "owner", "--name", "Olive Owner");
  await choosePassword(page, setPasswordPath(added));

  // Signing in for the first time, the owner must turn two-factor on before anything else.
  await signIn(page, ownerEmail);
  await setUpTwoFactor(page);
  await expectNoSeriousViolations(page);

  // The owner adds a production member; the app shows the one-time link to hand over. Every role signs in
  // with two-factor: the owner's setting, on from the start, is switched off and on again (both logged).
  await page.getByRole("link", { name: "Staff" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
  const everyRole = page.getByLabel("Production and support sign in with two-factor as well (owners always do)");
  await expect(everyRole).toBeChecked();
  const saved = () => page.waitForResponse((res) => res.url().endsWith("/api/admin/staff/settings") && res.request().method() === "PATCH" && res.ok());
  await Promise.all([saved(), everyRole.uncheck()]);
  await expect(everyRole).not.toBeChecked();
  await Promise.all([saved(), everyRole.check()]);
  await expect(everyRole).toBeChecked();
  await expectNoSeriousViolations(page);
  const makerEmail = uniqueEmail("maker");
  await page.getByRole("button", { name: "Add member" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a staff member" });
  await dialog.getByLabel("E-mail").fill(makerEmail);
  await dialog.getByLabel("Name").fill("Mo Maker");
  await dialog.getByLabel("Role").selectOption("production");
  await expectNoSeriousViolations(page);
  await dialog.getByRole("button", { name: "Add member" }).click();
  const makerLink = await dialog.locator("code").innerText();
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("row", { name: new RegExp(`Mo Maker ${makerEmail} Production`) })).toBeVisible();
  await page.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  await expect(page.getByText("staff.create").first()).toBeVisible();
  await expect(page.getByText("setting.update").first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole("link", { name: "Jobs" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Background jobs" })).toBeVisible();
  await expectNoSeriousViolations(page);

  // A shopper orders a plush of their dog, with a photo.
  const shopperEmail = uniqueEmail("ola");
  const { number } = await shopperOrdersPlush(request, shopperEmail);

  // The production member, in a browser of their own, sets up two-factor as the owner did, and finds the order on the board.
  const context = await browser.newContext();
  const maker = await context.newPage();
  await choosePassword(maker, setPasswordPath(makerLink));
  await signIn(maker, makerEmail);
  await setUpTwoFactor(maker);
  await expect(maker.getByRole("link", { name: "Staff" })).toHaveCount(0);
  await maker.getByRole("link", { name: "Orders", exact: true }).click();
  await expect(maker.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  await expectNoSeriousViolations(maker);
  await maker.getByRole("link", { name: /^Created/ }).first().click();
  await expect(maker).toHaveURL(/\/admin\/orders\?(.*&)?status=2\b/);
  await maker.getByLabel("Search").fill(number);
  await maker.getByLabel("Search").press("Enter");
  // The search applies with the other filters left at "Any" (an untouched select is not a bad value).
  await expect(maker).toHaveURL(new RegExp(`[?&]q=${number}(&|$)`));
  await expect(maker.getByRole("link", { name: number })).toHaveCount(1);
  await maker.getByRole("link", { name: number }).click();
  await expect(maker.getByRole("heading", { level: 1 })).toContainText(number);
  const item = maker.getByRole("article").filter({ hasText: "Forevers" }).first();
  const photo = item.getByRole("img").first();
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(96);
  await expect(item.getByRole("link", { name: /Download/ }).first()).toHaveAttribute("href", /\/api\/media\/uploads\//);
  await expectNoSeriousViolations(maker);

  // With the keyboard alone: open "Change status", pick customer preview, confirm.
  const change = item.getByRole("button", { name: "Change status" });
  await change.focus();
  await maker.keyboard.press("Enter");
  const statusDialog = maker.getByRole("dialog");
  await expect(statusDialog).toBeVisible();
  // Focus moved into the dialog; Tab reaches the status, and typing picks an option as in any select.
  await expect(statusDialog.locator(":focus")).toHaveCount(1);
  const newStatus = statusDialog.getByLabel("New status");
  for (let i = 0; i < 5 && !(await newStatus.evaluate((el) => el === document.activeElement)); i++) await maker.keyboard.press("Tab");
  await expect(newStatus).toBeFocused();
  await maker.keyboard.type("Customer preview");
  await expect(newStatus.locator("option:checked")).toHaveText("Customer preview");
  await maker.keyboard.press("Tab");
  await maker.keyboard.type("First sketch ready");
  await statusDialog.getByRole("button", { name: "Change status" }).focus();
  await maker.keyboard.press("Enter");
  await expect(statusDialog).toHaveCount(0);
  await expect(change).toBeFocused();
  await expect(item.getByText("Customer preview", { exact: true }).first()).toBeVisible();
  await expect(item.getByText(/Created → Customer preview — First sketch ready/)).toBeVisible();

  // The shopper is e-mailed and sees the tracker move in their account.
  await expect.poll(async () => (await mailsTo(shopperEmail)).map((m) => m.subject).join("|")).toMatch(/Your preview of .* is ready \(order #\d+\)/);
  const shopper = await browser.newPage();
  await shopper.goto("/sign-in/");
  await shopper.locator("#sign-in-email").fill(shopperEmail);
  await shopper.locator("#sign-in-password").fill(SHOPPER_PASSWORD);
  await shopper.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(shopper).toHaveURL(/\/my-account\/$/);
  await shopper.goto("/my-account/order-history/");
  const order = shopper.getByTestId("order").filter({ hasText: `Order #${number}` });
  await expect(order.getByRole("list", { name: "Progress" }).locator('[aria-current="step"]')).toContainText("Customer preview");
  await shopper.close();

  // A handmade item ships once it is made: it passes quality inspection first.
  await change.click();
  await maker.getByRole("dialog").getByLabel("New status").selectOption({ label: "Quality inspection" });
  await maker.getByRole("dialog").getByRole("button", { name: "Change status" }).click();
  await expect(maker.getByRole("dialog")).toHaveCount(0);
  await expect(item.getByText(/Customer preview → Quality inspection/)).toBeVisible();

  // Shipped: a shipment with carrier and tracking number moves it to Sent to customer; the shopper gets the tracking link.
  await item.getByRole("button", { name: "Add shipment" }).click();
  const shipDialog = maker.getByRole("dialog");
  await shipDialog.getByRole("button", { name: "Add shipment" }).click();
  await expect(shipDialog.getByText("Enter the carrier")).toBeVisible();
  await shipDialog.getByLabel("Carrier").fill("usps");
  await shipDialog.getByLabel("Tracking number").fill("9400111899223100000000");
  await shipDialog.getByRole("button", { name: "Add shipment" }).click();
  await expect(shipDialog).toHaveCount(0);
  await expect(item.getByRole("cell", { name: "9400111899223100000000", exact: true })).toBeVisible();
  await expect(item.getByText(/Quality inspection → Sent to customer: Shipment usps 9400111899223100000000/)).toBeVisible();
  await expect.poll(async () => (await mailsTo(shopperEmail)).find((m) => /is on its way/.test(m.subject))?.text ?? "").toContain(
    "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223100000000",
  );
  await maker.reload();
  await expect(maker.getByRole("cell", { name: "preview_ready" })).toBeVisible();
  await context.close();
});

test("the back office refuses what a role may not do, and a signed-out visitor lands on sign-in and returns after", async ({ page }) => {
  const { email, secret } = await enrolledStaff(page, "support", "Sam Support");
  await page.context().clearCookies();
  // A forgotten password: the same answer whether or not the e-mail has an account, and a link by e-mail.
  await page.goto("/admin/forgot-password");
  await expectNoSeriousViolations(page);
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByRole("status")).toContainText(`If ${email} belongs to a staff member`);
  await expect.poll(async () => (await mailsTo(email)).map((m) => m.subject).join("|")).toContain("Reset your Petsies back office password");
  await page.goto("/admin/orders?status=13");
  await expect(page).toHaveURL(/\/admin\/sign-in\?redirect=/);
  await expectNoSeriousViolations(page);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("Not-the-password-1");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("The e-mail or password is not right");
  await expect(page.getByLabel("E-mail")).toHaveValue(email);
  await page.getByLabel("Password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.getByLabel("6-digit code").fill(await nextCode(secret));
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?status=13$/);
  await expect(page.getByLabel("Item status")).toHaveValue("13");
  await expect(page.getByRole("link", { name: "Staff" })).toHaveCount(0);
  await page.goto("/admin/staff");
  await expect(page.getByText(/owner/i).first()).toBeVisible();
  expect((await page.request.get("/api/admin/staff")).status()).toBe(403);
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  expect((await page.request.get("/api/admin/orders")).status()).toBe(401);
});

test("a member with a new phone replaces two-factor: the password and a current code from the old app are asked", async ({ page }) => {
  const { secret } = await signedInStaff(page, "production", "Mo Maker");
  await page.getByRole("link", { name: "Replace two-factor" }).click();
  await expect(page.getByRole("heading", { name: "Replace two-factor sign-in" })).toBeVisible();
  await page.getByRole("button", { name: "Show my QR code" }).click();
  await expect(page.getByRole("img", { name: "QR code to scan with your authenticator app" })).toBeVisible();
  await expectNoSeriousViolations(page);
  const newSecret = (await page.locator("code").first().innerText()).trim();
  expect(newSecret).not.toBe(secret);
  await page.getByLabel("6-digit code from the app").fill(await generate({ secret: newSecret }));
  const password = page.getByLabel("Password");
  await password.fill("Not-the-password-1");
  await page.getByLabel("Current code from the app you are replacing").fill(await nextCode(secret));
  await page.getByRole("button", { name: "Replace two-factor" }).click();
  await expect(password).toHaveAccessibleDescription("That password is not right.");
  await expect(password).toBeFocused();
  await password.fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Replace two-factor" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
});

test("a back-office form shows the API's refusal of a field at that field, never its request path", async ({ page }) => {
  // As from another client: an e-mail past the API's limit, which the form itself would not send.
  const tooLong = `${"x".repeat(FIELD_LIMITS.email)}@example.com`;
  const sendInstead = (path: string) =>
    page.route(`**/api/admin${path}`, (route) => route.continue({ postData: JSON.stringify({ ...(route.request().postDataJSON() as object), email: tooLong }) }));
  await sendInstead("/password-reset");
  await sendInstead("/session");

  await page.goto("/admin/forgot-password");
  const email = page.getByLabel("E-mail");
  await email.fill("sam@example.com");
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(email).toHaveAccessibleDescription(`Please use at most ${FIELD_LIMITS.email} characters.`);
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toBeFocused();
  // Said once, at the field: no notice above the form repeats it.
  await expect(page.getByRole("alert")).toHaveCount(0);

  await page.goto("/admin/sign-in");
  await email.fill("sam@example.com");
  await page.getByLabel("Password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(email).toHaveAccessibleDescription(`Please use at most ${FIELD_LIMITS.email} characters.`);
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.locator("body")).not.toContainText(/Invalid body|body\.email|'email'/);
});

async function stockOf(request: APIRequestContext, sku: string): Promise<number> {
  return (await result<{ qty: number }>(await request.get(`/api/stock/check?sku=${sku}`))).qty;
}

test("support finds a customer and cancels their order: the stock returns, the shopper is told, and it shows as refunded by hand", async ({ page, request }) => {
  test.setTimeout(120_000);
  const shopperEmail = uniqueEmail("nell");
  await result(await request.post("/api/user/create", { data: { customer: { email: shopperEmail, firstname: "Nell", lastname: "Ortiz" }, password: SHOPPER_PASSWORD } }));
  const token = await result<string>(await request.post("/api/user/login", { data: { username: shopperEmail, password: SHOPPER_PASSWORD } }));
  const auth = { authorization: `Bearer ${token}` };
  const before = await stockOf(request, "petsies_bandana");
  const cartId = await result<string>(await request.post("/api/cart/create", { headers: auth }));
  await result(await request.post(`/api/cart/update?cartId=${cartId}`, { headers: auth, data: { cartItem: { sku: "petsies_bandana", qty: 2 } } }));
  const items = await result<{ item_id: number; sku: string; qty: number }[]>(await request.get(`/api/cart/pull?cartId=${cartId}`, { headers: auth }));
  const { increment_id: number } = await result<{ increment_id: string }>(
    await request.post("/api/order", {
      headers: { ...auth, "idempotency-key": randomUUID() },
      data: {
        cart_id: cartId,
        products: items.map((i) => ({ server_item_id: i.item_id, sku: i.sku, qty: i.qty })),
        addressInformation: { shippingAddress: ADDRESS, billingAddress: ADDRESS, shipping_method_code: "domestic", shipping_carrier_code: "petsies", payment_method_code: "checkmo" },
        personalDetails: { firstName: "Nell", lastName: "Ortiz", emailAddress: shopperEmail },
      },
    }),
  );
  expect(await stockOf(request, "petsies_bandana")).toBe(before - 2);

  await signedInStaff(page, "support", "Sam Support", "--refund-limit", "150");
  await page.getByRole("link", { name: "Customers" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();
  await page.getByLabel("Search").fill(shopperEmail);
  await page.getByLabel("Search").press("Enter");
  await expectNoSeriousViolations(page);
  await page.getByRole("link", { name: /Nell Ortiz/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nell Ortiz" })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole("link", { name: number }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(number);

  await page.getByRole("button", { name: "Cancel order" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Cancel order" }).click();
  await expect(dialog.getByText(/Say why/)).toBeVisible();
  await dialog.getByLabel("Reason").fill("The shopper ordered twice by mistake");
  await expectNoSeriousViolations(page);
  await dialog.getByRole("button", { name: "Cancel order" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("Cancelled", { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/refunded by hand/).first()).toBeVisible();
  expect(await stockOf(request, "petsies_bandana")).toBe(before);
  await expect.poll(async () => (await mailsTo(shopperEmail)).find((m) => m.subject.startsWith("Cancelled:"))?.text ?? "").toContain("The shopper ordered twice by mistake");
  await expectNoSeriousViolations(page);
});
