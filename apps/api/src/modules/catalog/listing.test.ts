import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CatalogResult, Category, Product } from "@petsies/domain";
import { products } from "../../db/schema.ts";
import { useTestApp } from "../../test/app.ts";
import { databaseKinds } from "../../test/template.ts";
import { projectFields } from "./listing.ts";

describe("projectFields", () => {
  it("keeps included fields and drops excluded ones", () => {
    const item = { sku: "a", name: "A", price: 1 };
    expect(projectFields(item, ["sku", "price"])).toEqual({ sku: "a", price: 1 });
    expect(projectFields(item, undefined, ["price"])).toEqual({ sku: "a", name: "A" });
    expect(projectFields(item)).toEqual(item);
  });
});

describe.each(databaseKinds)("product listing filters on %s", (kind) => {
  const t = useTestApp(kind);
  const list = async (query: string) => {
    const res = await t().app.inject(`/api/catalog/product?${query}`);
    return { status: res.statusCode, result: res.json().result as CatalogResult<Product> };
  };

  it("filters by price range in USD and counts every range in the aggregation", async () => {
    const { result: all } = await list("size=500");
    const { result: cheap } = await list("size=500&price=0-50");
    expect(cheap.items.length).toBeGreaterThan(0);
    expect(cheap.items.every((p) => p.final_price < 50)).toBe(true);
    expect(cheap.total).toBe(all.items.filter((p) => p.final_price < 50).length);
    const { result: top } = await list("size=500&price=150-");
    expect(top.items.every((p) => p.final_price >= 150)).toBe(true);
    // The price aggregation ignores the chosen price range, so every other range stays visible.
    const buckets = Object.fromEntries(cheap.aggregations.price!.buckets.map((b) => [b.key, b.doc_count]));
    expect(buckets["0-50"]).toBe(cheap.total);
    expect(buckets["150-"]).toBe(top.total);
  });

  it("reads price ranges in the active currency", async () => {
    const rates = (await t().app.inject("/api/currencies/rates")).json().result as { currency_to: string; rate: number }[];
    const gbp = rates.find((r) => r.currency_to === "GBP")!.rate;
    const { result } = await list("size=500&price=50-100&currency=GBP");
    expect(result.items.length).toBeGreaterThan(0);
    for (const p of result.items) {
      const converted = Math.round(p.final_price * 100 * gbp) / 100;
      expect(converted).toBeGreaterThanOrEqual(50);
      expect(converted).toBeLessThan(100);
    }
  });

  it("filters by several categories and by type, with category counts", async () => {
    const tree = (await t().app.inject("/api/catalog/category/tree")).json().result as Category[];
    const flat = (cs: Category[]): Category[] => cs.flatMap((c) => [c, ...flat(c.children_data)]);
    const [a, b] = flat(tree).filter((c) => c.product_count > 0);
    const { result } = await list(`size=500&category_id=${a!.id},${b!.id}`);
    expect(result.total).toBeGreaterThanOrEqual(Math.max(a!.product_count, b!.product_count));
    expect(result.items.every((p) => p.category_ids.includes(a!.id) || p.category_ids.includes(b!.id))).toBe(true);
    const counts = result.aggregations.category_ids!.buckets;
    expect(counts.length).toBeLessThanOrEqual(10);
    expect(counts.find((c) => c.key === String(a!.id))?.doc_count).toBe(a!.product_count);
    const { result: bundles } = await list("size=500&type_id=bundle");
    expect(bundles.items.length).toBeGreaterThan(10);
    expect(bundles.items.every((p) => p.type_id === "bundle")).toBe(true);
  });

  it("answers only the asked fields", async () => {
    const { result } = await list("size=2&include_fields=sku,final_price");
    expect(Object.keys(result.items[0]!).sort()).toEqual(["final_price", "sku"]);
    const { result: without } = await list("size=2&exclude_fields=description,media_gallery");
    expect(without.items[0]).not.toHaveProperty("description");
    expect(without.items[0]).toHaveProperty("sku");
  });

  it("refuses unknown currencies, unknown price ranges and ids below the root", async () => {
    expect((await list("currency=XYZ")).status).toBe(400);
    expect((await list("currency=XYZ")).result).toBe("Unknown currency code: XYZ" as never);
    expect((await list("currency=usd")).status).toBe(400);
    expect((await list("price=10-20")).status).toBe(400);
    expect((await list("category_id=1")).status).toBe(400);
    expect((await list("category_id=abc")).status).toBe(400);
  });

  it("sees a catalogue change at once, cache or not", async () => {
    const first = await list("size=500&sort=final_price:desc");
    const target = first.result.items.at(-1)!;
    const again = await list("size=500&sort=final_price:desc");
    expect(again.result.items.map((p) => p.sku)).toEqual(first.result.items.map((p) => p.sku));
    await t()
      .database.db.update(products)
      .set({ priceCents: 999_900, specialPriceCents: null })
      .where(eq(products.sku, target.sku));
    const after = await list("size=500&sort=final_price:desc");
    expect(after.result.items[0]!.sku).toBe(target.sku);
    expect(after.result.items[0]!.final_price).toBe(9999);
  });
});

describe.each(databaseKinds)("render-list on %s", (kind) => {
  const t = useTestApp(kind);
  const get = async (query: string) => {
    const res = await t().app.inject(`/api/product/render-list?${query}`);
    return { status: res.statusCode, result: res.json().result };
  };

  it("answers the asked skus in order, in the asked currency, sold-out ones included", async () => {
    const usd = await get("skus=personalised_name_tag,ForeversDog_bundle,nope");
    expect(usd.status).toBe(200);
    const items = usd.result.items as Product[];
    expect(items.map((p) => p.sku)).toEqual(["personalised_name_tag", "ForeversDog_bundle"]);
    const rates = (await t().app.inject("/api/currencies/rates")).json().result as { currency_to: string; rate: number }[];
    const eurRate = rates.find((r) => r.currency_to === "EUR")!.rate;
    const eur = (await get("skus=ForeversDog_bundle&currencyCode=EUR&storeId=1")).result.items as Product[];
    expect(eur[0]!.final_price).toBe(Math.round(items[1]!.final_price * 100 * eurRate) / 100);
  });

  it("refuses missing skus and unknown currencies", async () => {
    expect((await get("")).status).toBe(400);
    expect((await get("skus=ForeversDog_bundle&currencyCode=XYZ")).status).toBe(400);
  });

  it("answers a failed render-list with an empty list and logs it", async () => {
    const db = t().database.db;
    await db.execute(sql`ALTER TABLE product_categories RENAME TO product_categories_away`);
    try {
      const before = t().logs.length;
      const { status, result } = await get("skus=ForeversDog_bundle");
      expect(status).toBe(200);
      expect(result).toEqual({ items: [] });
      expect(t().logs.slice(before).some((l) => l.includes("render-list failed"))).toBe(true);
    } finally {
      await db.execute(sql`ALTER TABLE product_categories_away RENAME TO product_categories`);
    }
  });
});
