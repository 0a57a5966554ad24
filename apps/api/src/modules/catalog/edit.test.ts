import { and, count, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ProductBody } from "@petsies/contract/admin";
import { auditLog, categories, products } from "../../db/schema.ts";
import { useTestApp } from "../../test/app.ts";
import { newStaff } from "../../test/staff.ts";
import { databaseKinds } from "../../test/template.ts";
import { productBody } from "../../test/products.ts";

function newProduct(overrides: Partial<ProductBody> = {}): ProductBody {
  return productBody("Felt Mouse", { description: "<p>A felt mouse.</p>", priceCents: 1500, ...overrides });
}

describe.each(databaseKinds)("the back office's products on %s", (kind) => {
  const t = useTestApp(kind);
  const db = () => t().database.db;
  const get = async (url: string) => {
    const res = await t().app.inject({ method: "GET", url });
    return { status: res.statusCode, result: res.json().result };
  };
  const productCount = async () => (await db().select({ n: count() }).from(products))[0]!.n;
  const accessoriesId = async () => (await db().select({ id: categories.id }).from(categories).where(eq(categories.slug, "petsies-accessories")))[0]!.id;

  it("creates a product that the storefront shows at once, with its audit row, and a description kept to the tags it reads", async () => {
    const owner = await newStaff(t(), "owner");
    const body = newProduct({ categoryIds: [await accessoriesId()], description: '<p onclick="x()">Soft <b>felt</b></p><script>alert(1)</script>', metaTitle: "Felt mouse toy" });
    const created = await owner.call("POST", "/api/admin/products", body);
    expect(created.status, JSON.stringify(created)).toBe(200);
    expect(created.result).toMatchObject({ sku: body.sku, editable: true, priceCents: 1500, qty: 10, description: "<p>Soft <b>felt</b></p>", metaTitle: "Felt mouse toy", storefrontPath: `/p/${body.sku}/` });
    const shown = await get(`/api/product/${body.sku}`);
    expect(shown.result).toMatchObject({ name: body.name, final_price: 15, category_ids: [await accessoriesId()], custom_attributes: { meta_title: "Felt mouse toy" } });
    const [audit] = await db().select().from(auditLog).where(and(eq(auditLog.entityType, "product"), eq(auditLog.entityId, String(created.result.id))));
    expect(audit).toMatchObject({ action: "product.create", staffEmail: owner.email, before: null, after: expect.objectContaining({ sku: body.sku, priceCents: 1500 }) });
  });

  it("refuses bad input at its field and saves nothing of it", async () => {
    const owner = await newStaff(t(), "owner");
    const before = await productCount();
    const bad = async (overrides: Partial<ProductBody> | Record<string, unknown>) => owner.call("POST", "/api/admin/products", newProduct(overrides as Partial<ProductBody>));

    const negative = await bad({ priceCents: -1 });
    expect([negative.status, negative.fields]).toEqual([400, { priceCents: "The price cannot be below zero" }]);
    const fraction = await bad({ qty: 1.5 });
    expect([fraction.status, fraction.fields]).toEqual([400, { qty: "The quantity must be a whole number" }]);
    const window = await bad({ specialPriceCents: 900, specialFromDate: "2030-05-10", specialToDate: "2030-05-01" });
    expect([window.status, window.fields]).toEqual([400, { specialToDate: "The special price must end on or after the day it starts" }]);
    // Every mistake at once, each at its field: a wrong price does not hide a wrong window.
    const several = await bad({ priceCents: -1, specialPriceCents: 900, specialFromDate: "2030-05-10", specialToDate: "2030-05-01" });
    expect(several.fields).toEqual({ priceCents: "The price cannot be below zero", specialToDate: "The special price must end on or after the day it starts" });
    expect((await owner.call("POST", "/api/admin/products", null)).status).toBe(400);
    const skuTaken = await bad({ sku: "petsies_bandana" });
    expect([skuTaken.status, skuTaken.fields]).toEqual([400, { sku: "This SKU is already used by “Petsies Paw Print Bandana”. Choose another one." }]);
    const [bandana] = await db().select({ urlKey: products.urlKey }).from(products).where(eq(products.sku, "petsies_bandana"));
    const keyTaken = await bad({ urlKey: bandana!.urlKey, categoryIds: [await accessoriesId()] });
    expect([keyTaken.status, keyTaken.fields]).toEqual([400, { urlKey: "This URL key is already used by “Petsies Paw Print Bandana”. Choose another one." }]);
    const nul = await bad({ description: "Soft\u0000" });
    expect([nul.status, nul.fields]).toEqual([400, { description: expect.stringMatching(/NUL character/) }]);
    const noCategory = await bad({ categoryIds: [987_654] });
    expect(noCategory.fields).toEqual({ categoryIds: expect.stringMatching(/no longer exists/) });
    expect(await productCount()).toBe(before);

    // An edit refused halfway (the url_key is another product's) leaves the price and stock as they were.
    const created = await owner.call("POST", "/api/admin/products", newProduct());
    const refused = await owner.call("PATCH", `/api/admin/products/${created.result.id}`, { ...newProduct(), sku: created.result.sku, priceCents: 99, qty: 1, urlKey: bandana!.urlKey });
    expect(refused.status).toBe(400);
    expect((await owner.call("GET", `/api/admin/products/${created.result.id}`)).result).toMatchObject({ priceCents: 1500, qty: 10, urlKey: created.result.urlKey });
  });

  it("a new price shows on the product and category pages at once: the pages' version changes with it", async () => {
    const owner = await newStaff(t(), "owner");
    const [bandana] = await db().select({ id: products.id }).from(products).where(eq(products.sku, "petsies_bandana"));
    const current = await owner.call("GET", `/api/admin/products/${bandana!.id}`);
    const { id: _id, editable: _e, storefrontPath: _p, categoryChoices: _c, ...form } = current.result;
    const versionBefore = (await get("/api/url/version")).result.version;
    const listedBefore = await get(`/api/catalog/product?category_id=${await accessoriesId()}&size=500`);
    expect(listedBefore.result.items.find((p: { sku: string }) => p.sku === "petsies_bandana")).toBeTruthy();

    const saved = await owner.call("PATCH", `/api/admin/products/${bandana!.id}`, { ...form, priceCents: 2100, specialPriceCents: null, specialFromDate: null, specialToDate: null });
    expect(saved.status, JSON.stringify(saved)).toBe(200);
    expect((await get("/api/url/version")).result.version).not.toBe(versionBefore);
    expect((await get("/api/product/petsies_bandana")).result).toMatchObject({ price: 21, final_price: 21, special_price: null });
    const listed = await get(`/api/catalog/product?category_id=${await accessoriesId()}&size=500`);
    expect(listed.result.items.find((p: { sku: string }) => p.sku === "petsies_bandana")).toMatchObject({ final_price: 21 });
    const [audit] = await db().select().from(auditLog).where(and(eq(auditLog.action, "product.update"), eq(auditLog.entityId, String(bandana!.id)))).orderBy(desc(auditLog.id)).limit(1);
    expect(audit!.before).toMatchObject({ priceCents: 1600, specialPriceCents: 1200 });
    expect(audit!.after).toMatchObject({ priceCents: 2100, specialPriceCents: null });
  });

  it("keeps the old address working with a 301 when the url_key changes", async () => {
    const owner = await newStaff(t(), "owner");
    const body = newProduct();
    const created = await owner.call("POST", "/api/admin/products", body);
    const moved = await owner.call("PATCH", `/api/admin/products/${created.result.id}`, { ...body, urlKey: `${body.urlKey}-new` });
    expect(moved.result.urlKey).toBe(`${body.urlKey}-new`);
    const rewrite = await get(`/api/url-rewrite/redirect?requestPath=${encodeURIComponent(`/${body.urlKey}/`)}`);
    expect(rewrite.result).toMatchObject({ target_path: `/${body.urlKey}-new/`, status: 301 });
    // And back again: the old key is the product's once more, and nothing redirects away from it.
    await owner.call("PATCH", `/api/admin/products/${created.result.id}`, { ...body });
    expect((await get(`/api/url-rewrite/redirect?requestPath=${encodeURIComponent(`/${body.urlKey}/`)}`)).status).toBe(404);
    expect((await get(`/api/url-rewrite/redirect?requestPath=${encodeURIComponent(`/${body.urlKey}-new/`)}`)).result).toMatchObject({ target_path: `/${body.urlKey}/` });
  });

  it("duplicates a product disabled, enables and disables any type, and keeps a product's type", async () => {
    const owner = await newStaff(t(), "owner");
    const created = await owner.call("POST", "/api/admin/products", newProduct({ categoryIds: [await accessoriesId()] }));
    const copy = await owner.call("POST", `/api/admin/products/${created.result.id}/duplicate`, { sku: `${created.result.sku}_copy`, urlKey: `${created.result.urlKey}-copy` });
    expect(copy.result).toMatchObject({ name: `${created.result.name} (copy)`, enabled: false, priceCents: 1500, qty: 10, categoryIds: [await accessoriesId()] });
    const sameSku = await owner.call("POST", `/api/admin/products/${created.result.id}/duplicate`, { sku: created.result.sku, urlKey: "another-key" });
    expect(sameSku.fields).toEqual({ sku: expect.stringMatching(/already used/) });

    const [grouped] = await db().select({ id: products.id, sku: products.sku }).from(products).where(eq(products.typeId, "downloadable")).limit(1);
    const shown = await owner.call("GET", `/api/admin/products/${grouped!.id}`);
    expect(shown.result).toMatchObject({ type: "downloadable", editable: true });
    expect(shown.result.categoryChoices).toContainEqual({ id: await accessoriesId(), label: "Accessories" });
    expect(shown.result.categoryChoices.some((c: { label: string }) => c.label.startsWith("Default Category"))).toBe(false);
    // Every type is edited now; a product's type stays what it is.
    const edit = await owner.call("PATCH", `/api/admin/products/${grouped!.id}`, newProduct());
    expect([edit.status, edit.fields]).toEqual([400, { type: "A product's type cannot change: duplicate it as the other type instead." }]);
    const disabled = await owner.call("POST", `/api/admin/products/${grouped!.id}/status`, { enabled: false });
    expect(disabled.result.enabled).toBe(false);
    expect((await get(`/api/product/${grouped!.sku}`)).status).not.toBe(200);
    expect((await owner.call("POST", `/api/admin/products/${grouped!.id}/status`, { enabled: true })).result.enabled).toBe(true);
  });

  it("lists with search, filters, sort and pages; production and support read, only owners change", async () => {
    const owner = await newStaff(t(), "owner");
    const found = await owner.call("GET", "/api/admin/products?q=BANDANA");
    expect(found.result.products.map((p: { sku: string }) => p.sku)).toContain("petsies_bandana");
    const bySku = await owner.call("GET", "/api/admin/products?q=petsies_band");
    expect(bySku.result.products[0]).toMatchObject({ sku: "petsies_bandana", type: "simple", editable: true });
    const grouped = await owner.call("GET", "/api/admin/products?type=downloadable");
    expect(grouped.result.products.every((p: { type: string; editable: boolean }) => p.type === "downloadable" && p.editable)).toBe(true);
    const inCategory = await owner.call("GET", `/api/admin/products?category=${await accessoriesId()}&sort=price_desc&pageSize=5&page=1`);
    const prices = inCategory.result.products.map((p: { priceCents: number }) => p.priceCents);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => b - a));
    expect(inCategory.result).toMatchObject({ page: 1, pageSize: 5 });
    expect(inCategory.result.total).toBeGreaterThan(1);
    const disabled = await owner.call("GET", "/api/admin/products?status=disabled");
    expect(disabled.result.products.every((p: { enabled: boolean }) => !p.enabled)).toBe(true);
    expect((await owner.call("GET", "/api/admin/products?sort=cheapest")).status).toBe(400);

    const [bandana] = await db().select({ id: products.id }).from(products).where(eq(products.sku, "petsies_bandana"));
    for (const role of ["production", "support"] as const) {
      const member = await newStaff(t(), role);
      expect((await member.call("GET", "/api/admin/products")).status).toBe(200);
      expect((await member.call("GET", `/api/admin/products/${bandana!.id}`)).status).toBe(200);
      expect((await member.call("POST", "/api/admin/products", newProduct())).status).toBe(403);
      expect((await member.call("PATCH", `/api/admin/products/${bandana!.id}`, newProduct())).status).toBe(403);
      expect((await member.call("POST", `/api/admin/products/${bandana!.id}/status`, { enabled: false })).status).toBe(403);
    }
    expect((await t().app.inject({ method: "GET", url: "/api/admin/products" })).statusCode).toBe(401);
    expect((await owner.call("GET", "/api/admin/products/999999999")).status).toBe(404);
  });
});
