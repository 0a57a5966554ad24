// Campaigns in the back office (issue 16): an owner schedules a campaign with a countdown banner and a
// discount and makes it the default; a shopper sees the banner and the campaign's price, closes the banner
// and it stays closed; a new banner title is a new version, which the shopper sees again. An owner takes a
// fixed amount off with a campaign that is not the default, gives it an image banner, and copies its landing
// link; a shopper who opens it sees its banner and picture, and its price on the product page and in a listing,
// the price the cart charges (a product the default discounts and it does not is at its full price to them), and
// the same prices written in a story, which is rendered once for every shopper. Every screen passes axe.
import { randomUUID } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousViolations, importStory } from "./helpers.ts";
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

/** The product's price less a fixed amount, as the shop takes it off (never below zero). */
async function amountOff(page: Page, cents: number): Promise<string> {
  const product = (await (await page.request.get(`/api/product/${SKU}`)).json()).result as { final_price: number };
  return `$${(Math.max(0, Math.round(product.final_price * 100) - cents) / 100).toFixed(2)}`;
}

/** The alt text the owner gives the landing campaign's image banner. */
const PICTURE_ALT = "A red paw-print bandana";

/** A product the demo's default campaign (Plush Week) takes 15% off, and the landing link's campaign does not. */
const DEFAULT_ONLY = "petsiesHuggables_bundle";

async function finalCents(page: Page, sku: string): Promise<number> {
  const product = (await (await page.request.get(`/api/product/${sku}`)).json()).result as { final_price: number };
  return Math.round(product.final_price * 100);
}
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
/** A price as the start of a regular expression. */
const startsWith = (price: string) => new RegExp(`^${price.replace(/[$.]/g, "\\$&")}`);
/** The product's own price, no campaign's discount. */
const priceOf = async (page: Page, sku: string) => dollars(await finalCents(page, sku));
/** The Huggable in Plush Week: 15% off, rounded to the cent. */
const plushWeekPrice = async (page: Page) => dollars(Math.round((await finalCents(page, DEFAULT_ONLY)) * 0.85));

