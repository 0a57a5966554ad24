// The back office's categories (issue 13), as an owner uses them: a new category filled by SKU, renamed, its
// products put in order, and every change on the storefront's category page within a second through the render
// cache. The tree is arranged from the keyboard too, a URL key another category has is refused at its field,
// the tree moves by drag and drop as well, and the screen passes axe. The journey deletes its category at the end, as an owner tidies up.
import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousViolations } from "./helpers.ts";
import { signedInOwner } from "./staff.ts";

const BANDANA = { sku: "petsies_bandana", name: "Petsies Paw Print Bandana" };
const DOME = { sku: "plush_display_dome", name: "Plush Display Dome" };

/** The page's HTML as the server sends it to a first-time visitor (no cookie): what the render cache serves. */
async function htmlOf(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path, { headers: { accept: "text/html", cookie: "" } });
  expect(res.status(), path).toBe(200);
  return res.text();
}

/** Whether the dome comes before the bandana on the page. */
const domeFirst = (html: string) => html.indexOf(DOME.name) >= 0 && html.indexOf(DOME.name) < html.indexOf(BANDANA.name);

test("an owner fills, renames and orders a category; the storefront's category page shows it within a second", async ({ page, request }) => {
  test.setTimeout(240_000);
  const id = randomUUID().slice(0, 6);
  const key = `journey-shelf-${id}`;
  const featured = `/c/${key}/?sort=position:asc`;
  await signedInOwner(page);

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Categories" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Categories" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Category tree" }).getByRole("link", { name: "Accessories" })).toBeVisible();
  await expectNoSeriousViolations(page);

  // A new top-level category, selected at once (its id in the address).
  await page.getByLabel("Name of the subcategory").fill(`Journey Shelf ${id}`);
  await page.getByLabel("Its URL key").fill(key);
  await page.getByRole("button", { name: "Add subcategory" }).click();
  await expect(page.getByRole("heading", { level: 2, name: `Journey Shelf ${id}` })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/categories\?id=\d+$/);

  // Two products by SKU, each last; a SKU already there is refused at the field.
  const sku = page.getByLabel("Add a product by SKU");
  for (const product of [BANDANA, DOME]) {
    await sku.fill(product.sku);
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByRole("rowheader", { name: product.name })).toBeVisible();
  }
  await sku.fill(BANDANA.sku);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(sku).toHaveAccessibleDescription(`“${BANDANA.name}” is already in “Journey Shelf ${id}”.`);
  await expectNoSeriousViolations(page);

  // The pages are in the render cache before the changes, so the journey sees the cache let go of them.
  expect(await htmlOf(request, `/c/${key}/`)).toContain(`Journey Shelf ${id}`);
  expect(domeFirst(await htmlOf(request, featured))).toBe(false);

  // A URL key another category has is refused at its field, and nothing is saved.
  const name = page.getByLabel("Name", { exact: true });
  const urlKey = page.getByLabel("URL key", { exact: true });
  await name.fill(`Cosy Shelf ${id}`);
  await urlKey.fill("blankets");
  await page.getByRole("button", { name: "Save category" }).click();
  await expect(urlKey).toHaveAccessibleDescription(/This URL key is already used by the category “Blankets”\. Choose another one\.$/);
  await expect(urlKey).toBeFocused();
  expect(await htmlOf(request, `/c/${key}/`)).not.toContain(`Cosy Shelf ${id}`);

  // Renamed and put in the Products menu: the category page and the menu show it within a second.
  await urlKey.fill(key);
  await page.getByLabel("In the Products menu").selectOption("Household");
  await page.getByRole("button", { name: "Save category" }).click();
  await expect(page.getByText("Saved. The storefront shows the change now.")).toBeVisible();
  await expect.poll(async () => (await htmlOf(request, `/c/${key}/`)).includes(`Cosy Shelf ${id}`), { timeout: 1000, intervals: [50] }).toBe(true);
  await expect.poll(async () => (await htmlOf(request, "/")).includes(`href="/c/${key}/"`), { timeout: 1000, intervals: [50] }).toBe(true);

  // The dome to the top: the category's own order shows it first within a second.
  await page.getByRole("button", { name: `Move ${DOME.name} to the top` }).click();
  await expect(page.getByText(`“${DOME.name}” is first now.`)).toBeVisible();
  await expect.poll(async () => domeFirst(await htmlOf(request, featured)), { timeout: 1000, intervals: [50] }).toBe(true);
  const shopper = await page.context().newPage();
  await shopper.goto(featured);
  await expect(shopper.getByRole("heading", { level: 1, name: `Cosy Shelf ${id}` })).toBeVisible();
  await expect(shopper.getByTestId("product-card").first()).toContainText(DOME.name);
  await shopper.close();

  // Arranging the tree from the keyboard: the new category, last under the root, moves up one place.
  const place = page.getByText(/^Place \d+ of \d+ under “Default Category”\.$/);
  const [, before, count] = /Place (\d+) of (\d+)/.exec((await place.innerText()) ?? "")!;
  expect(before).toBe(count);
  await page.getByRole("button", { name: "Move up" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: `Moved “Cosy Shelf ${id}” up.` })).toBeVisible();
  await expect(place).toHaveText(`Place ${Number(before) - 1} of ${count} under “Default Category”.`);
  const tree = page.getByRole("navigation", { name: "Category tree" });
  const names = await tree.locator("[data-category-id] a").allInnerTexts();
  expect(names.at(-1)).not.toContain(`Cosy Shelf ${id}`);
  expect(names.at(-2)).toContain(`Cosy Shelf ${id}`);
  await expectNoSeriousViolations(page);

  // With a mouse, dropped on the middle of another category it goes inside it.
  await tree.locator("[data-category-id]", { hasText: `Cosy Shelf ${id}` }).dragTo(tree.locator("[data-category-id]", { hasText: "Accessories" }));
  await expect(page.getByRole("status").filter({ hasText: `Moved “Cosy Shelf ${id}” under “Accessories”.` })).toBeVisible();
  await expect(page.getByText("Place 1 of 1 under “Accessories”.")).toBeVisible();
  // On a phone the tree and the form stack, and the screen still passes axe.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: "test-results/back-office-categories-phone.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Tidying up: a category with products cannot go; emptied, it can.
  for (const product of [DOME, BANDANA]) {
    await page.getByRole("button", { name: `Remove ${product.name} from the category` }).click();
    await expect(page.getByRole("rowheader", { name: product.name })).toHaveCount(0);
  }
  await page.getByRole("button", { name: "Delete category" }).click();
  const confirm = page.getByRole("dialog", { name: `Delete “Cosy Shelf ${id}”?` });
  await expectNoSeriousViolations(page);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(tree.getByRole("link", { name: `Cosy Shelf ${id}` })).toHaveCount(0);
});
