// The owner's content work in the back office (issue 16): the home story's hero changed in the editor, seen in
// the draft preview while shoppers keep the published page, then published; a directive that cannot be
// evaluated is refused at its block; the original restored from the history. Every screen passes axe.
import { randomUUID } from "node:crypto";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousViolations, shop } from "./helpers.ts";
import { signedInOwner } from "./staff.ts";

const HERO = "Your pet, handmade into a plush you can hug";

test("an owner changes the home page's hero in a draft, previews it, publishes it, is refused a broken directive and restores the original", async ({ page, browser }) => {
  test.setTimeout(300_000);
  // The journeys share one shop: the home story goes back as it was, even when this one fails.
  const original = await shop("story", "export", "home");
  const storefront = await (await browser.newContext()).newPage();
  try {
    await signedInOwner(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Content" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Content" })).toBeVisible();
    await page.getByLabel("Search").fill("home");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/[?&]q=home/);
    await expectNoSeriousViolations(page);
    await page.getByRole("link", { name: "Home", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Story Home" })).toBeVisible();
    const outline = page.getByRole("navigation", { name: "Blocks of the story" });
    const preview = page.frameLocator('iframe[title="Storefront preview of the draft"]');
    await expect(preview.getByRole("heading", { name: HERO })).toBeVisible();

    // The hero's new title in the draft: the preview shows it, shoppers still see the old one.
    const title = `Hand-sewn twins of your pets ${randomUUID().slice(0, 6)}`;
    await outline.getByRole("button", { name: `Section: ${HERO}` }).click();
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByRole("button", { name: "Save draft", exact: true }).click();
    await expect(page.getByText("The draft is saved. Shoppers still see the published version.")).toBeVisible();
    await expect(preview.getByRole("heading", { name: title })).toBeVisible();
    await expectNoSeriousViolations(page);
    await storefront.goto("/");
    await expect(storefront.getByRole("heading", { name: HERO })).toBeVisible();
    await expect(storefront.getByText(title)).toHaveCount(0);

    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByText("Published: shoppers see this version now.")).toBeVisible();
    await expect(async () => {
      await storefront.reload();
      await expect(storefront.getByRole("heading", { name: title })).toBeVisible({ timeout: 1000 });
    }).toPass();

    // A price of a product the shop does not have: saved as a draft, refused at publishing, at its block.
    await outline.getByRole("button", { name: "Tile: Pillows" }).click();
    const text = page.getByRole("textbox", { name: "Text" });
    await text.click();
    await page.keyboard.press("Control+End");
    await page.keyboard.type(" Now {{productPrice NO_SUCH_SKU,false}}");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(text).toHaveAccessibleDescription("Unknown product 'NO_SUCH_SKU'");
    await expect(outline.getByRole("button", { name: "Tile: Pillows Has problems" })).toBeVisible();
    await expect(text).toContainText("{{productPrice NO_SUCH_SKU,false}}");
    await expectNoSeriousViolations(page);
    // An unknown directive is refused when the draft is saved, at the same block.
    await text.click();
    await page.keyboard.press("Control+End");
    await page.keyboard.type(" {{nope}}");
    await page.getByRole("button", { name: "Save draft", exact: true }).click();
    await expect(text).toHaveAccessibleDescription("Unknown directive 'nope'");
    await storefront.reload();
    await expect(storefront.getByText("NO_SUCH_SKU")).toHaveCount(0);

    // The seed's version, from the history, back into the draft and published.
    const history = page.getByRole("region", { name: "History" });
    await history.getByRole("button", { name: /Restore the version of .* \(Published\)/ }).last().click();
    await expect(page.getByText("The version is restored into the draft. Publish it to show it to shoppers.")).toBeVisible();
    await expect(outline.getByRole("button", { name: `Section: ${HERO}` })).toBeVisible();
    await expect(preview.getByRole("heading", { name: HERO })).toBeVisible();
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByText("Published: shoppers see this version now.")).toBeVisible();
    await expect(async () => {
      await storefront.reload();
      await expect(storefront.getByRole("heading", { name: HERO })).toBeVisible({ timeout: 1000 });
    }).toPass();
  } finally {
    const file = path.join(await mkdtemp(path.join(tmpdir(), "petsies-e2e-home-")), "home.json");
    await writeFile(file, original);
    await shop("story", "import", file, "--publish");
    await storefront.context().close();
  }
});
