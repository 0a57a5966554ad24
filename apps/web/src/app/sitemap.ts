import type { MetadataRoute } from "next";
import { CREATION_PAGES } from "@petsies/domain";
import { apiGet } from "../lib/api.ts";
import { absoluteUrl } from "../lib/site-url.ts";

/** Built on each request from the live catalogue (never at build time, when the API may not be running). */
export const dynamic = "force-dynamic";

/**
 * Home, every listed category and product page and every content page but the not-found one, each at its
 * one canonical URL (trailing slash, absolute from SITE_URL). The API decides what is listed; the creation
 * pages (spec §2) are the storefront's own.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const entries = await apiGet<{ path: string; updated_at: string }[]>("/api/url/sitemap");
  return [...entries.map((e) => ({ url: absoluteUrl(e.path), lastModified: e.updated_at })), ...CREATION_PAGES.map((p) => ({ url: absoluteUrl(p.path) }))];
}
