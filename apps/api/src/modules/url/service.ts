/**
 * The URL dispatcher (spec §2): a storefront path is resolved to the product, category or content page
 * it shows, so that the storefront can answer an unknown path with the not-found page and a real 404.
 * Besides the route shapes (/p/…, /c/…, /cross-sells/p/…), a bare path equal to a category's or product's
 * url_path resolves to it (route name urldispatcher-{path}); else it is a content story's slug.
 */
import { and, eq, inArray, isNotNull, or } from "drizzle-orm";
import {
  LISTED_VISIBILITY,
  NOT_VISIBLE,
  NOT_FOUND_SLUG,
  STATUS_ENABLED,
  dispatcherRouteName,
  productRouteName,
  type UrlMapping,
} from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { categories, cmsStories, products } from "../../db/schema.ts";
import { NotFound } from "../../infra/errors.ts";
import { isStorableText } from "../../infra/input-guard.ts";
import { normaliseSlug } from "../cms/service.ts";

/** A trailing slash and the query string are stripped (spec §2). */
export function cleanPath(url: string): string {
  const path = url.split(/[?#]/)[0] ?? "";
  return path.replace(/\/+$/, "").replace(/^\/+/, "");
}

function decodeSegments(path: string): string[] | null {
  try {
    const segments = path.split("/").map(decodeURIComponent);
    // `%00` decodes to a NUL, which names no page (and no column takes).
    return segments.every(isStorableText) ? segments : null;
  } catch {
    return null;
  }
}

async function enabledProduct(db: Db, sku: string) {
  const [row] = await db
    .select({ sku: products.sku, parentSku: products.parentSku, typeId: products.typeId, visibility: products.visibility })
    .from(products)
    .where(and(eq(products.sku, sku), eq(products.status, STATUS_ENABLED)))
    .limit(1);
  return row ?? null;
}

async function productRoute(db: Db, parentSku: string, childSku: string | undefined): Promise<UrlMapping | null> {
  const parent = await enabledProduct(db, parentSku);
  if (!parent) return null;
  const route_name = productRouteName(parent.typeId);
  if (childSku === undefined || childSku === parentSku) {
    // Spec §4: a not-visible product (visibility 1) has no page of its own; a configurable's child is
    // looked up in its parent, and its direct visit moves there for good (direct access is blocked).
    if (parent.visibility === NOT_VISIBLE) {
      if (!parent.parentSku) return null;
      return {
        _type: "product",
        _source: { sku: parent.parentSku, parentSku: null, childSku: parent.sku, type_id: "configurable" },
        route_name: productRouteName("configurable"),
        redirect_to: `/p/${encodeURIComponent(parent.parentSku)}/${encodeURIComponent(parent.sku)}/`,
      };
    }
    return {
      _type: "product",
      _source: { sku: parent.sku, parentSku: parent.parentSku, childSku: null, type_id: parent.typeId },
      route_name,
    };
  }
  const child = await enabledProduct(db, childSku);
  if (!child || child.parentSku !== parentSku) return null;
  return {
    _type: "product",
    _source: { sku: parent.sku, parentSku: null, childSku: child.sku, type_id: parent.typeId },
    route_name,
  };
}

/** /cross-sells/p/:parentSku/ (spec §2): an enabled product that is not a configurable's child. */
async function crossSellRoute(db: Db, parentSku: string): Promise<UrlMapping | null> {
  const product = await enabledProduct(db, parentSku);
  if (!product || product.parentSku) return null;
  return {
    _type: "product",
    _source: { sku: product.sku, parentSku: null, childSku: null, type_id: product.typeId },
    route_name: "cross-sells",
  };
}

/**
 * A bare path that is a category's or a product's url_path. A product must be one that has a page of its
 * own: listed (visibility 2–4) or a configurable's child (shown on its parent's page).
 */
async function urlPathRoute(db: Db, path: string): Promise<UrlMapping | null> {
  const route_name = dispatcherRouteName(path);
  const [category] = await db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(and(eq(categories.urlPath, path), eq(categories.isActive, true)))
    .limit(1);
  if (category) return { _type: "category", _source: category, route_name };
  const [product] = await db
    .select({ sku: products.sku, parentSku: products.parentSku, typeId: products.typeId })
    .from(products)
    .where(
      and(
        eq(products.urlPath, path),
        eq(products.status, STATUS_ENABLED),
        or(inArray(products.visibility, [...LISTED_VISIBILITY]), isNotNull(products.parentSku)),
      ),
    )
    .limit(1);
  if (!product) return null;
  return {
    _type: "product",
    _source: { sku: product.sku, parentSku: product.parentSku, childSku: null, type_id: product.typeId },
    route_name,
  };
}

async function categoryRoute(db: Db, slug: string): Promise<UrlMapping | null> {
  const [row] = await db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(and(or(eq(categories.slug, slug), eq(categories.urlPath, slug)), eq(categories.isActive, true)))
    .limit(1);
  return row ? { _type: "category", _source: row, route_name: "category" } : null;
}

async function storyRoute(db: Db, path: string): Promise<UrlMapping | null> {
  const slug = normaliseSlug(path);
  if (slug === NOT_FOUND_SLUG) return null;
  const [row] = await db
    .select({ full_slug: cmsStories.fullSlug })
    .from(cmsStories)
    .where(and(eq(cmsStories.fullSlug, slug), eq(cmsStories.published, true)))
    .limit(1);
  return row ? { _type: "cms_page", _source: row, route_name: "cms-page" } : null;
}

export async function mapUrl(db: Db, url: string): Promise<UrlMapping> {
  const path = cleanPath(url);
  const segments = decodeSegments(path);
  let mapping: UrlMapping | null = null;
  if (segments?.[0] === "p" && segments[1] && segments.length <= 3) {
    mapping = await productRoute(db, segments[1], segments[2]);
  } else if (segments?.[0] === "c" && segments[1] && segments.length === 2) {
    mapping = await categoryRoute(db, segments[1]);
  } else if (segments?.[0] === "cross-sells" && segments[1] === "p" && segments[2] && segments.length === 3) {
    mapping = await crossSellRoute(db, segments[2]);
  } else if (segments && segments[0] !== "p" && segments[0] !== "c" && segments[0] !== "cross-sells") {
    mapping = (path && (await urlPathRoute(db, segments.join("/")))) || (await storyRoute(db, path));
  }
  if (!mapping) throw new NotFound("No mapping found");
  return mapping;
}
