/**
 * Downloads of downloadable order items (the inspiration kit): a customer downloads from their order
 * history with their user token; anyone holding the confirmation e-mail's link downloads with it until
 * the link expires (guests have no account to log in to). The file is served only for a placed order.
 *
 * A product's file is the one an owner uploaded in the back office (product_downloads, kept in storage), else the
 * demo's file in data/files. A product may allow a number of downloads per unit bought (custom attribute
 * number_of_downloads, 0 or none: no limit); each download counts against its order item, in one statement so two
 * at once never both pass the last one.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray, sql } from "drizzle-orm";
import { downloadableFiles, type DownloadableFileData } from "../../../../../data/index.ts";
import { REPO_ROOT } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { downloadLinks, orderItemDownloads, orderItems, orders, productDownloads, products } from "../../db/schema.ts";
import { AppError, NotFound } from "../../infra/errors.ts";
import type { Storage } from "../../infra/storage.ts";
import { publicIds } from "../../infra/public-ids.ts";
import { giveBack, LIMITS, takeAttempts, type Attempt } from "../../infra/security/rate-limit.ts";
import { hashToken, newToken } from "../../infra/security/tokens.ts";

const FILES_DIR = path.join(REPO_ROOT, "data", "files");
/** How long the e-mailed link works. */
export const DOWNLOAD_LINK_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export class LinkExpired extends AppError {
  constructor() {
    super(410, "This download link has expired. Log in to download the file from your order history, or contact us for a new link.");
  }
}

/** The custom attribute holding how many downloads one unit bought allows (0 or none: no limit). */
export const DOWNLOADS_ALLOWED_ATTRIBUTE = "number_of_downloads";
/** The custom attribute holding the title shoppers see for the file (the demo's). */
export const DOWNLOAD_TITLE_ATTRIBUTE = "links_title";

export class DownloadsUsed extends AppError {
  constructor(allowed: number) {
    super(403, `This file has been downloaded the ${allowed === 1 ? "one time" : `${allowed} times`} your purchase allows. Contact us if you need it again.`);
  }
}

export interface DownloadFile {
  filename: string;
  contentType: string;
  data: Buffer;
}

/** The demo's file of a product, if it has one (data/files). */
export function demoFileOfSku(sku: string): DownloadableFileData | null {
  return Object.hasOwn(downloadableFiles, sku) ? downloadableFiles[sku]! : null;
}

type StoredFile = { storageKey: string; fileName: string; contentType: string };

/** The uploaded files of these skus' products, by sku. */
async function storedFiles(db: Db, skus: string[]): Promise<Map<string, StoredFile>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .select({ sku: products.sku, storageKey: productDownloads.storageKey, fileName: productDownloads.fileName, contentType: productDownloads.contentType })
    .from(productDownloads)
    .innerJoin(products, eq(products.id, productDownloads.productId))
    .where(inArray(products.sku, [...new Set(skus)]));
  return new Map(rows.map(({ sku, ...file }) => [sku, file]));
}

/** The skus among these whose product has a file to download. */
export async function downloadableSkus(db: Db, skus: string[]): Promise<Set<string>> {
  const stored = await storedFiles(db, skus);
  return new Set(skus.filter((sku) => stored.has(sku) || demoFileOfSku(sku) !== null));
}

async function fileOfSku(db: Db, storage: Storage, sku: string): Promise<DownloadFile | null> {
  const stored = (await storedFiles(db, [sku])).get(sku);
  if (stored) {
    const data = await storage.get(stored.storageKey);
    return data ? { filename: stored.fileName, contentType: stored.contentType, data } : null;
  }
  const demo = demoFileOfSku(sku);
  return demo ? load(demo) : null;
}

async function load(file: DownloadableFileData): Promise<DownloadFile> {
  return { filename: file.filename, contentType: file.contentType, data: await readFile(path.join(FILES_DIR, file.file)) };
}

const NOT_FOUND = "This order item has no download";

