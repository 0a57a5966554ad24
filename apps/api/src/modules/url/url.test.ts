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
      result: {
        _type: "product",
        _source: { sku: "ForeversDog_bundle", parentSku: null, childSku: null, type_id: "bundle" },
        route_name: "bundle-product",
      },
    });
    expect((await map("/p/gift_box/gift_box_dog/")).result._source.childSku).toBe("gift_box_dog");
    expect((await map("/c/petsies-accessories/?sort=x")).result).toMatchObject({ _type: "category" });
    expect((await map("/about/")).result).toEqual({ _type: "cms_page", _source: { full_slug: "about" }, route_name: "cms-page" });
    expect((await map("/")).result).toEqual({ _type: "cms_page", _source: { full_slug: "home" }, route_name: "cms-page" });
  });

  it("resolves a bare path that is a category's or product's url_path", async () => {
    expect(await map("/photo-pillows-designs/")).toEqual({
      status: 200,
      result: { _type: "category", _source: { id: 80, slug: "photo-pillows-designs" }, route_name: "urldispatcher-photo-pillows-designs" },
    });
    expect(await map("/custom-dog-plush/?utm=x")).toEqual({
      status: 200,
      result: {
        _type: "product",
        _source: { sku: "ForeversDog_bundle", parentSku: null, childSku: null, type_id: "bundle" },
        route_name: "urldispatcher-custom-dog-plush",
      },
    });
    // A configurable's child resolves with its parent, whose page shows it.
    expect((await map("/petsies-gift-box-dog/")).result).toMatchObject({
      _type: "product",
      _source: { sku: "gift_box_dog", parentSku: "gift_box" },
    });
  });

  it("resolves /cross-sells/p/:parentSku/ for a product with a page of its own", async () => {
    expect(await map("/cross-sells/p/ForeversDog_bundle/")).toEqual({
      status: 200,
      result: {
        _type: "product",
        _source: { sku: "ForeversDog_bundle", parentSku: null, childSku: null, type_id: "bundle" },
        route_name: "cross-sells",
      },
    });
    for (const url of ["/cross-sells/p/no-such-sku/", "/cross-sells/p/gift_box_dog/", "/cross-sells/p/", "/cross-sells/p/a/b/", "/cross-sells/"]) {
      expect(await map(url), url).toEqual({ status: 404, result: "No mapping found" });
    }
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
      // A NUL, percent-encoded as the storefront passes a path on (issue 20: /c/%00/ answered 500).
      "/c/%00/",
      "/p/x%00y/",
      "/%00/",
      // A product's url_path is a bare path, never a category slug or a child of another path.
      "/c/custom-dog-plush/",
      "/x/custom-dog-plush/",
      // Visibility 1 without a parent: no page of its own.
      "/custom-dog-plush-forevers-small-about-10-in/",
    ]) {
      expect(await map(url), url).toEqual({ status: 404, result: "No mapping found" });
    }
  });

  it("refuses a missing url with 400", async () => {
    expect((await map("")).status).toBe(400);
    expect((await map(42)).status).toBe(400);
  });
});

describe.each(databaseKinds)("URL rewrites on %s", (kind) => {
  const t = useTestApp(kind);

  const rewrite = async (query: string) => {
    const res = await t().app.inject({ method: "GET", url: `/api/url-rewrite/redirect${query}` });
    return { status: res.statusCode, body: res.json() };
  };

  it("answers a seeded rewrite with its target and options", async () => {
    expect(await rewrite("?requestPath=/custom-plush/")).toEqual({
      status: 200,
      body: { code: 200, result: { target_path: "/p/ForeversDog_bundle/", rewrite_options: "RP", status: 301 } },
    });
    expect((await rewrite("?requestPath=%2Fholiday-gifts%3Fsource%3Dmail")).body.result).toEqual({
      target_path: "/c/petsies-accessories/",
      rewrite_options: "R",
      status: 302,
    });
    expect((await rewrite("?requestPath=pet-pillows")).body.result.target_path).toBe("/c/pillows/");
  });

  it("answers 404 for a path without a rewrite", async () => {
    expect(await rewrite("?requestPath=/no-such-rewrite/")).toEqual({ status: 404, body: { code: 404, result: "No rewrite found" } });
  });

  it("refuses a missing or malformed requestPath with 400", async () => {
    for (const query of ["", "?requestPath=", "?requestPath=https%3A%2F%2Fevil.example%2F", `?requestPath=/${"a".repeat(1001)}/`]) {
      const res = await rewrite(query);
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe(400);
      expect(typeof res.body.result).toBe("string");
    }
  });
});

describe.each(databaseKinds)("Sitemap entries on %s", (kind) => {
  const t = useTestApp(kind);

  it("list home, categories, listed products and content pages but the not-found page", async () => {
    const res = await t().app.inject({ method: "GET", url: "/api/url/sitemap" });
    expect(res.statusCode).toBe(200);
    const paths = (res.json().result as { path: string }[]).map((e) => e.path);
    expect(paths[0]).toBe("/");
    expect(paths).toContain("/c/petsies-accessories/");
    expect(paths).toContain("/p/ForeversDog_bundle/");
    expect(paths).toContain("/p/gift_box/");
    expect(paths).toContain("/about/");
    expect(paths).not.toContain("/page-not-found/");
    expect(paths).not.toContain("/home/");
    expect(paths).not.toContain("/c/default-category/");
    expect(paths).not.toContain("/p/gift_box/gift_box_dog/");
    expect(paths.every((p) => p.endsWith("/"))).toBe(true);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe.each(databaseKinds)("URL map, products without a page of their own, on %s", (kind) => {
  const t = useTestApp(kind);
  const map = async (url: string) => {
    const res = await t().app.inject({ method: "POST", url: "/api/url/map", payload: { url } });
    return { status: res.statusCode, result: res.json().result };
  };

  it("sends a configurable's child visited directly to its parent's page with a 301", async () => {
    const { status, result } = await map("/p/gift_box_dog/");
    expect(status).toBe(200);
    expect(result.redirect_to).toBe("/p/gift_box/gift_box_dog/");
    expect(result._source).toMatchObject({ sku: "gift_box", childSku: "gift_box_dog" });
  });

  it("gives a not-visible product that belongs to no configurable no page", async () => {
    expect((await map("/p/simpleForeversDog_small/")).status).toBe(404);
  });
});
