import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { messages } from "@petsies/domain";
import { choose, field, next, petPng, photoAndPetInfo, pickLooks, stepHeading } from "./creation.ts";
import { expectNoSeriousViolations, fillCheckout, holdScripts, mailsTo, reactOwns, shop } from "./helpers.ts";

const PASSWORD = "Paws-and-Whiskers-9";
/** The Forevers dog bundle's product id: its saved form state lives under customization-state-73. */
const SAVED_STATE_KEY = "customization-state-73";

const uniqueEmail = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.com`;
const notification = (page: Page, text: string | RegExp) => page.getByTestId("notification").filter({ hasText: text });
const price = (page: Page) => page.getByTestId("configurator-price");
const addButton = (page: Page) => page.getByRole("complementary").getByRole("button", { name: /Add to cart|Update cart item/ });

/** "Ships by …" as the promise names a day `days` from today (UTC, as the shop counts). */
function promiseDay(days: number): string {
  const now = new Date();
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + days * 86_400_000);
  return new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" }).format(day);
}

async function placeOrder(page: Page, email: string): Promise<string> {
  await page.goto("/checkout/cart/");
  await page.getByRole("link", { name: "Go to Checkout" }).first().click();
  await expect(page).toHaveURL(/\/checkout\/onepage\/$/);
  await fillCheckout(page, email, "checkmo");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/checkout\/onepage\/success\/$/);
  return (await page.getByTestId("order-number").innerText()).replace("#", "");
}

async function signIn(page: Page, request: APIRequestContext, email: string) {
  const res = await request.post("/api/user/create", { data: { customer: { email, firstname: "Ola", lastname: "Berg" }, password: PASSWORD } });
  expect(res.status()).toBe(200);
  await page.goto("/sign-in/");
  await page.locator("#sign-in-email").fill(email);
  await page.locator("#sign-in-password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/my-account\/$/);
}

test("configure a Forevers dog plush end to end: the price follows every step, the cart shows the choices, edit it from the cart, check out", async ({ page }) => {
  const email = uniqueEmail("plush");
  await page.goto("/forevers/create/?size=medium");
  await expect(page).toHaveTitle(/Create Your Custom Pet Plush/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create Your Custom Pet Plush");

  // Type: ?size=medium chose the size; the price is the medium plush's.
  await expect(page.getByTestId("wizard-steps").getByRole("listitem")).toHaveText(["1Type", "2Photo", "3Pet Info", "4Customize"]);
  await expect(stepHeading(page)).toContainText("Type");
  await expect(field(page, /^Size/).getByRole("radio", { name: /Medium/ })).toBeChecked();
  await expect(price(page)).toHaveText("$289.00");
  await expect(field(page, /^Size/).getByRole("radio", { name: /Large/ })).toHaveAccessibleName(/Large \(about 18 in\)\s*\+\$110\.00/);
  await expect(page.getByRole("navigation", { name: "Type of pet" }).getByRole("link", { name: "Dog" })).toHaveAttribute("aria-current", "page");
  await next(page).click();
  await expect(stepHeading(page)).toBeFocused();

  // Photo: Next without a photo says what is missing at the field and focuses it.
  await next(page).click();
  await expect(page.getByTestId("field-error")).toHaveText(messages.customizationRequired.replace("{_field_}", "Upload Photo of Pet"));
  await expect(page.getByLabel(/Upload Photo of Pet/)).toBeFocused();
  await photoAndPetInfo(page, { name: "Biscuit", email });
  // Enter in a field moves on to the next step, as Next does.
  await page.getByLabel(/Enter your email address/).press("Enter");

  // Customize: looks cost nothing more; two upgrades and rush production add theirs.
  await expect(stepHeading(page)).toContainText("Customize");
  // Next became the submit button of the last step: the click that got here did not submit too.
  await expect(page.getByTestId("field-error")).toHaveCount(0);
  await expect(page.getByTestId("shipment-promise")).toHaveCount(0);
  await pickLooks(page);
  await expect(price(page)).toHaveText("$289.00");
  const upgrades = field(page, /Upgrade Your Plush/);
  await upgrades.getByRole("checkbox", { name: /Heartbeat Insert/ }).check();
  await expect(price(page)).toHaveText("$302.00");
  await upgrades.getByRole("checkbox", { name: /Memory Pocket/ }).check();
  await expect(price(page)).toHaveText("$317.00");
  const production = page.getByLabel(/Production Time/);
  await expect(production).toHaveValue("production_time_selector_standard_option");
  await production.selectOption({ label: "Rush Production — Ships in about 3 weeks (+$59.00)" });
  await expect(price(page)).toHaveText("$376.00");
  await expect(page.getByTestId("shipment-promise")).toContainText(promiseDay(21));
  // The form is saved in this browser while the shopper configures.
  expect(await page.evaluate((k) => localStorage.getItem(k), SAVED_STATE_KEY)).toContain("Biscuit");

  await addButton(page).click();
  await expect(notification(page, messages.cartAddSuccess)).toBeVisible();
  const minicart = page.getByRole("dialog", { name: /Your cart/ });
  await expect(minicart).toBeVisible();
  // The minicart lists the line's choices as the cart page does, beside the shopper's own photo.
  await expect(minicart.getByTestId("line-customizations")).toContainText("Your Pet's Name: Biscuit");
  await expect(minicart.getByRole("listitem").locator("img")).toHaveAttribute("src", /\/api\/media\/uploads\/.+\?edits=/);
  await page.keyboard.press("Escape");
  // Added: the saved form state is gone.
  await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), SAVED_STATE_KEY)).toBeNull();

  // The cart line shows the choices marked for the cart and the shipment promise.
  await page.goto("/checkout/cart/");
  const line = page.getByTestId("cart-line");
  await expect(line).toHaveCount(1);
  const choices = line.getByTestId("line-customizations");
  await expect(choices).toContainText("Size: Medium (about 14 in)");
  await expect(choices).toContainText("Your Pet's Name: Biscuit");
  await expect(choices).toContainText("Your Pet's Breed: Beagle");
  await expect(choices).toContainText("Upgrade Your Plush (optional): Heartbeat Insert, Memory Pocket");
  await expect(choices).toContainText("Production Time: Rush Production");
  await expect(choices).not.toContainText(email);
  await expect(line.getByTestId("line-shipment-promise")).toContainText(promiseDay(21));

  // A browser that knows only the cart, not its lines (another device, signing in elsewhere), gets them from
  // the server: the same choices and promise, worked out there from the line's customization state.
  await page.evaluate(() => {
    localStorage.removeItem("current-cart");
    localStorage.removeItem("current-cart-hash");
  });
  await page.reload();
  await expect(line).toHaveCount(1);
  // The server's line shows the pet too (spec §9: the 320×320 photo thumbnail), not the catalogue picture.
  await expect(line.locator("img")).toHaveAttribute("src", /\/api\/media\/uploads\/.+\?edits=/);
  await expect(choices).toContainText("Size: Medium (about 14 in)");
  await expect(choices).toContainText("Upgrade Your Plush (optional): Heartbeat Insert, Memory Pocket");
  await expect(choices).toContainText("Production Time: Rush Production");
  await expect(line.getByTestId("line-shipment-promise")).toContainText(promiseDay(21));

  // Edit: the configurator opens with the line's choices and replaces the line.
  await line.getByRole("link", { name: /^Edit / }).click();
  await expect(page).toHaveURL(/\/forevers\/create\/\?edit=[0-9a-f]{16}/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByText("You are changing an item in your cart.")).toBeVisible();
  await expect(price(page)).toHaveText("$376.00");
  await expect(field(page, /^Size/).getByRole("radio", { name: /Medium/ })).toBeChecked();
  for (let i = 0; i < 3; i++) await next(page).click();
  await expect(page.getByLabel(/Your Pet's Name/)).toHaveCount(0);
  await expect(field(page, /Upgrade Your Plush/).getByRole("checkbox", { name: /Memory Pocket/ })).toBeChecked();
  await field(page, /Upgrade Your Plush/).getByRole("checkbox", { name: /Memory Pocket/ }).uncheck();
  await page.getByLabel(/Production Time/).selectOption("production_time_selector_standard_option");
  await expect(price(page)).toHaveText("$302.00");
  await addButton(page).click();
  await expect(page).toHaveURL(/\/checkout\/cart\/$/);
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByTestId("line-customizations")).toContainText("Upgrade Your Plush (optional): Heartbeat Insert");
  await expect(page.getByTestId("line-customizations")).not.toContainText("Memory Pocket");
  await expect(page.getByTestId("line-customizations")).not.toContainText("Production Time");
  // The server priced the line from its customization state.
  await expect(page.getByTestId("line-total")).toHaveText("$302.00");

  const number = await placeOrder(page, email);
  expect(number).toMatch(/^\d{9}$/);
});

test("a phrase pillow from /p/phrasePetsies{X}/ opens with the whole sku as front design and its own back_design, and the URL query follows the choices", async ({ page }) => {
  // As the old shop did: front_design is the whole sku, back_design the link's own query (issue 19, item 13).
  const link = "/p/phrasePetsiesphrase_design_good_boy/?back_design=phrase_design_good_boy";
  const redirect = await page.request.get(link, { maxRedirects: 0 });
  expect(redirect.status()).toBeGreaterThanOrEqual(301);
  expect(redirect.status()).toBeLessThanOrEqual(308);
  expect(redirect.headers()["location"]).toMatch(/\/photo-pillows\/create\/\?front_design=phrasePetsiesphrase_design_good_boy&back_design=phrase_design_good_boy$/);
  await page.goto(link);
  await expect(field(page, /Back Design/).getByRole("radio", { name: /Goodest Boy/ })).toBeChecked();
  // No design of ours has that sku: the front keeps its default, not the design named after "phrasePetsies",
  // and once the configurator runs the query names what the page shows.
  await expect(field(page, /Front Design/).getByRole("radio", { name: /Best Friend/ })).toBeChecked();
  await expect(page).toHaveURL(/\/photo-pillows\/create\/\?front_design=phrase_design_best_friend&back_design=phrase_design_good_boy$/);

  // A choice is written back to the query.
  await choose(field(page, /Front Design/), /Goodest Boy/);
  await expect(price(page)).toHaveText("$49.00");
  await expect(page).toHaveURL(/front_design=phrase_design_good_boy&back_design=phrase_design_good_boy$/);
  await choose(field(page, /Front Design/), /Best Friend/);
  await expect(page).toHaveURL(/front_design=phrase_design_best_friend/);
  await expect(page).toHaveURL(/back_design=phrase_design_good_boy/);

  // A query changed from outside is applied, and the page scrolls back to the top.
  await page.getByLabel(/Your Pet's Name/).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.evaluate(() => history.pushState(null, "", "?front_design=phrase_design_cat_person&back_design=paw_print_back"));
  await expect(field(page, /Front Design/).getByRole("radio", { name: /Proud Cat Person/ })).toBeChecked();
  await expect(field(page, /Back Design/).getByRole("radio", { name: /Paw prints/ })).toBeChecked();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // The creation pages are in the sitemap.
  expect(await (await page.request.get("/sitemap.xml")).text()).toMatch(/<loc>https?:\/\/[^<]+\/photo-pillows\/create\/<\/loc>/);

  // Category 80's design cards open this page with the design as front_design.
  await page.goto("/c/photo-pillows-designs/");
  const card = page.getByTestId("product-card").filter({ hasText: "Goodest Boy" });
  await expect(card.getByRole("link")).toHaveAttribute("href", "/photo-pillows/create/?front_design=phrase_design_good_boy");
});

test("a text file renamed .png is refused with the server's message, and a malformed answer is 'Unexpected response!'", async ({ page }) => {
  await page.goto("/pillows/create/");
  const upload = page.getByLabel(/Upload Photo of Pet/);
  await upload.setInputFiles({ name: "biscuit.png", mimeType: "image/png", buffer: Buffer.from("These are not the bytes of a photo.\n") });
  const refusal = page.getByRole("alert").filter({ hasText: "biscuit.png" });
  await expect(refusal).toContainText("This file is not a photo we can use. Please upload a JPEG, PNG, WebP or HEIC image.");
  await expect(page.getByTestId("uploaded-photo")).toHaveCount(0);

  await page.route("**/api/upload", (route) => route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ code: 200, result: { item: { id: 7 } } }) }));
  await upload.setInputFiles({ name: "odd.png", mimeType: "image/png", buffer: petPng(8) });
  await expect(page.getByRole("alert").filter({ hasText: "odd.png" })).toContainText(messages.unexpectedResponse);
  await expect(page.getByTestId("uploaded-photo")).toHaveCount(0);
});

test("the form is kept while configuring and comes back on return; Add to cart points at the first missing field", async ({ page }) => {
  await page.goto("/custom-pet-photo-blankets/?product_design=cutout_design_hearts");
  const pattern = field(page, /Blanket Pattern/);
  await expect(pattern.getByRole("radio", { checked: true })).toHaveCount(1);
  await choose(field(page, /^Size/), /Couch/);
  const chosen = await price(page).innerText();
  await page.reload();
  await expect(field(page, /^Size/).getByRole("radio", { name: /Couch/ })).toBeChecked();
  await expect(price(page)).toHaveText(chosen);

  await addButton(page).click();
  const photo = page.getByLabel(/Photo of your first pet/);
  await expect(photo).toBeFocused();
  await expect(page.getByRole("complementary").getByRole("alert")).toContainText(/Please check the/);
});

test("axe finds nothing serious on the configurator, its errors and the cart line; the configurator works at phone width", async ({ page }) => {
  await page.goto("/forevers/create/?size=small");
  await expectNoSeriousViolations(page);
  await next(page).click();
  await next(page).click();
  await expect(page.getByTestId("field-error").first()).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel(/Upload Photo of Pet/).setInputFiles({ name: "pet.png", mimeType: "image/png", buffer: petPng() });
  await expect(page.getByTestId("uploaded-photo")).toHaveCount(1);
  await expectNoSeriousViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/forevers/create/?size=large");
  const bar = page.getByRole("complementary");
  await expect(bar.getByTestId("configurator-price")).toBeInViewport();
  // The form saved above comes back: its size was chosen, so ?size= does not replace it.
  await expect(page.getByTestId("uploaded-photo")).toHaveCount(0);
  await expect(field(page, /^Size/).getByRole("radio", { name: /Small/ })).toBeChecked();
  await expect(bar.getByTestId("configurator-price")).toHaveText("$239.00");
  await expect(bar.getByRole("button", { name: "Add to cart" })).toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page);
});

test("photos sent later, then given after purchase: the customer customizes the order item, saves and submits it", async ({ page, request }) => {
  const email = uniqueEmail("later");
  await signIn(page, request, email);

  await page.goto("/forevers/create/?size=small");
  await next(page).click();
  await choose(field(page, /How would you like to send your photos/), "Send by e-mail later");
  await expect(page.getByLabel(/Upload Photo of Pet/)).toHaveCount(0);
  await expect(page.getByRole("checkbox", { name: /E-mail me the photo upload link/ })).toBeChecked();
  await next(page).click();
  await page.getByLabel(/Your Pet's Name/).fill("Pepper");
  await page.getByRole("combobox", { name: /Your Pet's Breed/ }).fill("Mixed breed");
  // Signed in: the shop knows the e-mail and does not ask.
  await expect(page.getByLabel(/Enter your email address/)).toHaveCount(0);
  await next(page).click();
  await pickLooks(page);
  await addButton(page).click();
  await expect(notification(page, messages.cartAddSuccess)).toBeVisible();
  await expect.poll(async () => (await mailsTo(email)).map((m) => m.subject).join()).toMatch(/Send us photos of your pet \(code [A-Z0-9]{7}\)/);

  // The mail's link opens the configurator on the cart line of that plushie.
  const mailed = (await mailsTo(email)).flatMap((m) => [...m.text.matchAll(/https?:\/\/[^\s"<>]+/g)].map((x) => new URL(x[0])));
  const link = mailed.find((u) => u.searchParams.has("existingPlushieId"));
  expect(link?.pathname).toBe("/forevers/create/");
  await page.goto(link!.pathname + link!.search);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByText("You are changing an item in your cart.")).toBeVisible();
  await expect(field(page, /^Size/).getByRole("radio", { name: /Small/ })).toBeChecked();
  await next(page).click();
  await expect(field(page, /How would you like to send your photos/).getByRole("radio", { name: "Send by e-mail later" })).toBeChecked();

  const number = await placeOrder(page, email);
  const itemId = /Item (\d+) \(/.exec(await shop("orders", "show", number))?.[1];
  expect(itemId).toBeTruthy();
  // Photos by e-mail later: the item waits for them in awaiting customization (22) from the moment it is placed.
  expect(await shop("item", "status", itemId!, "22")).toContain("nothing changed");

  await page.goto("/my-account/order-history/");
  const order = page.getByTestId("order").filter({ hasText: `Order #${number}` });
  // The shopper's reference to the item is its public id, not the row id the staff tool shows.
  const bulk = order.getByRole("link", { name: "Customize items" });
  await expect(bulk).toHaveAttribute("href", /^\/order-items\/bulk-customize\/\?orderItemIds=\d+$/);
  const shopperItemId = /orderItemIds=(\d+)/.exec((await bulk.getAttribute("href"))!)![1];
  expect(shopperItemId).not.toBe(itemId);
  await order.getByRole("link", { name: "Customize", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/forevers/customize/\\?orderItemId=${shopperItemId}&sku=ForeversDog_bundle$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Personalise your order item");
  const item = page.getByRole("region", { name: /Custom Dog Plush/ });
  // What the order paid for is shown, not offered again.
  await expect(item.getByText("Small (about 10 in)")).toBeVisible();
  await expect(item.getByRole("group", { name: /^Size/ })).toHaveCount(0);
  await expect(item.getByLabel(/Your Pet's Name/)).toHaveValue("Pepper");

  await choose(item.getByRole("group", { name: /How would you like to send your photos/ }), "Upload now");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(item.getByLabel(/Upload Photo of Pet/)).toBeFocused();
  await item.getByLabel(/Upload Photo of Pet/).setInputFiles({ name: "pepper.png", mimeType: "image/png", buffer: petPng() });
  await expect(item.getByTestId("uploaded-photo")).toHaveCount(1);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(notification(page, "Your details are saved.")).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/my-account\/order-history\/$/);
  await expect(notification(page, "Thank you!")).toBeVisible();
  await expect(order.getByRole("link", { name: /^Customize/ })).toHaveCount(0);
  expect(await shop("orders", "show", number)).toMatch(/in design/i);
});

test("A/B groups from the cookie hide the breed field or the e-mail-later choice; a creation bundle's product page links to its creation page", async ({ page, context }) => {
  await context.addCookies([{ name: "exp_variant_string", value: "breed_selector_disabled", domain: "127.0.0.1", path: "/" }]);
  await page.goto("/forevers/create/?size=small");
  await next(page).click();
  await expect(field(page, /How would you like to send your photos/)).toBeVisible();
  await page.getByLabel(/Upload Photo of Pet/).setInputFiles({ name: "pet.png", mimeType: "image/png", buffer: petPng() });
  await expect(page.getByTestId("uploaded-photo")).toHaveCount(1);
  await next(page).click();
  await expect(page.getByLabel(/Your Pet's Name/)).toBeVisible();
  await expect(page.getByRole("combobox", { name: /Your Pet's Breed/ })).toHaveCount(0);

  await context.clearCookies();
  await context.addCookies([{ name: "exp_variant_string", value: "upload_later_disabled", domain: "127.0.0.1", path: "/" }]);
  await page.goto("/forevers/create/?size=small");
  await next(page).click();
  await expect(field(page, /How would you like to send your photos/)).toHaveCount(0);
  // Photos are taken now (the saved form brought the one chosen above back).
  await expect(page.getByRole("list", { name: /Upload Photo of Pet: uploaded photos/ }).getByRole("listitem")).toHaveCount(1);
  await expect(page.locator('input[type="file"]')).toHaveCount(1);

  await page.goto("/p/ForeversCat_bundle/");
  await expect(page.getByTestId("create-link")).toHaveAttribute("href", "/forevers/create/?product=ForeversCat_bundle");
  await page.getByTestId("create-link").click();
  await expect(page.getByRole("navigation", { name: "Type of pet" }).getByRole("link", { name: "Cat" })).toHaveAttribute("aria-current", "page");
  await expect(page).toHaveTitle(/Custom Cat Plush/);
});

test("the customize pages need a login, and go by the item's sku", async ({ page, request }) => {
  await page.goto("/forevers/customize/?orderItemId=5&sku=ForeversDog_bundle");
  await expect(page).toHaveURL(/\/sign-in\/\?orderItemId=5&sku=ForeversDog_bundle&redirect-target=%2Fforevers%2Fcustomize%2F$/);
  // A sku of another family goes to its own page; a sku without one has no page.
  const moved = await request.get("/forevers/customize/?orderItemId=5&sku=customTumblers_bundle", { maxRedirects: 0 });
  expect(moved.status()).toBe(307);
  expect(moved.headers()["location"]).toMatch(/\/printed-product\/customize\/\?orderItemId=5&sku=customTumblers_bundle$/);
  expect((await request.get("/forevers/customize/?orderItemId=5&sku=petsies_bandana")).status()).toBe(404);
  expect((await request.get("/order-items/bulk-customize/")).status()).toBe(404);
});

test("shape choices are pictures named by their alt text; Rush Production after a Sneak Peek says which add-on went and why", async ({ page }) => {
  await page.goto("/forevers/create/?size=medium");
  await next(page).click();
  await photoAndPetInfo(page, { name: "Pepper", email: uniqueEmail("rush") });
  await next(page).click();
  await expect(stepHeading(page)).toContainText("Customize");

  // Body-part shapes are drawn, not letter tiles; the picture's alt text is the value's name, read once.
  const ears = field(page, /Ear Shape/);
  const floppy = ears.getByRole("img", { name: "Floppy", exact: true });
  await expect(floppy).toBeVisible();
  await expect(floppy).toHaveAttribute("src", /^\/api\/media\/catalog\/part-ears-floppy\.webp\?edits=/);
  await expect.poll(() => floppy.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(ears.getByRole("radio", { name: "Floppy", exact: true })).toHaveCount(1);
  for (const name of ["Sitting", "Closed", "Long"]) await expect(page.getByRole("img", { name, exact: true }).first()).toBeVisible();
  await expect(ears.getByText("F", { exact: true })).toHaveCount(0);

  const upgrades = field(page, /Upgrade Your Plush/);
  await upgrades.getByRole("checkbox", { name: /Sneak Peek/ }).check();
  await expect(price(page)).toHaveText("$378.00");
  const production = page.getByLabel(/Production Time/);
  const productionField = page.locator("[data-customization-id]").filter({ has: production });
  const note = productionField.getByRole("status");
  await expect(note).toHaveText("");
  await production.selectOption({ label: "Rush Production — Ships in about 3 weeks (+$59.00)" });
  await expect(note).toHaveText(
    "We removed Sneak Peek + Design Guarantee from Upgrade Your Plush (optional): it is not available with Rush Production.",
  );
  await expect(upgrades.getByRole("checkbox", { name: /Sneak Peek/ })).toHaveCount(0);
  await expect(price(page)).toHaveText("$348.00");
  // Back to standard production time: the note has done its job and goes.
  await production.selectOption({ value: "production_time_selector_standard_option" });
  await expect(note).toHaveText("");
});

test("Add to cart from the first step counts that step's errors, marks the other steps, and shows the field below the sticky header", async ({ page }) => {
  // A short window: there is little room between the sticky header and the bottom of the screen.
  await page.setViewportSize({ width: 1280, height: 420 });
  await page.goto("/forevers/create/?size=medium");
  await addButton(page).click();

  await expect(stepHeading(page)).toContainText("Photo");
  const summary = page.getByRole("complementary").getByRole("alert");
  await expect(summary).toHaveText("Please check the highlighted field on this step. Pet Info and Customize need your attention too.");
  const steps = page.getByTestId("wizard-steps").getByRole("listitem");
  await expect(steps.filter({ hasText: "Type" })).not.toHaveAttribute("data-needs-attention");
  for (const title of ["Photo", "Pet Info", "Customize"]) {
    await expect(steps.filter({ hasText: title })).toHaveAttribute("data-needs-attention", "true");
    await expect(steps.filter({ hasText: title })).toContainText("(needs attention)");
  }
  await expect(page.getByRole("button", { name: "Pet Info (needs attention)" })).toBeVisible();

  // The field in error is focused and shows in full below the sticky header, not under it.
  const header = (await page.locator("[data-sticky-header]").boundingBox())!;
  const holder = page.locator("[data-customization-id]").filter({ has: page.locator(":focus") });
  await expect(holder).toHaveCount(1);
  await expect.poll(async () => (await holder.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  await expect(holder).toBeInViewport();

  // A tab marked for errors takes the shopper to its first field; fixing a step's fields clears its mark.
  await page.getByRole("button", { name: "Pet Info (needs attention)" }).click();
  await expect(stepHeading(page)).toContainText("Pet Info");
  await expect(summary).toHaveText("Please check the 3 highlighted fields on this step. Photo and Customize need your attention too.");
  await expect(page.getByLabel(/Your Pet's Name/)).toBeFocused();
  await page.getByLabel(/Your Pet's Name/).fill("Biscuit");
  await expect(summary).toHaveText("Please check the 2 highlighted fields on this step. Photo and Customize need your attention too.");
});

test("what a shopper picks and types before the configurator's script has run is kept once it runs", async ({ page }) => {
  // A slow phone: the server's form is on screen, its scripts are still on the way.
  const release = await holdScripts(page);
  await page.goto("/photo-pillows/create/", { waitUntil: "commit" });
  const goodestBoy = field(page, /Front Design/).getByRole("radio", { name: /Goodest Boy/ });
  await goodestBoy.check();
  await page.getByRole("radio", { name: /18 × 18 in/ }).check();
  await page.getByLabel(/Your Pet's Name/).fill("Biscuit");
  // React has not reached the form yet: these were plain HTML changes, no change event of React's saw them.
  expect(await reactOwns(goodestBoy)).toBe(false);

  release();
  // Once hydrated the configurator holds them: the query names the design, the price counts the bigger size.
  await expect(page).toHaveURL(/front_design=phrase_design_good_boy/);
  await expect(price(page)).toHaveText("$55.00");
  await expect(goodestBoy).toBeChecked();
  await expect(page.getByLabel(/Your Pet's Name/)).toHaveValue("Biscuit");

  // And they are the saved form state, so they come back.
  await page.unrouteAll();
  await page.reload();
  await expect(field(page, /Front Design/).getByRole("radio", { name: /Goodest Boy/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /18 × 18 in/ })).toBeChecked();
  await expect(page.getByLabel(/Your Pet's Name/)).toHaveValue("Biscuit");
  await expect(price(page)).toHaveText("$55.00");
});
