import { crc32, deflateSync } from "node:zlib";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { variantEdits } from "@petsies/domain";
import { uploads, rateLimits } from "../../db/schema.ts";
import { limitKey, LIMITS } from "../../infra/security/rate-limit.ts";
import { useTestApp } from "../../test/app.ts";
import { multipartBody, type FilePart } from "../../test/multipart.ts";
import { newShopper } from "../../test/shopper.ts";
import { databaseKinds } from "../../test/template.ts";
import { UPLOAD_MESSAGES } from "./service.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A real photo-like picture: a gradient with a shape, so encoders have something to keep. */
function picture(width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#c8102e"/><stop offset="1" stop-color="#f2c84b"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#1f2a44"/></svg>`;
  return sharp(Buffer.from(svg));
}

/**
 * A PNG whose header claims width × height while its pixel data is a few made-up bytes: cheap to send, and
 * only refused for its size if the size is read before anything is decoded (decoding it would fail).
 */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // 8 bits per sample
  header[9] = 2; // RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", deflateSync(Buffer.alloc(64))), chunk("IEND", Buffer.alloc(0))]);
}

/** EXIF with a camera, a time and a GPS position (IFD3), as a phone writes it. */
const phoneExif = {
  IFD0: { Make: "Petsies Phone", Model: "Test 1", Copyright: "Ann Lee" },
  IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 26/1 46/1", GPSLongitudeRef: "W", GPSLongitude: "79/1 58/1 56/1" },
};

/** The markers of a JPEG's segments up to the start of the picture data (SOS). */
function jpegSegments(jpeg: Buffer): number[] {
  const markers: number[] = [];
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1]!;
    markers.push(marker);
    if (marker === 0xda) break;
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  return markers;
}

