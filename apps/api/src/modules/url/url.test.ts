import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app.ts";
import { databaseKinds } from "../../test/template.ts";
import { cleanPath } from "./service.ts";

describe("cleanPath", () => {
  it("strips the trailing slash and the query string", () => {
    expect(cleanPath("/c/forevers/?sort=x#top")).toBe("c/forevers");
    expect(cleanPath("/")).toBe("");
  });
});

describe.each(databaseKinds)("URL map on %s", (kind) => {
  const t = useTestApp(kind);

  const map = async (url: unknown) => {
    const res = await t().app.inject({ method: "POST", url: "/api/url/map", payload: { url } });
    return { status: res.statusCode, result: res.json().result };
  };

  it("resolves product, child product, category and content paths", async () => {
    expect(await map("/p/ForeversDog_bundle/")).toEqual({
      status: 200,
      result: { _type: "product", _source: { sku: "ForeversDog_bundle", parentSku: null, childSku: null } },
    });
    expect((await map("/p/gift_box/gift_box_dog/")).result._source.childSku).toBe("gift_box_dog");
    expect((await map("/c/petsies-accessories/?sort=x")).result).toMatchObject({ _type: "category" });
    expect((await map("/about/")).result).toEqual({ _type: "cms_page", _source: { full_slug: "about" } });
    expect((await map("/")).result).toEqual({ _type: "cms_page", _source: { full_slug: "home" } });
  });

  it("answers 404 'No mapping found' for everything else", async () => {
    for (const url of [
      "/p/no-such-sku/",
      "/p/gift_box/ForeversDog_bundle/",
      "/p/gift_box/gift_box_dog/extra/",
      "/c/no-such-category/",
      "/no-such-page/",
      "/page-not-found/",
      "/p/%E0%A4%A/",
    ]) {
      expect(await map(url), url).toEqual({ status: 404, result: "No mapping found" });
    }
  });

  it("refuses a missing url with 400", async () => {
    expect((await map("")).status).toBe(400);
    expect((await map(42)).status).toBe(400);
  });
});
