import { describe, expect, it } from "vitest";
import { MENU_COLUMNS, type CatalogResult, type Category, type Product } from "@petsies/domain";
import { useTestApp } from "../../test/app.ts";
import { databaseKinds } from "../../test/template.ts";

describe.each(databaseKinds)("catalogue API on %s", (kind) => {
  const t = useTestApp(kind);

  const get = async <T>(url: string) => {
    const res = await t().app.inject({ method: "GET", url });
    const body = res.json() as { code: number; result: T };
    expect(body.code).toBe(res.statusCode);
    return { status: res.statusCode, result: body.result };
  };

  it("serves the category tree behind every menu column, sorted by position", async () => {
    const { status, result } = await get<Category[]>("/api/catalog/category/tree");
    expect(status).toBe(200);
    const columns = new Set(result.map((c) => c.menu_column));
    for (const column of MENU_COLUMNS) expect(columns).toContain(column);
    const positions = result.map((c) => c.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(result.every((c) => c.is_active && Array.isArray(c.children_data))).toBe(true);
  });

  it("finds a category by slug", async () => {
    const { result } = await get<CatalogResult<Category>>("/api/catalog/category?slug=petsies-accessories");
    expect(result.total).toBe(1);
    expect(result.items[0]?.slug).toBe("petsies-accessories");
  });

  it("lists only enabled, visible, sellable products of a category", async () => {
    const { result: cats } = await get<CatalogResult<Category>>("/api/catalog/category?slug=petsies-accessories");
    const category = cats.items[0] as Category;
    const { status, result } = await get<CatalogResult<Product>>(`/api/catalog/product?category_id=${category.id}`);
    expect(status).toBe(200);
    expect(result.items.length).toBeGreaterThan(0);
    expect(result.total).toBe(category.product_count);
    for (const p of result.items) {
      expect(p.category_ids).toContain(category.id);
      expect(p.status).toBe(1);
      expect([2, 3, 4]).toContain(p.visibility);
      expect(!p.stock.manage_stock || (p.stock.is_in_stock && p.stock.qty > 0)).toBe(true);
    }
  });

  it("never lists an out-of-stock product", async () => {
    const { result } = await get<CatalogResult<Product>>("/api/catalog/product?size=500");
    expect(result.items.some((p) => p.stock.manage_stock && p.stock.qty <= 0)).toBe(false);
  });

  it("sorts by the price a shopper pays", async () => {
    const { result } = await get<CatalogResult<Product>>("/api/catalog/product?size=500&sort=final_price:asc");
    const prices = result.items.map((p) => p.final_price);
    expect(prices.length).toBeGreaterThan(5);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const { result: desc } = await get<CatalogResult<Product>>("/api/catalog/product?size=500&sort=final_price:desc");
    expect(desc.items.map((p) => p.final_price)).toEqual([...prices].reverse());
  });

  it("pages with start and size, and repairs sizes and starts as spec §5 says", async () => {
    const { result: all } = await get<CatalogResult<Product>>("/api/catalog/product?size=500&sort=name:asc");
    const { result: page } = await get<CatalogResult<Product>>("/api/catalog/product?size=3&start=2&sort=name:asc");
    expect(page.items.map((p) => p.sku)).toEqual(all.items.slice(2, 5).map((p) => p.sku));
    const { result: repaired } = await get<CatalogResult<Product>>("/api/catalog/product?size=0&start=-4");
    expect(repaired.perPage).toBe(50);
    expect(repaired.start).toBe(0);
  });

  it("answers malformed queries with 400 and a message", async () => {
    for (const url of [
      "/api/catalog/product?size=abc",
      "/api/catalog/product?sort=price:sideways",
      "/api/catalog/product?category_id=-1",
      "/api/catalog/category?level=x",
    ]) {
      const { status, result } = await get<string>(url);
      expect(status, url).toBe(400);
      expect(typeof result).toBe("string");
      expect(result.length).toBeGreaterThan(5);
    }
  });

  it("loads a bundle product by sku", async () => {
    const { status, result } = await get<Product>("/api/product/ForeversDog_bundle");
    expect(status).toBe(200);
    expect(result.type_id).toBe("bundle");
    expect(result.final_price).toBeGreaterThan(0);
    expect(result.image).toMatch(/\.webp$/);
  });

  it("prices a bundle from its default size and a grouped product from its parts (spec §4)", async () => {
    const bundle = (await get<Product>("/api/product/ForeversDog_bundle")).result;
    expect(bundle.final_price).toBe(239);
    // Care kit $19.50 (on sale from $24), display dome $39, bandana $12 (on sale from $16).
    const grouped = (await get<Product>("/api/product/plush_care_bundle")).result;
    expect(grouped).toMatchObject({ type_id: "grouped", regular_price: 79, final_price: 70.5, special_price: 70.5, discount_percent: 11 });
    const listed = (await get<CatalogResult<Product>>("/api/catalog/product?skus=plush_care_bundle")).result.items[0];
    expect(listed?.final_price).toBe(70.5);
  });

  it("loads a configurable product with its children at the cheapest child's price", async () => {
    const { result } = await get<Product>("/api/product/gift_box");
    expect(result.type_id).toBe("configurable");
    const skus = result.configurable_children.map((c) => c.sku);
    expect(skus).toContain("gift_box_dog");
    expect(result.configurable_children.every((c) => c.parentSku === "gift_box")).toBe(true);
    expect(result.final_price).toBe(Math.min(...result.configurable_children.map((c) => c.final_price)));
  });

  it("shows an active special price below the regular price with its discount", async () => {
    const { result } = await get<CatalogResult<Product>>("/api/catalog/product?size=500");
    const onSale = result.items.filter((p) => p.special_price !== null);
    expect(onSale.length).toBeGreaterThan(0);
    for (const p of onSale) {
      expect(p.final_price).toBeLessThan(p.regular_price);
      expect(p.discount_percent).toBe(Math.round((1 - p.final_price / p.regular_price) * 100));
    }
  });

  it("answers an unknown sku with 404", async () => {
    const { status, result } = await get<string>("/api/product/no-such-thing");
    expect(status).toBe(404);
    expect(result).toContain("no-such-thing");
  });

  it("serves the tax rules with their rates", async () => {
    const { status, result } = await get<CatalogResult<{ code: string; rates: { tax_country_id: string }[] }>>(
      "/api/catalog/taxrule",
    );
    expect(status).toBe(200);
    expect(result.total).toBeGreaterThan(0);
    expect(result.items[0]!.rates.some((r) => r.tax_country_id === "US")).toBe(true);
  });

  it("serves the attributes of configurable products, never codes with a dot", async () => {
    type Attr = { attribute_code: string; options: { label: string }[] };
    const { status, result } = await get<CatalogResult<Attr>>("/api/catalog/attribute");
    expect(status).toBe(200);
    expect(result.perPage).toBe(150);
    const size = result.items.find((a) => a.attribute_code === "size");
    expect(size?.options.map((o) => o.label)).toEqual(expect.arrayContaining(["S", "M", "L", "XL"]));
    const { result: narrowed } = await get<CatalogResult<Attr>>("/api/catalog/attribute?attribute_code=size,size.label");
    expect(narrowed.items.map((a) => a.attribute_code)).toEqual(["size"]);
    const { result: dotted } = await get<CatalogResult<Attr>>("/api/catalog/attribute?attribute_code=size.label");
    expect(dotted.items).toEqual([]);
  });
});
