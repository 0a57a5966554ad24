// A product's pictures in the back office (issue 13), as an owner adds them: a new product, several files chosen at
// once (one of them no picture at all, which is refused at its own row), the order changed with the buttons, a
// text written for shoppers who cannot see it, saved; the storefront's product page and the cart show the new main
// picture at once. The screen passes axe.
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousViolations } from "./helpers.ts";
import { signedInOwner } from "./staff.ts";

const png = (background: string) => sharp({ create: { width: 600, height: 600, channels: 3, background } }).png().toBuffer();

test("an owner adds pictures to a new product, makes the second the main one with its text, and the storefront shows it", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const id = randomUUID().slice(0, 8);
  const product = { name: `Felt Fox ${id}`, sku: `felt_fox_${id}` };
  await signedInOwner(page);

  await page.goto("/admin/products/new");
  await page.getByLabel("Name", { exact: true }).fill(product.name);
  await page.getByLabel("SKU", { exact: true }).fill(product.sku);
  await page.getByLabel("URL key").fill(`felt-fox-${id}`);
  await page.getByLabel("Price", { exact: true }).fill("18.00");
  await page.getByLabel("Quantity in stock").fill("5");
  await page.getByLabel("In stock: shoppers can buy it").check();
  await page.getByLabel("Enabled: shoppers can see and buy it").check();
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();

  const pictures = page.getByRole("region", { name: "Pictures" });
  await expect(pictures.getByText("No pictures yet: shoppers see a placeholder.")).toBeVisible();
  await pictures.getByLabel("Add pictures").setInputFiles([
    { name: "fox-front.png", mimeType: "image/png", buffer: await png("#a3401c") },
    { name: "notes.png", mimeType: "image/png", buffer: Buffer.from("these are notes, not a picture") },
    { name: "fox-side.png", mimeType: "image/png", buffer: await png("#1f6f5c") },
  ]);
  await expect(pictures.getByText("2 pictures added: the storefront shows them now.")).toBeVisible();
  // The file that is no picture is named with the reason; the others were added in the order chosen.
  await expect(pictures.getByRole("list", { name: "Pictures being added" })).toContainText("notes.png");
  await expect(pictures.getByRole("list", { name: "Pictures being added" })).toContainText("This file is not a photo we can use.");
  const shown = pictures.getByRole("list", { name: "Pictures in the order shoppers see them" }).getByRole("listitem");
  await expect(shown).toHaveCount(2);
  await expect(shown.nth(0)).toContainText("Main picture");
  await expectNoSeriousViolations(page);

  // The side view becomes the main picture, with a text of its own.
  await pictures.getByRole("group", { name: "Picture 2" }).getByRole("button", { name: "Make main" }).click();
  await shown.nth(0).getByLabel("Text for shoppers who cannot see it").fill("A green felt fox, seen from the side");
  await expect(pictures.getByText("The order and texts are not saved yet.")).toBeVisible();
  await pictures.getByRole("button", { name: "Save pictures" }).click();
  await expect(pictures.getByText("Pictures saved: the storefront shows them now.")).toBeVisible();
  const main = await shown.nth(0).getByRole("img").getAttribute("src");
  const key = decodeURIComponent(new URL(main!, "http://x").pathname.replace("/api/media/", ""));
  expect(key).toMatch(/^catalog\/products\/\d+\/[0-9a-f-]+\.png$/);

  const shopper = await browser.newPage();
  await shopper.goto(`/p/${product.sku}/`);
  const hero = shopper.getByRole("img", { name: "A green felt fox, seen from the side" }).first();
  await expect(hero).toBeVisible();
  expect(decodeURIComponent((await hero.getAttribute("src")) ?? "")).toContain(key);
  await shopper.getByRole("button", { name: "Add to cart" }).click();
  await shopper.goto("/checkout/cart/");
  await expect(shopper.getByRole("main").getByRole("link", { name: product.name })).toBeVisible();
  // The cart line's picture is decorative (its name is beside it): found by what it shows.
  const sources = await shopper.getByRole("main").locator("img").evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
  expect(sources.map((src) => decodeURIComponent(src)).some((src) => src.includes(key))).toBe(true);
  await shopper.close();
});
