import { expect, test } from "./fixtures.ts";

test("header search: quick results while typing a typo, Enter opens the results page", async ({ page }) => {
  await page.goto("/");
  const open = page.getByRole("banner").getByRole("button", { name: "Search", exact: true });
  await open.click();
  const input = page.getByRole("searchbox", { name: "Search products" });
  await expect(input).toBeFocused();

  await input.pressSequentially("dgo plush");
  const quick = page.getByRole("list", { name: "Quick results" });
  await expect(quick.getByRole("link", { name: /Custom Dog Plush \(Forevers\)/ })).toBeVisible();
  await expect(quick.getByRole("link").first()).toContainText(/\$\d/);
  await expect(page.getByRole("link", { name: "See all results" })).toHaveAttribute("href", "/search/?q=dgo+plush");

  await input.press("Enter");
  await expect(page).toHaveURL(/\/search\/\?q=dgo\+plush$/);
  await expect(page).toHaveTitle("Search results for “dgo plush” | Petsies");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “dgo plush”");
  await expect(page.getByTestId("product-card").filter({ hasText: "Custom Dog Plush (Forevers)" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});

test("Escape closes the search panel and gives focus back to its button", async ({ page }) => {
  await page.goto("/");
  const open = page.getByRole("banner").getByRole("button", { name: "Search", exact: true });
  await open.click();
  await expect(page.getByRole("searchbox", { name: "Search products" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("searchbox", { name: "Search products" })).toBeHidden();
  await expect(open).toBeFocused();
  await expect(open).toHaveAttribute("aria-expanded", "false");
});

test("the typo search “pilow” finds pillows; short and unmatched queries say so", async ({ page }) => {
  await page.goto("/search/?q=pilow");
  const cards = page.getByTestId("product-card");
  await expect(cards.first()).toBeVisible();
  await expect(cards.filter({ hasText: /pillow/i }).first()).toBeVisible();

  await page.goto("/search/?q=do");
  await expect(page.getByText("Please enter at least 3 characters to search.")).toBeVisible();
  await expect(cards).toHaveCount(0);

  await page.goto("/search/?q=zqxwv+kjhgf");
  await expect(page.getByText("No products match your search.")).toBeVisible();
});

test("user text in the query stays text", async ({ page }) => {
  await page.goto(`/search/?q=${encodeURIComponent('<img src=x onerror="window.__pwned=1">')}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText('<img src=x onerror="window.__pwned=1">');
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});

test("the results page loads more results", async ({ page }) => {
  await page.goto("/search/?q=plush");
  const cards = page.getByTestId("product-card");
  await expect(cards).toHaveCount(50);
  const showing = page.getByText(/^Showing 50 of \d+ products$/);
  const total = Number((await showing.innerText()).match(/of (\d+)/)![1]);
  expect(total).toBeGreaterThan(50);
  await page.getByRole("link", { name: "Load more" }).click();
  await expect(page).toHaveURL(/\/search\/\?q=plush&page=2$/);
  await expect(cards).toHaveCount(Math.min(100, total));
});
