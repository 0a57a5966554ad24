import { randomUUID } from "node:crypto";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousViolations, mailsTo } from "./helpers.ts";


// A first visit: nothing remembered, and the shopper has been around for a minute already.
test.use({ storageState: { cookies: [], origins: [] } });

test("the newsletter invitation opens once, validates, subscribes and e-mails the 10% code", async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem("newsletter-first-visit")) localStorage.setItem("newsletter-first-visit", String(Date.now() - 60_000));
  });
  const email = `news-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto("/");
  const modal = page.getByRole("dialog", { name: "10% off your first order" });
  await expect(modal).toBeVisible();
  await expectNoSeriousViolations(page, "[data-modal-host]");

  await modal.getByRole("button", { name: "Subscribe" }).click();
  await expect(modal.getByText("Field is required")).toBeVisible();
  await modal.getByLabel("E-mail").fill("not-an-address");
  await modal.getByRole("button", { name: "Subscribe" }).click();
  await expect(modal.getByText("Please enter a valid e-mail address")).toBeVisible();
  await modal.getByLabel("E-mail").fill(email);
  await modal.getByRole("button", { name: "Subscribe" }).click();
  await expect(modal.getByText("Thank you for subscribing!")).toBeVisible();
  await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
  expect((await mailsTo(email))[0]?.text).toContain("PETSIES10");

  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
  await page.reload();
  await page.waitForLoadState("networkidle");
  await expect(modal).toBeHidden();

  // The e-mail's unsubscribe link asks for one click (a mail scanner opening it ends nothing), then ends it.
  const link = (await mailsTo(email))[0]!.text.split("\n").find((line) => line.includes("/newsletter/unsubscribe/"))!;
  const unsubscribe = new URL(link.trim());
  await page.goto(unsubscribe.pathname + unsubscribe.search);
  await expect(page.getByRole("heading", { name: "Unsubscribe from the newsletter", level: 1 })).toBeVisible();
  await expect(page.getByText(`Stop sending the Petsies newsletter to ${email}?`)).toBeVisible();
  const statusUrl = `/api/ext/mailchimp-subscribe/subscribe?email=${encodeURIComponent(email)}&unsubscribeToken=${unsubscribe.searchParams.get("token")}`;
  const subscribed = async () => (await (await page.request.get(statusUrl)).json()).result;
  expect(await subscribed()).toBe(true);
  await expectNoSeriousViolations(page);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByText(`${email} is unsubscribed: we will not send it our newsletter any more.`)).toBeVisible();
  expect(await subscribed()).toBe(false);
});

test("the invitation never interrupts checkout", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("newsletter-first-visit", String(Date.now() - 60_000)));
  await page.goto("/checkout/cart/");
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("dialog", { name: "10% off your first order" })).toBeHidden();
});
