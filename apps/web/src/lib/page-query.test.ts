import { describe, expect, it } from "vitest";
import type { Product, UrlMapping } from "@petsies/domain";
import { option } from "../../../../packages/domain/src/customization/fixtures/builders.ts";
import { canonicalSearch, pageQueryOf, type PageQuery } from "./page-query.ts";
import { queryKeysOf } from "./product-query-keys.ts";

const query = (search: string) => new URLSearchParams(search);
const NOTHING: PageQuery = { kind: "none" };

describe("the canonical query of a cached page", () => {
  it("drops every parameter a page does not read: tracking, a crawler's junk, the router's own", () => {
    for (const search of ["utm_source=news&utm_medium=mail&utm_campaign=spring", "fbclid=abc", "gclid=x&msclkid=y", "junk=1", "_rsc=1x2y3"]) {
      expect(canonicalSearch(NOTHING, query(search)), search).toBe("");
      expect(canonicalSearch({ kind: "search" }, query(`q=dog&${search}`)), search).toBe("?q=dog");
      expect(canonicalSearch({ kind: "listing" }, query(`sort=final_price:asc&${search}`)), search).toBe("?sort=final_price%3Aasc");
      expect(canonicalSearch({ kind: "product", keys: ["size"] }, query(`size=M&${search}`)), search).toBe("?size=M");
    }
  });

  it("keeps a search's text as the page searches it, and its page when past the first", () => {
    expect(canonicalSearch({ kind: "search" }, query("page=2&q=%20plush%20%20dog%20"))).toBe("?q=plush+dog&page=2");
    expect(canonicalSearch({ kind: "search" }, query("q=dog&q=cat&page=1"))).toBe("?q=dog");
    expect(canonicalSearch({ kind: "search" }, query("q=&page=abc"))).toBe("");
  });

  it("keeps a listing's sort, filters and page in one order, the defaults and values it ignores left out", () => {
    const canonical = "?sort=final_price%3Aasc&price=50-100&category=12%2C3&page=2";
    expect(canonicalSearch({ kind: "listing" }, query("page=2&category=12,3&price=50-100&sort=final_price:asc"))).toBe(canonical);
    expect(canonicalSearch({ kind: "listing" }, query("sort=final_price:asc&price=50-100&category=12,3&page=2&utm_source=x"))).toBe(canonical);
    expect(canonicalSearch({ kind: "listing" }, query("sort=nonsense&price=1-2&category=abc&page=-1"))).toBe("");
    expect(canonicalSearch({ kind: "listing" }, query("sort=updated_at:desc&page=1"))).toBe("");
  });

  it("keeps a product's own parameters sorted by name, each with every value in the link's order", () => {
    const reads: PageQuery = { kind: "product", keys: ["size", "accent_color", "edit"] };
    expect(canonicalSearch(reads, query("utm_source=x&size=M&accent_color=red&accent_color=blue&color=green"))).toBe("?accent_color=red&accent_color=blue&size=M");
    expect(canonicalSearch(reads, query("fbclid=1"))).toBe("");
  });
});

describe("what a cached page reads", () => {
  const product = (source: Partial<Extract<UrlMapping, { _type: "product" }>["_source"]>, route_name = "simple-product"): UrlMapping => ({
    _type: "product",
    _source: { sku: "tote", parentSku: null, childSku: null, type_id: "simple", ...source },
    route_name,
  });

  it("is known without asking anything for the home page, search, categories, content and a child's own path", async () => {
    const junk = query("junk=1");
    expect(await pageQueryOf("home", junk)).toEqual(NOTHING);
    expect(await pageQueryOf("search", junk)).toEqual({ kind: "search" });
    expect(await pageQueryOf({ _type: "category", _source: { id: 3, slug: "keychains" }, route_name: "category" }, junk)).toEqual({ kind: "listing" });
    expect(await pageQueryOf({ _type: "cms_page", _source: { full_slug: "about" }, route_name: "cms-page" }, junk)).toEqual(NOTHING);
    expect(await pageQueryOf(product({ childSku: "gift_box_dog" }), junk)).toEqual(NOTHING);
    expect(await pageQueryOf(product({}, "cross-sells"), junk)).toEqual(NOTHING);
    // A product's page without a query keeps nothing: its product need not be read.
    expect(await pageQueryOf(product({}), query(""))).toEqual({ kind: "product", keys: [] });
  });

  it("for a product, names childSku, edit, its configurable options and its configurator's URL query keys", () => {
    const configurable = {
      configurable_options: [{ attribute_code: "size" }, { attribute_code: "pet_type" }],
      customizations: [
        option({ id: "front", sku: "front_design", showInUrlQuery: true }),
        option({ id: "back", sku: "back_design" }),
        option({ id: "accent", sku: "accent_color", showInUrlQuery: true }),
      ],
    } as unknown as Pick<Product, "configurable_options" | "customizations">;
    expect(queryKeysOf(configurable)).toEqual(["childSku", "edit", "size", "pet_type", "front_design", "accent_color"]);
    expect(queryKeysOf({ configurable_options: [], customizations: null })).toEqual(["childSku", "edit"]);
  });
});
