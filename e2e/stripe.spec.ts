/**
 * Paying with Stripe in checkout (issue 14). Stripe cannot be reached from these machines: the shop's API talks to
 * a stand-in for Stripe's servers (apps/api/src/test/stripe-stand-in.ts, started by scripts/e2e-server.mjs), and
 * here the browser loads a stand-in for Stripe.js (e2e/stripe-js-stand-in.js) whose calls to api.stripe.com go
 * to that same stand-in. Everything of ours (the storefront, the API, the database) is the real shop.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import type { Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { addProduct, expectNoSeriousViolations, fillCheckout, mailsTo } from "./helpers.ts";

const STRIPE_STAND_IN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3200) + 2}`;
const STRIPE_METHOD = "Card, Apple Pay, Google Pay, Affirm or Amazon Pay";
const NOT_LOADED =
  "The secure payment form could not be loaded (Stripe did not answer: your connection, or a content blocker). Nothing you typed is lost: choose another payment method, or try again.";

/** Stripe.js and Stripe's API as the browser reaches them, answered by the stand-ins; answers the calls to api.stripe.com. */
async function useStripeStandIn(page: Page): Promise<Request[]> {
  const toStripe: Request[] = [];
  await page.route("https://js.stripe.com/**", (route) => route.fulfill({ path: path.join(process.cwd(), "e2e", "stripe-js-stand-in.js"), contentType: "text/javascript" }));
  await page.route("https://api.stripe.com/**", async (route) => {
    toStripe.push(route.request());
    const url = new URL(route.request().url());
    const answer = await route.fetch({ url: STRIPE_STAND_IN + url.pathname + url.search });
    await route.fulfill({ response: answer, headers: { ...answer.headers(), "access-control-allow-origin": "*" } });
  });
  return toStripe;
}

/** Every body the browser sent to the shop's own API. */
function bodiesToShop(page: Page): string[] {
  const bodies: string[] = [];
  page.on("request", (req) => {
    if (new URL(req.url()).pathname.startsWith("/api/")) bodies.push(req.postData() ?? "");
  });
  return bodies;
}

async function toCheckoutWithStripe(page: Page, email: string) {
  await addProduct(page, "/p/plush_care_kit/");
  await page.goto("/checkout/onepage/");
  await fillCheckout(page, email, "checkmo");
  await page.getByRole("radio", { name: STRIPE_METHOD }).check();
}

async function typeCard(page: Page, number: string) {
  await page.getByLabel("Card number", { exact: true }).fill(number);
  await page.getByLabel("Expiry", { exact: true }).fill("12/40");
  await page.getByLabel("CVC", { exact: true }).fill("123");
}

test.describe("checkout with Stripe", () => {
  test("a shopper pays in Stripe's Payment Element: the card goes to Stripe only, and the order is placed once", async ({ page }) => {
    const email = `stripe-${randomUUID().slice(0, 8)}@example.com`;
    const toStripe = await useStripeStandIn(page);
    const toShop = bodiesToShop(page);
    await toCheckoutWithStripe(page, email);
    await typeCard(page, "4242 4242 4242 4242");
    await expectNoSeriousViolations(page, "#stripe-payment");
    await page.getByRole("button", { name: "Place order" }).click();

    await expect(page).toHaveURL(/\/checkout\/onepage\/success\/$/);
    const number = (await page.getByTestId("order-number").innerText()).replace("#", "");
    await expect.poll(async () => (await mailsTo(email)).map((m) => m.subject)).toEqual([`Your Petsies order #${number}`]);
    // The browser confirmed the payment with Stripe once; the shop never saw the card.
    expect(toStripe.map((r) => new URL(r.url()).pathname)).toEqual([expect.stringMatching(/^\/v1\/payment_intents\/pi_[^/]+\/confirm$/)]);
    expect(toStripe[0]!.postData()).toContain("client_secret=");
    expect(toShop.join("\n")).not.toContain("4242");
    expect(toShop.join("\n")).not.toContain("12/40");
  });

  test("an incomplete card and a declined card are told at Stripe's form; the same order then pays with another card", async ({ page }) => {
    const email = `stripe-declined-${randomUUID().slice(0, 8)}@example.com`;
    await useStripeStandIn(page);
    await toCheckoutWithStripe(page, email);
    await page.getByLabel("Card number", { exact: true }).fill("4242");
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.locator("#stripe-payment-error")).toHaveText("Your card number is incomplete.");
    await expect(page.locator("#stripe-payment")).toBeFocused();

    await typeCard(page, "4000 0000 0000 0002");
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.locator("#stripe-payment-error")).toHaveText("Your card was declined.");
    await expect(page).toHaveURL(/\/checkout\/onepage\/$/);
    expect(await mailsTo(email)).toEqual([]);

    await typeCard(page, "4242 4242 4242 4242");
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page).toHaveURL(/\/checkout\/onepage\/success\/$/);
    await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
  });

  test("when Stripe.js cannot load, checkout says so in words, offers the other methods, and keeps what was typed", async ({ page }) => {
    const email = `stripe-blocked-${randomUUID().slice(0, 8)}@example.com`;
    await page.route("https://js.stripe.com/**", (route) => route.abort("blockedbyclient"));
    await toCheckoutWithStripe(page, email);
    await expect(page.locator("#stripe-payment").getByRole("alert")).toContainText(NOT_LOADED);
    await expectNoSeriousViolations(page, "#stripe-payment");
    // Placing the order with Stripe chosen asks for another method, at the form, and asks the shop for nothing.
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.locator("#stripe-payment-error")).toHaveText("Card payments are not available right now: please choose another payment method.");

    await expect(page.locator("#personal-emailAddress")).toHaveValue(email);
    await expect(page.locator("#shipping-streetAddress")).toHaveValue("1 Main St");
    await page.getByRole("radio", { name: "Check / Money order" }).check();
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page).toHaveURL(/\/checkout\/onepage\/success\/$/);
  });
});