describe.each(databaseKinds)("photo uploads on %s", (kind) => {
  const t = useTestApp(kind);
  let n = 0;
  const nextIp = () => `10.77.${Math.floor(++n / 250)}.${(n % 250) + 1}`;

  async function upload(fields: Record<string, string>, file?: FilePart | FilePart[], extra: { ip?: string; token?: string } = {}) {
    const body = multipartBody(fields, file);
    const res = await t().app.inject({
      method: "POST",
      url: `/api/upload${extra.token ? `?token=${extra.token}` : ""}`,
      headers: { ...body.headers, "x-forwarded-for": extra.ip ?? nextIp() },
      payload: body.payload,
    });
    return { status: res.statusCode, body: res.json() };
  }
  const uploadCount = async () => (await t().database.db.select({ n: count() }).from(uploads))[0]!.n;
  const media = async (url: string) => {
    const res = await t().app.inject({ method: "GET", url });
    return { status: res.statusCode, type: res.headers["content-type"], body: res.rawPayload };
  };

  it("accepts a real PNG: { item: { id, type, url, createdAt } }, served by /api/media with thumbnails", async () => {
    const png = await picture(400, 300).png().toBuffer();
    const res = await upload({ imageType: "1", product: "73" }, { filename: "rex.png", contentType: "image/png", data: png });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    const item = res.body.result.item;
    expect(Object.keys(item).sort()).toEqual(["createdAt", "id", "type", "url"]);
    expect(item.id).toMatch(UUID);
    expect(item.type).toBe(1);
    expect(item.url).toMatch(new RegExp(`^/api/media/uploads/\\d{4}/\\d{2}/${item.id}\\.png$`));
    expect(new Date(item.createdAt).toISOString()).toBe(item.createdAt);

    const original = await media(item.url);
    expect(original).toMatchObject({ status: 200, type: "image/png" });
    expect(await sharp(original.body).metadata()).toMatchObject({ format: "png", width: 400, height: 300 });
    // The image_upload widget's thumbnail of the photo.
    const edits = Buffer.from(JSON.stringify(variantEdits("squareThumbnail"))).toString("base64");
    const thumb = await media(`${item.url}?edits=${encodeURIComponent(edits)}`);
    expect(thumb).toMatchObject({ status: 200, type: "image/webp" });
    expect(await sharp(thumb.body).metadata()).toMatchObject({ format: "webp", width: 160, height: 160 });

    const [row] = await t().database.db.select().from(uploads).where(eq(uploads.id, item.id));
    expect(row).toMatchObject({ type: 1, product: "73", contentType: "image/png", width: 400, height: 300, customerId: null });
  });

  it("accepts a JPEG and stores it upright without EXIF: no camera, no GPS position", async () => {
    // Orientation 6: the camera held sideways; the pixels are 400 × 300, the photo is 300 × 400.
    const jpeg = await picture(400, 300).jpeg({ quality: 90 }).withExif(phoneExif).withMetadata({ orientation: 6 }).toBuffer();
    const before = await sharp(jpeg).metadata();
    expect(before.exif?.includes(Buffer.from("Petsies Phone"))).toBe(true);
    expect(before.exif?.includes(Buffer.from("40/1")) || before.exif?.length).toBeTruthy();
    expect(before.orientation).toBe(6);

    const res = await upload({ imageType: "1" }, { filename: "IMG_0042.JPG", contentType: "image/jpeg", data: jpeg });
    expect(res.status).toBe(200);
    expect(res.body.result.item.url).toMatch(/\.jpg$/);
    const stored = (await media(res.body.result.item.url)).body;
    const after = await sharp(stored).metadata();
    expect(after).toMatchObject({ format: "jpeg", width: 300, height: 400 });
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from("Petsies Phone"))).toBe(false);
    // No APP1 (EXIF, XMP) or APP13 (IPTC) segment before the picture data: nothing of the camera is left.
    expect(jpegSegments(stored).filter((m) => m === 0xe1 || m === 0xed)).toEqual([]);
    expect(jpegSegments(jpeg)).toContain(0xe1);
  });

  it("accepts WebP, and HEIF (AVIF-coded) stored as JPEG", async () => {
    const webp = await upload({ imageType: "2" }, { filename: "a.webp", contentType: "image/webp", data: await picture(200, 200).webp().toBuffer() });
    expect(webp.status).toBe(200);
    expect(webp.body.result.item).toMatchObject({ type: 2, url: expect.stringMatching(/\.webp$/) });
    const heif = await upload({ imageType: "1" }, { filename: "a.heic", contentType: "image/heic", data: await picture(200, 160).heif({ compression: "av1" }).toBuffer() });
    expect(heif.status).toBe(200);
    const stored = await media(heif.body.result.item.url);
    expect(stored.type).toBe("image/jpeg");
    expect(await sharp(stored.body).metadata()).toMatchObject({ format: "jpeg", width: 200, height: 160 });
  });

  it("refuses a text file renamed .png, stores nothing", async () => {
    const before = await uploadCount();
    const res = await upload({ imageType: "1" }, { filename: "notes.png", contentType: "image/png", data: Buffer.from("Dear Petsies, this is not a picture of my dog.\n".repeat(20)) });
    expect(res).toEqual({ status: 400, body: { code: 400, result: "This file is not a photo we can use. Please upload a JPEG, PNG, WebP or HEIC image." } });
    expect(await uploadCount()).toBe(before);
  });

  it("refuses a PNG whose pixels are broken, a GIF, and a HEIC it cannot decode", async () => {
    const png = await picture(300, 300).png().toBuffer();
    const broken = Buffer.concat([png.subarray(0, 60), Buffer.alloc(400, 7)]);
    expect((await upload({ imageType: "1" }, { filename: "b.png", contentType: "image/png", data: broken })).body.result).toBe(UPLOAD_MESSAGES.notAPhoto);
    const gif = await picture(50, 50).gif().toBuffer();
    expect((await upload({ imageType: "1" }, { filename: "c.gif", contentType: "image/gif", data: gif })).body.result).toBe(UPLOAD_MESSAGES.notAPhoto);
    // An iPhone HEIC container (ftyp heic) whose picture cannot be decoded here.
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypheic"), Buffer.from([0, 0, 0, 0]), Buffer.from("mif1heic"), Buffer.alloc(2000, 3)]);
    const res = await upload({ imageType: "1" }, { filename: "IMG_1.HEIC", contentType: "image/heic", data: heic });
    expect(res).toEqual({ status: 400, body: { code: 400, result: UPLOAD_MESSAGES.heicUnreadable } });
  });

  it("refuses a file over 15 MB with 413 and a clear message", async () => {
    const before = await uploadCount();
    const big = Buffer.concat([await picture(100, 100).png().toBuffer(), Buffer.alloc(15 * 1024 * 1024 + 10)]);
    const res = await upload({ imageType: "1" }, { filename: "huge.png", contentType: "image/png", data: big });
    expect(res).toEqual({ status: 413, body: { code: 413, result: "This photo is larger than 15 MB. Please upload a smaller photo." } });
    expect(await uploadCount()).toBe(before);
  });

  it("refuses a photo of more than 64 megapixels or 16384 pixels on a side with a 400 naming the limit, from its header", async () => {
    const before = await uploadCount();
    for (const [width, height] of [[9000, 9000], [20000, 1000], [1000, 16385]] as const) {
      const res = await upload({ imageType: "1" }, { filename: "big.png", contentType: "image/png", data: pngClaiming(width, height) });
      expect(res, `${width} × ${height}`).toEqual({ status: 400, body: { code: 400, result: UPLOAD_MESSAGES.tooManyPixels } });
    }
    expect(UPLOAD_MESSAGES.tooManyPixels).toBe(
      "This photo has too many pixels: we take up to 64 megapixels (about 8000 × 8000) and 16384 pixels on its longest side. Please upload a smaller photo.",
    );
    expect(await uploadCount()).toBe(before);
  });

  it("lets a full-resolution phone photo's size through (48 and 50 MP cameras: 8064 × 6048, 8160 × 6144)", async () => {
    // Past the size check these made-up pixels fail to decode: the answer says so, not that the photo is too big.
    for (const [width, height] of [[8064, 6048], [8160, 6144], [6144, 8160]] as const) {
      const res = await upload({ imageType: "1" }, { filename: "IMG.png", contentType: "image/png", data: pngClaiming(width, height) });
      expect(res.body.result, `${width} × ${height}`).toBe(UPLOAD_MESSAGES.notAPhoto);
    }
  });

  it("keeps only the first frame of an animated WebP", async () => {
    const frame = (background: string) => sharp({ create: { width: 60, height: 40, channels: 3, background } }).png().toBuffer();
    const animated = await sharp([await frame("#c8102e"), await frame("#1f2a44"), await frame("#f2c84b")], { join: { animated: true } })
      .webp({ lossless: true })
      .toBuffer();
    expect(await sharp(animated).metadata()).toMatchObject({ pages: 3 });
    const res = await upload({ imageType: "1" }, { filename: "wag.webp", contentType: "image/webp", data: animated });
    expect(res.status).toBe(200);
    const stored = (await media(res.body.result.item.url)).body;
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 60, height: 40 });
    expect(meta.pages ?? 1).toBe(1);
    const { dominant } = await sharp(stored).stats();
    expect(dominant.r).toBeGreaterThan(dominant.b);
  });

  it("refuses bad forms: no file, two files, a wrong imageType, a JSON body", async () => {
    const png = { filename: "a.png", contentType: "image/png", data: await picture(60, 60).png().toBuffer() };
    expect(await upload({ imageType: "1" })).toEqual({ status: 400, body: { code: 400, result: UPLOAD_MESSAGES.noFile } });
    expect(await upload({ imageType: "1" }, { ...png, name: "photo" })).toMatchObject({ status: 400, body: { result: UPLOAD_MESSAGES.noFile } });
    for (const imageType of ["0", "6", "x", "1.5", ""]) {
      expect(await upload({ imageType }, png), imageType).toEqual({ status: 400, body: { code: 400, result: UPLOAD_MESSAGES.imageType } });
    }
    expect(await upload({}, png)).toMatchObject({ status: 400, body: { result: UPLOAD_MESSAGES.imageType } });
    const two = multipartBody({ imageType: "1" }, [png, png]);
    const both = await t().app.inject({ method: "POST", url: "/api/upload", headers: { ...two.headers, "x-forwarded-for": nextIp() }, payload: two.payload });
    expect(both.json()).toEqual({ code: 400, result: UPLOAD_MESSAGES.oneFile });
    const json = await t().app.inject({ method: "POST", url: "/api/upload", payload: { file: "x", imageType: 1 } });
    expect(json.statusCode).toBe(400);
    expect(json.json().result).toBe(UPLOAD_MESSAGES.noFile);
  });

  it("records the customer when a user token comes with the upload", async () => {
    const ann = await newShopper(t());
    const res = await upload({ imageType: "1" }, { filename: "a.png", contentType: "image/png", data: await picture(80, 80).png().toBuffer() }, { token: ann.token });
    expect(res.status).toBe(200);
    const [row] = await t().database.db.select().from(uploads).where(eq(uploads.id, res.body.result.item.id));
    expect(row?.customerId).toBe(ann.id);
  });

  it("limits uploads per client address (429 past 60 in 15 minutes)", async () => {
    const ip = nextIp();
    await t().database.db.insert(rateLimits).values({ key: limitKey(LIMITS.uploadPerIp, ip), count: 60, windowStart: new Date() });
    const png = { filename: "a.png", contentType: "image/png", data: await picture(40, 40).png().toBuffer() };
    expect(await upload({ imageType: "1" }, png, { ip })).toEqual({ status: 429, body: { code: 429, result: "Too many requests. Please wait before trying again." } });
    expect((await upload({ imageType: "1" }, png)).status).toBe(200);
  });
});
