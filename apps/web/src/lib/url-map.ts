import { ByteLru, jsonBytes, type UrlMapping } from "@petsies/domain";
import { API_URL } from "./api.ts";
import { currentPageVersion } from "./page-version.ts";

/** A resolved path takes a few hundred bytes: some thousands of paths, however long a junk path is. */
const MAX_BYTES = 2_000_000;
/**
 * Per process, kept while the version of what pages show stays the same (lib/page-version.ts): a product
 * disabled, a url_key changed or a story published resolves anew within a second on every process.
 */
const cache = new ByteLru<{ version: string; mapping: UrlMapping | null }>(MAX_BYTES);

/**
 * Resolves a storefront path through the API's URL dispatcher (spec §2): the mapping, null when the
 * path shows nothing (404, or 400 for a path the API refuses outright, such as one with `%00`), or
 * undefined when the API did not answer (refused, 5xx, or slower than 5 s): then the proxy cannot say the path
 * shows nothing, and never answers 404 for it.
 */
export async function resolvePath(pathname: string): Promise<UrlMapping | null | undefined> {
  const version = await currentPageVersion();
  const hit = cache.get(pathname);
  if (hit && version !== null && hit.version === version) return hit.mapping;
  let res: Response;
  try {
    res = await fetch(`${API_URL}/api/url/map`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ url: pathname }),
      cache: "no-store",
      signal: AbortSignal.timeout(5000),
    });
  } catch {
    return undefined;
  }
  if (res.status === 400) return null;
  if (res.status !== 200 && res.status !== 404) return undefined;
  const mapping = res.status === 200 ? ((await res.json()) as { result: UrlMapping }).result : null;
  if (version !== null) cache.set(pathname, { version, mapping }, jsonBytes(mapping));
  return mapping;
}
