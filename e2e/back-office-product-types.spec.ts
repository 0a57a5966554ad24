// A bundle made in the back office (issue 13), as an owner makes one: two new simple products (a collar and a
// leash), then a new product of type Bundle whose option "Walk gear" offers both — the collar by default, the leash
// with a quantity shoppers may change — a SKU typed wrong refused at its field first. A shopper then opens the
// bundle's page, picks two leashes, sees the price of what is chosen, and adds it: the cart holds one bundle line at
// that price. The new editor section passes axe. Every product here is new (unique skus): no demo product changes.
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, journeyAddress, test } from "./fixtures.ts";
import { expectNoSeriousViolations } from "./helpers.ts";
import { signedInOwner } from "./staff.ts";

async function createProduct(page: Page, product: { name: string; sku: string; type: string; price?: string; qty?: string }) {
  await page.goto("/admin/products/new");
  await page.getByLabel("Name", { exact: true }).fill(product.name);
  await page.getByLabel("SKU", { exact: true }).fill(product.sku);
  await page.getByLabel("URL key").fill(product.sku.replace(/_/g, "-"));
  await page.getByLabel("Type").selectOption({ label: product.type });
  if (product.price) await page.getByLabel("Price", { exact: true }).fill(product.price);
  if (product.qty) await page.getByLabel("Quantity in stock").fill(product.qty);
  await page.getByLabel("Enabled: shoppers can see and buy it").check();
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
}

