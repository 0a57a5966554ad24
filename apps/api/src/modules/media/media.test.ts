import { createHash, randomUUID } from "node:crypto";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_VARIANT_NAMES, IMAGE_VARIANTS, imageUrl, messages, variantEdits, type ImageEdits, type Product } from "@petsies/domain";
import { rateLimits } from "../../db/schema.ts";
import { attemptsSoFar, limitKey, LIMITS } from "../../infra/security/rate-limit.ts";
import { diskStorage, type Storage } from "../../infra/storage.ts";
import { startTestApp, useTestApp, type TestApp } from "../../test/app.ts";
import { databaseKinds, TEST_DIR } from "../../test/template.ts";
import { MEDIA_MESSAGES, readMedia } from "./service.ts";

const encode = (edits: unknown) => Buffer.from(JSON.stringify(edits)).toString("base64");
const thumbnail = variantEdits("thumbnail");
const unlistedSize: ImageEdits = { ...thumbnail, resize: { ...thumbnail.resize, width: 4000, height: 4000, fit: "inside" } };
const unlistedFormat: ImageEdits = { ...thumbnail, toFormat: "avif" };

describe.each(databaseKinds)("GET /api/media on %s", (kind) => {
  const t = useTestApp(kind);
  let product: Product;
  beforeAll(async () => {
    product = (await t().app.inject("/api/product/ForeversDog_bundle")).json().result as Product;
  });
  const get = (url: string) => t().app.inject(url);

  it("serves a stored picture as WebP", async () => {
    const res = await get(imageUrl(product.image));
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect((await sharp(res.rawPayload).metadata()).format).toBe("webp");
  });

  it("renders every listed variant, never larger than it", async () => {
    for (const name of IMAGE_VARIANT_NAMES) {
      const variant = IMAGE_VARIANTS[name];
      const res = await get(imageUrl(product.image, name));
      expect(res.statusCode, name).toBe(200);
      expect(res.headers["content-type"], name).toBe(`image/${variant.format}`);
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format, name).toBe(variant.format);
      expect(meta.width, name).toBeLessThanOrEqual(variant.width);
      expect(meta.height, name).toBeLessThanOrEqual(variant.height);
    }
    const card = await sharp((await get(imageUrl(product.image, "thumbnail"))).rawPayload).metadata();
    expect([card.width, card.height]).toEqual([324, 489]);
  });

  it("refuses a size that is not listed with a 400 that says so", async () => {
    const res = await get(`${imageUrl(product.image)}?edits=${encodeURIComponent(encode(unlistedSize))}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, result: MEDIA_MESSAGES.sizeNotOffered });
  });

  it("refuses a format that is not listed for the size with a 400 that names the one offered", async () => {
    const res = await get(`${imageUrl(product.image)}?edits=${encodeURIComponent(encode(unlistedFormat))}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, result: "This image format is not offered in this size: ask for webp." });
  });

  it("refuses bad edits and unknown or escaping paths", async () => {
    expect((await get(`${imageUrl(product.image)}?edits=bm90IGpzb24`)).statusCode).toBe(400);
    expect((await get("/api/media/catalog/missing.webp")).statusCode).toBe(404);
    expect((await get("/api/media/..%2F..%2Fetc%2Fpasswd")).statusCode).toBe(404);
  });

  // Issue 20: a key naming a folder read the folder (EISDIR) and answered 500.
  it("answers a folder's name as a missing image", async () => {
    for (const url of ["/api/media/catalog/", "/api/media/catalog", "/api/media/uploads/", `${imageUrl(product.image)}/x`]) {
      const res = await get(url);
      expect(res.json(), url).toEqual({ code: 404, result: "Image not found" });
    }
  });
});

/** A storage that notes every key read and written. */
function recorded(inner: Storage) {
  const reads: string[] = [];
  const writes: string[] = [];
  const storage: Storage = {
    ...inner,
    get(key) {
      reads.push(key);
      return inner.get(key);
    },
    put(key, data) {
      writes.push(key);
      return inner.put(key, data);
    },
  };
  return { storage, reads, writes };
}

