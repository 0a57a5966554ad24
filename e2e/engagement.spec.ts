import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { addProduct, checkOutVirtualCart, expectNoSeriousViolations, fillCheckout, mailsTo } from "./helpers.ts";

const PASSWORD = "Paws-and-Whiskers-9";
const uniqueEmail = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.com`;
const notification = (page: Page, text: string | RegExp) => page.getByTestId("notification").filter({ hasText: text });

async function createAccount(request: APIRequestContext, email: string) {
  const res = await request.post("/api/user/create", { data: { customer: { email, firstname: "Ann", lastname: "Lee" }, password: PASSWORD } });
  expect(res.status()).toBe(200);
}

async function signIn(page: Page, email: string) {
  await page.goto("/sign-in/");
  await page.locator("#sign-in-email").fill(email);
  await page.locator("#sign-in-password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/my-account\/$/);
}

test("a review: logged out Write a review asks to log in; logged in it awaits approval until the product is bought, then shows on the product and on /reviews/", async ({ page, request }) => {
  await page.goto("/p/plush_care_kit/");
  await page.getByRole("button", { name: "Write a review" }).click();
  await expect(page.getByRole("dialog", { name: "Sign in" })).toBeVisible();
  await page.keyboard.press("Escape");

  const email = uniqueEmail("reviewer");
  await createAccount(request, email);
  await signIn(page, email);
  const openReview = async () => {
    await page.goto("/p/plush_care_kit/");
    await page.getByRole("button", { name: "Write a review" }).click();
    const modal = page.getByRole("dialog", { name: "Review Plush Care Kit" });
    await expect(modal).toBeVisible();
    return modal;
  };
  let modal = await openReview();

  // Nothing filled: the errors show at their fields and the rating takes focus.
  await modal.getByRole("button", { name: "Submit review" }).click();
  await expect(modal.getByText("Choose a rating from 1 to 5 stars")).toBeVisible();
  await expect(modal.getByRole("radio", { name: "1 star", exact: true })).toBeFocused();

  // Not bought yet: the review waits for the shop's approval and shows nowhere.
  const unbought = `Before buying ${randomUUID().slice(0, 4)}`;
  await modal.locator("label").filter({ hasText: "5 stars" }).click();
  await modal.getByLabel("Title").fill(unbought);
  await modal.getByLabel("Your name as shown").fill("Ann L.");
  await modal.getByLabel("Your review").fill("It looks handy, we will see once it arrives.");
  await modal.getByRole("button", { name: "Submit review" }).click();
  await expect(modal).toBeHidden();
  await expect(notification(page, "Thank you! Your review will appear once we have approved it.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: "Write a review" })).toBeVisible();
  await expect(page.getByTestId("review").filter({ hasText: unbought })).toHaveCount(0);

  // Bought: the review (the same one, rewritten) is published at once.
  await addProduct(page, "/p/plush_care_kit/");
  await page.goto("/checkout/onepage/");
  // The form settles once the regions are there (the saved details and the profile fill it first).
  await expect(page.locator("#shipping-region_id option", { hasText: "New York" })).toHaveCount(1);
  await fillCheckout(page, email, "card");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/checkout\/onepage\/success\/$/);

  modal = await openReview();
  const title = `Keeps our plush clean ${randomUUID().slice(0, 4)}`;
  await modal.locator("label").filter({ hasText: "4 stars" }).click();
  await expect(modal.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await modal.getByLabel("Title").fill(title);
  await modal.getByLabel("Your name as shown").fill("Ann <b>L.</b>");
  await modal.getByLabel("Your review").fill("The brush is soft and the spray lifted a coffee stain from our Forevers plush.");
  await modal.getByRole("button", { name: "Submit review" }).click();
  await expect(modal).toBeHidden();
  await expect(notification(page, "Thank you! Your review is published.")).toBeVisible();

  const onProduct = page.getByTestId("review").filter({ hasText: title });
  await expect(onProduct).toBeVisible();
  await expect(onProduct).toContainText("Ann <b>L.</b>");
  await page.reload();
  await expect(page.getByTestId("review").filter({ hasText: title })).toBeVisible();
  await expect(page.getByTestId("product-rating-link")).toBeVisible();

  await page.goto("/reviews/");
  await expect(page.getByTestId("review").first()).toContainText(title);
  await expect(page.getByTestId("review").first()).toContainText("Plush Care Kit");
});

test("/reviews/ shows the store rating by star and loads more reviews; it passes axe", async ({ page }) => {
  await page.goto("/reviews/");
  const summary = page.getByTestId("rating-summary");
  await expect(summary.getByRole("img", { name: /out of 5 stars/ })).toBeVisible();
  await expect(summary.getByRole("rowheader", { name: "5 stars" })).toBeVisible();
  const before = await page.getByTestId("review").count();
  expect(before).toBe(10);
  await page.getByRole("button", { name: "Load more" }).click();
  await expect.poll(() => page.getByTestId("review").count()).toBeGreaterThan(before);
  await expectNoSeriousViolations(page);

  // Sharing a story: checked at each field, then sent.
  const story = page.getByRole("region", { name: "Tell us your story" });
  await story.getByRole("button", { name: "Send" }).click();
  await expect(story.getByLabel("Your name")).toBeFocused();
  await expect(story.getByText("Please let us publish your story, or keep it for another time")).toBeVisible();
  await story.getByLabel("Your name").fill("Ann");
  await story.getByLabel("Your e-mail address").fill(uniqueEmail("storyteller"));
  await story.getByLabel("Your story").fill("Our Forevers plush of Biscuit sits on the sofa where he used to nap.");
  await story.getByLabel("Petsies may publish my story and first name.").check();
  await story.getByRole("button", { name: "Send" }).click();
  await expect(story.getByRole("status").filter({ hasText: "Thank you" })).toHaveText("Thank you for sharing your story!");
});

test("a guest's wish list joins the account at login and shows on /my-account/wishlist/", async ({ page, request }) => {
  await page.goto("/p/petsies_bandana/");
  const heart = page.getByRole("button", { name: "Save to wish list" });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(page.getByRole("button", { name: "Save to wish list" })).toHaveAttribute("aria-pressed", "true");

  const email = uniqueEmail("wisher");
  await createAccount(request, email);
  await signIn(page, email);
  await page.getByRole("navigation", { name: "My account" }).getByRole("link", { name: "Wish list" }).click();
  await expect(page).toHaveURL(/\/my-account\/wishlist\/$/);
  await expect(page.getByTestId("wishlist-item")).toHaveCount(1);
  await expect(page.getByTestId("wishlist-item")).toContainText("Bandana");
  // Kept on the account: the browser's guest list was cleared once merged.
  expect(await page.evaluate(() => localStorage.getItem("wishlist"))).toBeNull();

  await page.getByRole("button", { name: /Remove .*Bandana.* from your wish list/ }).click();
  await expect(page.getByText("Your wish list is empty.")).toBeVisible();
});

test("compare two products side by side; /compare/ passes axe", async ({ page }) => {
  await page.goto("/p/petsies_bandana/");
  await page.getByRole("button", { name: "Add to compare" }).click();
  await expect(page.getByRole("button", { name: "Add to compare" })).toHaveAttribute("aria-pressed", "true");
  await page.goto("/p/plush_care_kit/");
  await page.getByRole("button", { name: "Add to compare" }).click();
  await page.getByRole("link", { name: "Compare 2 products" }).click();
  await expect(page).toHaveURL(/\/compare\/$/);
  const table = page.getByTestId("compare-table");
  await expect(table.getByRole("columnheader")).toHaveCount(2);
  await expect(table.getByRole("rowheader", { name: "Price" })).toBeVisible();
  await expect(table.getByRole("rowheader", { name: "Availability" })).toBeVisible();
  await expect(table).toContainText("Plush Care Kit");
  await expectNoSeriousViolations(page);
});

test("buy an e-mailed gift card; the recipient's code pays on another cart; /giftcards/ passes axe", async ({ page, browser }) => {
  await page.goto("/giftcards/");
  await expectNoSeriousViolations(page);
  const form = page.getByTestId("gift-card-form");
  await form.getByText("Other amount").click();
  await form.getByLabel("Your amount in US dollars").fill("1000");
  await form.getByRole("button", { name: "Add gift card to cart" }).click();
  await expect(form.getByText("Enter a whole-cent amount from $25 to $500")).toBeVisible();
  await expect(form.getByText("Enter the recipient's e-mail address")).toBeVisible();

  const recipient = uniqueEmail("gift-friend");
  await form.getByLabel("Your amount in US dollars").fill("30");
  await form.getByLabel("Your name").fill("Ann");
  await form.getByLabel("Recipient's name").fill("Bo");
  await form.getByLabel("Recipient's e-mail address").fill(recipient);
  await form.getByLabel(/Message/).fill("Happy birthday, Bo!");
  await form.getByRole("button", { name: "Add gift card to cart" }).click();
  await expect(page.getByRole("dialog", { name: /cart/i })).toBeVisible();
  await page.keyboard.press("Escape");

  await checkOutVirtualCart(page, uniqueEmail("gift-buyer"));
  let code = "";
  await expect
    .poll(async () => {
      code = (await mailsTo(recipient)).map((m) => m.text.match(/PETS(-[A-Z0-9]{4}){4}/)?.[0] ?? "").find(Boolean) ?? "";
      return code;
    })
    .not.toBe("");

  // Another shopper's cart takes the code.
  const other = await browser.newContext();
  const shopper = await other.newPage();
  await addProduct(shopper, "/p/petsies_bandana/");
  await shopper.goto("/checkout/cart/");
  const giftCard = shopper.getByRole("region", { name: "Gift card" });
  await giftCard.getByPlaceholder("Gift card code").fill(code);
  await giftCard.getByRole("button", { name: "Apply" }).click();
  await expect(shopper.getByRole("list", { name: "Applied gift cards" })).toContainText("$30.00");
  await other.close();
});

test("buy the inspiration kit and download it from order history and from the confirmation e-mail", async ({ page, request }) => {
  const email = uniqueEmail("kit");
  await createAccount(request, email);
  await signIn(page, email);
  await addProduct(page, "/p/inspiration_kit/");
  const orderNumber = await checkOutVirtualCart(page, email);

  await page.goto("/my-account/order-history/");
  const downloadLink = page.getByRole("link", { name: "Download" }).first();
  await expect(downloadLink).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), downloadLink.click()]);
  expect(download.suggestedFilename()).toBe("petsies-inspiration-kit.pdf");

  let link = "";
  await expect
    .poll(async () => {
      const mail = (await mailsTo(email)).find((m) => m.subject.includes(orderNumber));
      link = mail?.text.match(/https?:\/\/\S+(\/api\/downloads\/links\/[\w-]+)/)?.[1] ?? "";
      return link;
    })
    .not.toBe("");
  const res = await request.get(link);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-disposition"]).toBe('attachment; filename="petsies-inspiration-kit.pdf"');
  expect((await res.body()).subarray(0, 5).toString()).toBe("%PDF-");
});

test("the gift card form shows its first field in error below the sticky header, focused", async ({ page }) => {
  await page.goto("/giftcards/");
  const form = page.getByTestId("gift-card-form");
  const name = form.getByLabel("Your name");
  // The field sits behind the sticky header, in the viewport: focusing it alone would not scroll it out.
  await name.evaluate((input) => window.scrollBy(0, input.getBoundingClientRect().top - 10));
  const header = (await page.locator("[data-sticky-header]").boundingBox())!;
  expect((await name.boundingBox())!.y).toBeLessThan(header.y + header.height);
  await form.getByRole("button", { name: "Add gift card to cart" }).click();

  await expect(name).toBeFocused();
  const label = form.getByText("Your name", { exact: true });
  await expect.poll(async () => (await label.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  await expect(name).toBeInViewport();
});
