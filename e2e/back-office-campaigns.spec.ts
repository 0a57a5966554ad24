// Campaigns in the back office (issue 16): an owner schedules a campaign with a countdown banner and a
// discount and makes it the default; a shopper sees the banner and the campaign's price, closes the banner
// and it stays closed; a new banner title is a new version, which the shopper sees again. Every screen passes axe.
import { randomUUID } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousViolations } from "./helpers.ts";
import { signedInOwner } from "./staff.ts";

const SKU = "petsies_bandana";

/** The product's price less 10%, as the shop rounds it. */
async function tenPercentOff(page: Page): Promise<string> {
  const product = (await (await page.request.get(`/api/product/${SKU}`)).json()).result as { final_price: number };
  return `$${(Math.round(Math.round(product.final_price * 100) * 0.9) / 100).toFixed(2)}`;
}

test("an owner schedules a default campaign whose banner a shopper sees, closes, and sees again when its title changes", async ({ page, browser }) => {
  test.setTimeout(300_000);
  const stem = randomUUID().slice(0, 6).toUpperCase();
  const title = `Bandana days ${stem}: 10% off`;
  const newTitle = `Last call for bandanas ${stem}`;
  const discounted = await tenPercentOff(page);

  await signedInOwner(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Campaigns" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Campaigns" })).toBeVisible();
  await expect(page.getByRole("table", { name: /Campaigns/ })).toContainText("Plush Week");
  await expectNoSeriousViolations(page);
  // The filters live in the address.
  await page.getByRole("combobox", { name: "State" }).selectOption("scheduled");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/state=scheduled/);
  await expect(page.getByText("No campaigns match these filters.")).toBeVisible();

  await page.goto("/admin/campaigns/new");
  await expect(page.getByRole("heading", { level: 1, name: "New campaign" })).toBeVisible();
  await expectNoSeriousViolations(page);
  // Wrong input is explained at its fields before anything is sent.
  const starts = await page.getByLabel("Starts").inputValue();
  await page.getByLabel("Ends").fill(starts.replace(/^(\d{4})/, (y) => String(Number(y) - 1)));
  await page.getByLabel("Description").fill("Only {{productSpecificPrice petsies_bandana,final}}");
  await page.getByRole("button", { name: "Create campaign" }).click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveAccessibleDescription(/Name the campaign for the team/);
  await expect(page.getByLabel("Ends")).toHaveAccessibleDescription(/The end must be after the start/);
  await expect(page.getByLabel("Description")).toHaveAccessibleDescription(/Unknown price type/);
  await expectNoSeriousViolations(page);

  await page.getByLabel("Name", { exact: true }).fill(`Bandana days ${stem}`);
  await page.getByLabel("Ends").fill(starts.replace(/^(\d{4})/, (y) => String(Number(y) + 1)));
  await page.getByRole("button", { name: "Add a product" }).click();
  await page.getByLabel("Product 1 sku").fill(SKU);
  await page.getByLabel("Product 1 percent off").fill("10");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description").fill("A bandana for {{productPrice petsies_bandana,true,plain}}.");
  // The preview reads as the storefront's banner will, the campaign's price included.
  const preview = page.getByTestId("banner-preview");
  await expect(preview).toContainText(title);
  await expect(page.getByTestId("banner-preview-description")).toHaveText(`A bandana for ${discounted}.`);
  await page.getByLabel("Campaign code").fill(`bandana-${stem}`);
  await page.getByRole("button", { name: "Create campaign" }).click();
  await expect(page.getByText(`Campaign Bandana days ${stem} is created.`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: `Campaign Bandana days ${stem}` })).toBeVisible();
  await expect(page.getByText(/Shoppers get it only through its links/)).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Make default" }).click();
  await expect(page.getByText(/The default campaign: every shopper/)).toBeVisible();
  const ours = new URL(page.url()).pathname;
  try {
    await shopperSeesTheCampaign(page, browser, title, newTitle, discounted);
  } finally {
    // The shop as the other journeys find it: the demo's campaign the default again (its banner, version 1, closed in
    // their browsers), this one disabled, so no banner of ours covers their pages and no price of theirs is ours.
    await page.goto("/admin/campaigns");
    await page.getByRole("link", { name: "Plush Week" }).click();
    await page.getByRole("button", { name: "Make default" }).click();
    await expect(page.getByText(/The default campaign: every shopper/)).toBeVisible();
    await page.goto(ours);
    await page.getByRole("button", { name: "Disable campaign" }).click();
    await expect(page.getByRole("button", { name: "Enable campaign" })).toBeVisible();
  }
});

/** A shopper sees the banner and the price, closes it; the owner (on `page`) retitles it and the shopper sees it again. */
async function shopperSeesTheCampaign(page: Page, browser: Browser, title: string, newTitle: string, discounted: string) {
  // A shopper who closed the seeded banner (version 1, as every journey starts) sees this one.
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await shopper.goto("/");
  const banner = shopper.getByRole("region", { name: "Promotion" });
  await expect(banner).toContainText(title);
  await shopper.goto(`/p/${SKU}/`);
  await expect(shopper.getByRole("main").getByTestId("price").first()).toHaveText(discounted);
  await expect(banner).toContainText(title);
  await banner.getByRole("button", { name: "Dismiss promotion" }).click();
  await expect(banner).toBeHidden();
  await shopper.goto("/c/forevers/");
  await expect(shopper.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();

  // The owner retitles the banner: a new version.
  await page.getByLabel("Title").fill(newTitle);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("The changes are saved.")).toBeVisible();
  await expectNoSeriousViolations(page);

  // The storefront learns of the change from its page version; the shopper sees the new banner again.
  await expect(async () => {
    await shopper.goto("/");
    await expect(banner).toContainText(newTitle, { timeout: 2000 });
  }).toPass();
  await shopperContext.close();
}
