import { expect, test } from "./fixtures.ts";

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the side menu opens, lists the columns and Useful Links, and navigates", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const side = page.getByRole("dialog", { name: "Menu" });
    await expect(side).toBeVisible();
    for (const group of ["Custom Pet Lookalikes", "Household", "Apparel and Accessories", "Other Products", "Useful Links"]) {
      await expect(side.getByText(group, { exact: true })).toBeVisible();
    }
    await side.getByText("Apparel and Accessories", { exact: true }).click();
    await side.getByRole("link", { name: "Accessories", exact: true }).click();
    await expect(page).toHaveURL(/\/c\/petsies-accessories\/$/);
    await expect(page.getByTestId("product-card").first()).toBeVisible();
  });

  test("the header's currency, quick search and the added notice fit a phone", async ({ page }) => {
    await page.goto("/p/petsies_bandana/");
    // The currency shows its whole code, not "US…", and is still the labelled select.
    await expect(page.getByTestId("currency-code")).toHaveText("USD");
    const code = (await page.getByTestId("currency-code").boundingBox())!;
    expect(code.x + code.width).toBeLessThanOrEqual(390);

    // Long product names in quick results wrap inside the screen.
    await page.getByRole("button", { name: /search/i }).first().click();
    await page.getByRole("searchbox").fill("for any animal");
    const results = page.getByRole("list", { name: "Quick results" }).getByRole("link");
    await expect(results.first()).toBeVisible();
    for (const box of await results.evaluateAll((links) => links.map((l) => l.getBoundingClientRect().right))) {
      expect(box).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole("button", { name: "Close search" }).click();

    // "Added" does not cover the line it announces in the full-width minicart.
    await page.getByRole("button", { name: "Add to cart" }).click();
    const minicart = page.getByRole("dialog", { name: /Your cart/ });
    const line = minicart.getByRole("listitem").first();
    await expect(line).toBeVisible();
    const notice = page.getByTestId("notification").first();
    await expect(notice).toBeVisible();
    const [a, b] = [(await line.boundingBox())!, (await notice.boundingBox())!];
    expect(a.y + a.height <= b.y || b.y + b.height <= a.y, `line ${JSON.stringify(a)} notice ${JSON.stringify(b)}`).toBe(true);
  });

  test("Escape closes the side menu and returns focus to its button", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Open menu" });
    await button.click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test("the wide header and footer carry the shell of spec §2", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  const header = page.getByRole("banner");
  for (const name of ["Gift Cards", "Reviews", "Pricing"]) await expect(header.getByRole("link", { name })).toBeVisible();
  await expect(header.getByRole("link", { name: "My account" })).toBeVisible();
  const currency = header.getByLabel("Currency");
  await expect(currency.locator("option", { hasText: "USD (US Dollar)" })).toHaveCount(1);
  await expect(currency.locator("option", { hasText: "EUR (Euro)" })).toHaveCount(1);

  const footer = page.getByRole("contentinfo");
  for (const heading of ["Company", "Services", "Account", "Quick Links"]) {
    await expect(footer.getByRole("heading", { name: heading })).toBeVisible();
  }
  for (const social of ["facebook", "instagram", "twitter", "pinterest", "tiktok"]) {
    await expect(footer.getByRole("link", { name: new RegExp(social, "i") })).toBeVisible();
  }
  for (const link of ["Contact Us", "Terms", "Privacy Policy", "California Privacy Notice", "Notice of Financial Incentive"]) {
    await expect(footer.getByRole("link", { name: link, exact: true })).toBeVisible();
  }

  // Desktop: the mega-menu opens by keyboard and Escape closes it, returning focus.
  const products = header.getByRole("button", { name: "Products" });
  await products.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("navigation", { name: "Products" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("navigation", { name: "Products" })).toBeHidden();
  await expect(products).toBeFocused();
});

test("the mega-menu opens on hover; the click that follows the hover keeps it open; leaving closes it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  const products = page.getByRole("banner").getByRole("button", { name: "Products" });
  const menu = page.getByRole("navigation", { name: "Products" });
  await products.hover();
  await expect(menu).toBeVisible();
  await products.click();
  await expect(menu).toBeVisible();
  await expect(products).toHaveAttribute("aria-expanded", "true");
  await page.mouse.move(5, 5);
  await expect(menu).toBeHidden();
});

test("the newsletter form validates and subscribes", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  const email = footer.getByLabel("E-mail");
  await footer.getByRole("button", { name: /subscribe/i }).click();
  await expect(footer.getByText("Field is required")).toBeVisible();
  await email.fill("not-an-address");
  await footer.getByRole("button", { name: /subscribe/i }).click();
  await expect(footer.getByText("Please enter a valid e-mail address")).toBeVisible();
  await email.fill("newsletter-e2e@example.com");
  await footer.getByRole("button", { name: /subscribe/i }).click();
  await expect(footer.getByText("Thank you for subscribing!")).toBeVisible();
});

test("the error page uses the minimal layout", async ({ page }) => {
  await page.goto("/error/");
  await expect(page.getByRole("link", { name: /petsies/i }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Products" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
});
