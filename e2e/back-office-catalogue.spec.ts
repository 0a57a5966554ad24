// The back office's catalogue (issue 13), as an owner uses it: finds a product in the list, is told at the
// field what is wrong with what they typed (by the form, and by the server for a SKU another product has), and
// saves a new price that the storefront's product and category pages show at once, through the render cache.
// Every new screen passes axe; the list sorts with the keyboard and keeps its filters in the address.
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousViolations, shop } from "./helpers.ts";
import { signedInOwner } from "./staff.ts";

const DOME = { sku: "plush_display_dome", name: "Plush Display Dome", path: "/p/plush_display_dome/", price: "39.00" };
const ACCESSORIES = "/c/petsies-accessories/";

/** The page's HTML as the server sends it to a first-time visitor (no cookie): what the render cache serves. */
async function htmlOf(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path, { headers: { accept: "text/html", cookie: "" } });
  expect(res.status()).toBe(200);
  return res.text();
}

test("an owner changes a product's price in the back office and the storefront shows it at once; bad input is shown at its field", async ({ page, request }) => {
  test.setTimeout(180_000);
  // The pages are in the render cache before the change, so the journey sees the cache let go of them.
  expect(await htmlOf(request, DOME.path)).toContain(`$${DOME.price}`);
  expect(await htmlOf(request, ACCESSORIES)).toContain(`$${DOME.price}`);
  await signedInOwner(page, "Cat Owner");

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Products" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
  await expectNoSeriousViolations(page);
  // Sorting with the keyboard: the Price header is a button, and the order lives in the address.
  await page.getByRole("button", { name: /^Price/ }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/[?&]sort=price_asc\b/);
  await expect(page.getByRole("columnheader", { name: /Price/ })).toHaveAttribute("aria-sort", "ascending");
  await page.getByLabel("Search").fill("display dome");
  await page.getByLabel("Search").press("Enter");
  await expect(page).toHaveURL(/[?&]q=display(\+|%20)dome\b/);
  await page.getByRole("link", { name: DOME.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: DOME.name })).toBeVisible();
  await expectNoSeriousViolations(page);

  const price = page.getByLabel("Price", { exact: true });
  const save = page.getByRole("button", { name: "Save product" });
  const specialTo = page.getByLabel("Special price to");
  const savedSpecialTo = await specialTo.inputValue();
  expect(await page.getByLabel("Special price from").inputValue()).not.toBe("");
  // What the form knows: a price below zero, a stock of 1.5, a special price that ends before it starts.
  await price.fill("-5");
  await page.getByLabel("Quantity in stock").fill("1.5");
  await specialTo.fill("2000-01-01");
  await save.click();
  await expect(price).toHaveAccessibleDescription("The price cannot be below zero");
  await expect(page.getByLabel("Quantity in stock")).toHaveAccessibleDescription("The quantity must be a whole number");
  await expect(specialTo).toHaveAccessibleDescription("The special price must end on or after the day it starts");
  await expect(price).toBeFocused();
  await expectNoSeriousViolations(page);
  // What only the server knows: another product has this SKU. Nothing of the form is saved.
  await price.fill("41.37");
  await page.getByLabel("Quantity in stock").fill("60");
  await specialTo.fill(savedSpecialTo);
  await page.getByLabel("SKU").fill("petsies_bandana");
  await save.click();
  await expect(page.getByLabel("SKU")).toHaveAccessibleDescription(/This SKU is already used by “Petsies Paw Print Bandana”/);
  await expect(page.getByLabel("SKU")).toBeFocused();
  expect(await htmlOf(request, DOME.path)).toContain(`$${DOME.price}`);

  try {
    await page.getByLabel("SKU").fill(DOME.sku);
    await save.click();
    await expect(page.getByText("Saved. The storefront shows the change now.")).toBeVisible();
    // Saved and committed: the product and category pages show the new price within a second.
    await expect.poll(async () => (await htmlOf(request, DOME.path)).includes("$41.37"), { timeout: 1000, intervals: [50] }).toBe(true);
    await expect.poll(async () => (await htmlOf(request, ACCESSORIES)).includes("$41.37"), { timeout: 1000, intervals: [50] }).toBe(true);
    const storefront = await page.context().newPage();
    await storefront.goto(DOME.path);
    await expect(storefront.getByTestId("price").first()).toHaveText("$41.37");
    await storefront.close();
  } finally {
    await shop("product", "price", DOME.sku, DOME.price);
  }

  await page.getByRole("button", { name: "Duplicate" }).click();
  const duplicate = page.getByRole("dialog", { name: `Duplicate “${DOME.name}”` });
  await expect(duplicate.getByLabel("SKU of the copy")).toHaveValue(`${DOME.sku}_copy`);
  await expectNoSeriousViolations(page);
  await page.keyboard.press("Escape");
  await expect(duplicate).toHaveCount(0);

  await page.getByRole("link", { name: "← All products" }).click();
  await page.getByRole("link", { name: "New product" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New product" })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveAccessibleDescription("Enter the product's name");
  await expectNoSeriousViolations(page);
});
