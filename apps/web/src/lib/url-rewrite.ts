import type { UrlRewriteResult } from "@petsies/domain";
import { API_URL } from "./api.ts";

const TTL_MS = 30_000;
const MAX_ENTRIES = 2000;
/** A short per-process cache only (spec §7: cached per path); every process can rebuild it from the API. */
const cache = new Map<string, { at: number; rewrite: UrlRewriteResult | null }>();

/**
 * The URL rewrite of a path the dispatcher could not resolve (spec §7), or null. Silent: any failure or
 * non-200 answer counts as no rewrite, so the shopper gets the not-found page.
 */
export async function findRewrite(pathname: string): Promise<UrlRewriteResult | null> {
  const hit = cache.get(pathname);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.rewrite;
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
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(pathname, { at: Date.now(), rewrite });
  return rewrite;
}
