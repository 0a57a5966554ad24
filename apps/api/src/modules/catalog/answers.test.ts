/**
 * The catalogue's answers match their wire schemas (packages/contract/src/storefront/catalog.ts). Those routes
 * send their answers without parsing them on each request (envelope.ts `describedNotParsed`), so this test is
 * what holds them to the schemas: every product of the demo catalogue, the category tree and lists, listings
 * with and without field lists, and render-list — no field the schema lacks, no field of the wrong type.
 */
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { categoryListAnswer, categoryTreeAnswer, product, productListAnswer, renderListAnswer, searchAnswer } from "@petsies/contract";
import { products } from "../../db/schema.ts";
import { useTestApp } from "../../test/app.ts";
import { databaseKinds } from "../../test/template.ts";

/** Paths of `sent` that parsing dropped: fields the API sends that the schema does not describe. */
function undescribed(sent: unknown, parsed: unknown, path = "$"): string[] {
  if (Array.isArray(sent)) return sent.flatMap((v, i) => undescribed(v, (parsed as unknown[])[i], `${path}[${i}]`));
  if (sent === null || typeof sent !== "object") return [];
  const kept = parsed as Record<string, unknown>;
  return Object.entries(sent).flatMap(([key, value]) => (key in kept ? undescribed(value, kept[key], `${path}.${key}`) : [`${path}.${key}`]));
}

/** What is wrong with an answer against its schema: the failed checks, then the undescribed fields. */
function problems(schema: z.ZodType, answer: unknown): string[] {
  const parsed = schema.safeParse(answer);
  if (!parsed.success) return parsed.error.issues.slice(0, 5).map((i) => `${i.path.join(".")}: ${i.message}`);
  return undescribed(answer, parsed.data).slice(0, 5);
}

describe.each(databaseKinds)("the catalogue's answers against their wire schemas on %s", (kind) => {
  const t = useTestApp(kind);
  const result = async (url: string) => {
    const res = await t().app.inject(url);
    expect(res.statusCode, url).toBe(200);
    return res.json().result as unknown;
  };

  it("describes every product of the demo catalogue, one by one", async () => {
    const skus = (await t().database.db.select({ sku: products.sku }).from(products)).map((p) => p.sku);
    expect(skus.length).toBeGreaterThan(100);
    const wrong: Record<string, string[]> = {};
    for (const sku of skus) {
      const res = await t().app.inject(`/api/product/${encodeURIComponent(sku)}`);
      if (res.statusCode === 404) continue; // disabled or not visible on its own: refused, as the spec says
      const found = problems(product, res.json().result);
      if (found.length > 0) wrong[sku] = found;
    }
    expect(wrong).toEqual({});
  });

  it("describes the category tree and the category list", async () => {
    expect(problems(categoryTreeAnswer, await result("/api/catalog/category/tree"))).toEqual([]);
    expect(problems(categoryListAnswer, await result("/api/catalog/category?size=50"))).toEqual([]);
  });

  it("describes listings (whole and with the fields asked for), search results and render-list", async () => {
    expect(problems(productListAnswer, await result("/api/catalog/product?size=200"))).toEqual([]);
    expect(problems(productListAnswer, await result("/api/catalog/product?size=20&include_fields=sku,name,final_price"))).toEqual([]);
    expect(problems(searchAnswer, await result("/api/catalog/search?q=dog&size=50"))).toEqual([]);
    expect(problems(searchAnswer, await result("/api/catalog/search/quick?q=plush"))).toEqual([]);
    expect(problems(renderListAnswer, await result("/api/product/render-list?skus=ForeversDog_bundle,personalised_name_tag&currencyCode=EUR"))).toEqual([]);
  });

  it("finds a field the schema lacks (the check itself can fail)", () => {
    const oneProduct = { items: [{ sku: "x", surprise: 1 }], total: 1, perPage: 1, start: 0, aggregations: {}, attributeMetadata: [] };
    expect(problems(productListAnswer, oneProduct)).toEqual(["$.items[0].surprise"]);
  });
});
