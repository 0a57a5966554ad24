import { count, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite, selectRows, type Database } from "../client.ts";
import * as schema from "../schema.ts";
import { categoryRows } from "./catalog.ts";
import { seedSynthetic, syntheticSku } from "./synthetic.ts";

let database: Database;

const total = async (table: typeof schema.products | typeof schema.stock | typeof schema.productCategories) =>
  (await database.db.select({ n: count() }).from(table))[0]!.n;

beforeAll(async () => {
  database = await openPglite(undefined);
  await database.migrate();
  // Synthetic products only need the category tree to link to.
  await database.db.insert(schema.categories).values(categoryRows());
}, 60_000);

afterAll(async () => {
  await database?.close();
});

describe("seedSynthetic", () => {
  it("adds the requested number of products with stock and a category each", async () => {
    const result = await seedSynthetic(database, 2500);
    expect(result).toEqual({ added: 2500, firstSku: "synthetic-000001", lastSku: "synthetic-002500" });
    expect(await total(schema.products)).toBe(2500);
    expect(await total(schema.stock)).toBe(2500);
    expect(await total(schema.productCategories)).toBe(2500);
  }, 60_000);

  it("makes plausible products", async () => {
    const rows = await database.db.select().from(schema.products).where(like(schema.products.sku, "synthetic-00000%"));
    for (const p of rows) {
      expect(p.name.split(" ").length).toBeGreaterThanOrEqual(3);
      expect(p.priceCents).toBeGreaterThanOrEqual(100);
      expect(p.image).toMatch(/^catalog\/[a-z-]+\.webp$/);
      expect(p.visibility).toBe(4);
    }
  });

  it("leaves every sellable synthetic product in the search and listing tables, with the bulk-load switch off again", async () => {
    const [row] = await selectRows<{
      docs: number;
      sellable: number;
      listingDrift: number;
      counted: number;
      listed: number;
      setting: string | null;
    }>(
      database.db,
      sql`
      SELECT (SELECT count(*)::int FROM search_documents) AS docs,
             (SELECT count(*)::int FROM products p JOIN stock s ON s.product_id = p.id
               WHERE p.status = 1 AND p.visibility IN (3, 4) AND (NOT s.manage_stock OR (s.is_in_stock AND s.qty > 0))) AS sellable,
             (SELECT count(*)::int FROM ((SELECT * FROM product_listing EXCEPT SELECT * FROM product_listing_source)
               UNION ALL (SELECT * FROM product_listing_source EXCEPT SELECT * FROM product_listing)) drift) AS "listingDrift",
             (SELECT sum(products)::int FROM product_listing_counts) AS counted,
             (SELECT count(*)::int FROM product_listing) AS listed,
             current_setting('petsies.bulk_load', true) AS setting`,
    );
    expect(row!.sellable).toBeGreaterThan(2000);
    expect(row!.docs).toBe(row!.sellable);
    expect(row!.listingDrift).toBe(0);
    expect(row!.counted).toBe(row!.listed);
    expect(row!.setting === null || row!.setting === "" || row!.setting === "off").toBe(true);
  });

  it("continues numbering on the next run", async () => {
    const result = await seedSynthetic(database, 10);
    expect(result.firstSku).toBe(syntheticSku(2501));
    expect(await total(schema.products)).toBe(2510);
  });

  it("refuses a negative count and does nothing for zero", async () => {
    await expect(seedSynthetic(database, -1)).rejects.toThrow(RangeError);
    expect((await seedSynthetic(database, 0)).added).toBe(0);
  });
});
