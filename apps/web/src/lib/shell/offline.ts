/**
 * Offline browsing (spec §8 "Offline", "Page data fails with 'query returned empty result'"). When a page
 * is not in the service worker's cache and the network is gone, public/sw.js answers with a redirect to
 * the cached home page carrying this parameter; the shell then tells the shopper and drops it from the URL.
 * The same name is written in public/sw.js, which cannot import modules.
 */
export const OFFLINE_UNAVAILABLE_PARAM = "offline-unavailable";

/** The URL to show once the notice is given: the same page without the parameter. */
export function withoutUnavailableParam(href: string): string | null {
  const url = new URL(href);
  if (!url.searchParams.has(OFFLINE_UNAVAILABLE_PARAM)) return null;
  url.searchParams.delete(OFFLINE_UNAVAILABLE_PARAM);
  return url.pathname + url.search + url.hash;
}
