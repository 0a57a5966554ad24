/**
 * What sitemap.xml lists (spec §2 canonical URLs): every active category page, every product page a shopper
 * can reach from the catalogue (enabled, visibility 2–4; out-of-stock pages still exist) and every published
 * content page but the not-found one. Paths are the canonical ones, with their trailing slash.
 */
import { and, asc, eq, inArray, isNotNull, ne } from "drizzle-orm";
import { HOME_SLUG, LISTED_VISIBILITY, NOT_FOUND_SLUG, STATUS_ENABLED, categoryPath, productPath, type ProductType } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { categories, cmsStories, products } from "../../db/schema.ts";

export interface SitemapEntry {
  path: string;
  updated_at: string;
}

export async function sitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const [categoryRows, productRows, storyRows] = await Promise.all([
    db
      .select({ slug: categories.slug, updatedAt: categories.updatedAt })
      .from(categories)
      // The root ("Default Category") has no page of its own.
      .where(and(eq(categories.isActive, true), isNotNull(categories.parentId)))
      .orderBy(asc(categories.position), asc(categories.id)),
    db
      .select({ sku: products.sku, parentSku: products.parentSku, typeId: products.typeId, updatedAt: products.updatedAt })
      .from(products)
      .where(and(eq(products.status, STATUS_ENABLED), inArray(products.visibility, [...LISTED_VISIBILITY])))
      .orderBy(asc(products.id)),
    db
      .select({ fullSlug: cmsStories.fullSlug, updatedAt: cmsStories.updatedAt })
      .from(cmsStories)
      .where(and(eq(cmsStories.published, true), ne(cmsStories.fullSlug, NOT_FOUND_SLUG)))
      .orderBy(asc(cmsStories.fullSlug)),
  ]);
  const home = storyRows.find((s) => s.fullSlug === HOME_SLUG);
  return [
    { path: "/", updated_at: (home?.updatedAt ?? new Date()).toISOString() },
    ...categoryRows.map((c) => ({ path: categoryPath(c), updated_at: c.updatedAt.toISOString() })),
    ...productRows.map((p) => ({
      path: productPath({ sku: p.sku, parentSku: p.parentSku, type_id: p.typeId as ProductType }),
      updated_at: p.updatedAt.toISOString(),
    })),
    ...storyRows
      .filter((s) => s.fullSlug !== HOME_SLUG)
      .map((s) => ({ path: `/${s.fullSlug.split("/").map(encodeURIComponent).join("/")}/`, updated_at: s.updatedAt.toISOString() })),
  ];
}
