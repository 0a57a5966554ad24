import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products } from "../db/schema.ts";
import { useTestApp } from "../test/app.ts";
import { databaseKinds } from "../test/template.ts";
import { priceCents } from "./product-commands.ts";
import { EXIT, runShopCommand } from "./shop-commands.ts";

describe("priceCents", () => {
  it("reads US dollars with up to two decimals and refuses anything else in words", () => {
    expect(priceCents("39")).toBe(3900);
    expect(priceCents("39.5")).toBe(3950);
    expect(priceCents(" 39.05 ")).toBe(3905);
    for (const bad of ["", "-1", "39.999", "3,900", "1e3", "100000.01"]) expect(() => priceCents(bad)).toThrow(/is not a price/);
  });
});

describe.each(databaseKinds)("product price from the staff tool on %s", (kind) => {
  const t = useTestApp(kind);
  const run = (argv: string[]) => runShopCommand(t().database.db, argv, { defaultBy: "dana" });

  it("sets a product's regular price, which the product's answer then shows", async () => {
    const result = await run(["product", "price", "petsies_bandana", "17.25"]);
    expect(result.code).toBe(EXIT.ok);
    expect(result.stdout).toMatch(/^petsies_bandana: regular price \$[\d.,]+ → \$17\.25 \(committed at \d{4}-\d\d-\d\dT[\d:.]+Z\)\n$/);
    const [row] = await t().database.db.select({ priceCents: products.priceCents }).from(products).where(eq(products.sku, "petsies_bandana"));
    expect(row!.priceCents).toBe(1725);
    expect((await t().app.inject("/api/product/petsies_bandana")).json().result.regular_price).toBeCloseTo(17.25);
  });

  it("says so for an unknown sku or a wrong amount", async () => {
    expect(await run(["product", "price", "no_such_sku", "10"])).toMatchObject({ code: EXIT.notFound, stderr: 'shop: no product has the sku "no_such_sku"\n' });
    expect(await run(["product", "price", "petsies_bandana", "ten"])).toMatchObject({ code: EXIT.usage, stderr: expect.stringContaining('"ten" is not a price') });
  });
});