/** Counts one download of an order item, or refuses it once the purchase's downloads are used. */
async function countDownload(db: Db, orderItemId: number, sku: string, qty: number): Promise<void> {
  const [product] = await db.select({ attributes: products.customAttributes }).from(products).where(eq(products.sku, sku));
  const perUnit = Number(product?.attributes[DOWNLOADS_ALLOWED_ATTRIBUTE] ?? 0);
  if (!Number.isInteger(perUnit) || perUnit <= 0) return;
  const allowed = perUnit * Math.max(1, qty);
  const counted = await db
    .insert(orderItemDownloads)
    .values({ orderItemId, downloads: 1 })
    .onConflictDoUpdate({ target: orderItemDownloads.orderItemId, set: { downloads: sql`${orderItemDownloads.downloads} + 1` }, setWhere: sql`${orderItemDownloads.downloads} < ${allowed}` })
    .returning({ downloads: orderItemDownloads.downloads });
  if (counted.length === 0) throw new DownloadsUsed(allowed);
}

/**
 * The file of an item (by its public id) of the customer's own paid order: 404 for anything else,
 * another customer's item included, so nobody learns which items exist.
 */
export async function downloadForCustomer(db: Db, storage: Storage, customerId: number, orderItemId: number): Promise<DownloadFile> {
  const id = (await publicIds(db)).toInternal("order-item", orderItemId);
  const [row] =
    id === null
      ? []
      : await db
          .select({ id: orderItems.id, sku: orderItems.sku, qty: orderItems.qty })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(and(eq(orderItems.id, id), eq(orders.customerId, customerId), eq(orders.paymentState, "authorized")))
          .limit(1);
  if (!row) throw new NotFound(NOT_FOUND);
  const file = await fileOfSku(db, storage, row.sku);
  if (!file) throw new NotFound(NOT_FOUND);
  await countDownload(db, row.id, row.sku, row.qty);
  return file;
}

/** The file a link names, while the link is live. A token that names no link counts against the client address. */
export async function downloadByLink(db: Db, storage: Storage, token: string, ip: string | null, now = new Date()): Promise<DownloadFile> {
  const attempt: Attempt = [LIMITS.linkPerIp, ip];
  await takeAttempts(db, [attempt], now);
  const [row] = await db
    .select({ id: orderItems.id, sku: orderItems.sku, qty: orderItems.qty, expiresAt: downloadLinks.expiresAt, paymentState: orders.paymentState })
    .from(downloadLinks)
    .innerJoin(orderItems, eq(orderItems.id, downloadLinks.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(downloadLinks.tokenHash, hashToken(token)))
    .limit(1);
  const file = row && row.paymentState === "authorized" ? await fileOfSku(db, storage, row.sku) : null;
  if (!row || !file) throw new NotFound("This download link is not valid");
  await giveBack(db, [attempt]);
  if (row.expiresAt <= now) throw new LinkExpired();
  await countDownload(db, row.id, row.sku, row.qty);
  return file;
}

export interface DownloadLink {
  orderItemId: number;
  name: string;
  url: string;
}

/**
 * One link per downloadable item of a placed order, for its confirmation e-mail. Only the token's hash is
 * stored, so the links are made when the e-mail is, and a repeat makes new ones rather than reading old ones.
 */
export async function createDownloadLinks(db: Db, orderId: number, siteUrl: string, now = new Date()): Promise<DownloadLink[]> {
  const items = await db
    .select({ id: orderItems.id, sku: orderItems.sku, name: orderItems.name })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.orderId, orderId), eq(orders.paymentState, "authorized")))
    .orderBy(orderItems.id);
  const links: DownloadLink[] = [];
  const downloadable = await downloadableSkus(db, items.map((i) => i.sku));
  for (const item of items.filter((i) => downloadable.has(i.sku))) {
    const token = newToken();
    await db.insert(downloadLinks).values({ orderItemId: item.id, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + DOWNLOAD_LINK_DAYS * DAY_MS) });
    links.push({ orderItemId: item.id, name: item.name, url: `${siteUrl}/api/downloads/links/${token}` });
  }
  return links;
}
