import { expect, test } from "./fixtures.ts";

/** The price shown on a card, as a number in the active currency. */
async function cardPrices(page: import("@playwright/test").Page): Promise<number[]> {
  const texts = await page.getByTestId("product-card").getByTestId("price").allInnerTexts();
  return texts.map((t) => Number(t.replace(/[^0-9.]/g, "")));
}

test("a category page filters by price, sorts and loads more", async ({ page }) => {
  await page.goto("/c/keychains/");
  const cards = page.getByTestId("product-card");
  await expect(cards).toHaveCount(50);
  const showing = page.getByText(/^Showing 50 of \d+ products$/);
  await expect(showing).toBeVisible();
  const total = Number((await showing.innerText()).match(/of (\d+)/)![1]);
  expect(total).toBeGreaterThan(50);

  await page.getByRole("link", { name: "Load more" }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(cards).toHaveCount(Math.min(100, total));

  await page.getByRole("navigation", { name: "Sort products" }).getByRole("link", { name: "Price: Low to high" }).click();
  await expect(page).toHaveURL(/\?sort=final_price%3Aasc$/);
  await expect(cards).toHaveCount(50);
  const ascending = await cardPrices(page);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  const priceFilter = page.getByRole("navigation", { name: "Filter by price" });
  await priceFilter.getByRole("link", { name: /^< \$50/ }).click();
  await expect(page).toHaveURL(/price=0-50/);
  await expect(priceFilter.getByRole("link", { name: /^< \$50/ })).toHaveAttribute("aria-current", "true");
  const cheap = await cardPrices(page);
  expect(cheap.length).toBeGreaterThan(0);
  expect(cheap.every((p) => p < 50)).toBe(true);

  // Choosing the same range again clears it; the sort stays.
  await priceFilter.getByRole("link", { name: /^< \$50/ }).click();
  await expect(page).toHaveURL(/\?sort=final_price%3Aasc$/);
});

test("price range labels follow the active currency", async ({ page, context }) => {
  await context.addCookies([{ name: "currency", value: "EUR", url: "http://127.0.0.1:3200" }]);
  await page.goto("/c/keychains/");
  const priceFilter = page.getByRole("navigation", { name: "Filter by price" });
  await expect(priceFilter.getByRole("link", { name: /^< €50/ })).toBeVisible();
  await expect(priceFilter.getByRole("link", { name: /\$/ })).toHaveCount(0);
});

test("a visitor from Germany sees euros until choosing another currency", async ({ page, context }) => {
  await context.addCookies([{ name: "visitor-country", value: "DE", url: "http://127.0.0.1:3200" }]);
  await page.goto("/c/petsies-accessories/");
  await expect(page.getByTestId("price").first()).toHaveText(/^€\d/);
  await page.getByRole("banner").getByLabel("Currency").selectOption("USD");
  await expect(page.getByTestId("price").first()).toHaveText(/^\$\d/);
  await page.reload();
  await expect(page.getByTestId("price").first()).toHaveText(/^\$\d/);
});
