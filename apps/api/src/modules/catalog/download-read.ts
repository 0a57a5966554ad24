/**
 * How the back office reads a downloadable product's file (issue 13): the one uploaded (product_downloads), else the
 * demo's (data/files), with the title and the downloads a purchase allows from its custom attributes, where the
 * demo keeps them. download-edit.ts changes them; modules/downloads serves the file to its buyers.
 */
import { eq } from "drizzle-orm";
import type { DownloadAnswer } from "@petsies/contract/admin";
import type { Db } from "../../db/client.ts";
import { productDownloads, products } from "../../db/schema.ts";
import { demoFileOfSku, DOWNLOAD_TITLE_ATTRIBUTE, DOWNLOADS_ALLOWED_ATTRIBUTE } from "../downloads/service.ts";

/** The downloads a purchase allows, as the attribute holds it (0: no limit). */
export const downloadsAllowedOf = (attributes: Record<string, string | number>) => {
  const n = Number(attributes[DOWNLOADS_ALLOWED_ATTRIBUTE] ?? 0);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

export async function downloadOf(db: Db, id: number): Promise<DownloadAnswer | null> {
  const [row] = await db
    .select({ sku: products.sku, typeId: products.typeId, attributes: products.customAttributes, file: productDownloads })
    .from(products)
    .leftJoin(productDownloads, eq(productDownloads.productId, products.id))
    .where(eq(products.id, id));
  if (!row || row.typeId !== "downloadable") return null;
  const demo = demoFileOfSku(row.sku);
  return {
    title: String(row.attributes[DOWNLOAD_TITLE_ATTRIBUTE] ?? ""),
    downloadsAllowed: downloadsAllowedOf(row.attributes),
    file: row.file
      ? { fileName: row.file.fileName, contentType: row.file.contentType, sizeBytes: row.file.sizeBytes, fromDemo: false }
      : demo
        ? { fileName: demo.filename, contentType: demo.contentType, sizeBytes: null, fromDemo: true }
        : null,
  };
}
