import { randomBytes } from "node:crypto";
import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp } from "../test/app.ts";
import { multipartBody } from "../test/multipart.ts";
import { startTestS3, TEST_BUCKET, type TestS3 } from "../test/s3.ts";
import { s3Storage } from "./s3-storage.ts";
import { diskStorage } from "./storage.ts";

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3?.close();
});

/** A client of our own, to look at the bucket past the storage interface. */
function rawClient() {
  const { region, endpoint, forcePathStyle, accessKeyId = "", secretAccessKey = "" } = s3.options;
  return new S3Client({ region, endpoint, forcePathStyle, credentials: { accessKeyId, secretAccessKey } });
}

describe("S3 storage", () => {
  it("gives back the same bytes it was given, with a content type from the key", async () => {
    const storage = s3Storage(s3.options);
    const data = randomBytes(6 * 1024);
    await storage.put("uploads/2025/01/random.png", data);
    expect((await storage.get("uploads/2025/01/random.png"))?.equals(data)).toBe(true);
    const head = await rawClient().send(new HeadObjectCommand({ Bucket: TEST_BUCKET, Key: "uploads/2025/01/random.png" }));
    expect(head.ContentType).toBe("image/png");
  });

  it("answers a missing key with null and exists false, and exists true once it is put", async () => {
    const storage = s3Storage(s3.options);
    expect(await storage.get("uploads/nothing-here.png")).toBeNull();
    expect(await storage.exists("uploads/nothing-here.png")).toBe(false);
    await storage.put("uploads/now-here.png", Buffer.from("png"));
    expect(await storage.exists("uploads/now-here.png")).toBe(true);
  });

  it("refuses keys that climb out or start with a slash, as the disk storage does", async () => {
    const storage = s3Storage(s3.options);
    for (const key of ["../x", "a/../b", "/etc/passwd", ""]) {
      await expect(storage.put(key, Buffer.from("x"))).rejects.toThrow(/Invalid storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
      await expect(storage.exists(key)).rejects.toThrow(/Invalid storage key/);
    }
  });

  it("keeps every key under its prefix", async () => {
    const data = randomBytes(512);
    await s3Storage({ ...s3.options, prefix: "a/" }).put("catalog/prefixed.webp", data);
    const raw = await rawClient().send(new GetObjectCommand({ Bucket: TEST_BUCKET, Key: "a/catalog/prefixed.webp" }));
    expect(Buffer.from(await raw.Body!.transformToByteArray()).equals(data)).toBe(true);
    expect(await s3Storage(s3.options).exists("catalog/prefixed.webp")).toBe(false);
    expect((await s3Storage({ ...s3.options, prefix: "a/" }).get("catalog/prefixed.webp"))?.equals(data)).toBe(true);
  });

  it("passes its check for the bucket and fails it, naming the bucket, for a missing one", async () => {
    await expect(s3Storage(s3.options).check()).resolves.toBeUndefined();
    await expect(s3Storage({ ...s3.options, bucket: "no-such-bucket" }).check()).rejects.toThrow(/no-such-bucket cannot be reached/);
  });

  it("is one store for every process: a file put by one storage is read by another", async () => {
    const first = s3Storage(s3.options);
    const second = s3Storage(s3.options);
    const data = randomBytes(2048);
    await first.put("uploads/shared.jpg", data);
    expect(await second.exists("uploads/shared.jpg")).toBe(true);
    expect((await second.get("uploads/shared.jpg"))?.equals(data)).toBe(true);
  });
});

describe("disk storage check", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "petsies-storage-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("creates a missing root and passes", async () => {
    const root = path.join(dir, "new", "files");
    await diskStorage(root).check();
    expect((await stat(root)).isDirectory()).toBe(true);
  });

  it("fails when the root cannot be a directory (it lies under a regular file)", async () => {
    const file = path.join(dir, "a-file");
    await writeFile(file, "not a directory");
    await expect(diskStorage(path.join(file, "files")).check()).rejects.toThrow();
  });
});

describe("uploads in object storage, across API instances", () => {
  it("serves a photo uploaded through one instance from another that shares the bucket", async () => {
    const [one, two] = await Promise.all([
      startTestApp("pglite", { storage: s3Storage(s3.options) }),
      startTestApp("pglite", { storage: s3Storage(s3.options) }),
    ]);
    try {
      const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#c8102e" } }).png().toBuffer();
      const body = multipartBody({ imageType: "1", product: "73" }, { filename: "rex.png", contentType: "image/png", data: png });
      const uploaded = await one.app.inject({ method: "POST", url: "/api/upload", headers: { ...body.headers, "x-forwarded-for": "10.88.0.1" }, payload: body.payload });
      expect(uploaded.statusCode).toBe(200);
      const url: string = uploaded.json().result.item.url;
      const key = url.replace(/^\/api\/media\//, "");
      expect((await rawClient().send(new HeadObjectCommand({ Bucket: TEST_BUCKET, Key: key }))).ContentType).toBe("image/png");

      const served = await two.app.inject({ method: "GET", url });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/png");
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: "png", width: 400, height: 300 });

      // A thumbnail (a size the shop offers) made by one instance is kept in the bucket, for every instance.
      const resize = { width: 96, height: 96, fit: "cover", position: "entropy", withoutEnlargement: true };
      const edits = Buffer.from(JSON.stringify({ resize, toFormat: "webp" })).toString("base64");
      const thumbUrl = `${url}?edits=${encodeURIComponent(edits)}`;
      expect((await two.app.inject({ method: "GET", url: thumbUrl })).statusCode).toBe(200);
      const thumb = await one.app.inject({ method: "GET", url: thumbUrl });
      expect(thumb.headers["content-type"]).toBe("image/webp");
      expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: "webp", width: 96, height: 96 });
      const variants = await rawClient().send(new ListObjectsV2Command({ Bucket: TEST_BUCKET, Prefix: "variants/" }));
      expect(variants.Contents?.map((o) => o.Key)).toEqual([expect.stringMatching(/^variants\/[0-9a-f]{32}\.webp$/)]);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
