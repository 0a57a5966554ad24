/**
 * The listing reads product_listing and product_listing_counts, which triggers keep in step with products,
 * stock and categories (migrations 0008 and 0012). Each change below must show in the very next listing,
 * through the HTTP API.
 */
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CatalogResult, Category, Product } from "@petsies/domain";
import { selectRows } from "../../db/client.ts";
import { categories, productCategories, products, stock } from "../../db/schema.ts";
import { useTestApp } from "../../test/app.ts";
import { databaseKinds } from "../../test/template.ts";

const DAY_MS = 86_400_000;

describe.each(databaseKinds)("the listing follows catalogue changes on %s", (kind) => {
  const t = useTestApp(kind);
  const db = () => t().database.db;

  /** Every listed product the query matches (the demo catalogue has fewer than 500). */
  const list = async (query: string, size = 500) =>
    (await t().app.inject(`/api/catalog/product?size=${size}&${query}`)).json().result as CatalogResult<Product>;
  const skusIn = async (categoryId: number, sort = "updated_at:desc") =>
    (await list(`category_id=${categoryId}&sort=${sort}`)).items.map((p) => p.sku);
  const productCount = async (categoryId: number) => {
    const tree = (await t().app.inject("/api/catalog/category/tree")).json().result as Category[];
    const flat = (cs: Category[]): Category[] => cs.flatMap((c) => [c, ...flat(c.children_data)]);
    return flat(tree).find((c) => c.id === categoryId)?.product_count ?? 0;
  };

  /** A listed simple product of a category with at least three listed products, picked by position. */
  const listedProduct = async (nth: number) => {
    const { items } = await list("type_id=simple");
    const p = items.filter((i) => i.category_ids.length === 1)[nth]!;
    return { id: p.id, sku: p.sku, categoryId: p.category_ids[0]!, price: p.price };
  };

  it("drops a sold-out product from its category and brings it back when restocked", async () => {
    const p = await listedProduct(0);
    const count = await productCount(p.categoryId);
    await db().update(stock).set({ qty: 0, manageStock: true }).where(eq(stock.productId, p.id));
    expect(await skusIn(p.categoryId)).not.toContain(p.sku);
    expect(await productCount(p.categoryId)).toBe(count - 1);
    await db().update(stock).set({ qty: 4 }).where(eq(stock.productId, p.id));
    expect(await skusIn(p.categoryId)).toContain(p.sku);
    await db().update(stock).set({ qty: 0, manageStock: false }).where(eq(stock.productId, p.id));
    expect(await skusIn(p.categoryId)).toContain(p.sku);
    expect(await productCount(p.categoryId)).toBe(count);
  });

  it("sorts and counts by a new price at once", async () => {
    const p = await listedProduct(1);
    await db().update(products).set({ priceCents: 987_600, specialPriceCents: null }).where(eq(products.id, p.id));
    const result = await list(`category_id=${p.categoryId}&sort=final_price:desc`);
    expect(result.items[0]).toMatchObject({ sku: p.sku, final_price: 9876 });
    expect(result.aggregations.price!.buckets.find((b) => b.key === "150-")?.doc_count).toBeGreaterThanOrEqual(1);
    expect((await list(`category_id=${p.categoryId}&price=150-`)).items.map((i) => i.sku)).toContain(p.sku);
  });

  it("applies a special price only within its window, through the whole to-date's day", async () => {
    const p = await listedProduct(2);
    const now = Date.now();
    const setSpecial = (from: number | null, to: number | null) =>
      db()
        .update(products)
        .set({
          specialPriceCents: 1,
          specialFromDate: from === null ? null : new Date(from),
          specialToDate: to === null ? null : new Date(to),
        })
        .where(eq(products.id, p.id));
    const cheapest = async () => (await list(`category_id=${p.categoryId}&sort=final_price:asc`)).items[0]!;

    await setSpecial(now - DAY_MS, now + DAY_MS);
    expect(await cheapest()).toMatchObject({ sku: p.sku, final_price: 0.01 });
    await setSpecial(now + DAY_MS, null);
    expect((await cheapest()).sku).not.toBe(p.sku);
    await setSpecial(null, now - 2 * DAY_MS);
    expect((await cheapest()).sku).not.toBe(p.sku);
    const startOfToday = now - (now % DAY_MS);
    await setSpecial(null, startOfToday);
    expect(await cheapest()).toMatchObject({ sku: p.sku, final_price: 0.01 });
    // A special price above the price never applies.
    await db().update(products).set({ priceCents: 500, specialPriceCents: 600 }).where(eq(products.id, p.id));
    expect((await list(`category_id=${p.categoryId}&sort=final_price:asc`)).items.find((i) => i.sku === p.sku)?.final_price).toBe(5);
  });

  it("starts a special price when its window opens, with no write in between", async () => {
    const p = await listedProduct(3);
    const opens = Date.now() + 1500;
    await db()
      .update(products)
      .set({ specialPriceCents: 1, specialFromDate: new Date(opens), specialToDate: null })
      .where(eq(products.id, p.id));
    const finalPrice = async (size: number) =>
      (await list(`category_id=${p.categoryId}&sort=final_price:asc`, size)).items.find((i) => i.sku === p.sku)?.final_price;
    expect(await finalPrice(400)).toBe(p.price);
    await new Promise((resolve) => setTimeout(resolve, opens - Date.now() + 100));
    // Another size: the answer cache is keyed by the catalogue version, which time does not move.
    expect(await finalPrice(401)).toBe(0.01);
  });

  it("moves a product between categories and counts one in several once", async () => {
    const p = await listedProduct(4);
    const [other] = await db()
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.isActive, true), sql`${categories.id} <> ${p.categoryId}`, sql`${categories.parentId} IS NOT NULL`))
      .limit(1);
    const to = other!.id;
    const before = await productCount(to);
    await db()
      .update(productCategories)
      .set({ categoryId: to })
      .where(and(eq(productCategories.productId, p.id), eq(productCategories.categoryId, p.categoryId)));
    expect(await skusIn(p.categoryId)).not.toContain(p.sku);
    const moved = (await list(`category_id=${to}`)).items.find((i) => i.sku === p.sku);
    expect(moved?.category_ids).toEqual([to]);
    expect(await productCount(to)).toBe(before + 1);

    await db().insert(productCategories).values({ productId: p.id, categoryId: p.categoryId });
    const both = await list(`category_id=${p.categoryId},${to}`);
    expect(both.items.filter((i) => i.sku === p.sku)).toHaveLength(1);
    expect(both.total).toBe(both.items.length);
    const buckets = new Map(both.aggregations.category_ids!.buckets.map((b) => [b.key, b.doc_count]));
    expect(buckets.get(String(to))).toBe(before + 1);
  });

  it("drops a product that is no longer visible or enabled, and lists it again when it is", async () => {
    const p = await listedProduct(5);
    await db().update(products).set({ visibility: 1 }).where(eq(products.id, p.id));
    expect(await skusIn(p.categoryId)).not.toContain(p.sku);
    await db().update(products).set({ visibility: 2 }).where(eq(products.id, p.id));
    expect(await skusIn(p.categoryId)).toContain(p.sku);
    await db().update(products).set({ status: 2 }).where(eq(products.id, p.id));
    expect(await skusIn(p.categoryId)).not.toContain(p.sku);
    await db().update(products).set({ status: 1 }).where(eq(products.id, p.id));
    expect(await skusIn(p.categoryId)).toContain(p.sku);
  });

  it("lists a new product first under Latest once it is sellable, and forgets a deleted one", async () => {
    const p = await listedProduct(6);
    const [added] = await db()
      .insert(products)
      .values({ sku: "listing_upkeep_test", typeId: "simple", name: "Upkeep Test Plush", urlKey: "upkeep", urlPath: "upkeep", priceCents: 4200 })
      .returning({ id: products.id });
    const id = added!.id;
    await db().insert(productCategories).values({ productId: id, categoryId: p.categoryId });
    expect(await skusIn(p.categoryId)).not.toContain("listing_upkeep_test");
    await db().insert(stock).values({ productId: id, qty: 3 });
    expect((await skusIn(p.categoryId))[0]).toBe("listing_upkeep_test");
    await db().delete(products).where(eq(products.id, id));
    expect(await skusIn(p.categoryId)).not.toContain("listing_upkeep_test");
  });

  it("holds exactly what the catalogue says after changes to many rows at once", async () => {
    await db().execute(sql`UPDATE stock SET qty = qty + 1 WHERE product_id % 2 = 0`);
    await db().execute(sql`UPDATE stock SET qty = 0 WHERE product_id % 5 = 0`);
    await db().execute(sql`UPDATE products SET special_price_cents = price_cents - 100, special_to_date = now() WHERE id % 3 = 0`);
    await db().execute(sql`DELETE FROM product_categories WHERE product_id % 7 = 0`);
    const [drift] = await selectRows<{ extra: number; missing: number; miscounted: number }>(
      db(),
      sql`WITH counted AS (
            SELECT category_id, category_ids, price_cents, special_price_cents, special_from, special_until, count(*)::int
            FROM product_listing GROUP BY 1, 2, 3, 4, 5, 6)
          SELECT (SELECT count(*)::int FROM (SELECT * FROM product_listing EXCEPT SELECT * FROM product_listing_source) e) AS extra,
                 (SELECT count(*)::int FROM (SELECT * FROM product_listing_source EXCEPT SELECT * FROM product_listing) m) AS missing,
                 (SELECT count(*)::int FROM ((SELECT * FROM counted EXCEPT SELECT * FROM product_listing_counts)
                   UNION ALL (SELECT * FROM product_listing_counts EXCEPT SELECT * FROM counted)) c) AS miscounted`,
    );
    expect(drift).toEqual({ extra: 0, missing: 0, miscounted: 0 });
  });
});
