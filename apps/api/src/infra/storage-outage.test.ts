/**
 * A file storage outage (the bucket's server stops answering): pictures and files answer 503 with Retry-After,
 * the API stays ready (degraded), and the shop goes on: pages, cart changes and orders need no file.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageUrl } from "@petsies/domain";
import { startTestApp, type TestApp } from "../test/app.ts";
import { multipartBody } from "../test/multipart.ts";
import { startTestS3 } from "../test/s3.ts";
import { newShopper, placeOrderFor } from "../test/shopper.ts";
import { databaseKinds } from "../test/template.ts";
import { s3Storage } from "./s3-storage.ts";
import { STORAGE_RETRY_AFTER_SECONDS, STORAGE_UNAVAILABLE_MESSAGE } from "./storage-watch.ts";

const PICTURE = "catalog/outage-test.png";

describe.each(databaseKinds)("while file storage cannot be reached, on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    const s3 = await startTestS3();
    const storage = s3Storage(s3.options);
    await storage.put(PICTURE, await sharp({ create: { width: 40, height: 40, channels: 3, background: "#1f2a44" } }).png().toBuffer());
    t = await startTestApp(kind, { storage });
    expect((await t.app.inject({ method: "GET", url: imageUrl(PICTURE) })).statusCode).toBe(200);
    // The bucket's server goes away: every storage call now fails to connect.
    await s3.close();
  });
  afterAll(() => t?.close());

  it("answers pictures, and picture uploads, with 503 and Retry-After", async () => {
    for (const url of [imageUrl(PICTURE), imageUrl(PICTURE, "tile320")]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers["retry-after"]).toBe(String(STORAGE_RETRY_AFTER_SECONDS));
      expect(res.json()).toEqual({ code: 503, result: STORAGE_UNAVAILABLE_MESSAGE });
    }
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#c8102e" } }).png().toBuffer();
    const form = multipartBody({ imageType: "1" }, { filename: "a.png", contentType: "image/png", data: png });
    const upload = await t.app.inject({ method: "POST", url: "/api/upload", headers: form.headers, payload: form.payload });
    expect(upload.statusCode).toBe(503);
    expect(upload.headers["retry-after"]).toBe(String(STORAGE_RETRY_AFTER_SECONDS));
  });

  it("stays ready for the balancer, saying it is degraded", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/ready" });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ status: "degraded", checks: { database: "ok", migrations: "ok", storage: "failed", accepting: "ok" } });
  });

  it("still shows a product page, changes a cart and places an order", async () => {
    const product = await t.app.inject({ method: "GET", url: "/api/product/petsies_bandana" });
    expect(product.statusCode).toBe(200);
    expect(product.json().result).toMatchObject({ sku: "petsies_bandana" });
    const tree = await t.app.inject({ method: "GET", url: "/api/catalog/category/tree" });
    expect(tree.statusCode).toBe(200);

    // Cart creation, an item added, the order placed and paid (placeOrderFor checks each answers 200).
    const placed = await placeOrderFor(t, await newShopper(t), [{ sku: "petsies_bandana", qty: 2 }]);
    expect(placed.incrementId).toMatch(/^\d+$/);
    expect(placed.itemIds).toHaveLength(1);
  });
});