test("an owner takes a fixed amount off in a campaign, copies its landing link, and a shopper who opens it sees its banner and pays its price", async ({ page, browser }) => {
  test.setTimeout(300_000);
  const stem = randomUUID().slice(0, 6).toUpperCase();
  const title = `Bandana link days ${stem}: $2.50 off`;
  const discounted = await amountOff(page, 250);
  const fullPrice = await priceOf(page, DEFAULT_ONLY);

  await signedInOwner(page);
  await page.goto("/admin/campaigns/new");
  await expect(page.getByRole("heading", { level: 1, name: "New campaign" })).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill(`Bandana link days ${stem}`);
  await page.getByRole("button", { name: "Add a product" }).click();
  await page.getByLabel("Product 1 sku").fill(SKU);
  // A line takes a percent or an amount, in dollars and cents: said at the field before anything is sent.
  await page.getByLabel("Product 1 percent off").fill("10");
  await page.getByLabel("Product 1 amount off ($)").fill("2.505");
  await page.getByRole("button", { name: "Create campaign" }).click();
  await expect(page.getByLabel("Product 1 amount off ($)")).toHaveAccessibleDescription(/Use at most 2 decimals/);
  await page.getByLabel("Product 1 amount off ($)").fill("2.50");
  await page.getByRole("button", { name: "Create campaign" }).click();
  await expect(page.getByLabel("Product 1 amount off ($)")).toHaveAccessibleDescription(/Take a percent or an amount off, not both/);
  await expectNoSeriousViolations(page);
  await page.getByLabel("Product 1 percent off").fill("");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description").fill("A bandana for {{productPrice petsies_bandana,true,plain}}.");
  await expect(page.getByTestId("banner-preview-description")).toHaveText(`A bandana for ${discounted}.`);
  // An image banner: one of the shop's pictures, its alt text required and its link a shop path or https, said at the fields.
  const imageBanner = page.getByRole("region", { name: "Image banner" });
  await imageBanner.getByLabel("Find a product's picture").fill("bandana");
  await imageBanner.getByRole("list", { name: "Pictures to choose from" }).getByRole("button", { name: /Bandana/ }).first().click();
  await expect(page.getByTestId("banner-preview-image")).toBeVisible();
  await page.getByLabel("Picture's link").fill("http://petsies.example/");
  await page.getByLabel("Campaign code").fill(`link-${stem}`);
  await page.getByRole("button", { name: "Create campaign" }).click();
  await expect(page.getByLabel("Picture's alt text")).toHaveAccessibleDescription(/Describe the picture for shoppers who cannot see it/);
  await expect(page.getByLabel("Picture's link")).toHaveAccessibleDescription(/Write a shop path starting with \/, like \/petsies-huggables\/create\/, or an https:\/\/ address/);
  await expectNoSeriousViolations(page);
  await page.getByLabel("Picture's alt text").fill(PICTURE_ALT);
  await page.getByLabel("Picture's link").fill("/c/petsies-accessories/");
  await expect(page.getByTestId("banner-preview-image")).toHaveAttribute("alt", PICTURE_ALT);
  await page.getByRole("button", { name: "Create campaign" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Campaign Bandana link days ${stem}` })).toBeVisible();
  await expect(page.getByLabel("Product 1 amount off ($)")).toHaveValue("2.50");
  await expect(page.getByLabel("Picture's alt text")).toHaveValue(PICTURE_ALT);
  await expect(page.getByTestId("banner-preview-image")).toBeVisible();
  const ours = new URL(page.url()).pathname;
  // A story written for everyone names the campaign's prices (spec §5 productPrice with the promo flag): a tag, and a plain amount.
  const storyPath = `/e2e-campaign-prices-${stem.toLowerCase()}/`;
  const storyText = "Bandanas from {{productPrice petsies_bandana,true}}. Bandanas now {{productPrice petsies_bandana,true,plain}}, Huggables {{productPrice petsiesHuggables_bundle,true,plain}}.";
  await importStory(
    {
      full_slug: storyPath.slice(1, -1),
      name: "Campaign prices",
      content: { component: "page", title: "Campaign prices", body: [{ component: "page_section", title: "Prices", text: storyText }] },
    },
    true,
  );
  try {
    // The owner copies the landing link.
    const landing = page.getByRole("region", { name: "Landing link" });
    await expect(landing).toContainText(`/?data=LINK-${stem}`);
    await expectNoSeriousViolations(page);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await landing.getByRole("button", { name: "Copy link" }).click();
    await expect(landing.getByRole("status")).toHaveText("Copied.");
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${new URL(page.url()).origin}/?data=LINK-${stem}`);

    // A shopper opens it: this campaign's banner, not the default's; the cart they fill is priced by it.
    const shopperContext = await browser.newContext();
    const shopper = await shopperContext.newPage();
    await shopper.goto(link);
    const banner = shopper.getByRole("region", { name: "Promotion" });
    await expect(banner).toContainText(title);
    await banner.getByRole("button", { name: "Details" }).click();
    await expect(shopper.getByTestId("promotion-description")).toHaveText(`A bandana for ${discounted}.`);
    // With it, the campaign's image banner: its picture with its alt text, loaded, linking where the owner said.
    const shownPicture = shopper.getByTestId("promotion-image-banner");
    await expect(shownPicture.getByRole("img", { name: PICTURE_ALT })).toBeVisible();
    await expect.poll(() => shownPicture.getByRole("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(shownPicture.getByRole("link", { name: PICTURE_ALT })).toHaveAttribute("href", "/c/petsies-accessories/");
    await expectNoSeriousViolations(shopper);
    // Pages are rendered once for every shopper at the default campaign's prices; this shopper's tags show their own
    // campaign's, on the product page and in a listing alike, and a product the default discounts and theirs does
    // not is at its full price.
    const card = (sku: string) => shopper.locator(`[data-testid="product-card"][data-item-id="${sku}"]`).getByTestId("price");
    await shopper.goto("/c/petsies-accessories/");
    await expect(card(SKU)).toHaveText(discounted);
    // A shopper of the default campaign (the owner's browser) sees the Huggable 15% off; this shopper does not.
    await page.goto("/c/huggables/");
    await expect(page.locator(`[data-testid="product-card"][data-item-id="${DEFAULT_ONLY}"]`).getByTestId("price")).toHaveText(await plushWeekPrice(page));
    await shopper.goto("/c/huggables/");
    await expect(card(DEFAULT_ONLY)).toHaveText(fullPrice);
    await shopper.goto(`/p/${SKU}/`);
    await expect(banner).toContainText(title);
    await expect(shopper.getByRole("main").getByTestId("price").first()).toHaveText(discounted);
    await shopper.getByRole("button", { name: "Add to cart" }).click();
    await expect(shopper.getByRole("dialog", { name: /Your cart/ })).toBeVisible();
    await shopper.goto("/checkout/cart/");
    await expect(shopper.getByTestId("cart-line").getByTestId("line-total")).toHaveText(discounted);
    await expect(shopper.locator(`[data-segment="subtotal"] dd`)).toHaveText(discounted);
    const charged = (await shopper.getByTestId("cart-line").getByTestId("line-total").textContent())!;
    // The story is rendered once for everyone at the default campaign's prices: the owner's browser reads those, this
    // shopper their own campaign's, what the cart charges them.
    const storyPrices = (browserPage: Page) => browserPage.getByRole("article").locator("p", { hasText: "Bandanas now" });
    await page.goto(storyPath);
    const ownPrice = await priceOf(page, SKU);
    await expect(storyPrices(page)).toContainText(`Bandanas now ${ownPrice}, Huggables ${await plushWeekPrice(page)}.`);
    await expect(storyPrices(page).getByTestId("price")).toHaveText(startsWith(ownPrice));
    await shopper.goto(storyPath);
    await expect(storyPrices(shopper)).toContainText(`Bandanas now ${charged}, Huggables ${fullPrice}.`);
    await expect(storyPrices(shopper).getByTestId("price")).toHaveText(startsWith(charged));
    await expectNoSeriousViolations(shopper);
    await shopperContext.close();
  } finally {
    // Not the default, but a shopper of another journey must not land in it: disabled, as the shop was before.
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
