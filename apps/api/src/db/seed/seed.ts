/**
 * Loads the demo catalogue (data/) into an empty database: categories, products with stock and category
 * links, the customizable products' customization data, tax rules, currencies and content stories, plus
 * the rendered pictures in storage. Runs once: a
 * database that already has products is left alone. A real shop gets only seedEssentials (config.ts seedsDemo).
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import { sql } from "drizzle-orm";
import { REPO_ROOT } from "../../config.ts";
import type { Storage } from "../../infra/storage.ts";
import * as data from "../../../../../data/index.ts";
import type { Database, Db } from "../client.ts";
import * as schema from "../schema.ts";
import { tidyAfterBulkLoad } from "../maintenance.ts";
import { artKey, loadArt, renderArt, type ArtSource } from "./art.ts";
import { seedPromotions } from "./promotions.ts";
import { demoDesignRows } from "../../modules/giftcards/designs.ts";
import { recordFirstVersions } from "../../modules/cms/versions.ts";
import {
  categoryRows,
  contentImageKeys,
  demoProducts,
  productArtNames,
  productCategoryRows,
  productCustomizationRows,
  productRows,
  stockRows,
  storyRows,
} from "./catalog.ts";

export const DATA_DIR = path.join(REPO_ROOT, "data");
export const ART_DIR = path.join(DATA_DIR, "art");

/** Serialises concurrent seeders (two processes starting at once on one PostgreSQL). */
const SEED_LOCK_KEY = 7_305_001;

export interface SeedResult {
  seeded: boolean;
  categories: number;
  products: number;
  stories: number;
  /** Pictures written to storage (also when the catalogue was already there but pictures were missing). */
  images: number;
}

export async function hasProducts(db: Db): Promise<boolean> {
  const rows = await db.select({ id: schema.products.id }).from(schema.products).limit(1);
  return rows.length > 0;
}

/**
 * What every shop needs before its owner adds anything: the browsing currencies and the US sales-tax rule. Safe
 * to run on every start: rows already there (and an owner's changes to them) are kept.
 */
export async function seedEssentials(db: Db): Promise<void> {
  await db.insert(schema.taxRules).values(data.taxRules).onConflictDoNothing();
  await db.insert(schema.currencies).values(data.currencies).onConflictDoNothing();
}

export async function seedDemo(database: Database, storage: Storage, now = new Date()): Promise<SeedResult> {
  const art = await loadArt(ART_DIR, data.artVariants);
  const empty = { categories: 0, products: 0, stories: 0 };

  if (await hasProducts(database.db)) {
    const images = await renderArt(storage, art, { onlyMissing: true });
    await seedDemoDesignsIfNone(database.db);
    return { seeded: false, ...empty, images };
  }

  const products = demoProducts();
  checkPictures(art, products);
  const categories = categoryRows(data.categories);
  const categoryIdBySlug = new Map(categories.map((c) => [c.slug, c.id]));
  const productCategories = productCategoryRows(products, categoryIdBySlug);
  const stories = storyRows(data.stories, randomUUID);

  // Rendering takes seconds; do it before the transaction so the database is never held waiting on it.
  const images = await renderArt(storage, art, { onlyMissing: false });

  const seeded = await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasProducts(tx)) return false;

    await tx.insert(schema.categories).values(categories).onConflictDoNothing();
    await tx.insert(schema.products).values(productRows(products, now));
    await tx.insert(schema.productCategories).values(productCategories);
    await tx.insert(schema.stock).values(stockRows(products));
    await tx
      .insert(schema.productCustomizations)
      .values(productCustomizationRows(data.productCustomizations, new Map(products.map((p) => [p.sku, p.id]))));
    await seedEssentials(tx);
    await tx.insert(schema.cmsStories).values(stories).onConflictDoNothing();
    await recordFirstVersions(tx, "seed");
    await tx.insert(schema.urlRewrites).values(data.urlRewrites).onConflictDoNothing();
    for (const c of data.coupons) {
      const [coupon] = await tx.insert(schema.coupons).values({ description: c.description, percent: c.percent }).returning({ id: schema.coupons.id });
      await tx.insert(schema.couponCodes).values({ code: c.code, couponId: coupon!.id });
    }
    await tx
      .insert(schema.giftCards)
      .values(data.demoGiftCards.map((g) => ({ code: g.code, initialCents: g.balanceCents, balanceCents: g.balanceCents })))
      .onConflictDoNothing();
    await seedDemoDesignsIfNone(tx);
    await tx.insert(schema.reviews).values(demoReviewRows(products, now));
    await seedPromotions(tx, now);
    // Ids were set explicitly; move the sequence past them so later inserts get fresh ids.
    await tx.execute(sql`select setval(pg_get_serial_sequence('products', 'id'), (select max(id) from products))`);
    return true;
  });

  // Another process seeded while we rendered; the pictures we wrote are the same files.
  if (!seeded) return { seeded: false, ...empty, images: 0 };
  await tidyAfterBulkLoad(database.db);
  return { seeded: true, categories: categories.length, products: products.length, stories: stories.length, images };
}

/**
 * The demo gift card designs, when the shop has none: with the catalogue, and once in a demo shop seeded before
 * designs were kept in the database (they were fixed data then).
 */
async function seedDemoDesignsIfNone(db: Db): Promise<void> {
  const [any] = await db.select({ id: schema.giftCardDesigns.id }).from(schema.giftCardDesigns).limit(1);
  if (any) return;
  await db.insert(schema.giftCardDesigns).values(demoDesignRows()).onConflictDoNothing();
  // Ids were set explicitly (carts and cards name them); move the sequence past them.
  await db.execute(sql`select setval(pg_get_serial_sequence('gift_card_designs', 'id'), (select max(id) from gift_card_designs))`);
}

/** The demo reviews as approved reviews of verified buyers, dated back from `now`. */
function demoReviewRows(products: data.ProductData[], now: Date) {
  const idBySku = new Map(products.map((p) => [p.sku, p.id]));
  return data.demoReviews.map((r) => {
    const productId = idBySku.get(r.sku);
    if (productId === undefined) throw new Error(`A demo review names an unknown product: ${r.sku}`);
    const at = new Date(now.getTime() - r.daysAgo * 24 * 60 * 60 * 1000);
    const { sku: _sku, daysAgo: _days, ...review } = r;
    return { ...review, productId, verifiedBuyer: true, status: "approved", createdAt: at, updatedAt: at };
  });
}

/** Fails before touching the database if a product or story points at a picture that is not drawn. */
function checkPictures(art: ArtSource[], products: data.ProductData[]): void {
  const keys = new Set(art.map((a) => artKey(a.name)));
  const missing = [
    ...products.flatMap((p) => productArtNames(p).map(artKey).filter((k) => !keys.has(k)).map((k) => `${p.sku}: ${k}`)),
    ...data.stories.flatMap((s) => contentImageKeys(s.content).filter((k) => !keys.has(k)).map((k) => `${s.fullSlug}: ${k}`)),
  ];
  if (missing.length > 0) throw new Error(`Pictures missing from ${ART_DIR}:\n  ${missing.join("\n  ")}`);
}
