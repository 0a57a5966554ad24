// A configurable product made in the back office (issue 13), as an owner makes one: a new product of type
// Configurable, its option (Size: Small, Large) typed in with a mistake shown at its field first, two children
// generated, a picture added, each child's stock set on its own page. A shopper then opens the product's page,
// picks Large, adds it to the cart and checks out by check / money order. Every new screen passes axe.
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { expect, journeyAddress, test } from "./fixtures.ts";
import { expectNoSeriousViolations, fillCheckout } from "./helpers.ts";
import { signedInOwner } from "./staff.ts";

test("an owner creates a configurable product with two children and a picture, and a shopper buys the Large one", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const id = randomUUID().slice(0, 8);
  const product = { name: `Pawprint Tote ${id}`, sku: `pawprint_tote_${id}`, urlKey: `pawprint-tote-${id}` };
  await signedInOwner(page);

  await page.goto("/admin/products/new");
  await page.getByLabel("Name", { exact: true }).fill(product.name);
  await page.getByLabel("SKU", { exact: true }).fill(product.sku);
  await page.getByLabel("URL key").fill(product.urlKey);
  await page.getByLabel("Type").selectOption({ label: "Configurable (chosen by options)" });
  await expect(page.getByLabel("Price", { exact: true })).toHaveAccessibleDescription(/The price its children are made with/);
  await page.getByLabel("Price", { exact: true }).fill("28.00");
  // Its stock is its children's: the form asks for none.
  await expect(page.getByLabel("Quantity in stock")).toHaveCount(0);
  await page.getByLabel("Enabled: shoppers can see and buy it").check();
  await page.getByRole("button", { name: "Create product" }).click();
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();

  const section = page.getByRole("region", { name: "Options and children" });
  await expect(section.getByText("No options yet")).toBeVisible();
  await section.getByRole("button", { name: "Add option" }).click();
  await section.getByLabel("Name shoppers see").fill("Size");
  await expect(section.getByLabel("Code")).toHaveValue("size");
  await section.getByRole("textbox", { name: "Value 1", exact: true }).fill("Small");
  await section.getByRole("button", { name: "Add value" }).click();
  await section.getByRole("textbox", { name: "Value 2", exact: true }).fill("small");
  await section.getByRole("button", { name: "Save options" }).click();
  // The same value twice is refused at the second, which takes the focus.
  await expect(section.getByRole("textbox", { name: "Value 2", exact: true })).toHaveAccessibleDescription("This option already has this value");
  await expect(section.getByRole("textbox", { name: "Value 2", exact: true })).toBeFocused();
  await expectNoSeriousViolations(page);
  await section.getByRole("textbox", { name: "Value 2", exact: true }).fill("Large");
  await section.getByRole("button", { name: "Save options" }).click();
  await expect(section.getByText("Options saved: the storefront offers them now.")).toBeVisible();

  await expect(section.getByLabel("Children's price")).toHaveValue("28.00");
  await section.getByRole("button", { name: "Generate children" }).click();
  await expect(section.getByText("2 children made.")).toBeVisible();
  const children = section.getByRole("region", { name: "Children" });
  await expect(children.getByRole("row")).toHaveCount(3);
  await expect(children.getByRole("row", { name: new RegExp(`${product.sku}_small`) })).toContainText("Small");
  await expect(children.getByRole("row", { name: new RegExp(`${product.sku}_large`) })).toContainText("Large");
  // A second generation makes nothing new.
  await section.getByRole("button", { name: "Generate children" }).click();
  await expect(section.getByText("Every combination already has a child: nothing new was made.")).toBeVisible();
  await expect(children.getByRole("row")).toHaveCount(3);
  await expectNoSeriousViolations(page);
  // At phone width too: the children's table scrolls inside its frame.
  const desk = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolations(page);
  await page.setViewportSize(desk);

  const pictures = page.getByRole("region", { name: "Pictures" });
  await pictures.getByLabel("Add pictures").setInputFiles({ name: "tote.png", mimeType: "image/png", buffer: await sharp({ create: { width: 600, height: 600, channels: 3, background: "#7a4e2d" } }).png().toBuffer() });
  await expect(pictures.getByText("Picture added: the storefront shows it now.")).toBeVisible();

  // Each child's stock is set on its own page, which leads back to its parent.
  for (const [size, qty] of [
    ["Small", "4"],
    ["Large", "6"],
  ] as const) {
    await children.getByRole("link", { name: `${product.name} – ${size}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: `${product.name} – ${size}` })).toBeVisible();
    await page.getByLabel("Quantity in stock").fill(qty);
    await page.getByRole("button", { name: "Save product" }).click();
    await expect(page.getByText("Saved. The storefront shows the change now.")).toBeVisible();
    await page.getByRole("link", { name: product.name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    await expect(children.getByRole("row", { name: new RegExp(`${product.sku}_${size.toLowerCase()}`) })).toContainText(qty);
  }

  const device = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": journeyAddress(`${test.info().testId}-shopper`) } });
  const shopper = await device.newPage();
  await shopper.goto(`/p/${product.sku}/`);
  await expect(shopper.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  // The picture the owner added is the page's (a child without pictures of its own shows its parent's).
  await expect(shopper.getByRole("img", { name: product.name }).first()).toBeVisible();
  expect(decodeURIComponent((await shopper.getByRole("img", { name: product.name }).first().getAttribute("src")) ?? "")).toMatch(/catalog\/products\/\d+\//);
  const sizes = shopper.getByRole("group", { name: "Size" });
  await sizes.getByRole("link", { name: "Large", exact: true }).click();
  await expect(shopper).toHaveURL(/\?size=Large$/);
  await expect(sizes.getByRole("link", { name: "Large", exact: true })).toHaveAttribute("aria-current", "true");
  await shopper.getByRole("button", { name: "Add to cart" }).click();
  const minicart = shopper.getByRole("dialog", { name: /cart/i });
  await expect(minicart).toContainText("Large");
  await shopper.keyboard.press("Escape");
  await shopper.goto("/checkout/cart/");
  await shopper.getByRole("link", { name: "Go to Checkout" }).first().click();
  await fillCheckout(shopper, `tote-${id}@example.com`, "checkmo");
  await shopper.getByRole("button", { name: "Place order" }).click();
  await expect(shopper).toHaveURL(/\/checkout\/onepage\/success\/$/);
  await device.close();
});
