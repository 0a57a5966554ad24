/**
 * Downloads of downloadable order items (the inspiration kit): a customer downloads from their order
 * history with their user token; anyone holding the confirmation e-mail's link downloads with it until
 * the link expires (guests have no account to log in to). The file is served only for a placed order.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { downloadableFiles, type DownloadableFileData } from "../../../../../data/index.ts";
import { REPO_ROOT } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { downloadLinks, orderItems, orders } from "../../db/schema.ts";
import { AppError, NotFound } from "../../infra/errors.ts";
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

export interface DownloadFile {
  filename: string;
  contentType: string;
  data: Buffer;
}

/** The downloadable file of a product, if it has one. */
export function fileOfSku(sku: string): DownloadableFileData | null {
  return Object.hasOwn(downloadableFiles, sku) ? downloadableFiles[sku]! : null;
}

async function load(file: DownloadableFileData): Promise<DownloadFile> {
  return { filename: file.filename, contentType: file.contentType, data: await readFile(path.join(FILES_DIR, file.file)) };
}

const NOT_FOUND = "This order item has no download";

/**
 * The file of an item (by its public id) of the customer's own paid order: 404 for anything else,
 * another customer's item included, so nobody learns which items exist.
 */
export async function downloadForCustomer(db: Db, customerId: number, orderItemId: number): Promise<DownloadFile> {
  const id = (await publicIds(db)).toInternal("order-item", orderItemId);
  const [row] =
    id === null
      ? []
      : await db
          .select({ sku: orderItems.sku })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(and(eq(orderItems.id, id), eq(orders.customerId, customerId), eq(orders.paymentState, "authorized")))
          .limit(1);
  if (!row) throw new NotFound(NOT_FOUND);
  const file = fileOfSku(row.sku);
  if (!file) throw new NotFound(NOT_FOUND);
  return load(file);
}

/** The file a link names, while the link is live. A token that names no link counts against the client address. */
export async function downloadByLink(db: Db, token: string, ip: string | null, now = new Date()): Promise<DownloadFile> {
  const attempt: Attempt = [LIMITS.linkPerIp, ip];
  await takeAttempts(db, [attempt], now);
  const [row] = await db
    .select({ sku: orderItems.sku, expiresAt: downloadLinks.expiresAt, paymentState: orders.paymentState })
    .from(downloadLinks)
    .innerJoin(orderItems, eq(orderItems.id, downloadLinks.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(downloadLinks.tokenHash, hashToken(token)))
    .limit(1);
  const file = row && row.paymentState === "authorized" ? fileOfSku(row.sku) : null;
  if (!row || !file) throw new NotFound("This download link is not valid");
  await giveBack(db, [attempt]);
  if (row.expiresAt <= now) throw new LinkExpired();
  return load(file);
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
  for (const item of items.filter((i) => fileOfSku(i.sku))) {
    const token = newToken();
    await db.insert(downloadLinks).values({ orderItemId: item.id, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + DOWNLOAD_LINK_DAYS * DAY_MS) });
    links.push({ orderItemId: item.id, name: item.name, url: `${siteUrl}/api/downloads/links/${token}` });
  }
  return links;
}