test("an owner makes a bundle of two simple products, and a shopper adds it with the chosen selections at their price", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const id = randomUUID().slice(0, 8);
  const collar = { name: `Reflective Collar ${id}`, sku: `reflective_collar_${id}`, type: "Simple (shipped)", price: "15.00", qty: "40" };
  const leash = { name: `Rope Leash ${id}`, sku: `rope_leash_${id}`, type: "Simple (shipped)", price: "22.00", qty: "40" };
  const bundle = { name: `Walk Kit ${id}`, sku: `walk_kit_${id}`, type: "Bundle (options of other products)" };
  await signedInOwner(page);
  await createProduct(page, collar);
  await createProduct(page, leash);

  await page.goto("/admin/products/new");
  await page.getByLabel("Type").selectOption({ label: bundle.type });
  // A bundle's price and stock are its parts': the form asks for neither.
  await expect(page.getByLabel("Price", { exact: true })).toHaveCount(0);
  await expect(page.getByLabel("Quantity in stock")).toHaveCount(0);
  await createProduct(page, bundle);

  const section = page.getByRole("region", { name: "Bundle options" });
  await expect(section.getByText("No options yet")).toBeVisible();
  await section.getByRole("button", { name: "Add option" }).click();
  await section.getByLabel("Title shoppers see").fill("Walk gear");
  await expect(section.getByLabel("Input type")).toHaveValue("radio");
  await section.getByLabel("Product 1 SKU").fill(collar.sku);
  await section.getByLabel("Chosen by default").check();
  await section.getByRole("button", { name: "Add a product to Walk gear" }).click();
  // A mistake the form sees (a quantity of 0), then one only the shop knows (a SKU no product has), each at its field.
  await section.getByLabel("Product 2 SKU").fill(`${leash.sku}_typo`);
  await section.getByRole("textbox", { name: `Quantity of ${leash.sku}_typo` }).fill("0");
  await section.getByRole("button", { name: "Save bundle options" }).click();
  await expect(section.getByRole("textbox", { name: `Quantity of ${leash.sku}_typo` })).toHaveAccessibleDescription("The quantity must be at least 1");
  await expect(section.getByRole("textbox", { name: `Quantity of ${leash.sku}_typo` })).toBeFocused();
  await section.getByRole("textbox", { name: `Quantity of ${leash.sku}_typo` }).fill("1");
  await section.getByRole("button", { name: "Save bundle options" }).click();
  await expect(section.getByLabel("Product 2 SKU")).toHaveAccessibleDescription(`No product has the SKU ${leash.sku}_typo.`);
  await expect(section.getByLabel("Product 2 SKU")).toBeFocused();
  await expectNoSeriousViolations(page);
  await section.getByLabel("Product 2 SKU").fill(leash.sku);
  await section.getByLabel(`Shoppers may change the quantity of ${leash.sku}`).check();
  await section.getByRole("button", { name: "Save bundle options" }).click();
  await expect(section.getByText("Bundle options saved: the storefront offers them now.")).toBeVisible();
  // Each saved product is named beside its SKU, with a link to its page.
  await expect(section.getByRole("link", { name: collar.name })).toBeVisible();
  await expect(section.getByRole("link", { name: leash.name })).toBeVisible();
  await expectNoSeriousViolations(page);
  const desk = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolations(page);
  await page.setViewportSize(desk);

  const device = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": journeyAddress(`${test.info().testId}-shopper`) } });
  const shopper = await device.newPage();
  await shopper.goto(`/p/${bundle.sku}/`);
  await expect(shopper.getByRole("heading", { level: 1, name: bundle.name })).toBeVisible();
  const form = shopper.getByRole("form", { name: "Choose your bundle" });
  const gear = form.getByRole("group", { name: "Walk gear" });
  // The collar is the default: the bundle starts at its price.
  await expect(gear.getByRole("radio", { name: new RegExp(collar.name) })).toBeChecked();
  await expect(form.getByTestId("bundle-total")).toHaveText("$15.00");
  // The collar's quantity is fixed; the leash's may change.
  await expect(form.getByLabel("Quantity of Walk gear")).toHaveCount(0);
  await gear.getByRole("radio", { name: new RegExp(leash.name) }).check();
  await form.getByLabel("Quantity of Walk gear").fill("2");
  await expect(form.getByTestId("bundle-total")).toHaveText("$44.00");
  await expectNoSeriousViolations(shopper);
  await form.getByRole("button", { name: "Add to cart" }).click();
  const minicart = shopper.getByRole("dialog", { name: /cart/i });
  await expect(minicart).toContainText(bundle.name);
  await shopper.keyboard.press("Escape");

  await shopper.goto("/checkout/cart/");
  const main = shopper.getByRole("main");
  await expect(main.getByRole("link", { name: bundle.name })).toBeVisible();
  // The line's price and the totals are the server's, priced from the chosen selections: two leashes.
  await expect(main).toContainText("Leash");
  await expect(main.getByText("$44.00").first()).toBeVisible();
  await device.close();

  // The same two products set side by side in a grouped product: the leash first, starting at 2.
  const set = { name: `Walk Set ${id}`, sku: `walk_set_${id}`, type: "Grouped (products set side by side)" };
  await createProduct(page, set);
  const products = page.getByRole("region", { name: "Products in the set" });
  await products.getByRole("button", { name: "Add a product" }).click();
  await products.getByLabel("Product 1 SKU").fill(collar.sku);
  await products.getByRole("button", { name: "Add a product" }).click();
  await products.getByLabel("Product 2 SKU").fill(leash.sku);
  await products.getByLabel(`Starting quantity of ${leash.sku}`).fill("2");
  await products.getByRole("button", { name: `Move ${leash.sku} earlier` }).click();
  await expect(products.getByLabel("Product 1 SKU")).toHaveValue(leash.sku);
  await expect(products.getByLabel("Product 1 SKU")).toBeFocused();
  await expectNoSeriousViolations(page);
  await products.getByRole("button", { name: "Save products" }).click();
  await expect(products.getByText("Products saved: the storefront shows them now.")).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.goto(`/p/${set.sku}/`);
  const parts = page.getByTestId("grouped-part");
  await expect(parts).toHaveCount(2);
  await expect(parts.first()).toContainText(leash.name);
  await expect(parts.first().getByRole("spinbutton")).toHaveValue("2");

  // A downloadable product: its file (a text file refused at the field, then a PDF) and its title and downloads.
  const book = { name: `Colouring Book ${id}`, sku: `colouring_book_${id}`, type: "Downloadable (a file, not shipped)", price: "6.00", qty: "0" };
  await createProduct(page, book);
  const file = page.getByRole("region", { name: "File to download" });
  await expect(file.getByText("No file yet")).toBeVisible();
  await file.getByLabel("Add the file").setInputFiles({ name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("just some words") });
  await expect(file.getByLabel("Add the file")).toHaveAccessibleDescription(/this file is none of them/);
  await file.getByLabel("Add the file").setInputFiles({ name: "colouring-book.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n") });
  await expect(file.getByText("File saved: new downloads get it now.")).toBeVisible();
  await expect(file).toContainText("colouring-book.pdf");
  await file.getByLabel("Title buyers see").fill("Colouring Book (PDF)");
  await file.getByLabel("Downloads per purchase").fill("1.5");
  await file.getByRole("button", { name: "Save title and downloads" }).click();
  await expect(file.getByLabel("Downloads per purchase")).toHaveAccessibleDescription(/The number of downloads must be a whole number/);
  await file.getByLabel("Downloads per purchase").fill("3");
  await file.getByRole("button", { name: "Save title and downloads" }).click();
  await expect(file.getByText("Saved: buyers see it now.")).toBeVisible();
  await expectNoSeriousViolations(page);

  // The gift card's amounts and designs: an amount twice is refused at the field before anything is sent (the
  // demo's card, which other journeys buy, is left as it is).
  await page.goto("/admin/products?q=am_gift_card");
  await page.getByRole("link", { name: "Petsies Gift Card" }).click();
  const card = page.getByRole("region", { name: "Gift card amounts and designs" });
  await expect(card.getByLabel("Fixed amounts")).toHaveValue("25.00, 50.00, 75.00, 100.00, 150.00, 250.00");
  await expect(card.getByLabel("Largest amount")).toHaveValue("500.00");
  await card.getByLabel("Fixed amounts").fill("25, 25");
  await card.getByRole("button", { name: "Save amounts and designs" }).click();
  await expect(card.getByLabel("Fixed amounts")).toHaveAccessibleDescription(/This amount is listed twice/);
  await expect(card.getByLabel("Fixed amounts")).toBeFocused();
  await card.getByLabel("Every design the shop offers (Gift card designs)").uncheck();
  await expectNoSeriousViolations(page);
});
