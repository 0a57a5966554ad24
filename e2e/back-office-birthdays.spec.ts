// The artists' birthday list: a shopper shares their pet's birthday (with a photo) through the storefront's call;
// the owner sees it among the birthdays coming up, with the age the pet turns, marks the greeting sent, and the
// mark stays, with who made it. Every screen passes axe.
import { randomUUID } from "node:crypto";
import { petPng } from "./creation.ts";
import { expect, journeyAddress, test } from "./fixtures.ts";
import { expectNoSeriousViolations } from "./helpers.ts";
import { signedInOwner } from "./staff.ts";

const DAY_MS = 86_400_000;
const calendarDay = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

test("the owner sees a pet's birthday coming up, marks the greeting sent, and the mark stays", async ({ page, request }) => {
  test.setTimeout(120_000);
  // Born in 2020 (a leap year, so any day exists), two days from today.
  const next = new Date(Date.now() + 2 * DAY_MS);
  const born = `2020${next.toISOString().slice(4, 10)}`;
  const turns = next.getUTCFullYear() - 2020;
  const petName = `Biscuit ${randomUUID().slice(0, 6)}`;
  const email = `biscuit-${randomUUID().slice(0, 6)}@example.com`;
  const headers = { "x-forwarded-for": journeyAddress(`${test.info().testId}-shopper`) };
  const upload = await request.post("/api/upload", { headers, multipart: { imageType: "1", file: { name: "biscuit.png", mimeType: "image/png", buffer: petPng() } } });
  expect(upload.status()).toBe(200);
  const uploadId = ((await upload.json()) as { result: { item: { id: string } } }).result.item.id;
  const shared = await request.post("/api/share/artists", { headers, data: { petName, birthday: born, email, uploadId } });
  expect(shared.status()).toBe(200);

  const owner = await signedInOwner(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Birthdays" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Birthdays" })).toBeVisible();
  const card = page.getByRole("article", { name: petName });
  await expect(card).toContainText(`Turns ${turns} years on ${calendarDay.format(next)}`);
  await expect(card).toContainText("Greeting to send");
  await expect(card.getByRole("link", { name: email })).toHaveAttribute("href", new RegExp(`^mailto:${email}\\?subject=Happy%20birthday`));
  const thumbnail = card.getByRole("img", { name: `Photo of ${petName}` });
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectNoSeriousViolations(page);

  // Marked sent: the status line says so, the button keeps the focus, and the card says who.
  const markSent = card.getByRole("button", { name: /Mark greeting sent/ });
  await markSent.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: `The greeting for ${petName} is marked sent.` })).toBeVisible();
  await expect(card).toContainText(`Greeting marked sent by ${owner}`);
  await expect(card.getByRole("button", { name: /Mark not sent/ })).toBeFocused();

  // A narrower window still holds it, and after a reload the mark is still there.
  const window = page.getByRole("search", { name: "Birthdays coming up" });
  await window.getByLabel("Birthdays within").selectOption("7");
  await window.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/days=7/);
  await page.reload();
  await expect(window.getByLabel("Birthdays within")).toHaveValue("7");
  await expect(page.getByRole("article", { name: petName })).toContainText("Greeting sent");
  await expectNoSeriousViolations(page);
});
