/**
 * What the creation-page journeys share: a real photo of a pet made here, the configurator's steps and
 * fields by their roles, and the Photo, Pet Info and Customize steps of the Forevers plush filled in.
 */
import { deflateSync } from "node:zlib";
import { expect, type Locator, type Page } from "@playwright/test";

export const field = (page: Page, name: string | RegExp) => page.getByRole("group", { name });
export const stepHeading = (page: Page) => page.getByRole("heading", { level: 2, name: /^Step \d of 4/ });
export const next = (page: Page) => page.locator("form").getByRole("button", { name: /^Next/ });

// ---- a real PNG, made here: 64×64 pixels of a warm brown, zlib-compressed scanlines, CRC-checked chunks ----
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
export function petPng(size = 64): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, (_, x) => [150 + (x % 40), 95, 50]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", deflateSync(pixels)), chunk("IEND", Buffer.alloc(0))]);
}

export async function choose(group: Locator, name: string | RegExp) {
  await group.getByRole("radio", { name, exact: typeof name === "string" }).check();
}

/** The Photo step with one real PNG, then Pet Info with the breed found by search. */
export async function photoAndPetInfo(page: Page, pet: { name: string; email?: string }) {
  await expect(stepHeading(page)).toContainText("Photo");
  await page.getByLabel(/Upload Photo of Pet/).setInputFiles({ name: "biscuit.png", mimeType: "image/png", buffer: petPng() });
  const photo = page.getByTestId("uploaded-photo").getByRole("img", { name: "Photo 1" });
  await expect(photo).toBeVisible();
  // The thumbnail is the server's variant through the edits query, and it decoded.
  await expect(photo).toHaveAttribute("src", /^\/api\/media\/.+\?edits=/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await next(page).click();

  await expect(stepHeading(page)).toContainText("Pet Info");
  await expect(stepHeading(page)).toBeFocused();
  await page.getByLabel(/Your Pet's Name/).fill(pet.name);
  const breed = page.getByRole("combobox", { name: /Your Pet's Breed/ });
  await breed.fill("beag");
  await expect(breed).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("ArrowDown");
  const active = await breed.getAttribute("aria-activedescendant");
  expect(active).toBeTruthy();
  await expect(page.locator(`[id="${active}"]`)).toHaveText("Beagle");
  await expect(page.locator(`[id="${active}"]`)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(breed).toHaveValue("Beagle");
  await expect(breed).toHaveAttribute("aria-expanded", "false");
  if (pet.email) await page.getByLabel(/Enter your email address/).fill(pet.email);
}

/** The Customize step's required looks. */
export async function pickLooks(page: Page) {
  await choose(field(page, /Ear Shape/), "Floppy");
  await choose(field(page, /^Tail/), "Long");
  await field(page, /Fur Colors/).getByRole("checkbox", { name: "Golden" }).check();
  await choose(field(page, /^Fur(?! Colors)/), "Short");
}
