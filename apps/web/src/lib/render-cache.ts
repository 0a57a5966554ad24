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
 * nonce swapped for this request's. What differs per shopper (cart count, account, wish list) is filled
 * in by the browser as before: the server's HTML has none of it, and the internal request carries no other
 * cookie to put any in.
 *
 * An entry is served while the version of what pages show is the one it was rendered at (lib/page-version.ts:
 * a price, stock, a product disabled or a story published changes it, seen by every process within a
 * second) and for at most PAGE_TTL_MS: campaigns, reviews and special-price dates are not in the version.
 */
import { COUNTRY_COOKIE, CURRENCY_COOKIE } from "@petsies/domain";

/** Marks the internal request that renders a page for the cache: the proxy lets it through to Next. */
export const RENDER_PASS_HEADER = "x-petsies-render";
/** The longest a rendered page is served, whatever the version says. */
export const PAGE_TTL_MS = 30_000;
/** At most this many rendered pages per process (a page is 50–150 kB): about 60 MB at worst. */
const MAX_ENTRIES = 500;

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

/** The page with the nonce it was rendered with replaced by this request's (a nonce is 24 base64 characters). */
export function withNonce(html: string, renderedNonce: string, nonce: string): string {
  return html.split(renderedNonce).join(nonce);
}

export interface RenderedPage {
  html: string;
  /** The nonce the page was rendered with. */
  nonce: string;
  contentType: string;
}

interface Entry extends RenderedPage {
  version: string;
  at: number;
}

/**
 * Pages by key, kept while their version is current and they are younger than PAGE_TTL_MS, least recently
 * used out first. Misses of one key share one render.
 */
export class RenderCache {
  private readonly entries = new Map<string, Entry>();
  private readonly rendering = new Map<string, Promise<Entry | null>>();

  constructor(
    private readonly maxEntries = MAX_ENTRIES,
    private readonly ttlMs = PAGE_TTL_MS,
  ) {}

  /**
   * The page for `key` at `version`, rendering it when there is none (null: it cannot be cached, e.g. not a
   * 200, and the caller renders it as usual).
   */
  async get(key: string, version: string, render: () => Promise<RenderedPage | null>): Promise<RenderedPage | null> {
    const hit = this.entries.get(key);
    if (hit && hit.version === version && Date.now() - hit.at < this.ttlMs) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const flightKey = `${version}|${key}`;
    let flight = this.rendering.get(flightKey);
    if (!flight) {
      // Rendered after the version was read: the page is at least as new as its version says.
      const at = Date.now();
      flight = render()
        .then((page) => (page ? this.keep(key, { ...page, version, at }) : null))
        .catch(() => null)
        .finally(() => this.rendering.delete(flightKey));
      this.rendering.set(flightKey, flight);
    }
    return flight;
  }

  private keep(key: string, entry: Entry): Entry {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, entry);
    return entry;
  }

  get size(): number {
    return this.entries.size;
  }
}
