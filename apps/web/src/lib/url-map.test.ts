import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, namesNothing } from "./api.ts";
import { resolvePath } from "./url-map.ts";

function answer(status: number, result: unknown) {
  vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ code: status, result }), { status })));
}

describe("resolvePath", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  // Issue 20: /c/%00/ answered 500 — the API's 500 read as "could not ask", so the category page rendered and failed.
  it("shows nothing for a path the API refuses as bad input, as for one it does not know", async () => {
    answer(400, "Invalid body field 'url': Text fields may not contain a NUL character");
    expect(await resolvePath("/c/%00/")).toBeNull();
    answer(404, "No mapping found");
    expect(await resolvePath("/c/no-such-category/")).toBeNull();
  });

  it("leaves a server error to the page, which reports it", async () => {
    answer(500, "Sorry! Something went wrong.");
    expect(await resolvePath("/c/on-a-bad-day/")).toBeUndefined();
  });
});

describe("resolvePath's cache", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  // Issue 18: the cache was kept 30 seconds, so a product disabled still resolved to its page for that long.
  it("keeps a path while the version of what pages show is the same, and asks again once it changes", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.advanceTimersByTime(10_000);
    let version = "1.a.b";
    const asked: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        const result = url.endsWith("/api/url/version") ? { version } : { _type: "category", _source: { id: 3, slug: "x" }, route_name: "category" };
        if (!url.endsWith("/api/url/version")) asked.push(url);
        return new Response(JSON.stringify({ code: 200, result }), { status: 200 });
      }),
    );
    await resolvePath("/c/x/");
    await resolvePath("/c/x/");
    expect(asked).toHaveLength(1);
    version = "2.a.b";
    vi.advanceTimersByTime(1_000);
    await resolvePath("/c/x/");
    expect(asked).toHaveLength(2);
  });
});

describe("namesNothing", () => {
  it("takes a refused name (400) for a missing one (404), and nothing else", () => {
    expect(namesNothing(new ApiError(404, "Not found"))).toBe(true);
    expect(namesNothing(new ApiError(400, "Invalid querystring field 'slug'"))).toBe(true);
    expect(namesNothing(new ApiError(500, "Sorry!"))).toBe(false);
    expect(namesNothing(new ApiError(503, "API unreachable"))).toBe(false);
    expect(namesNothing(new Error("other"))).toBe(false);
  });
});
