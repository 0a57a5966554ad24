import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { mayUseRenderCache } from "./cached-page.ts";
import { RENDER_PASS_HEADER } from "./render-cache.ts";
import { ROUTER_REQUEST_HEADER } from "./router-request.ts";

const request = (headers: Record<string, string>, { method = "GET", path = "/p/plush_travel_tote/" } = {}) =>
  new NextRequest(`http://shop.test${path}`, { method, headers });

describe("which requests the render cache answers", () => {
  it("every GET that loads a page, whatever its Accept says", () => {
    for (const accept of ["text/html,application/xhtml+xml,*/*;q=0.8", "*/*", "application/json", "image/avif,image/webp"]) {
      expect(mayUseRenderCache(request({ accept })), accept).toBe(true);
    }
    // curl, a monitor, a link preview that sends no Accept at all.
    expect(mayUseRenderCache(request({}))).toBe(true);
  });

  it("never the App Router's own requests (router-request.mjs marks them), another method, or the editor's preview", () => {
    expect(mayUseRenderCache(request({ accept: "*/*", [ROUTER_REQUEST_HEADER]: "1" }))).toBe(false);
    expect(mayUseRenderCache(request({ accept: "text/html" }, { method: "POST" }))).toBe(false);
    const preview = "/about/?_storyblok=12&_storyblok_tk[timestamp]=1&_storyblok_tk[token]=" + "a".repeat(64);
    expect(mayUseRenderCache(request({ accept: "text/html" }, { path: preview }))).toBe(false);
  });

  it("a client's own render-pass header does not get its page rendered anew: only this process's internal render does", () => {
    for (const forged of ["1", "true", ""]) expect(mayUseRenderCache(request({ [RENDER_PASS_HEADER]: forged })), forged).toBe(true);
  });
});
