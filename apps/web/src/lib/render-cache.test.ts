import { afterEach, describe, expect, it, vi } from "vitest";
import { canonicalSearch, type PageQuery } from "./page-query.ts";
import { versionKeeper } from "./page-version.ts";
import { cacheKey, nonceOf, pageVariant, RenderCache, variantCookieHeader } from "./render-cache.ts";

/** A page as the cache sees it: anything with a size (lib/page-bytes.ts in the storefront). */
const page = (html: string) => ({ html, size: html.length });

/** A render that counts its calls and answers the next of `htmls`. */
function renders(...htmls: (string | null)[]) {
  let n = 0;
  const render = vi.fn(async () => {
    const html = htmls[Math.min(n++, htmls.length - 1)];
    return html === null ? null : page(html!);
  });
  return render;
}

describe("RenderCache", () => {
  afterEach(() => vi.useRealTimers());

  it("renders a page once per key and version, and again when the version changes", async () => {
    const cache = new RenderCache<ReturnType<typeof page>>();
    const render = renders("<p>$39.00</p>", "<p>$45.00</p>");
    expect((await cache.get("USD||/p/a/", "v1", render))?.html).toBe("<p>$39.00</p>");
    expect((await cache.get("USD||/p/a/", "v1", render))?.html).toBe("<p>$39.00</p>");
    expect(render).toHaveBeenCalledTimes(1);
    expect((await cache.get("USD||/p/a/", "v2", render))?.html).toBe("<p>$45.00</p>");
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("keeps each currency's page apart", async () => {
    const cache = new RenderCache<ReturnType<typeof page>>();
    await cache.get(cacheKey("/p/a/", { currency: "USD", country: "" }), "v1", renders("<p>$39.00</p>"));
    const euro = await cache.get(cacheKey("/p/a/", { currency: "EUR", country: "" }), "v1", renders("<p>€35.88</p>"));
    expect(euro?.html).toBe("<p>€35.88</p>");
    expect((await cache.get(cacheKey("/p/a/", { currency: "USD", country: "" }), "v1", renders("never")))?.html).toBe("<p>$39.00</p>");
  });

  it("hands out a kept page whatever its version or age, without rendering (while the API does not answer)", async () => {
    vi.useFakeTimers();
    const cache = new RenderCache<ReturnType<typeof page>>(10_000, 1000);
    const render = renders("<p>$39.00</p>");
    await cache.get("USD||/p/a/", "v1", render);
    vi.advanceTimersByTime(60_000);
    expect(cache.kept("USD||/p/a/")?.html).toBe("<p>$39.00</p>");
    expect(cache.kept("USD||/p/b/")).toBeNull();
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("shares one render between the misses of one page", async () => {
    const cache = new RenderCache<ReturnType<typeof page>>();
    const render = renders("<p>once</p>");
    const answers = await Promise.all([1, 2, 3].map(() => cache.get("k", "v1", render)));
    expect(answers.map((a) => a?.html)).toEqual(["<p>once</p>", "<p>once</p>", "<p>once</p>"]);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("renders again once a page is older than its time to live, serving it once more meanwhile", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const cache = new RenderCache<ReturnType<typeof page>>(1_000_000, 30_000);
    const render = renders("<p>first</p>", "<p>second</p>");
    await cache.get("k", "v1", render);
    vi.advanceTimersByTime(29_000);
    expect((await cache.get("k", "v1", render))?.html).toBe("<p>first</p>");
    expect(render).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2_000);
    expect((await cache.get("k", "v1", render))?.html).toBe("<p>first</p>");
    expect(render).toHaveBeenCalledTimes(2);
    await vi.waitFor(async () => expect((await cache.get("k", "v1", render))?.html).toBe("<p>second</p>"));
  });

  it("keeps nothing a render could not give (not a 200 page), nor a failed render", async () => {
    const cache = new RenderCache<ReturnType<typeof page>>();
    expect(await cache.get("k", "v1", renders(null))).toBeNull();
    expect(await cache.get("k", "v1", async () => Promise.reject(new Error("API down")))).toBeNull();
    expect(cache.size).toBe(0);
  });

  it("drops the least recently used page when full", async () => {
    // Room for two pages of one character under a one-letter key (each key counts two bytes).
    const cache = new RenderCache<ReturnType<typeof page>>(6);
    await cache.get("a", "v1", renders("a"));
    await cache.get("b", "v1", renders("b"));
    await cache.get("a", "v1", renders("never"));
    await cache.get("c", "v1", renders("c"));
    expect((await cache.get("a", "v1", renders("a again")))?.html).toBe("a");
    expect((await cache.get("b", "v1", renders("b again")))?.html).toBe("b again");
    expect(cache.bytes).toBeLessThanOrEqual(6);
  });

  it("keeps the home page through a thousand junk queries: they make no entry, and searches asked once make room only for one another", async () => {
    const cache = new RenderCache<ReturnType<typeof page>>();
    // Pages as large as a category page's bytes (lib/page-bytes.ts), without holding them.
    const render = (path: string) => async () => ({ html: path, size: 350_000 });
    const keyOf = (pathAndSearch: string, reads: PageQuery) => {
      const url = new URL(pathAndSearch, "http://shop");
      return cacheKey(url.pathname + canonicalSearch(reads, url.searchParams), { currency: "", country: "" });
    };
    const home = vi.fn(render("/"));
    await cache.get(keyOf("/", { kind: "none" }), "v1", home);
    const tracking = ["junk=", "utm_source=mail&utm_campaign=", "fbclid=", "gclid="];
    for (let i = 0; i < 1_000; i++) await cache.get(keyOf(`/?${tracking[i % tracking.length]}${i}`, { kind: "none" }), "v1", home);
    expect(home).toHaveBeenCalledTimes(1);
    // Searches nobody asks for twice, 350 MB of them: each is rendered, and pushes out only the others.
    for (let i = 0; i < 1_000; i++) await cache.get(keyOf(`/search/?q=junk${i}`, { kind: "search" }), "v1", render(`/search/?q=junk${i}`));
    expect((await cache.get(keyOf("/?gclid=new", { kind: "none" }), "v1", home))?.html).toBe("/");
    expect(home).toHaveBeenCalledTimes(1);
    expect(cache.bytes).toBeLessThanOrEqual(48_000_000);
  });
});

describe("the page variant", () => {
  it("is the price cookies, as far as they can name a currency and a country", () => {
    const jar = (cookies: Record<string, string>) => (name: string) => cookies[name];
    expect(pageVariant(jar({ currency: "EUR", "visitor-country": "DE", token: "secret" }))).toEqual({ currency: "EUR", country: "DE" });
    expect(pageVariant(jar({ currency: "<script>", "visitor-country": "Germany" }))).toEqual({ currency: "", country: "" });
    expect(pageVariant(jar({}))).toEqual({ currency: "", country: "" });
  });

  it("sends the internal render only the price cookies", () => {
    expect(variantCookieHeader({ currency: "EUR", country: "DE" })).toBe("currency=EUR; visitor-country=DE");
    expect(variantCookieHeader({ currency: "", country: "GB" })).toBe("visitor-country=GB");
    expect(variantCookieHeader({ currency: "", country: "" })).toBe("");
  });
});

describe("the nonce", () => {
  it("is read from the policy", () => {
    expect(nonceOf("default-src 'self'; script-src 'nonce-abc+/=' 'strict-dynamic'")).toBe("abc+/=");
    expect(nonceOf(null)).toBeNull();
  });
});

describe("versionKeeper", () => {
  afterEach(() => vi.useRealTimers());

  it("asks once for concurrent callers and again when its answer is older than freshMs", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    let version = 1;
    const ask = vi.fn(async () => `v${version}`);
    const current = versionKeeper(ask, 250);
    expect(await Promise.all([current(), current(), current()])).toEqual(["v1", "v1", "v1"]);
    expect(ask).toHaveBeenCalledTimes(1);
    version = 2;
    vi.advanceTimersByTime(200);
    expect(await current()).toBe("v1");
    vi.advanceTimersByTime(60);
    expect(await current()).toBe("v2");
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it("answers null while the API cannot be asked, and asks again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const ask = vi.fn<() => Promise<string | null>>().mockResolvedValueOnce(null).mockResolvedValue("v1");
    const current = versionKeeper(ask, 250);
    expect(await current()).toBeNull();
    vi.advanceTimersByTime(300);
    expect(await current()).toBe("v1");
  });
});
