import { randomUUID } from "node:crypto";
import { expect, test } from "./fixtures.ts";
import { addProduct, expectNoSeriousViolations, fillCheckout, mailsTo } from "./helpers.ts";

test.describe("checkout", () => {
  test("a guest orders two products with the test card and gets an order number and an e-mail", async ({ page }) => {
    const email = `ann-${randomUUID().slice(0, 8)}@example.com`;
    await addProduct(page, "/p/petsies_bandana/");
    await addProduct(page, "/p/plush_care_kit/");
    await page.goto("/checkout/cart/");
    await page.getByRole("link", { name: "Go to Checkout" }).first().click();
    await expect(page).toHaveURL(/\/checkout\/onepage\/$/);
    await expect(page.getByTestId("review-items").getByRole("listitem")).toHaveCount(2);

    await fillCheckout(page, email, "card");
    await expect(page.getByTestId("cart-totals").locator('[data-segment="shipping"]')).toContainText("$19.90");
    await page.getByRole("button", { name: "Place order" }).click();

    await expect(page).toHaveURL(/\/checkout\/onepage\/success\/$/);
    const number = (await page.getByTestId("order-number").innerText()).replace("#", "");
    expect(number).toMatch(/^\d{9}$/);
    // The cart was emptied: the header link no longer counts items.
    await expect(page.getByRole("banner").getByRole("link", { name: "Cart", exact: true })).toBeVisible();
    await expect.poll(async () => (await mailsTo(email)).map((m) => m.subject)).toEqual([`Your Petsies order #${number}`]);
  });

  test("tells the shopper what is missing, at the field, and scrolls to the first one", async ({ page }) => {
    await addProduct(page, "/p/petsies_bandana/");
    await page.goto("/checkout/onepage/");
    await page.locator("#personal-firstName").fill("Ann");
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.locator("#personal-lastName")).toBeFocused();
    await expect(page.locator("#personal-lastName-error")).toHaveText("Field is required");
    await page.locator("#shipping-phoneNumber").fill("12");
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.locator("#shipping-phoneNumber-error")).toHaveText("Please enter a valid phone number for the selected country.");
    await expect(page.locator("#terms-error")).toHaveText("Please accept the terms and conditions.");
  });

  test("a declined card says so and keeps the cart", async ({ page }) => {
    const email = `declined-${randomUUID().slice(0, 8)}@example.com`;
    await addProduct(page, "/p/petsies_bandana/");
    await page.goto("/checkout/onepage/");
    await fillCheckout(page, email, "card", "4000 0000 0000 0002");
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Your card was declined." })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\/onepage\/$/);
    await page.goto("/checkout/cart/");
    await expect(page.getByRole("link", { name: "Go to Checkout" }).first()).toBeVisible();
    expect(await mailsTo(email)).toEqual([]);
  });

  test("an order placed offline waits, is not shown as placed, and is placed once back online", async ({ page, context }) => {
    const email = `offline-${randomUUID().slice(0, 8)}@example.com`;
    await addProduct(page, "/p/petsies_bandana/");
    await page.goto("/checkout/onepage/");
    await fillCheckout(page, email, "checkmo");
    await context.setOffline(true);
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByTestId("order-queued")).toContainText("has not been placed yet");
    await expect(page).toHaveURL(/\/checkout\/onepage\/$/);
    expect(await mailsTo(email)).toEqual([]);

    await context.setOffline(false);
    await expect(page.getByText(/Your order #\d{9} has been placed/)).toBeVisible({ timeout: 15_000 });
    await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
    // A reload runs the queue again: nothing is left in it, and nothing is placed twice.
    await page.reload();
    await page.waitForTimeout(1000);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  test("a guest who asks for an account at checkout is signed in and finds the order in their account", async ({ page }) => {
    const email = `account-${randomUUID().slice(0, 8)}@example.com`;
    await addProduct(page, "/p/petsies_bandana/");
    await page.goto("/checkout/onepage/");
    await fillCheckout(page, email, "checkmo");
    await page.getByLabel("Create an account to follow your order through production").check();
    await page.locator("#account-password").fill("short");
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.locator("#account-password-error")).toBeVisible();
    await page.locator("#account-password").fill("Plush-lover-7");
    await page.locator("#account-passwordConfirm").fill("Plush-lover-7");
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page).toHaveURL(/\/checkout\/onepage\/success\/$/);
    const number = (await page.getByTestId("order-number").innerText()).replace("#", "");
    await page.goto("/my-account/order-history/");
    await expect(page).toHaveURL(/\/my-account\/order-history\/$/);
    await expect(page.getByText(`Order #${number}`)).toBeVisible();
  });

  test("a guest paying by check / money order is told how at checkout, on the success page and in the e-mail; the success page shows the order and offers an account, to this browser only", async ({ page, browser }) => {
    const email = `check-${randomUUID().slice(0, 8)}@example.com`;
    await addProduct(page, "/p/petsies_bandana/");
    await page.goto("/checkout/onepage/");
    await fillCheckout(page, email, "checkmo");
    // Picking the method tells to whom and where (the payment method's configuration).
    await expect(page.getByTestId("payment-instructions")).toHaveText(
      "Make your check or money order payable to Petsies, write your order number on it and mail it to Petsies Orders, PO Box 1000, Albany, NY 12207, USA. We start on your order when it arrives.",
    );
    await expect(page.getByRole("radio", { name: "Check / Money order" })).toHaveAccessibleDescription(/payable to Petsies/);
    await page.getByRole("button", { name: "Place order" }).click();

    await expect(page).toHaveURL(/\/checkout\/onepage\/success\/$/);
    const number = (await page.getByTestId("order-number").innerText()).replace("#", "");
    const instructions = `Make your check or money order payable to Petsies, write order #${number} on it and mail it to Petsies Orders, PO Box 1000, Albany, NY 12207, USA. We start on your order when it arrives.`;
    await expect(page.getByTestId("success-payment-instructions")).toContainText(instructions);
    await expect(page.getByTestId("success-item")).toHaveCount(1);
    await expect(page.getByTestId("success-item")).toContainText("1 × Petsies Paw Print Bandana");
    await expect(page.getByTestId("success-summary").getByRole("row", { name: /Grand Total/ })).toContainText("$");
    await expect(page.getByTestId("success-address")).toContainText("1 Main St");
    await expect(page.getByTestId("success-address")).toContainText("Albany, New York 12207");
    await expect(page.getByTestId("success-next-steps")).toContainText("We pack and post Petsies Paw Print Bandana.");
    await expect(page.getByTestId("success-next-steps")).toContainText("When your parcel ships, we e-mail you its tracking number.");
    // A guest is offered an account, the e-mail filled in.
    const offer = page.getByTestId("success-account-offer");
    await expect(offer.getByRole("heading", { name: "Create an account" })).toBeVisible();
    await expect(offer.getByLabel("E-mail")).toHaveValue(email);
    await expectNoSeriousViolations(page);

    await expect.poll(async () => (await mailsTo(email)).find((m) => m.subject === `Your Petsies order #${number}`)?.text ?? "").toContain(instructions);

    // Another browser finds no order there: an order is never read by its number.
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const stranger = await other.newPage();
    await stranger.goto("/checkout/onepage/success/");
    await expect(stranger.getByTestId("checkout-success")).toContainText("Your order has been placed.");
    await expect(stranger.getByTestId("order-number")).toHaveCount(0);
    await expect(stranger.getByTestId("success-summary")).toHaveCount(0);
    await other.close();
  });
});
