import { expect, test } from "./fixtures.ts";

test("legacy /giftbox/ lands on the gift box with the dog child chosen", async ({ page, request }) => {
  const hop = await request.get("/giftbox/", { maxRedirects: 0 });
  expect(hop.status()).toBe(301);
  expect(hop.headers()["location"]).toMatch(/\/p\/gift_box\/gift_box_dog\/$/);

  const res = await page.goto("/giftbox/");
  expect(res?.status()).toBe(200);
  await expect(page).toHaveURL(/\/p\/gift_box\/gift_box_dog\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Gift Box/i);
});

test("legacy /accessories/ lands on the accessories category, even without its slash", async ({ page, request }) => {
  const hop = await request.get("/accessories", { maxRedirects: 0 });
  expect(hop.status()).toBe(301);
  expect(hop.headers()["location"]).toMatch(/\/c\/petsies-accessories\/$/);

  await page.goto("/accessories/");
  await expect(page).toHaveURL(/\/c\/petsies-accessories\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accessories");
  await expect(page.getByTestId("product-card").first()).toBeVisible();
});

test("seeded URL rewrites redirect with their own code", async ({ page, request }) => {
  const permanent = await request.get("/custom-plush/?ref=mail", { maxRedirects: 0 });
  expect(permanent.status()).toBe(301);
  expect(permanent.headers()["location"]).toMatch(/\/p\/ForeversDog_bundle\/\?ref=mail$/);
  const temporary = await request.get("/holiday-gifts/", { maxRedirects: 0 });
  expect(temporary.status()).toBe(302);
  expect(temporary.headers()["location"]).toMatch(/\/c\/petsies-accessories\/$/);

  await page.goto("/custom-plush/");
  await expect(page).toHaveURL(/\/p\/ForeversDog_bundle\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Custom Dog Plush (Forevers)");

  // Nothing lives at an unknown path and it has no rewrite: the not-found page with a real 404.
  expect((await request.get("/no-such-rewrite/", { maxRedirects: 0 })).status()).toBe(404);
});

test("legacy cross-sell ids go to their cross-sell page, unknown ids to the cart", async ({ page, request }) => {
  const known = await request.get("/cross-sells/index/index/id/73/", { maxRedirects: 0 });
  expect(known.status()).toBe(301);
  expect(known.headers()["location"]).toMatch(/\/cross-sells\/p\/ForeversDog_bundle\/$/);
  const unknown = await request.get("/cross-sells/index/index/id/9999/", { maxRedirects: 0 });
  expect(unknown.status()).toBe(302);
  expect(unknown.headers()["location"]).toMatch(/\/checkout\/cart\/$/);

  await page.goto("/cross-sells/index/index/id/253/");
  await expect(page).toHaveURL(/\/cross-sells\/p\/customPillow_bundle\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Custom Pet Pillow");
  await expect(page.getByRole("link", { name: "Go to cart" })).toHaveAttribute("href", "/checkout/cart/");
  expect((await request.get("/cross-sells/p/no-such-sku/")).status()).toBe(404);
});

test("a product's url_path shows the product, with the /p/ page as its canonical", async ({ page }) => {
  const res = await page.goto("/custom-dog-plush/");
  expect(res?.status()).toBe(200);
  await expect(page).toHaveURL(/\/custom-dog-plush\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Custom Dog Plush (Forevers)");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/p\/ForeversDog_bundle\/$/);

  // A configurable child's url_path shows its parent's page with the child chosen (childSku travels as a query).
  await page.goto("/petsies-gift-box-dog/");
  await expect(page).toHaveURL(/\/petsies-gift-box-dog\/$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/p\/gift_box\/gift_box_dog\/$/);

  // A category's url_path shows the category page.
  await page.goto("/photo-pillows-designs/");
  await expect(page.getByTestId("product-card").first()).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/c\/photo-pillows-designs\/$/);
});

test("sitemap.xml lists product pages at absolute canonical URLs, and robots.txt points to it", async ({ request }) => {
  const res = await request.get("/sitemap.xml");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("xml");
  const xml = await res.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);
  expect(locs).toContainEqual(expect.stringMatching(/^https?:\/\/[^/]+\/p\/ForeversDog_bundle\/$/));
  expect(locs).toContainEqual(expect.stringMatching(/\/c\/petsies-accessories\/$/));
  expect(locs).toContainEqual(expect.stringMatching(/\/about\/$/));
  expect(locs.some((l) => l.includes("page-not-found"))).toBe(false);
  expect(locs.every((l) => l.endsWith("/"))).toBe(true);

  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: https?:\/\/[^/]+\/sitemap\.xml/);
});

test("a configurable's child visited directly moves to its parent's page for good", async ({ page, request }) => {
  const res = await request.get("/p/gift_box_dog/", { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers()["location"]).toMatch(/\/p\/gift_box\/gift_box_dog\/$/);
  await page.goto("/p/gift_box_dog/");
  await expect(page).toHaveURL(/\/p\/gift_box\/gift_box_dog\/$/);
  expect((await request.get("/p/simpleForeversDog_small/", { maxRedirects: 0 })).status()).toBe(404);
});

test("with the store-code prefix on, /us/c/{slug}/ shows the category and /us/ the home page", async ({ page }) => {
  const category = await page.goto("/us/c/petsies-accessories/");
  expect(category?.status()).toBe(200);
  await expect(page).toHaveURL(/\/us\/c\/petsies-accessories\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Accessories");
  await expect(page.getByTestId("product-card").first()).toBeVisible();
  const home = await page.goto("/us/");
  expect(home?.status()).toBe(200);
  await expect(page).toHaveTitle(/Petsies/);
  const missing = await page.goto("/us/no-such-page/");
  expect(missing?.status()).toBe(404);
});
