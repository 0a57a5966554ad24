import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ProductBody } from "@petsies/contract/admin";
import { auditLog, productDownloads } from "../../db/schema.ts";
import { useTestApp } from "../../test/app.ts";
import { multipartBody } from "../../test/multipart.ts";
import { newShopper, placeOrderFor } from "../../test/shopper.ts";
import { newStaff, type StaffClient } from "../../test/staff.ts";
import { databaseKinds } from "../../test/template.ts";
import { STAFF_COOKIE } from "../staff/access.ts";
import { productBody } from "../../test/products.ts";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

function newDownloadable(overrides: Partial<ProductBody> = {}): ProductBody {
  return productBody("Colouring Book", { type: "downloadable", description: "<p>Pages to colour.</p>", priceCents: 600, qty: 0, manageStock: false, ...overrides });
}

describe.each(databaseKinds)("downloadable products in the back office on %s", (kind) => {
  const t = useTestApp(kind);
  const db = () => t().database.db;
  const upload = async (owner: StaffClient, id: number, data: Buffer, filename: string) => {
    const form = multipartBody({}, { filename, contentType: "application/octet-stream", data });
    const res = await t().app.inject({ method: "POST", url: `/api/admin/products/${id}/download`, headers: { ...form.headers, cookie: `${STAFF_COOKIE}=${owner.cookie}`, "x-csrf-token": owner.csrf }, payload: form.payload });
    const body = res.json();
    return { status: res.statusCode, result: body.result, fields: body.fields as Record<string, string> | undefined, error: body.error as string | undefined };
  };
  const lastAudit = async (id: number, action: string) =>
    (await db().select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(id)))).orderBy(desc(auditLog.id)).limit(1))[0];

  it("takes a file and its title, and serves it to a buyer the number of times a purchase allows", async () => {
    const owner = await newStaff(t(), "owner");
    const body = newDownloadable();
    const created = await owner.call("POST", "/api/admin/products", body);
    expect(created.status, JSON.stringify(created)).toBe(200);
    const id = created.result.id as number;
    expect(created.result).toMatchObject({ type: "downloadable", editable: true, download: { title: "", downloadsAllowed: 0, file: null } });

    const version = async () => (await t().app.inject({ method: "GET", url: "/api/url/version" })).json().result.version;
    const before = await version();
    const uploaded = await upload(owner, id, PDF, "Colouring Book (final).pdf");
    expect(uploaded.status, JSON.stringify(uploaded)).toBe(200);
    expect(uploaded.result.download.file).toEqual({ fileName: "Colouring Book final.pdf", contentType: "application/pdf", sizeBytes: PDF.length, fromDemo: false });
    expect(await version()).not.toBe(before);
    expect(await lastAudit(id, "product.download.file")).toMatchObject({ staffEmail: owner.email, before: { file: null }, after: { file: { fileName: "Colouring Book final.pdf" } } });

    const settings = await owner.call("PUT", `/api/admin/products/${id}/download`, { title: "Colouring Book (PDF, 12 pages)", downloadsAllowed: 2 });
    expect(settings.status, JSON.stringify(settings)).toBe(200);
    expect(settings.result.download).toMatchObject({ title: "Colouring Book (PDF, 12 pages)", downloadsAllowed: 2 });
    expect(await lastAudit(id, "product.download.settings")).toMatchObject({ before: { title: "", downloadsAllowed: 0 }, after: { title: "Colouring Book (PDF, 12 pages)", downloadsAllowed: 2 } });
    // The storefront answers the demo's attributes.
    const storefront = (await t().app.inject({ method: "GET", url: `/api/product/${body.sku}` })).json().result;
    expect(storefront.custom_attributes).toMatchObject({ links_title: "Colouring Book (PDF, 12 pages)", number_of_downloads: 2 });

    // Nobody reads the file through the media route, whose keys are pictures'.
    const [stored] = await db().select().from(productDownloads).where(eq(productDownloads.productId, id));
    expect((await t().app.inject({ method: "GET", url: `/api/media/${stored!.storageKey}` })).statusCode).toBe(404);

    const buyer = await newShopper(t(), "book-buyer");
    const { publicItemIds } = await placeOrderFor(t(), buyer, [{ sku: body.sku, qty: 1 }]);
    const download = () => t().app.inject({ method: "GET", url: `/api/downloads/order-items/${publicItemIds[0]}?token=${buyer.token}` });
    for (let n = 0; n < 2; n++) {
      const res = await download();
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-disposition"]).toBe('attachment; filename="Colouring Book final.pdf"');
      expect(res.rawPayload.equals(PDF)).toBe(true);
    }
    expect((await download()).json()).toEqual({ code: 403, result: "This file has been downloaded the 2 times your purchase allows. Contact us if you need it again." });
    const history = (await t().app.inject({ method: "GET", url: "/api/user/order-history", headers: { authorization: `Bearer ${buyer.token}` } })).json().result;
    expect(history.items[0].items[0].available_actions).toContainEqual(expect.objectContaining({ code: "download-result" }));
  });

  it("refuses a file of another kind, bad settings at their field, and products of other types", async () => {
    const owner = await newStaff(t(), "owner");
    const id = (await owner.call("POST", "/api/admin/products", newDownloadable())).result.id as number;
    expect(await upload(owner, id, Buffer.from("just some words, not a file of any kind"), "notes.pdf")).toMatchObject({
      status: 400,
      fields: { file: "Choose a PDF, ZIP, EPUB, picture (PNG, JPEG, WebP), MP3 or MP4 file: this file is none of them." },
    });
    const put = (payload: unknown) => owner.call("PUT", `/api/admin/products/${id}/download`, payload);
    expect((await put({ title: " ", downloadsAllowed: 1.5 })).fields).toEqual({
      title: "Enter the title shoppers see for the file, like Inspiration Kit (PDF, 24 pages)",
      downloadsAllowed: "The number of downloads must be a whole number",
    });
    expect((await put({ title: "Book", downloadsAllowed: -1 })).fields).toEqual({ downloadsAllowed: "The number of downloads cannot be below zero (0 is no limit)" });
    expect((await owner.call("GET", `/api/admin/products/${id}`)).result.download).toEqual({ title: "", downloadsAllowed: 0, file: null });

    const simple = (await owner.call("POST", "/api/admin/products", newDownloadable({ type: "simple" }))).result.id as number;
    expect(await upload(owner, simple, PDF, "a.pdf")).toMatchObject({ status: 409, error: "not_downloadable" });
    expect(await owner.call("PUT", `/api/admin/products/${simple}/download`, { title: "A", downloadsAllowed: 0 })).toMatchObject({ status: 409, error: "not_downloadable" });
    // The demo's kit shows its file from data/files until another is uploaded.
    const kit = (await owner.call("GET", "/api/admin/products?q=inspiration_kit")).result.products[0].id as number;
    expect((await owner.call("GET", `/api/admin/products/${kit}`)).result.download).toEqual({
      title: "Petsies Inspiration Kit (PDF, 24 pages)",
      downloadsAllowed: 0,
      file: { fileName: "petsies-inspiration-kit.pdf", contentType: "application/pdf", sizeBytes: null, fromDemo: true },
    });
    for (const role of ["production", "support"] as const) {
      const member = await newStaff(t(), role);
      expect((await member.call("PUT", `/api/admin/products/${id}/download`, { title: "A", downloadsAllowed: 0 })).status).toBe(403);
    }
  });
});