/** The key variants were stored under before the list existed: the hash of the key and the edits as sent. */
const storedKeyOf = (key: string, edits: ImageEdits) =>
  `variants/${createHash("sha256").update(key).update("\0").update(JSON.stringify(edits)).digest("hex").slice(0, 32)}.webp`;

describe("media variants in storage", () => {
  const key = "catalog/media-test.png";
  let files: Storage;
  beforeAll(async () => {
    files = diskStorage(path.join(TEST_DIR, "media", randomUUID()));
    await files.put(key, await sharp({ create: { width: 400, height: 600, channels: 3, background: "#c8102e" } }).png().toBuffer());
  });

  it("does no work for an unlisted size or format: nothing read, nothing rendered, nothing stored", async () => {
    for (const edits of [unlistedSize, unlistedFormat]) {
      const { storage, reads, writes } = recorded(files);
      await expect(readMedia(storage, key, encode(edits))).rejects.toMatchObject({ statusCode: 400 });
      expect(reads).toEqual([]);
      expect(writes).toEqual([]);
    }
  });

  it("makes a listed variant once, under the key it always had, whichever way it is spelled", async () => {
    const { storage, writes } = recorded(files);
    const first = await readMedia(storage, key, encode(thumbnail));
    expect(writes).toEqual([storedKeyOf(key, thumbnail)]);
    // No position and no format: the same variant, read from storage rather than made again.
    const { width, height, fit } = IMAGE_VARIANTS.thumbnail;
    const again = await readMedia(storage, key, encode({ resize: { width, height, fit } }));
    expect(writes).toHaveLength(1);
    expect(again.body.equals(first.body)).toBe(true);
  });
});

describe.each(databaseKinds)("variants made, per client address, on %s", (kind) => {
  const key = "uploads/limit-test.png";
  let t: TestApp;
  beforeAll(async () => {
    // Files of this block's own, so which variants are stored already is known.
    const storage = diskStorage(path.join(TEST_DIR, "media", randomUUID()));
    await storage.put(key, await sharp({ create: { width: 400, height: 600, channels: 3, background: "#1f2a44" } }).png().toBuffer());
    t = await startTestApp(kind, { storage });
  });
  afterAll(() => t?.close());
  const get = (url: string, ip: string) => t.app.inject({ method: "GET", url, headers: { "x-forwarded-for": ip } });
  const made = (ip: string) => attemptsSoFar(t.database.db, [LIMITS.mediaVariantPerIp, ip]);

  it("counts each variant made; a stored variant and the original are read without counting", async () => {
    const ip = "10.78.0.1";
    expect((await get(imageUrl(key, "thumbnail"), ip)).statusCode).toBe(200);
    expect(await made(ip)).toBe(1);
    for (let i = 0; i < 3; i++) {
      expect((await get(imageUrl(key, "thumbnail"), ip)).statusCode).toBe(200);
      expect((await get(imageUrl(key), ip)).statusCode).toBe(200);
    }
    expect(await made(ip)).toBe(1);
    // A refused size makes nothing, so it counts nothing either.
    expect((await get(`${imageUrl(key)}?edits=${encodeURIComponent(encode(unlistedSize))}`, ip)).statusCode).toBe(400);
    expect(await made(ip)).toBe(1);
  });

  it("answers 429 past 600 variants made in 15 minutes, while stored ones are still served", async () => {
    const ip = "10.78.0.2";
    expect((await get(imageUrl(key, "banner"), "10.78.0.3")).statusCode).toBe(200);
    await t.database.db.insert(rateLimits).values({ key: limitKey(LIMITS.mediaVariantPerIp, ip), count: 600, windowStart: new Date() });
    const refused = await get(imageUrl(key, "tile"), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 429, result: messages.tooManyRequests });
    expect((await get(imageUrl(key, "banner"), ip)).statusCode).toBe(200);
    expect((await get(imageUrl(key), ip)).statusCode).toBe(200);
    // Another address makes it.
    expect((await get(imageUrl(key, "tile"), "10.78.0.4")).statusCode).toBe(200);
  });
});
