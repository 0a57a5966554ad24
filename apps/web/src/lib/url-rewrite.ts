import { ByteLru, jsonBytes, type UrlRewriteResult } from "@petsies/domain";
import { API_URL } from "./api.ts";
import { currentPageVersion } from "./page-version.ts";

/** A rewrite (or its absence) takes a few hundred bytes: some thousands of paths, however long a junk path is. */
const MAX_BYTES = 2_000_000;
/**
 * Per process, kept while the version of what pages show stays the same (lib/page-version.ts): a product
 * disabled, a url_key changed or a story published resolves anew within a second on every process. Spec §7: cached per path.
 */
const cache = new ByteLru<{ version: string; rewrite: UrlRewriteResult | null }>(MAX_BYTES);

/**
 * The URL rewrite of a path the dispatcher could not resolve (spec §7), or null. Silent: any failure or
 * non-200 answer counts as no rewrite, so the shopper gets the not-found page.
 */
export async function findRewrite(pathname: string): Promise<UrlRewriteResult | null> {
  const version = await currentPageVersion();
  const hit = cache.get(pathname);
  if (hit && version !== null && hit.version === version) return hit.rewrite;
  let rewrite: UrlRewriteResult | null = null;
  try {
    const res = await fetch(`${API_URL}/api/url-rewrite/redirect?${new URLSearchParams({ requestPath: pathname })}`, {
      headers: { accept: "application/json" },
      cache: "no-store",
    });
    if (res.status !== 200 && res.status !== 404) return null;
    if (res.status === 200) rewrite = ((await res.json()) as { result: UrlRewriteResult }).result;
  } catch {
    return null;
  }
  if (version !== null) cache.set(pathname, { version, rewrite }, jsonBytes(rewrite));
  return rewrite;
}
