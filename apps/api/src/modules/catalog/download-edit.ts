/**
 * A downloadable product's file, its title and the downloads a purchase allows, as the back office sets them
 * (issue 13). The file is checked from its bytes (a PDF, ZIP, EPUB, picture, MP3 or MP4), stored under a key of its
 * own in storage and named in product_downloads, which the downloads module serves to the product's buyers; the
 * title and the number of downloads are the product's custom attributes links_title and number_of_downloads, where
 * the demo keeps them. Each change is one transaction with its audit row; it touches the product row, so the
 * catalogue's version moves and every cache hears of it.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import type { DownloadSettingsBody, ProductDetailAnswer } from "@petsies/contract/admin";
import type { Db } from "../../db/client.ts";
import { productDownloads, products } from "../../db/schema.ts";
import { Conflict, NotFound } from "../../infra/errors.ts";
import type { Storage } from "../../infra/storage.ts";
import { InvalidFields } from "../../infra/validation-answer.ts";
import { DOWNLOAD_TITLE_ATTRIBUTE, DOWNLOADS_ALLOWED_ATTRIBUTE } from "../downloads/service.ts";
import { writeAudit, type Actor } from "../staff/audit.ts";
import { downloadsAllowedOf } from "./download-read.ts";
import { productForStaff } from "./edit.ts";

/** What a downloadable product's file may be, by the type its bytes show. */
const ACCEPTED: Record<string, string> = {
  "application/pdf": "pdf",
  "application/zip": "zip",
  "application/epub+zip": "epub",
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "audio/mpeg": "mp3",
  "video/mp4": "mp4",
};

export const DOWNLOAD_MESSAGES = {
  notDownloadable: (type: string) => `A ${type} product has no file to download: only a downloadable product has one.`,
  fileType: "Choose a PDF, ZIP, EPUB, picture (PNG, JPEG, WebP), MP3 or MP4 file: this file is none of them.",
};

async function lockDownloadable(tx: Db, id: number) {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for("update");
  if (!row) throw new NotFound("No product has this id.");
  if (row.typeId !== "downloadable") throw new Conflict(DOWNLOAD_MESSAGES.notDownloadable(row.typeId), "not_downloadable");
  return row;
}

/** The name the shopper's browser saves the file as: the uploaded name's letters, digits, dots, dashes and spaces. */
function savedName(uploaded: string | null, extension: string, sku: string): string {
  const base = (uploaded ?? "").split(/[\\/]/).pop()!.replace(/\.[^.]*$/, "").replace(/[^A-Za-z0-9 ._-]+/g, "").trim().slice(0, 100);
  return `${base || sku}.${extension}`;
}

/** Replaces a downloadable product's file; the old one stays in storage for the orders that named it. */
export async function setDownloadFile(db: Db, storage: Storage, actor: Actor, id: number, bytes: Buffer, uploadedName: string | null): Promise<ProductDetailAnswer> {
  const [exists] = await db.select({ typeId: products.typeId }).from(products).where(eq(products.id, id));
  if (!exists) throw new NotFound("No product has this id.");
  if (exists.typeId !== "downloadable") throw new Conflict(DOWNLOAD_MESSAGES.notDownloadable(exists.typeId), "not_downloadable");
  const detected = await fileTypeFromBuffer(bytes);
  const extension = detected ? ACCEPTED[detected.mime] : undefined;
  if (!detected || !extension) throw new InvalidFields({ file: DOWNLOAD_MESSAGES.fileType });
  // Stored before the transaction (storage is no part of it): a failed save leaves an unnamed file, never a named missing one.
  const storageKey = `downloads/products/${id}/${randomUUID()}.${extension}`;
  await storage.put(storageKey, bytes);
  await db.transaction(async (tx) => {
    const product = await lockDownloadable(tx, id);
    const [before] = await tx.select().from(productDownloads).where(eq(productDownloads.productId, id));
    const file = { storageKey, fileName: savedName(uploadedName, extension, product.sku), contentType: detected.mime, sizeBytes: bytes.length, updatedAt: new Date() };
    await tx.insert(productDownloads).values({ productId: id, ...file }).onConflictDoUpdate({ target: productDownloads.productId, set: file });
    // The row is touched so the catalogue's version moves (migration 0002's trigger).
    await tx.update(products).set({ customAttributes: product.customAttributes }).where(eq(products.id, id));
    const shown = (f: typeof file | undefined) => (f ? { fileName: f.fileName, contentType: f.contentType, sizeBytes: f.sizeBytes } : null);
    await writeAudit(tx, actor, { action: "product.download.file", entityType: "product", entityId: id, before: { file: shown(before) }, after: { file: shown(file) } });
  });
  return productForStaff(db, id);
}

export async function setDownloadSettings(db: Db, actor: Actor, id: number, body: DownloadSettingsBody): Promise<ProductDetailAnswer> {
  await db.transaction(async (tx) => {
    const product = await lockDownloadable(tx, id);
    const before = { title: String(product.customAttributes[DOWNLOAD_TITLE_ATTRIBUTE] ?? ""), downloadsAllowed: downloadsAllowedOf(product.customAttributes) };
    if (before.title === body.title && before.downloadsAllowed === body.downloadsAllowed) return;
    const { [DOWNLOADS_ALLOWED_ATTRIBUTE]: _limit, ...others } = product.customAttributes;
    const attributes = { ...others, [DOWNLOAD_TITLE_ATTRIBUTE]: body.title, ...(body.downloadsAllowed > 0 ? { [DOWNLOADS_ALLOWED_ATTRIBUTE]: body.downloadsAllowed } : {}) };
    await tx.update(products).set({ customAttributes: attributes }).where(eq(products.id, id));
    await writeAudit(tx, actor, { action: "product.download.settings", entityType: "product", entityId: id, before, after: body });
  });
  return productForStaff(db, id);
}
