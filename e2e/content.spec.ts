import { expect, test } from "./fixtures.ts";
import { expectNoSeriousViolations, importStory, shop } from "./helpers.ts";

const PROVIDER = /^https:\/\/[^/]*(youtube-nocookie\.com|youtube\.com|ytimg\.com|googlevideo\.com)\//;


/** The storefront path and query of the staff tool's preview link (its host is the configured SITE_URL). */
async function previewPath(fullSlug: string): Promise<string> {
  const link = new URL((await shop("story", "preview-link", fullSlug)).trim());
  return link.pathname + link.search;
}

const page_ = (title: string, text: string) => ({
  component: "page",
  title,
  body: [{ component: "page_section", title: "Section", text }],
});

test("a content page shows its grid and loads nothing from the video provider until play", async ({ page }) => {
  const providerRequests: string[] = [];
  page.on("request", (req) => {
    if (PROVIDER.test(req.url())) providerRequests.push(req.url());
  });
  // The provider is not reachable from the test machine: its player is answered locally once asked for.
  await page.route(PROVIDER, (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title><p>Playing</p>" }));

  await page.goto("/about/");
  await expect(page.getByRole("heading", { level: 1, name: "About Petsies" })).toBeVisible();
  for (const stage of ["1. Design", "2. Pattern", "3. Cut, sew and stuff", "4. Airbrush", "5. Two quality checks"]) {
    await expect(page.getByRole("heading", { name: stage })).toBeVisible();
  }
  await expect(page.getByText("Printed products", { exact: true })).toHaveJSProperty("tagName", "STRONG");

  const play = page.getByRole("button", { name: "Play video: How a Petsies plush is made" });
  await play.scrollIntoViewIfNeeded();
  await expect(play).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(providerRequests).toEqual([]);
  await expect(page.locator("iframe")).toHaveCount(0);

  await play.focus();
  await page.keyboard.press("Enter");
  const player = page.locator('iframe[title="How a Petsies plush is made"]');
  await expect(player).toBeVisible();
  await expect(player).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/kY3bqcx4nJQ?autoplay=1&rel=0");
  await expect(player).toBeFocused();
  await expect.poll(() => providerRequests.length).toBeGreaterThan(0);
  await expect(page.frameLocator('iframe[title="How a Petsies plush is made"]').getByText("Playing")).toBeVisible();
});

test("rich text shows lists, bold text and links, and content pages have no serious accessibility violations", async ({ page }) => {
  await page.goto("/shipping-and-returns/");
  const rates = page.getByRole("heading", { name: "Shipping rates" }).locator("xpath=..");
  await expect(rates.getByRole("heading", { name: "United States" })).toBeVisible();
  await expect(rates.getByText("$24.95 for the first item plus $5.95 for each additional item.")).toBeVisible();
  const returns = page.getByRole("list").filter({ hasText: "return shipping is free" });
  await expect(returns.getByRole("listitem")).toHaveCount(3);
  await expect(returns.getByText("return shipping is free")).toHaveJSProperty("tagName", "STRONG");
  await expectNoSeriousViolations(page);

  await page.goto("/contact/");
  await expect(page.getByRole("link", { name: "support@petsies.com" })).toHaveAttribute("href", "mailto:support@petsies.com");

  await page.goto("/about/");
  await expectNoSeriousViolations(page);
});

test("the editor's preview shows the draft with a valid token, and the published story with an invalid one", async ({ page }) => {
  await importStory({ full_slug: "e2e-preview", name: "E2E preview", content: page_("Published for everyone", "What shoppers see.") }, true);
  const saved = await importStory({ full_slug: "e2e-preview", name: "E2E preview", content: page_("Draft in progress", "Only the editor sees this.") }, false);
  expect(saved).toContain("draft saved; shoppers still see the published version");

  await page.goto("/e2e-preview/");
  await expect(page.getByRole("heading", { level: 1, name: "Published for everyone" })).toBeVisible();

  const preview = await previewPath("e2e-preview");
  const response = await page.goto(preview);
  await expect(page.getByRole("heading", { level: 1, name: "Draft in progress" })).toBeVisible();
  await expect(page.getByText("Only the editor sees this.")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  expect(response?.headers()["cache-control"]).toContain("no-store");

  // The same link with a token that is not the editor's: the published story, still never indexed.
  const forged = preview.replace(/(_storyblok_tk%5Btoken%5D=)([0-9a-f])/, (_, key: string, c: string) => key + (c === "0" ? "1" : "0"));
  expect(forged).not.toBe(preview);
  await page.goto(forged);
  await expect(page.getByRole("heading", { level: 1, name: "Published for everyone" })).toBeVisible();
  await expect(page.getByText("Only the editor sees this.")).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

  // The visual editor's single-component route shows the blocks alone, without the shop's header.
  await page.goto(`/storyblok-empty/${new URL(preview, "http://x").search}`);
  await expect(page.getByText("Only the editor sees this.")).toBeVisible();
  await expect(page.getByRole("banner")).toHaveCount(0);
});

test("a story that is not published yet: its draft in the editor's preview, 'Could not load story' with a bad token, 404 without", async ({ page }) => {
  await importStory({ full_slug: "e2e-coming-soon", name: "Coming soon", content: page_("Coming soon", "Our new range.") }, false);
  const preview = await previewPath("e2e-coming-soon");

  await page.goto(preview);
  await expect(page.getByRole("heading", { level: 1, name: "Coming soon" })).toBeVisible();

  await page.goto(preview.replace(/_storyblok_tk%5Btimestamp%5D=\d+/, "_storyblok_tk%5Btimestamp%5D=1700000000"));
  await expect(page.getByRole("heading", { level: 1, name: "Could not load story" })).toBeVisible();
  await expect(page.getByText("Our new range.")).toHaveCount(0);

  const missing = await page.goto("/e2e-coming-soon/");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
});

test("a missing content page is a 404 with the not-found story", async ({ page }) => {
  const response = await page.goto("/no-such-story-here/");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
});

test("directives in a story show catalogue prices; one that cannot be evaluated makes the page say 'Could not load story'", async ({ page }) => {
  await importStory({ full_slug: "e2e-prices", name: "Prices", content: page_("Prices", "Forevers from {{productPrice ForeversDog_bundle,false,plain}} each.") }, true);
  await page.goto("/e2e-prices/");
  await expect(page.getByText(/^Forevers from \$\d+\.\d\d each\.$/)).toBeVisible();

  await importStory({ full_slug: "e2e-broken", name: "Broken", content: page_("Broken", "Now {{productPrice no_such_product,false}}.") }, true);
  await page.goto("/e2e-broken/");
  await expect(page.getByRole("heading", { level: 1, name: "Could not load story" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Section" })).toHaveCount(0);
  // The error is not what search engines should keep for this address.
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await page.goto("/e2e-prices/");
  await expect(page.locator('head meta[name="robots"][content*="noindex"]')).toHaveCount(0);
});

test("the home story at the root and at the store-code root; content pages under the store code", async ({ page }) => {
  for (const root of ["/", "/us/"]) {
    await page.goto(root);
    await expect(page.locator("h1")).toHaveText(/Petsies/);
  }
  await page.goto("/us/about/");
  await expect(page.getByRole("heading", { level: 1, name: "About Petsies" })).toBeVisible();
});

test("on a wide screen a section sets its words beside its picture; pictures fit the banner they are cut to", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  const heading = (await page.getByRole("heading", { name: "Your pet, handmade into a plush you can hug" }).boundingBox())!;
  const hero = page.getByRole("img", { name: /A plush dog, cat and rabbit/ });
  const picture = (await hero.boundingBox())!;
  // Beside the words, and reaching the right edge of the 1272 px page, not leaving a third of it empty.
  expect(picture.x).toBeGreaterThan(heading.x + heading.width);
  expect(picture.x + picture.width).toBeGreaterThan(1200);
  expect(picture.y).toBeLessThan(heading.y + heading.height);
  // The "Made by hand" picture is drawn for a banner, so the banner's cut keeps the whole plush.
  const madeByHand = page.getByRole("img", { name: /rabbit on the worktable/ });
  await madeByHand.scrollIntoViewIfNeeded();
  await expect.poll(() => madeByHand.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const source = await page.request.get("/api/media/catalog/made-by-hand.webp");
  expect(source.status()).toBe(200);
});
