/**
 * One product's answer (GET /api/product/{sku}) is cached like the lists: by catalogue version, which the
 * database triggers bump, and until the next special price window opens or closes. Each change below must
 * show in the very next answer, and a cached answer must be the answer computed afresh.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Product } from "@petsies/domain";
import { catalogState, products, stock } from "../../db/schema.ts";
import { useTestApp } from "../../test/app.ts";
import { databaseKinds } from "../../test/template.ts";
import { catalogVersion } from "./cache.ts";
import { productBySku } from "./service.ts";

/** A simple product, a bundle, a grouped set and a configurable product of the demo catalogue. */
const SKUS = ["gift_box_dog", "ForeversDog_bundle", "plush_care_bundle", "gift_box"];

describe.each(databaseKinds)("the product answer cache on %s", (kind) => {
  const t = useTestApp(kind);
  const db = () => t().database.db;

  const answer = async (sku: string) => {
    const res = await t().app.inject(`/api/product/${encodeURIComponent(sku)}`);
    return { status: res.statusCode, product: res.json().result as Product };
  };
  const idOf = async (sku: string) => (await answer(sku)).product.id;

  it("answers from the cache exactly what it computes afresh", async () => {
    for (const sku of SKUS) {
      const first = await answer(sku);
      const cached = await answer(sku);
      expect(first.status, sku).toBe(200);
      const fresh = JSON.parse(JSON.stringify(await productBySku(db(), sku)));
      expect(cached.product, sku).toEqual(fresh);
      expect(first.product, sku).toEqual(fresh);
    }
  });

  it("serves a cached answer until the catalogue version moves", async () => {
    const sku = "gift_box_dog";
    const before = await answer(sku);
    // A write that leaves the version where it was (no trigger ran, as far as the cache can tell).
    const version = await catalogVersion(db());
    await db().update(products).set({ name: "Renamed behind the cache's back" }).where(eq(products.sku, sku));
    await db().update(catalogState).set({ version }).where(eq(catalogState.id, 1));
    expect((await answer(sku)).product.name).toBe(before.product.name);
    await db().update(catalogState).set({ version: version + 1 }).where(eq(catalogState.id, 1));
    expect((await answer(sku)).product.name).toBe("Renamed behind the cache's back");
  });

  it("shows a price change, a stock change and a disabled product in the very next answer", async () => {
    const sku = "gift_box_dog";
    const id = await idOf(sku);
    await answer(sku);

    await db().update(products).set({ priceCents: 123_400, specialPriceCents: null }).where(eq(products.id, id));
    expect((await answer(sku)).product).toMatchObject({ price: 1234, final_price: 1234, special_price: null });

    await db().update(stock).set({ qty: 7, manageStock: true, isInStock: true }).where(eq(stock.productId, id));
    expect((await answer(sku)).product.stock).toMatchObject({ qty: 7, is_in_stock: true });
    await db().update(stock).set({ qty: 0, isInStock: false }).where(eq(stock.productId, id));
    expect((await answer(sku)).product.stock).toMatchObject({ qty: 0, is_in_stock: false });

    await db().update(products).set({ status: 2 }).where(eq(products.id, id));
    expect((await answer(sku)).status).toBe(404);
    await db().update(products).set({ status: 1 }).where(eq(products.id, id));
    expect((await answer(sku)).status).toBe(200);
  });

  it("reprices a set when one of its parts changes price", async () => {
    const set = (await answer("plush_care_bundle")).product;
    const [part] = await db().select({ id: products.id, priceCents: products.priceCents }).from(products).where(eq(products.sku, "plush_display_dome"));
    expect(part, "the grouped set's display dome").toBeDefined();
    await db().update(products).set({ priceCents: part!.priceCents + 1000 }).where(eq(products.id, part!.id));
    expect((await answer("plush_care_bundle")).product.regular_price).toBe(set.regular_price + 10);
  });

  it("starts a special price when its window opens, with no write in between", async () => {
    const sku = "gift_box_dog";
    const id = await idOf(sku);
    const opens = Date.now() + 1500;
    await db()
      .update(products)
      .set({ priceCents: 5000, specialPriceCents: 100, specialFromDate: new Date(opens), specialToDate: null })
      .where(eq(products.id, id));
    expect((await answer(sku)).product.final_price).toBe(50);
    await new Promise((resolve) => setTimeout(resolve, opens - Date.now() + 100));
    expect((await answer(sku)).product.final_price).toBe(1);
  });
});
