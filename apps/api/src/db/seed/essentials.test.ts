/** A new shop without the demo (config.ts seedsDemo): what it starts with, and that a restart keeps the owner's changes. */
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite, type Database } from "../client.ts";
import * as schema from "../schema.ts";
import { hasProducts, seedEssentials } from "./seed.ts";

let database: Database;

beforeAll(async () => {
  database = await openPglite(undefined);
  await database.migrate();
  await seedEssentials(database.db);
}, 60_000);

afterAll(async () => {
  await database?.close();
});

const rows = async (table: typeof schema.products | typeof schema.cmsStories | typeof schema.reviews | typeof schema.coupons | typeof schema.giftCards | typeof schema.categories) =>
  (await database.db.select({ n: count() }).from(table))[0]!.n;

describe("seedEssentials: a new shop without the demo", () => {
  it("has the currencies and the sales-tax rule, and no demo products, content, reviews, coupons or gift cards", async () => {
    expect(await hasProducts(database.db)).toBe(false);
    for (const table of [schema.products, schema.categories, schema.cmsStories, schema.reviews, schema.coupons, schema.giftCards]) {
      expect(await rows(table)).toBe(0);
    }
    const currencies = await database.db.select({ code: schema.currencies.code }).from(schema.currencies);
    expect(currencies.map((c) => c.code)).toContain("USD");
    expect((await database.db.select({ n: count() }).from(schema.taxRules))[0]!.n).toBeGreaterThan(0);
  });

  it("runs on every start without undoing the owner's changes", async () => {
    await database.db.update(schema.currencies).set({ rate: 0.9 }).where(eq(schema.currencies.code, "EUR"));
    await seedEssentials(database.db);
    const [eur] = await database.db.select({ rate: schema.currencies.rate }).from(schema.currencies).where(eq(schema.currencies.code, "EUR"));
    expect(Number(eur!.rate)).toBe(0.9);
  });
});
