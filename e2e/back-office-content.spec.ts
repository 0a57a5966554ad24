// The owner's content work in the back office (issue 16): the home story's hero changed in the editor (its
// title, its picture chosen from the stored pictures, its margin), seen in the draft preview while shoppers
// keep the published page, then published; leaving with unsaved changes asks first; a directive that cannot
// be evaluated and a margin out of range are refused at their block and field; the original restored from the
// history; the list and the editor on a phone. Every screen passes axe.
import { randomUUID } from "node:crypto";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousViolations, shop } from "./helpers.ts";
import { signedInOwner } from "./staff.ts";

const HERO = "Your pet, handmade into a plush you can hug";

/** Nothing on the page is wider than the window (no sideways scrolling on a phone). */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

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
    await expect(page.getByRole("button", { name: "Draft saved", exact: true })).toBeDisabled();
    await page.getByLabel("Title", { exact: true }).fill(title);
    await expect(page.getByRole("button", { name: "Save draft (unsaved changes)" })).toBeEnabled();

    // Leaving with unsaved changes asks first: another back-office link, the browser's back, closing the tab.
    const leave = page.getByRole("dialog", { name: "Leave without saving?" });
    await page.getByRole("link", { name: "All stories" }).click();
    await expect(leave).toBeVisible();
    await expectNoSeriousViolations(page);
    await leave.getByRole("button", { name: "Stay here" }).click();
    await expect(leave).toHaveCount(0);
    await page.goBack();
    await expect(leave).toBeVisible();
    await leave.getByRole("button", { name: "Stay here" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Story Home" })).toBeVisible();
    const asked: string[] = [];
    page.once("dialog", (dialog) => {
      asked.push(dialog.type());
      void dialog.dismiss();
    });
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => asked).toEqual(["beforeunload"]);
    expect(page.isClosed()).toBe(false);
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);

    // The hero's picture, chosen from the stored pictures, and a margin out of range refused at its side.
    await page.getByRole("button", { name: "Choose another picture" }).click();
    await page.getByLabel("Find a picture").fill("Best Friend Phrase");
    await page.getByRole("list", { name: "Pictures to choose from" }).getByRole("button").first().click();
    const pictureKey = page.getByLabel("Picture key");
    await expect(pictureKey).not.toHaveValue("catalog/home-hero.webp");
    const picture = await pictureKey.inputValue();
    await expectNoSeriousViolations(page);
    await page.getByRole("button", { name: "Close the pictures" }).click();
    const marginTop = page.getByRole("group", { name: /^Margin/ }).getByLabel("Top");
    await marginTop.fill("500");
    await expect(marginTop).toHaveAccessibleDescription("From -200 to 400 pixels");
    await marginTop.fill("12");
    await expect(marginTop).not.toHaveAttribute("aria-invalid", "true");

    await page.getByRole("button", { name: "Save draft (unsaved changes)" }).click();
    await expect(page.getByText("The draft is saved. Shoppers still see the published version.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Draft saved", exact: true })).toBeDisabled();
    await expect(preview.getByRole("heading", { name: title })).toBeVisible();
    await expect(preview.locator(`img[src*="${picture}"]`).first()).toBeVisible();
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
    await page.getByRole("button", { name: "Save draft (unsaved changes)" }).click();
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

    // Leaving without saving, when the owner says so, drops the change.
    await outline.getByRole("button", { name: `Section: ${HERO}` }).click();
    await page.getByLabel("Title", { exact: true }).fill("Not kept");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Content" }).click();
    await leave.getByRole("button", { name: "Leave without saving" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Content" })).toBeVisible();

    // On a phone: the list and the editor fit the width, the preview comes below the form, and both pass axe.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByLabel("Search").fill("home");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("link", { name: "Home", exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page);
    await page.getByRole("link", { name: "Home", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Story Home" })).toBeVisible();
    await outline.getByRole("button", { name: `Section: ${HERO}` }).click();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(HERO);
    await expect(preview.getByRole("heading", { name: HERO })).toBeVisible();
    const form = await page.getByRole("region", { name: "Section" }).boundingBox();
    const frame = await page.getByTitle("Storefront preview of the draft").boundingBox();
    expect(frame!.y).toBeGreaterThan(form!.y + form!.height);
    expect(frame!.width).toBeLessThanOrEqual(390);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: "test-results/back-office-content-phone.png", fullPage: true });
  } finally {
    const file = path.join(await mkdtemp(path.join(tmpdir(), "petsies-e2e-home-")), "home.json");
    await writeFile(file, original);
    await shop("story", "import", file, "--publish");
    await storefront.context().close();
  }
});

test("an owner starts a new story: its name and address are asked for at their fields, a taken address is refused, and the editor opens", async ({ page }) => {
  test.setTimeout(120_000);
  await signedInOwner(page);
  await page.goto("/admin/content");
  await page.getByRole("link", { name: "New story" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New story" })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Create story" }).click();
  await expect(page.getByLabel("Name")).toHaveAccessibleDescription(/Name the story/);
  await page.getByLabel("Name").fill("Our guarantee");
  await page.getByLabel("Address").fill("about");
  await page.getByRole("button", { name: "Create story" }).click();
  await expect(page.getByLabel("Address")).toHaveAccessibleDescription(/already has the address about: choose another/);
  await expectNoSeriousViolations(page);
  const slug = `guarantee-${randomUUID().slice(0, 6)}`;
  await page.getByLabel("Address").fill(slug);
  await page.getByRole("button", { name: "Create story" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Story Our guarantee" })).toBeVisible();
  await page.getByRole("link", { name: "All stories" }).click();
  await page.getByLabel("Search").fill(slug);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${slug}`));
  await expect(page.getByRole("link", { name: "Our guarantee", exact: true })).toBeVisible();
});
