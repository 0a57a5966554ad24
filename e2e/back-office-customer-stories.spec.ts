// The customer story queue (issue 16): a shopper shares a story with a photo; the owner filters to the new ones
// with a photo, opens the picture, replies by e-mail link, marks the story handled, and it leaves the "new" list
// for the handled one, with who handled it. Every screen passes axe.
import { randomUUID } from "node:crypto";
import { petPng } from "./creation.ts";
import { expect, journeyAddress, test } from "./fixtures.ts";
import { expectNoSeriousViolations } from "./helpers.ts";
import { signedInOwner } from "./staff.ts";

test("an owner works through the shared stories: filters to new ones with a photo, opens it, marks one handled", async ({ page, request }) => {
  test.setTimeout(120_000);
  // The shopper: a photo uploaded to the shop, then the story with it.
  const name = `Juno ${randomUUID().slice(0, 6)}`;
  const email = `juno-${randomUUID().slice(0, 6)}@example.com`;
  const story = "Our Biscuit plush sits on the sofa where Biscuit used to nap. Thank you for making it.";
  const headers = { "x-forwarded-for": journeyAddress(`${test.info().testId}-shopper`) };
  const upload = await request.post("/api/upload", { headers, multipart: { imageType: "1", file: { name: "biscuit.png", mimeType: "image/png", buffer: petPng() } } });
  expect(upload.status()).toBe(200);
  const uploadId = ((await upload.json()) as { result: { item: { id: string } } }).result.item.id;
  const shared = await request.post("/api/share/customer-stories", { headers, data: { name, email, story, consent: true, uploadId } });
  expect(shared.status()).toBe(200);

  const owner = await signedInOwner(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Reviews" }).click();
  await page.getByRole("link", { name: "Customer stories" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Customer stories" })).toBeVisible();

  // New ones with a photo; the filters stay in the address.
  const filters = page.getByRole("search", { name: "Filter customer stories" });
  await filters.getByLabel("State").selectOption("new");
  await filters.getByLabel("Photo").selectOption("yes");
  await filters.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/state=new/);
  await expect(page).toHaveURL(/photo=yes/);
  const card = page.getByRole("article", { name });
  await expect(card).toContainText(story);
  await expect(card).toContainText("New");
  await expect(card).toContainText("May be published");
  await expect(card.getByRole("link", { name: email })).toHaveAttribute("href", new RegExp(`^mailto:${email}`));
  const thumbnail = card.getByRole("img", { name: `Photo shared by ${name}` });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectNoSeriousViolations(page);

  // The thumbnail opens the full picture.
  const [picture] = await Promise.all([page.context().waitForEvent("page"), card.getByRole("link", { name: /Photo shared by/ }).click()]);
  await picture.waitForLoadState();
  expect(picture.url()).toMatch(/\/api\/media\/uploads\//);
  const full = await request.get(picture.url());
  expect(full.headers()["content-type"]).toMatch(/^image\//);
  await picture.close();

  // Handled: it leaves the new list, and the handled list says who.
  await card.getByRole("button", { name: /Mark handled/ }).click();
  await expect(page.getByRole("status").filter({ hasText: `The story from ${name} is marked handled.` })).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("article", { name })).toHaveCount(0);
  await expect(filters.getByLabel("State")).toHaveValue("new");
  await filters.getByLabel("State").selectOption("handled");
  await filters.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/state=handled/);
  const handled = page.getByRole("article", { name });
  await expect(handled).toContainText(`Handled by ${owner}`);
  await expect(handled.getByRole("button", { name: /Back to new/ })).toBeVisible();
  await expectNoSeriousViolations(page);
});
