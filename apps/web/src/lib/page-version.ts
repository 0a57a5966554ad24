import { API_URL } from "./api.ts";

/**
 * How old the version this process knows may be when a cached page or path is served. A change shows on
 * every storefront process within this much plus one question to the API (issue 18: within a second).
 */
export const VERSION_FRESH_MS = 250;

/**
 * A question the API leaves unanswered this long counts as no answer: every page load and /api/* call waits
 * for it (issue 33: kept pages stale, the rest 503, rather than hanging on an API that hangs).
 */
const VERSION_TIMEOUT_MS = 5000;

/** Asks the API for the version of what pages show (GET /api/url/version); null when it cannot be asked. */
export async function fetchPageVersion(): Promise<string | null> {
  try {
    const res = await fetch(`${API_URL}/api/url/version`, { headers: { accept: "application/json" }, cache: "no-store", signal: AbortSignal.timeout(VERSION_TIMEOUT_MS) });
    if (!res.ok) return null;
    const body = (await res.json()) as { result?: { version?: unknown } };
    return typeof body.result?.version === "string" ? body.result.version : null;
  } catch {
    return null;
  }
}

/**
 * The version as last asked, asking again when it is older than `freshMs`; concurrent callers share one
 * question, so a busy process asks at most about four times a second. Null when the API cannot be asked:
 * then nothing is served from a cache.
 */
export function versionKeeper(ask: () => Promise<string | null> = fetchPageVersion, freshMs = VERSION_FRESH_MS) {
  let known: { version: string | null; at: number } | null = null;
  let asking: Promise<string | null> | null = null;
  return function currentVersion(): Promise<string | null> {
    if (known && Date.now() - known.at < freshMs) return Promise.resolve(known.version);
    if (!asking) {
      // The time of asking, not of the answer: a change committed while the question travels is not missed.
      const at = Date.now();
      asking = ask()
        .then((version) => {
          known = { version, at };
          return version;
        })
        .finally(() => {
          asking = null;
        });
    }
    return asking;
  };
}

/** This process's version of what pages show, shared by the render cache and the path caches. */
export const currentPageVersion = versionKeeper();
