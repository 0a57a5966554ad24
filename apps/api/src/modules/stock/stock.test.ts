import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app.ts";
import { databaseKinds } from "../../test/template.ts";
import type { StockItem } from "./service.ts";

describe.each(databaseKinds)("stock on %s", (kind) => {
  const t = useTestApp(kind);
  const get = async (url: string) => {
    const res = await t().app.inject(url);
    return { status: res.statusCode, result: res.json().result };
  };

  it("tells whether a sku can be added to the cart", async () => {
    const sold = await get("/api/stock/check?sku=personalised_name_tag");
    expect(sold.status).toBe(200);
    expect(sold.result).toMatchObject({ product_sku: "personalised_name_tag", qty: 0, status: "out_of_stock" });
    const plush = await get("/api/stock/check?sku=ForeversDog_bundle");
    expect((plush.result as StockItem).status).toBe("ok");
  });

  it("lists up to 15 skus at once, unknown ones left out", async () => {
    const { status, result } = await get("/api/stock/list?skus=ForeversDog_bundle,personalised_name_tag,nope,ForeversDog_bundle");
    expect(status).toBe(200);
    expect((result as StockItem[]).map((s) => s.product_sku).sort()).toEqual(["ForeversDog_bundle", "personalised_name_tag"]);
    const sixteen = Array.from({ length: 16 }, (_, i) => `sku-${i}`).join(",");
    expect((await get(`/api/stock/list?skus=${sixteen}`)).status).toBe(400);
  });

  it("answers bad input with 400 and an unknown sku with 404", async () => {
    expect((await get("/api/stock/check")).status).toBe(400);
    expect((await get("/api/stock/check?sku=")).status).toBe(400);
    expect((await get("/api/stock/list?skus=,,")).status).toBe(400);
    expect((await get("/api/stock/check?sku=no-such")).status).toBe(404);
  });

  it("answers a failed stock list with an empty list and logs it", async () => {
    const db = t().database.db;
    await db.execute(sql`ALTER TABLE stock RENAME TO stock_away`);
    try {
      const before = t().logs.length;
      const { status, result } = await get("/api/stock/list?skus=ForeversDog_bundle");
      expect(status).toBe(200);
      expect(result).toEqual([]);
      expect(t().logs.slice(before).some((l) => l.includes("stock list failed"))).toBe(true);
    } finally {
      await db.execute(sql`ALTER TABLE stock_away RENAME TO stock`);
    }
  });
});
