/**
 * The URL dispatcher (spec §2): a storefront path is resolved to the product, category or content page
 * it shows, so that the storefront can answer an unknown path with the not-found page and a real 404.
 */
import { and, eq, or } from "drizzle-orm";
import { NOT_FOUND_SLUG, STATUS_ENABLED } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { categories, cmsStories, products } from "../../db/schema.ts";
import { NotFound } from "../../infra/errors.ts";
import { normaliseSlug } from "../cms/service.ts";

export type UrlMapping =
  | { _type: "product"; _source: { sku: string; parentSku: string | null; childSku: string | null } }
  | { _type: "category"; _source: { id: number; slug: string } }
  | { _type: "cms_page"; _source: { full_slug: string } };

/** A trailing slash and the query string are stripped (spec §2). */
export function cleanPath(url: string): string {
  const path = url.split(/[?#]/)[0] ?? "";
  return path.replace(/\/+$/, "").replace(/^\/+/, "");
}

function decodeSegments(path: string): string[] | null {
  try {
    return path.split("/").map(decodeURIComponent);
  } catch {
    return null;
  }
}

async function enabledProduct(db: Db, sku: string) {
  const [row] = await db
    .select({ sku: products.sku, parentSku: products.parentSku })
    .from(products)
    .where(and(eq(products.sku, sku), eq(products.status, STATUS_ENABLED)))
    .limit(1);
  return row ?? null;
}

async function productRoute(db: Db, parentSku: string, childSku: string | undefined): Promise<UrlMapping | null> {
  const parent = await enabledProduct(db, parentSku);
  if (!parent) return null;
  if (childSku === undefined || childSku === parentSku) {
    return { _type: "product", _source: { sku: parent.sku, parentSku: parent.parentSku, childSku: null } };
  }
  const child = await enabledProduct(db, childSku);
  if (!child || child.parentSku !== parentSku) return null;
  return { _type: "product", _source: { sku: parent.sku, parentSku: null, childSku: child.sku } };
}

async function categoryRoute(db: Db, slug: string): Promise<UrlMapping | null> {
  const [row] = await db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(and(or(eq(categories.slug, slug), eq(categories.urlPath, slug)), eq(categories.isActive, true)))
    .limit(1);
  return row ? { _type: "category", _source: row } : null;
}

async function storyRoute(db: Db, path: string): Promise<UrlMapping | null> {
  const slug = normaliseSlug(path);
  if (slug === NOT_FOUND_SLUG) return null;
  const [row] = await db
    .select({ full_slug: cmsStories.fullSlug })
    .from(cmsStories)
    .where(and(eq(cmsStories.fullSlug, slug), eq(cmsStories.published, true)))
    .limit(1);
  return row ? { _type: "cms_page", _source: row } : null;
}

export async function mapUrl(db: Db, url: string): Promise<UrlMapping> {
  const path = cleanPath(url);
  const segments = decodeSegments(path);
  let mapping: UrlMapping | null = null;
  if (segments?.[0] === "p" && segments[1] && segments.length <= 3) {
    mapping = await productRoute(db, segments[1], segments[2]);
  } else if (segments?.[0] === "c" && segments[1] && segments.length === 2) {
    mapping = await categoryRoute(db, segments[1]);
  } else if (segments && segments[0] !== "p" && segments[0] !== "c") {
    mapping = await storyRoute(db, path);
  }
  if (!mapping) throw new NotFound("No mapping found");
  return mapping;
}
