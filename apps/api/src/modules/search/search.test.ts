import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { QUICK_SEARCH_SIZE, type CatalogResult, type Product } from "@petsies/domain";
import { selectRows } from "../../db/client.ts";
import { categories, productCategories, products, stock } from "../../db/schema.ts";
import { useTestApp } from "../../test/app.ts";
import { databaseKinds } from "../../test/template.ts";

describe.each(databaseKinds)("search API on %s", (kind) => {
  const t = useTestApp(kind);

  const get = async <T>(url: string) => {
    const res = await t().app.inject({ method: "GET", url });
    const body = res.json() as { code: number; result: T };
    expect(body.code).toBe(res.statusCode);
    return { status: res.statusCode, result: body.result };
  };
  const search = async (q: string, path = "/api/catalog/search") => {
    const { status, result } = await get<CatalogResult<Product>>(`${path}?q=${encodeURIComponent(q)}`);
    expect(status, q).toBe(200);
    return result;
  };
  const skus = (r: CatalogResult<Product>) => r.items.map((p) => p.sku);

  it("forgives a typo in one word of two: “dgo plush” finds the Custom Dog Plush", async () => {
    const result = await search("dgo plush");
    expect(skus(result)).toContain("ForeversDog_bundle");
    expect(result.items.every((p) => /plush/i.test(p.name) || p.category_ids.length > 0)).toBe(true);
  });

  it("finds pillows for “pilow”, pillows first", async () => {
    const result = await search("pilow");
    expect(result.total).toBeGreaterThan(3);
    expect(result.items[0]?.name).toMatch(/pillow/i);
    expect(result.items.filter((p) => /pillow/i.test(p.name)).length).toBeGreaterThan(3);
  });

  it("finds a product by its exact sku first, in any letter case", async () => {
    expect(skus(await search("ForeversDog_bundle"))[0]).toBe("ForeversDog_bundle");
    expect(skus(await search("foreversdog_BUNDLE"))[0]).toBe("ForeversDog_bundle");
  });

  it("finds a configurable product by its child's sku, and never lists the child itself", async () => {
    const result = await search("gift_box_dog");
    expect(skus(result)[0]).toBe("gift_box");
    expect(result.items.some((p) => p.visibility === 1)).toBe(false);
  });

  it("weighs the name above category names", async () => {
    const result = await search("plush");
    const first = result.items[0] as Product;
    expect(first.name).toMatch(/plush/i);
  });

  it("answers CatalogResult pages with start and size", async () => {
    const all = await search("pillow");
    const { result: page } = await get<CatalogResult<Product>>("/api/catalog/search?q=pillow&start=1&size=2");
    expect(page.perPage).toBe(2);
    expect(page.start).toBe(1);
    expect(page.total).toBe(all.total);
    expect(skus(page)).toEqual(skus(all).slice(1, 3));
    expect(all.perPage).toBe(50);
    expect(all).toMatchObject({ aggregations: {}, attributeMetadata: [] });
    const { result: past } = await get<CatalogResult<Product>>("/api/catalog/search?q=pillow&start=1000");
    expect(past.items).toEqual([]);
    expect(past.total).toBe(all.total);
  });

  it("quick search answers at most 18 products with the same matching", async () => {
    const quick = await search("pilow", "/api/catalog/search/quick");
    expect(quick.items.length).toBeGreaterThan(0);
    expect(quick.items.length).toBeLessThanOrEqual(QUICK_SEARCH_SIZE);
    expect(quick.perPage).toBe(QUICK_SEARCH_SIZE);
    expect(skus(quick)).toEqual(skus(await search("pilow")).slice(0, QUICK_SEARCH_SIZE));
  });

  it("needs 3 characters after trimming: quick search answers nothing, full search 400", async () => {
    for (const q of ["", "do", "  do  "]) {
      const quick = await search(q, "/api/catalog/search/quick");
      expect(quick.items, q).toEqual([]);
      expect(quick.total).toBe(0);
      const { status, result } = await get<string>(`/api/catalog/search?q=${encodeURIComponent(q)}`);
      expect(status, q).toBe(400);
      expect(result).toMatch(/at least 3 characters/);
    }
    const { status } = await get<string>("/api/catalog/search");
    expect(status).toBe(400);
    expect((await search("dog", "/api/catalog/search/quick")).items.length).toBeGreaterThan(0);
  });

  it("answers malformed input with 400 and a message", async () => {
    for (const url of [
      "/api/catalog/search?q=pillow&size=abc",
      "/api/catalog/search?q=pillow&start=1.5",
      `/api/catalog/search?q=${"a".repeat(201)}`,
      `/api/catalog/search/quick?q=${"a".repeat(201)}`,
    ]) {
      const { status, result } = await get<string>(url);
      expect(status, url).toBe(400);
      expect(result.length).toBeGreaterThan(5);
    }
  });

  it("treats query syntax as plain text", async () => {
    for (const q of ["pillow & | ! ( ) :* '", "'; drop table products; --", "\\\\\\", "!!!"]) {
      const { status } = await get<CatalogResult<Product>>(`/api/catalog/search?q=${encodeURIComponent(q)}`);
      expect(status, q).toBe(200);
    }
    expect(skus(await search("pillow & | ! ( ) :* '")).length).toBeGreaterThan(0);
  });

  it("leaves out sold-out, disabled and catalogue-only products", async () => {
    // The demo catalogue's personalised name tag is sold out.
    expect(skus(await search("personalised_name_tag"))).not.toContain("personalised_name_tag");
    const { db } = t().database;
    const [tote] = await db.select().from(products).where(eq(products.sku, "plush_travel_tote"));
    expect(tote, "plush_travel_tote in the demo catalogue").toBeDefined();
    const id = (tote as typeof products.$inferSelect).id;
    expect(skus(await search("plush travel tote"))[0]).toBe("plush_travel_tote");

    await db.update(products).set({ visibility: 2 }).where(eq(products.id, id));
    expect(skus(await search("plush travel tote"))).not.toContain("plush_travel_tote");
    await db.update(products).set({ visibility: 4, status: 2 }).where(eq(products.id, id));
    expect(skus(await search("plush travel tote"))).not.toContain("plush_travel_tote");
    await db.update(products).set({ status: 1 }).where(eq(products.id, id));
    await db.update(stock).set({ qty: 0 }).where(eq(stock.productId, id));
    expect(skus(await search("plush travel tote"))).not.toContain("plush_travel_tote");
    await db.update(stock).set({ qty: 5 }).where(eq(stock.productId, id));
    expect(skus(await search("plush travel tote"))[0]).toBe("plush_travel_tote");
  });

  it("ranks a word in the name above the same word in a category name, and pages through one word's matches", async () => {
    const { db } = t().database;
    const categoryId = 9001;
    await db.insert(categories).values({
      id: categoryId,
      parentId: 2,
      name: "Quillfeather Gifts",
      slug: "quillfeather-gifts",
      urlKey: "quillfeather-gifts",
      urlPath: "quillfeather-gifts",
      path: `1/2/${categoryId}`,
      level: 2,
    });
    const made = await db
      .insert(products)
      .values(
        ["Cozy Blanket", "Quillfeather Mug", "Classic Tote", "Quillfeather Pillow"].map((name, i) => ({
          sku: `quill_${i}`,
          typeId: "simple",
          name,
          urlKey: `quill-${i}`,
          urlPath: `quill-${i}`,
          priceCents: 1000,
        })),
      )
      .returning({ id: products.id, sku: products.sku });
    await db.insert(stock).values(made.map((p) => ({ productId: p.id, qty: 5 })));
    // Every product is in the category; two also carry the word in their name.
    await db.insert(productCategories).values(made.map((p) => ({ productId: p.id, categoryId })));

    const all = await search("quillfeather");
    expect(all.total).toBe(4);
    expect(skus(all).slice(0, 2).sort()).toEqual(["quill_1", "quill_3"]);
    expect(skus(all).slice(2).sort()).toEqual(["quill_0", "quill_2"]);
    const { result: second } = await get<CatalogResult<Product>>("/api/catalog/search?q=quillfeather&start=1&size=2");
    expect(skus(second)).toEqual(skus(all).slice(1, 3));
    expect(second.total).toBe(4);
    const { result: past } = await get<CatalogResult<Product>>("/api/catalog/search?q=quillfeather&start=10");
    expect(past).toMatchObject({ items: [], total: 4 });
    // A typo of the word ranks the same products, through its candidate.
    expect(skus(await search("quilfeather"))).toEqual(skus(all));
  });

  it("keeps the index current: renamed, added and re-categorised products are found at once", async () => {
    const { db } = t().database;
    await db.update(products).set({ name: "Snugglewomp Care Kit" }).where(eq(products.sku, "plush_care_kit"));
    expect(skus(await search("snuglewomp"))).toEqual(["plush_care_kit"]);

    const [added] = await db
      .insert(products)
      .values({ sku: "zebra_quilt_test", typeId: "simple", name: "Zebra Quilt", urlKey: "zebra-quilt", urlPath: "zebra-quilt", priceCents: 4200 })
      .returning({ id: products.id });
    const id = (added as { id: number }).id;
    // Without stock it is not sellable yet.
    expect(skus(await search("zebra quilt"))).toEqual([]);
    await db.insert(stock).values({ productId: id, qty: 3 });
    expect(skus(await search("zebra quilt"))).toEqual(["zebra_quilt_test"]);

    const [category] = await db.select().from(categories).where(eq(categories.slug, "pillows"));
    await db.insert(productCategories).values({ productId: id, categoryId: (category as { id: number }).id });
    expect(skus(await search("zebra pillows"))[0]).toBe("zebra_quilt_test");
    await db.update(categories).set({ name: "Cushions" }).where(eq(categories.slug, "pillows"));
    expect(skus(await search("zebra cushions"))[0]).toBe("zebra_quilt_test");

    await db.delete(products).where(eq(products.id, id));
    expect(skus(await search("zebra quilt"))).toEqual([]);
  });

  it("keeps the word scores (postings) of every document equal to its document through changes", async () => {
    const { db } = t().database;
    // The postings a document's words give, against those stored: none missing, none left over.
    const drift = async () => {
      const [row] = await selectRows<{ n: number }>(
        db,
        sql`
        WITH expected AS (
          SELECT w.lexeme AS word, d.product_id, search_posting_score(d.document, w.lexeme) AS score
          FROM search_documents d, unnest(d.document) AS w
        )
        SELECT count(*)::integer AS n FROM (
          (SELECT * FROM expected EXCEPT SELECT word, product_id, score FROM search_postings)
          UNION ALL
          (SELECT word, product_id, score FROM search_postings EXCEPT SELECT * FROM expected)
        ) differences`,
      );
      return Number(row?.n);
    };
    const [postings] = await selectRows<{ n: number }>(db, sql`SELECT count(*)::integer AS n FROM search_postings`);
    expect(Number(postings?.n)).toBeGreaterThan(20);
    expect(await drift()).toBe(0);

    await db.update(products).set({ name: "Quokka Plush Pillow" }).where(eq(products.sku, "plush_care_kit"));
    await db.update(categories).set({ name: "Cushions and Pillows" }).where(eq(categories.slug, "pillows"));
    const [tote] = await db.select().from(products).where(eq(products.sku, "plush_travel_tote"));
    const toteId = (tote as { id: number }).id;
    await db.update(stock).set({ qty: 0 }).where(eq(stock.productId, toteId));
    expect(await drift()).toBe(0);
    expect(skus(await search("quokka"))).toEqual(["plush_care_kit"]);

    await db.update(stock).set({ qty: 4 }).where(eq(stock.productId, toteId));
    await db.delete(productCategories).where(eq(productCategories.productId, toteId));
    expect(await drift()).toBe(0);
    expect(skus(await search("plush travel tote"))[0]).toBe("plush_travel_tote");
  });

  it("answers an empty list and logs when the search itself fails", async () => {
    const { db } = t().database;
    await db.execute(sql`ALTER TABLE search_words RENAME TO search_words_away`);
    try {
      const before = t().logs.length;
      // A query not asked before, so no cached answer hides the failure.
      const result = await search("pilow never asked");
      expect(result.items).toEqual([]);
      expect(t().logs.slice(before).some((l) => l.includes("search failed"))).toBe(true);
    } finally {
      await db.execute(sql`ALTER TABLE search_words_away RENAME TO search_words`);
    }
  });

  it("documents both routes in the OpenAPI document", async () => {
    const res = await t().app.inject({ method: "GET", url: "/api/docs/openapi.json" });
    const doc = res.json() as { paths: Record<string, { get?: { parameters?: { name: string }[] } }> };
    for (const path of ["/api/catalog/search", "/api/catalog/search/quick"]) {
      expect(doc.paths[path]?.get?.parameters?.map((p) => p.name)).toContain("q");
    }
  });
});
