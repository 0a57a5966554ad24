/**
 * The render cache of catalogue pages (issue 18): home, categories, products, content pages and search
 * results are rendered once per variant and page version, and served from memory to everyone else.
 *
 * Why here, in front of Next, rather than Next's own caches: every page carries this request's script nonce
 * (lib/security-headers.ts), which Next can only write into a page it renders for that request, so neither
 * a prerendered (ISR) page nor a Cache Components shell would carry it; and prices follow the currency and
 * country cookies, which Next's route cache cannot key on. So src/proxy.ts asks this cache first: a miss
 * renders the page once through this same server (an internal request with only the price cookies, marked
 * RENDER_PASS_HEADER so that it is rendered and not looked up again), and every hit is that page with its
 * nonce swapped for this request's (lib/page-bytes.ts keeps it encoded and compressed, with holes for the
 * nonce). What differs per shopper (cart count, account, wish list) is filled in by the browser as before: the
 * server's HTML has none of it, and the internal request carries no other cookie to put any in.
 *
 * An entry is served while the version of what pages show is the one it was rendered at (lib/page-version.ts:
 * a price, stock, a product disabled, a story published, a review approved, a campaign changed or a special
 * price or campaign starting or ending changes it, seen by every process within a second). What else a page
 * shows is kept at most PAGE_TTL_MS: an older entry is rendered again, and served once more meanwhile (its
 * version is still current, so no price is older).
 *
 * While the API does not answer (no version can be asked), a kept page is served as it is, whatever its version
 * or age, marked stale (issue 33): a shopper sees the page as it last was rather than an error.
 */
import { ByteLru, COUNTRY_COOKIE, CURRENCY_COOKIE } from "@petsies/domain";

/** Marks the internal request that renders a page for the cache: the proxy lets it through to Next. */
export const RENDER_PASS_HEADER = "x-petsies-render";
/** How long a rendered page is served before it is rendered again, whatever the version says. */
export const PAGE_TTL_MS = 30_000;
/**
 * The pages a process keeps, in bytes (lib/page-bytes.ts: a page's HTML and its compressed copy, about 1.2 times
 * the HTML; a product page's HTML is about 130 KB, a category page of 50 products 350 KB): about 150 to 300 pages.
 */
const MAX_BYTES = 48_000_000;

/**
 * What a shared cache (a CDN, nginx) in front may do with a page from this cache: keep it a second and answer
 * a second more while it asks again. Short, because a price change must show within a second; a burst of
 * visitors still costs this server one request per page, variant and second. Browsers keep nothing
 * (max-age=0), so a shopper's own back and reload see the change too. Never set on a page rendered for a
 * shopper (cart, checkout, account): Next answers those `private, no-store`.
 */
export const SHARED_CACHE_CONTROL = "public, max-age=0, s-maxage=1, stale-while-revalidate=1";
/**
 * A page differs by the price cookies (currency, visitor-country) and, as every Next page, by the headers of
 * the App Router's own requests. A standard cache cannot vary on one cookie, so it is told Cookie: it then
 * shares a page between visitors with the same cookies (first visits have none). A CDN that can key on single
 * cookies should key on those two and ignore this Vary (README "Deployment").
 */
export const SHARED_VARY = "RSC, Next-Router-State-Tree, Next-Router-Prefetch, Next-Router-Segment-Prefetch, Accept-Encoding, Cookie";

/** The price cookies of a request, as far as they can name a currency or a country; others are ignored. */
export function pageVariant(cookie: (name: string) => string | undefined): { currency: string; country: string } {
  const currency = cookie(CURRENCY_COOKIE) ?? "";
  const country = cookie(COUNTRY_COOKIE) ?? "";
  return { currency: /^[A-Za-z]{3}$/.test(currency) ? currency : "", country: /^[A-Za-z]{2}$/.test(country) ? country : "" };
}

/** The Cookie header of the internal request: the price cookies and nothing of the shopper's. */
export function variantCookieHeader(variant: { currency: string; country: string }): string {
  return [variant.currency && `${CURRENCY_COOKIE}=${variant.currency}`, variant.country && `${COUNTRY_COOKIE}=${variant.country}`].filter(Boolean).join("; ");
}

export function cacheKey(pathAndQuery: string, variant: { currency: string; country: string }): string {
  return `${variant.currency}|${variant.country}|${pathAndQuery}`;
}

/** The nonce of a Content-Security-Policy header, or null. */
export function nonceOf(policy: string | null): string | null {
  return /'nonce-([^']+)'/.exec(policy ?? "")?.[1] ?? null;
}

interface Entry<Page> {
  page: Page;
  version: string;
  at: number;
}

/**
 * Pages by key, kept while their version is current, in at most `maxSize` bytes (the sum of the pages' `size`):
 * a ByteLru, so that pages asked for once each (a crawl of distinct searches) only push out one another, never a
 * page in use. Misses of one key share one render.
 */
export class RenderCache<Page extends { size: number }> {
  private readonly entries: ByteLru<Entry<Page>>;
  private readonly rendering = new Map<string, Promise<Page | null>>();

  constructor(
    maxSize = MAX_BYTES,
    private readonly ttlMs = PAGE_TTL_MS,
  ) {
    this.entries = new ByteLru(maxSize);
  }

  /**
   * The page for `key` at `version`, rendering it when there is none (null: it cannot be cached, e.g. not a
   * 200, and the caller renders it as usual).
   */
  async get(key: string, version: string, render: () => Promise<Page | null>): Promise<Page | null> {
    const hit = this.entries.get(key);
    if (hit && hit.version === version) {
      if (Date.now() - hit.at >= this.ttlMs) void this.renderOnce(key, version, render);
      return hit.page;
    }
    return this.renderOnce(key, version, render);
  }

  /**
   * The page kept for `key` whatever its version or age, without rendering: what the shop can still show while
   * the API does not answer (lib/cached-page.ts keptPage).
   */
  kept(key: string): Page | null {
    return this.entries.get(key)?.page ?? null;
  }

  private renderOnce(key: string, version: string, render: () => Promise<Page | null>): Promise<Page | null> {
    const flightKey = `${version}|${key}`;
    let flight = this.rendering.get(flightKey);
    if (!flight) {
      // Rendered after the version was read: the page is at least as new as its version says.
      const at = Date.now();
      flight = render()
        .then((page) => {
          if (page) this.entries.set(key, { page, version, at }, page.size);
          return page;
        })
        .catch(() => null)
        .finally(() => this.rendering.delete(flightKey));
      this.rendering.set(flightKey, flight);
    }
    return flight;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The bytes the kept pages take. */
  get bytes(): number {
    return this.entries.bytes;
  }
}
