import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { addProduct, fillCheckout } from "./helpers.ts";

type Entry = { event?: string; ecommerce?: { items?: { item_id: string }[]; [k: string]: unknown } | null; [k: string]: unknown };

const dataLayer = (page: Page) => page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []) as Entry[]);
const eventsOf = async (page: Page, name: string) => (await dataLayer(page)).filter((e) => e.event === name);

test("the data layer receives the shopping events with GA4 payloads, and no tag manager loads without an id", async ({ page }) => {
  const thirdParty: string[] = [];
  page.on("request", (r) => {
    if (!r.url().startsWith("http://127.0.0.1")) thirdParty.push(r.url());
  });

  // A list, then a product chosen from it.
  await page.goto("/c/petsies-accessories/");
  await expect.poll(async () => (await eventsOf(page, "view_item_list")).length).toBe(1);
  const [list] = await eventsOf(page, "view_item_list");
  expect(list?.ecommerce).toMatchObject({ currency: "USD", item_list_name: "Accessories" });
  const card = page.getByTestId("product-card").first();
  const sku = await card.getAttribute("data-item-id");
  expect(list?.ecommerce?.items?.[0]?.item_id).toBe(sku);
  await card.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/p\//);
  expect((await eventsOf(page, "select_item"))[0]?.ecommerce?.items?.map((i) => i.item_id)).toEqual([sku]);
  await expect.poll(async () => (await eventsOf(page, "view_item")).map((e) => e.ecommerce?.items?.[0]?.item_id)).toEqual([sku]);

  // view_item and add_to_cart on a product page; each e-commerce event follows a cleared payload.
  await page.goto("/p/petsies_bandana/");
  await expect.poll(async () => (await eventsOf(page, "view_item")).length).toBe(1);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect.poll(async () => (await eventsOf(page, "add_to_cart")).length).toBe(1);
  const layer = await dataLayer(page);
  const add = layer.findIndex((e) => e.event === "add_to_cart");
  expect(layer[add - 1]).toEqual({ ecommerce: null });
  expect(layer[add]?.ecommerce).toMatchObject({ currency: "USD", value: 12, items: [{ item_id: "petsies_bandana", price: 12, quantity: 1, item_brand: "Petsies" }] });
  expect(await eventsOf(page, "view_cart")).toHaveLength(1);

  expect(thirdParty).toEqual([]);
});

test("checkout reports its steps and the purchase, with the order number", async ({ page }) => {
  await addProduct(page, "/p/plush_care_kit/");
  await page.goto("/checkout/onepage/");
  await expect.poll(async () => (await eventsOf(page, "begin_checkout")).length).toBe(1);
  await fillCheckout(page, `data-${randomUUID().slice(0, 8)}@example.com`, "checkmo");
  await expect.poll(async () => (await eventsOf(page, "add_payment_info")).map((e) => e.ecommerce?.payment_type)).toContain("checkmo");
  expect((await eventsOf(page, "add_shipping_info")).length).toBeGreaterThan(0);
  expect((await eventsOf(page, "checkoutSectionChange")).map((e) => e.checkout_section)).toEqual(
    expect.arrayContaining(["personal_details", "shipping", "payment"]),
  );
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/checkout\/onepage\/success\/$/);
  const number = (await page.getByTestId("order-number").innerText()).replace("#", "");
  const [purchase] = await eventsOf(page, "purchase");
  expect(purchase?.ecommerce).toMatchObject({ transaction_id: number, currency: "USD", items: [{ item_id: "plush_care_kit", quantity: 1 }] });
  expect(Number(purchase?.ecommerce?.value)).toBeGreaterThan(19.5);
});

test("signing up reports sign_up with the e-mail hashed, never in clear", async ({ page }) => {
  const email = `hash-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto("/sign-up/");
  await page.locator("#sign-up-firstName").fill("Hana");
  await page.locator("#sign-up-lastName").fill("Sato");
  await page.locator("#sign-up-email").fill(email);
  await page.locator("#sign-up-password").fill("Plush-2026!");
  await page.locator("#sign-up-confirmation").fill("Plush-2026!");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/my-account\//);
  await expect.poll(async () => (await eventsOf(page, "sign_up")).length).toBe(1);
  const [signUp] = await eventsOf(page, "sign_up");
  expect(signUp).toMatchObject({ method: "password", user_data: { sha3_256_email_address: expect.stringMatching(/^[0-9a-f]{64}$/) } });
  expect(JSON.stringify(await dataLayer(page))).not.toContain(email);
});

test("script errors, unhandled rejections and console errors are reported once each, without the page's query", async ({ page }) => {
  const reports: Record<string, unknown>[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/error-log")) reports.push(r.postDataJSON() as Record<string, unknown>);
  });
  await page.goto("/p/petsies_bandana/?token=not-for-logs");
  await expect.poll(async () => (await eventsOf(page, "view_item")).length).toBe(1);

  const reported = (message: string) =>
    page.waitForResponse((res) => res.url().endsWith("/api/error-log") && (res.request().postDataJSON() as { short_message: string }).short_message.includes(message));
  const thrown = reported("Error: journey boom");
  await page.evaluate(() => setTimeout(() => {
    throw new Error("journey boom");
  }));
  expect((await thrown).status()).toBe(202);
  // The same error again is not sent: the next report to arrive is the rejection's.
  await page.evaluate(() => setTimeout(() => {
    throw new Error("journey boom");
  }));
  const rejected = reported("Unhandled rejection: Error: journey rejection");
  await page.evaluate(() => void Promise.reject(new Error("journey rejection")));
  expect((await rejected).status()).toBe(202);
  const logged = reported("journey console");
  await page.evaluate(() => console.error("journey console", { sku: "petsies_bandana" }));
  expect((await logged).status()).toBe(202);

  // Only this journey's errors: anything else the page reported is not what is tested here.
  const ours = reports.filter((r) => String(r.short_message).includes("journey"));
  expect(ours.map((r) => r.short_message)).toEqual([
    expect.stringContaining("journey boom"),
    "Unhandled rejection: Error: journey rejection",
    'journey console {"sku":"petsies_bandana"}',
  ]);
  for (const r of ours) {
    expect(r._current_url).toMatch(/\/p\/petsies_bandana\/$/);
    expect(JSON.stringify(r)).not.toContain("not-for-logs");
    expect(r._instance_id).toBe(ours[0]?._instance_id);
  }
});
