import { expect, test } from "./fixtures.ts";
import { firstPrice, jsonLd } from "./helpers.ts";

test("home → category → product, with titles and structured data", async ({ page }) => {
  const home = await page.goto("/");
  expect(home?.status()).toBe(200);
  await expect(page).toHaveTitle("Petsies");
  const homeLd = await jsonLd(page);
  expect(homeLd.map((o) => o["@type"])).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await page.getByRole("banner").getByRole("button", { name: "Products" }).click();
  const menu = page.getByRole("navigation", { name: "Products" });
  for (const column of ["Custom Pet Lookalikes", "Household", "Apparel and Accessories", "Other Products"]) {
    await expect(menu.getByText(column, { exact: true })).toBeVisible();
  }
  await menu.getByRole("link", { name: "Accessories", exact: true }).click();
  await expect(page).toHaveURL(/\/c\/petsies-accessories\/$/);
  await expect(page).toHaveTitle(/\| Petsies$/);
  const products = page.getByTestId("product-card");
  await expect(products.first()).toBeVisible();
  const name = (await products.first().getByRole("heading").innerText()).trim();

  await products.first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/p\/[^/]+\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page).toHaveTitle(`${name} | Petsies`);
  await expect(page.getByText("In stock!")).toBeVisible();
  await expect(page.getByTestId("price").first()).toHaveText(/^\$\d/);
  const productLd = (await jsonLd(page)).find((o) => o["@type"] === "Product") as Record<string, any>;
  expect(productLd.name).toBe(name);
  expect(productLd.offers.priceCurrency).toBe("USD");
  expect(productLd.offers.availability).toBe("https://schema.org/InStock");
});

test("an out-of-stock product says so and is not listed", async ({ page, request }) => {
  // The demo catalogue's personalised name tag is sold out.
  const listed = await request.get("/api/catalog/product?size=500");
  const skus = ((await listed.json()).result.items as { sku: string }[]).map((p) => p.sku);
  expect(skus).not.toContain("personalised_name_tag");
  await page.goto("/p/personalised_name_tag/");
  await expect(page.getByText("Out of the stock!")).toBeVisible();
  const productLd = (await jsonLd(page)).find((o) => o["@type"] === "Product") as Record<string, any>;
  expect(productLd.offers.availability).toBe("https://schema.org/OutOfStock");
});

test("a configurable product shows its child at /p/parent/child/", async ({ page }) => {
  await page.goto("/p/gift_box/gift_box_dog/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("price").first()).toHaveText(/^\$\d/);
});

test("an unknown path renders the not-found page with status 404, server-rendered", async ({ page, request }) => {
  for (const path of ["/no-such-page-anywhere/", "/p/no-such-sku/", "/c/no-such-category/", "/p/gift_box/not-a-child/"]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page).toHaveTitle("Page not found | Petsies");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  }
  // The HTML itself carries the page, so it reads without JavaScript too.
  const html = await (await request.get("/no-such-page-anywhere/")).text();
  expect(html).toMatch(/<h1[^>]*>Page not found<\/h1>/);
});

test("a category that groups others links to each of them", async ({ page }) => {
  await page.goto("/c/blankets/");
  const types = page.getByRole("navigation", { name: "Shop Blankets by type" });
  await expect(types.getByRole("link")).toHaveText(["Renaissance Blankets", "Cut-Out Blankets"]);
  await types.getByRole("link", { name: "Cut-Out Blankets" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Cut-Out Blankets" })).toBeVisible();
  await expect(page.getByTestId("product-card").first()).toBeVisible();
});

test("content pages live at their slug", async ({ page }) => {
  const res = await page.goto("/shipping-and-returns/");
  expect(res?.status()).toBe(200);
  await expect(page.getByText("$13.95").first()).toBeVisible();
  expect((await page.goto("/cms/shipping-and-returns/"))?.status()).toBe(404);
});

test("the currency switch changes the prices shown", async ({ page }) => {
  await page.goto("/c/petsies-accessories/");
  const usd = await firstPrice(page);
  expect(usd).toMatch(/^\$\d/);
  await page.getByRole("banner").getByLabel("Currency").selectOption("EUR");
  await expect(page.getByTestId("price").first()).toHaveText(/^€\d/);
  const eur = await firstPrice(page);
  expect(eur).not.toBe(usd.replace("$", "€"));
  await page.reload();
  await expect(page.getByTestId("price").first()).toHaveText(eur);
  // Amounts written in content follow the currency too (the priceValue directive), not only product prices.
  await page.goto("/");
  await expect(page.getByText(/Handmade lookalike stuffed animals, from €\d/)).toBeVisible();
  await expect(page.getByText(/from \$239/)).toHaveCount(0);
});

test("page paths get their trailing slash; API paths are exact", async ({ request }) => {
  const page = await request.get("/c/petsies-accessories?sort=x", { maxRedirects: 0 });
  expect(page.status()).toBe(308);
  expect(page.headers()["location"]).toMatch(/\/c\/petsies-accessories\/\?sort=x$/);
  const api = await request.get("/api/health", { maxRedirects: 0 });
  expect(api.status()).toBe(200);
  const apiSlash = await request.get("/api/health/", { maxRedirects: 0 });
  expect(apiSlash.status()).toBe(404);
  const post = await request.post("/api/ext/mailchimp-subscribe/subscribe", {
    data: { email: "e2e@example.com" },
    maxRedirects: 0,
  });
  expect(post.status()).toBe(200);
});

test("a configurable product's option is chosen from the URL query and written back to it", async ({ page }) => {
  await page.goto("/p/petsies_hoodie/?size=m");
  const sizes = page.getByRole("group", { name: "Size" });
  await expect(sizes.getByRole("link", { name: "M", exact: true })).toHaveAttribute("aria-current", "true");
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical).toMatch(/\/p\/petsies_hoodie\/petsies_hoodie_m\/$/);

  await sizes.getByRole("link", { name: "XL", exact: true }).click();
  await expect(page).toHaveURL(/\/p\/petsies_hoodie\/\?size=XL$/);
  await expect(sizes.getByRole("link", { name: "XL", exact: true })).toHaveAttribute("aria-current", "true");

  await page.goto("/p/petsies_hoodie/?size=3XL");
  await expect(
    page.getByText("No such configuration for the product. Please do choose another combination of attributes."),
  ).toBeVisible();
});
