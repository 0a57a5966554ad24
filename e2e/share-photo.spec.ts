// A photo on the /reviews/ share forms: a shopper picks a file that is not a photo and reads why, with the
// story typed so far kept; picks a real one, sees it small with "Remove photo", removes and picks it again,
// sends; the owner finds the story with its photo in the back office's customer stories. The birthday form
// sends its photo too. The form passes axe with the photo chosen.
import { randomUUID } from "node:crypto";
import { petPng } from "./creation.ts";
import { expect, test } from "./fixtures.ts";
import { expectNoSeriousViolations } from "./helpers.ts";
import { signedInOwner } from "./staff.ts";

const NOT_A_PHOTO = "This file is not a photo we can use. Please upload a JPEG, PNG, WebP or HEIC image.";

test("a shopper shares a story with a photo; a file that is not a photo is refused with the text kept; the owner sees the photo", async ({ page }) => {
  test.setTimeout(120_000);
  const name = `Pip ${randomUUID().slice(0, 6)}`;
  const email = `pip-${randomUUID().slice(0, 6)}@example.com`;
  const text = "Our Forevers plush of Pip waits by the door every evening, just as Pip did.";

  await page.goto("/reviews/");
  const form = page.getByRole("region", { name: "Tell us your story" });
  await form.getByLabel("Your name", { exact: true }).fill(name);
  await form.getByLabel("Your e-mail address").fill(email);
  await form.getByLabel("Your story").fill(text);
  const picker = form.getByLabel("A photo of your keepsake (optional)");
  await expect(picker).toHaveAttribute("accept", "image/jpeg,image/png,image/webp");
  await expect(picker).toHaveAccessibleDescription(/A JPEG, PNG or WebP photo of up to 15 MB\./);

  // Not a photo: the shop's reason at the field; nothing is attached and the typed text stays.
  await picker.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("Pip likes the sofa.\n") });
  await expect(form.getByTestId("upload-error")).toHaveText(`notes.txt: ${NOT_A_PHOTO}`);
  await expect(form.getByTestId("share-photo")).toHaveCount(0);
  await expect(form.getByLabel("Your name", { exact: true })).toHaveValue(name);
  await expect(form.getByLabel("Your story")).toHaveValue(text);

  // A photo: it goes up, shows small, and the refusal goes away.
  await picker.setInputFiles({ name: "pip.png", mimeType: "image/png", buffer: petPng() });
  const preview = form.getByTestId("share-photo").getByRole("img", { name: "Your photo" });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(form.getByTestId("upload-error")).toHaveCount(0);
  await expect(form.getByRole("button", { name: "Send" })).toBeEnabled();
  await expectNoSeriousViolations(page, 'section[aria-labelledby="share-with-us"]');

  // Removed from the keyboard, focus goes back to the picker; picked again.
  await form.getByRole("button", { name: "Remove photo" }).focus();
  await page.keyboard.press("Enter");
  await expect(form.getByTestId("share-photo")).toHaveCount(0);
  await expect(picker).toBeFocused();
  await picker.setInputFiles({ name: "pip.png", mimeType: "image/png", buffer: petPng(96) });
  await expect(preview).toBeVisible();

  await form.getByLabel("Petsies may publish my story and first name.").check();
  const sent = page.waitForRequest((r) => r.url().includes("/api/share/customer-stories") && r.method() === "POST");
  await form.getByRole("button", { name: "Send" }).click();
  await expect(form.getByRole("status").filter({ hasText: "Thank you for sharing your story!" })).toBeVisible();
  expect((await sent).postDataJSON()).toMatchObject({ name, uploadId: expect.stringMatching(/^[0-9a-f-]{36}$/) });

  // The birthday form takes a photo the same way and sends it.
  const birthday = page.getByRole("region", { name: "Share your pet's birthday" });
  await birthday.getByLabel("Pet's name").fill("Pip");
  await birthday.getByLabel("Birthday").fill("2019-04-02");
  await birthday.getByLabel("Your e-mail address").fill(email);
  await birthday.getByLabel("A photo of your pet (optional)").setInputFiles({ name: "pip-cake.png", mimeType: "image/png", buffer: petPng(80) });
  await expect(birthday.getByTestId("share-photo").getByRole("img", { name: "Your photo" })).toBeVisible();
  const noted = page.waitForResponse((r) => r.url().includes("/api/share/artists") && r.request().method() === "POST");
  await birthday.getByRole("button", { name: "Send" }).click();
  await expect(birthday.getByRole("status").filter({ hasText: "Thank you! We have noted Pip's birthday." })).toBeVisible();
  const answer = await noted;
  expect(answer.status()).toBe(200);
  expect(answer.request().postDataJSON()).toMatchObject({ petName: "Pip", uploadId: expect.stringMatching(/^[0-9a-f-]{36}$/) });

  // The owner finds the story among those with a photo, the picture shown.
  await signedInOwner(page);
  await page.goto("/admin/customer-stories?photo=yes");
  await expect(page.getByRole("heading", { level: 1, name: "Customer stories" })).toBeVisible();
  const card = page.getByRole("article", { name });
  await expect(card).toContainText(text);
  const thumbnail = card.getByRole("img", { name: `Photo shared by ${name}` });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});
