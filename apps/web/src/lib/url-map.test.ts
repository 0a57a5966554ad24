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

describe("namesNothing", () => {
  it("takes a refused name (400) for a missing one (404), and nothing else", () => {
    expect(namesNothing(new ApiError(404, "Not found"))).toBe(true);
    expect(namesNothing(new ApiError(400, "Invalid querystring field 'slug'"))).toBe(true);
    expect(namesNothing(new ApiError(500, "Sorry!"))).toBe(false);
    expect(namesNothing(new ApiError(503, "API unreachable"))).toBe(false);
    expect(namesNothing(new Error("other"))).toBe(false);
  });
});
