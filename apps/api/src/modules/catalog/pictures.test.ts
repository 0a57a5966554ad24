import { and, desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MAX_PRODUCT_PICTURES } from "@petsies/contract/admin";
import { imageUrl } from "@petsies/domain";
import { auditLog, products } from "../../db/schema.ts";
import { multipartBody, type FilePart } from "../../test/multipart.ts";
import { useTestApp } from "../../test/app.ts";
import { newStaff, type StaffClient } from "../../test/staff.ts";
import { databaseKinds } from "../../test/template.ts";
import { STAFF_COOKIE } from "../staff/access.ts";
import { UPLOAD_MESSAGES } from "../uploads/service.ts";
import { PICTURE_MESSAGES } from "./pictures.ts";
import { productBody } from "../../test/products.ts";

const picture = async (colour: string, format: "png" | "jpeg" = "png"): Promise<FilePart> => ({
  filename: `felt.${format === "png" ? "png" : "jpg"}`,
  contentType: `image/${format}`,
  data: await sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer(),
});

describe.each(databaseKinds)("a product's pictures in the back office on %s", (kind) => {
  const t = useTestApp(kind);
  const db = () => t().database.db;
  const get = async (url: string) => {
    const res = await t().app.inject({ method: "GET", url });
    return { status: res.statusCode, result: res.json().result, raw: res };
  };

  /** A new simple product without pictures, made by the owner through the API. */
  async function newProduct(owner: StaffClient) {
    const body = productBody("Felt Fox", { priceCents: 1800, qty: 5 });
    const created = await owner.call("POST", "/api/admin/products", body);
    expect(created.status, JSON.stringify(created)).toBe(200);
    return created.result as { id: number; sku: string; name: string; pictures: { image: string; label: string }[] };
  }

  async function addPicture(staff: StaffClient, id: number, file: FilePart, fields: Record<string, string> = {}) {
    const body = multipartBody(fields, file);
    const res = await t().app.inject({
      method: "POST",
      url: `/api/admin/products/${id}/pictures`,
      headers: { ...body.headers, cookie: `${STAFF_COOKIE}=${staff.cookie}`, "x-csrf-token": staff.csrf },
      payload: body.payload,
    });
    const answer = res.json();
    return { status: res.statusCode, result: answer.result, fields: answer.fields as Record<string, string> | undefined };
  }

  it("adds pictures in order, the first the main one, which the storefront shows and sizes", async () => {
    const owner = await newStaff(t(), "owner");
    const product = await newProduct(owner);
    expect(product.pictures).toEqual([]);
    const first = await addPicture(owner, product.id, await picture("#a3401c"), { label: "A red felt fox, sitting" });
    expect(first.status, JSON.stringify(first)).toBe(200);
    const second = await addPicture(owner, product.id, await picture("#1f6f5c", "jpeg"));
    expect(second.result.pictures).toEqual([
      { image: expect.stringMatching(new RegExp(`^catalog/products/${product.id}/[0-9a-f-]+\\.png$`)), label: "A red felt fox, sitting" },
      // Without a text of its own, a picture is described by the product's name.
      { image: expect.stringMatching(/\.jpg$/), label: product.name },
    ]);
    const [main, other] = second.result.pictures as { image: string }[];

    const shown = await get(`/api/product/${product.sku}`);
    expect(shown.result).toMatchObject({ image: main!.image, media_gallery: [{ image: main!.image, label: "A red felt fox, sitting" }, { image: other!.image }] });
    const file = await t().app.inject({ method: "GET", url: imageUrl(main!.image) });
    expect(file.statusCode).toBe(200);
    expect((await sharp(file.rawPayload).metadata()).width).toBe(40);
    const thumbnail = await t().app.inject({ method: "GET", url: imageUrl(main!.image, "galleryStrip") });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers["content-type"]).toMatch(/^image\//);

    const [audit] = await db().select().from(auditLog).where(and(eq(auditLog.entityId, String(product.id)), eq(auditLog.action, "product.picture.add"))).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ staffEmail: owner.email, after: expect.objectContaining({ image: other!.image, width: 40, height: 30 }) });
  });

  it("puts pictures in a new order with new texts, makes the first the main one, and takes off the one left out", async () => {
    const owner = await newStaff(t(), "owner");
    const product = await newProduct(owner);
    await addPicture(owner, product.id, await picture("#a3401c"));
    await addPicture(owner, product.id, await picture("#1f6f5c"));
    const three = await addPicture(owner, product.id, await picture("#2d2420"));
    const [a, b, c] = three.result.pictures as { image: string }[];

    const saved = await owner.call("PUT", `/api/admin/products/${product.id}/pictures`, { pictures: [{ image: c!.image, label: "  The fox from the front " }, { image: a!.image, label: "The fox's back" }] });
    expect(saved.status, JSON.stringify(saved)).toBe(200);
    expect(saved.result.pictures).toEqual([
      { image: c!.image, label: "The fox from the front" },
      { image: a!.image, label: "The fox's back" },
    ]);
    const [row] = await db().select({ image: products.image }).from(products).where(eq(products.id, product.id));
    expect(row!.image).toBe(c!.image);
    expect((await get(`/api/product/${product.sku}`)).result.image).toBe(c!.image);
    const [audit] = await db().select().from(auditLog).where(and(eq(auditLog.entityId, String(product.id)), eq(auditLog.action, "product.pictures")));
    expect((audit!.before as { image: string }[]).map((p) => p.image)).toEqual([a!.image, b!.image, c!.image]);

    // Taking every picture off leaves the product without a main picture, not with a missing one.
    const none = await owner.call("PUT", `/api/admin/products/${product.id}/pictures`, { pictures: [] });
    expect(none.result.pictures).toEqual([]);
    expect((await db().select({ image: products.image }).from(products).where(eq(products.id, product.id)))[0]!.image).toBe("");
  });

  it("refuses a file that is not a picture, a picture not the product's or listed twice, and more than the most, at the field, saving nothing", async () => {
    const owner = await newStaff(t(), "owner");
    const product = await newProduct(owner);
    const text = await addPicture(owner, product.id, { filename: "fox.png", contentType: "image/png", data: Buffer.from("not a picture at all") });
    expect(text.status).toBe(400);
    expect(text.fields).toBeUndefined();
    expect(text.result).toBe(UPLOAD_MESSAGES.notAPhoto);
    const missing = await addPicture(owner, product.id, { name: "photo", filename: "fox.png", contentType: "image/png", data: (await picture("#a3401c")).data });
    expect(missing.status).toBe(400);
    expect(missing.fields).toMatchObject({ file: expect.stringContaining("Choose a picture") });

    const added = await addPicture(owner, product.id, await picture("#a3401c"));
    const own = (added.result.pictures as { image: string }[])[0]!.image;
    const foreign = await owner.call("PUT", `/api/admin/products/${product.id}/pictures`, { pictures: [{ image: "uploads/2026/11/someone-elses.jpg", label: "x" }] });
    expect(foreign.status).toBe(400);
    expect(foreign.fields).toEqual({ "pictures.0.image": PICTURE_MESSAGES.unknown });
    const twice = await owner.call("PUT", `/api/admin/products/${product.id}/pictures`, { pictures: [{ image: own, label: "a" }, { image: own, label: "b" }] });
    expect(twice.fields).toEqual({ "pictures.1.image": PICTURE_MESSAGES.twice });
    const long = await owner.call("PUT", `/api/admin/products/${product.id}/pictures`, { pictures: [{ image: own, label: "x".repeat(256) }] });
    expect(long.status).toBe(400);
    expect(long.fields).toMatchObject({ "pictures.0.label": "Please use at most 255 characters." });
    expect((await get(`/api/admin/products/${product.id}`)).status).toBe(401);
    expect((await owner.call("GET", `/api/admin/products/${product.id}`)).result.pictures).toEqual([{ image: own, label: product.name }]);

    await db()
      .update(products)
      .set({ mediaGallery: Array.from({ length: MAX_PRODUCT_PICTURES }, (_, i) => ({ image: `catalog/products/${product.id}/p${i}.png`, label: "p" })) })
      .where(eq(products.id, product.id));
    const full = await addPicture(owner, product.id, await picture("#1f6f5c"));
    expect(full.status).toBe(400);
    expect(full.fields).toEqual({ file: PICTURE_MESSAGES.tooMany });
  });

  it("lets only owners change pictures: production and support may not, nor anyone signed out", async () => {
    const owner = await newStaff(t(), "owner");
    const product = await newProduct(owner);
    for (const role of ["production", "support"] as const) {
      const staff = await newStaff(t(), role);
      expect((await addPicture(staff, product.id, await picture("#a3401c"))).status).toBe(403);
      expect((await staff.call("PUT", `/api/admin/products/${product.id}/pictures`, { pictures: [] })).status).toBe(403);
    }
    const signedOut = await owner.call("PUT", `/api/admin/products/${product.id}/pictures`, { pictures: [] }, { cookie: null });
    expect(signedOut.status).toBe(401);
    expect((await owner.call("PUT", "/api/admin/products/999999999/pictures", { pictures: [] })).status).toBe(404);
    expect((await owner.call("GET", `/api/admin/products/${product.id}`)).result.pictures).toEqual([]);
  });
});
