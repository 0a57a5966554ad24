import { expect, test } from "./fixtures.ts";
import { addProduct, expectNoSeriousViolations } from "./helpers.ts";

// The page types the other journeys do not already check with axe (cart, configurator, account, content,
// reviews, gift cards, compare, the modals and the banner are checked where they are tested).
const PAGES = [
  { path: "/", what: "home" },
  { path: "/c/petsies-accessories/", what: "category" },
  { path: "/p/petsies_bandana/", what: "simple product" },
  { path: "/p/petsies_hoodie/?size=m", what: "configurable product" },
  { path: "/p/gift_box/gift_box_dog/", what: "configurable child" },
  { path: "/search/?q=plush", what: "search results" },
  { path: "/pricing/", what: "content page" },
  { path: "/no-such-page-here/", what: "not found" },
];

for (const { path, what } of PAGES) {
  test(`axe finds nothing serious on a ${what} page (${path})`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test("axe finds nothing serious on the checkout, empty and with its errors", async ({ page }) => {
  await addProduct(page, "/p/petsies_bandana/");
  await page.goto("/checkout/onepage/");
  await expect(page.getByRole("button", { name: "Place order" })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.locator("#personal-firstName")).toBeFocused();
  await expectNoSeriousViolations(page);
});
