import { randomUUID } from "node:crypto";
import { and, count, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CategoryNode, NewCategoryBody } from "@petsies/contract/admin";
import { auditLog, categories, coupons, products } from "../../db/schema.ts";
import { useTestApp } from "../../test/app.ts";
import { newStaff, type StaffClient } from "../../test/staff.ts";
import { databaseKinds } from "../../test/template.ts";

const unique = () => randomUUID().slice(0, 8);
const ROOT_ID = 2;

describe.each(databaseKinds)("the back office's categories on %s", (kind) => {
  const t = useTestApp(kind);
  const db = () => t().database.db;
  const get = async (url: string) => {
    const res = await t().app.inject({ method: "GET", url });
    return { status: res.statusCode, result: res.json().result };
  };
  const post = async (url: string, payload: object) => {
    const res = await t().app.inject({ method: "POST", url, payload });
    return { status: res.statusCode, result: res.json().result };
  };
  const categoryCount = async () => (await db().select({ n: count() }).from(categories))[0]!.n;
  const create = async (owner: StaffClient, overrides: Partial<NewCategoryBody> = {}) => {
    const name = `Cat Beds ${unique()}`;
    const created = await owner.call("POST", "/api/admin/categories", { parentId: ROOT_ID, name, urlKey: "", description: "", active: true, ...overrides });
    expect(created.status, JSON.stringify(created)).toBe(200);
    return created.result as CategoryNode & { description: string };
  };
  const tree = async (owner: StaffClient) => (await owner.call("GET", "/api/admin/categories")).result.categories as CategoryNode[];
  const childrenOf = async (owner: StaffClient, parentId: number) => (await tree(owner)).filter((c) => c.parentId === parentId).map((c) => c.id);
  const lastAudit = async (action: string, id: number) =>
    (await db().select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(id)))).orderBy(desc(auditLog.id)).limit(1))[0];

  it("answers the whole tree with parents, order, addresses and product counts", async () => {
    const owner = await newStaff(t(), "owner");
    const all = await tree(owner);
    expect(all.find((c) => c.id === ROOT_ID)).toMatchObject({ parentId: null, level: 1 });
    const blankets = all.find((c) => c.urlKey === "blankets")!;
    expect(blankets).toMatchObject({ parentId: ROOT_ID, level: 2, active: true, urlPath: "blankets", storefrontPath: "/c/blankets/" });
    expect(all.filter((c) => c.parentId === blankets.id).map((c) => c.urlKey).sort()).toEqual(["blankets-cut-out-design", "blankets-renaissance-design"]);
    expect(all.find((c) => c.urlKey === "petsies-accessories")!.productCount).toBeGreaterThan(1);
  });

  it("creates a category from its name, last under its parent, shown on the storefront at once, with its audit row", async () => {
    const owner = await newStaff(t(), "owner");
    const versionBefore = (await get("/api/url/version")).result.version;
    const name = `Cat Beds ${unique()}`;
    const created = await create(owner, { name, description: '<p onclick="x()">Soft <b>beds</b></p><script>alert(1)</script>' });
    expect(created).toMatchObject({ name, urlKey: name.toLowerCase().replace(/ /g, "-"), parentId: ROOT_ID, level: 2, productCount: 0, description: "<p>Soft <b>beds</b></p>" });
    expect((await childrenOf(owner, ROOT_ID)).at(-1)).toBe(created.id);
    expect((await get("/api/url/version")).result.version).not.toBe(versionBefore);
    expect((await get(`/api/catalog/category?slug=${created.urlKey}`)).result.items[0]).toMatchObject({ id: created.id, name });
    expect((await post("/api/url/map", { url: `/${created.urlKey}/` })).result).toMatchObject({ _type: "category", _source: { id: created.id } });
    expect(await lastAudit("category.create", created.id)).toMatchObject({ staffEmail: owner.email, before: null, after: expect.objectContaining({ name }) });

    const nested = await create(owner, { parentId: created.id, urlKey: `beds-${unique()}` });
    expect(nested).toMatchObject({ parentId: created.id, level: 3 });
    const [row] = await db().select({ path: categories.path }).from(categories).where(eq(categories.id, nested.id));
    expect(row!.path).toBe(`1/${ROOT_ID}/${created.id}/${nested.id}`);
  });

  it("refuses bad input at its field and saves nothing of it", async () => {
    const owner = await newStaff(t(), "owner");
    const before = await categoryCount();
    const bad = (body: Record<string, unknown>) => owner.call("POST", "/api/admin/categories", { parentId: ROOT_ID, name: `Bowls ${unique()}`, urlKey: "", description: "", active: true, ...body });
    expect((await bad({ name: "" })).fields).toEqual({ name: "Enter the category's name" });
    expect((await bad({ urlKey: "Bad Key" })).fields).toEqual({ urlKey: "Use lowercase letters, digits and single dashes, like my-new-pillow" });
    expect((await bad({ urlKey: "blankets" })).fields).toEqual({ urlKey: "This URL key is already used by the category “Blankets”. Choose another one." });
    const [bandana] = await db().select({ urlKey: products.urlKey, name: products.name }).from(products).where(eq(products.sku, "petsies_bandana"));
    expect((await bad({ urlKey: bandana!.urlKey })).fields).toEqual({ urlKey: `This URL key is the product “${bandana!.name}”'s address. Choose another one.` });
    expect((await bad({ urlKey: "c" })).fields).toEqual({ urlKey: expect.stringMatching(/shop's own addresses/) });
    expect((await bad({ name: "!!!" })).fields).toEqual({ urlKey: expect.stringMatching(/no letters or digits/) });
    expect((await bad({ parentId: 987_654 })).fields).toEqual({ parentId: expect.stringMatching(/no longer exists/) });
    expect((await bad({ description: "Soft\u0000" })).status).toBe(400);
    expect(await categoryCount()).toBe(before);

    // An edit refused (the url_key is another category's) leaves the name as it was.
    const created = await create(owner);
    const refused = await owner.call("PATCH", `/api/admin/categories/${created.id}`, { name: "Renamed", urlKey: "blankets", description: "", active: true });
    expect([refused.status, refused.fields]).toEqual([400, { urlKey: expect.stringMatching(/already used by the category “Blankets”/) }]);
    expect((await owner.call("GET", `/api/admin/categories/${created.id}`)).result).toMatchObject({ name: created.name, urlKey: created.urlKey });
    const root = await owner.call("PATCH", `/api/admin/categories/${ROOT_ID}`, { name: "Default Category", urlKey: "default-category", description: "", active: false });
    expect(root.fields).toEqual({ active: expect.stringMatching(/root stays active/) });
  });

  it("renames a category and changes its url_key: the storefront shows it at once and the old addresses answer a 301", async () => {
    const owner = await newStaff(t(), "owner");
    const created = await create(owner);
    const versionBefore = (await get("/api/url/version")).result.version;
    const newKey = `${created.urlKey}-new`;
    const saved = await owner.call("PATCH", `/api/admin/categories/${created.id}`, { name: "Cosy Cat Beds", urlKey: newKey, description: "Warm.", active: true, menuColumn: "Household" });
    expect(saved.result).toMatchObject({ name: "Cosy Cat Beds", urlKey: newKey, urlPath: newKey, storefrontPath: `/c/${newKey}/`, description: "Warm.", menuColumn: "Household" });
    expect((await get("/api/url/version")).result.version).not.toBe(versionBefore);
    expect((await get(`/api/catalog/category?slug=${newKey}`)).result.items[0]).toMatchObject({ id: created.id, name: "Cosy Cat Beds" });
    expect((await get("/api/catalog/category/tree")).result.find((c: { id: number }) => c.id === created.id)).toMatchObject({ name: "Cosy Cat Beds", menu_column: "Household" });
    const badColumn = await owner.call("PATCH", `/api/admin/categories/${created.id}`, { name: "Cosy Cat Beds", urlKey: newKey, description: "", active: true, menuColumn: "Garden" });
    expect(badColumn.fields).toEqual({ menuColumn: "Choose a column of the Products menu, or none" });

    // The old addresses name no page any more; the storefront finds their rewrites.
    expect((await post("/api/url/map", { url: `/c/${created.urlKey}/` })).status).toBe(404);
    expect((await post("/api/url/map", { url: `/${created.urlKey}/` })).status).toBe(404);
    for (const old of [`/c/${created.urlKey}/`, `/${created.urlKey}/`]) {
      expect((await get(`/api/url-rewrite/redirect?requestPath=${encodeURIComponent(old)}`)).result).toMatchObject({ target_path: `/c/${newKey}/`, status: 301 });
    }
    expect((await post("/api/url/map", { url: `/${newKey}/` })).result).toMatchObject({ _type: "category", _source: { id: created.id, slug: newKey } });
    expect(await lastAudit("category.update", created.id)).toMatchObject({ before: expect.objectContaining({ urlKey: created.urlKey }), after: expect.objectContaining({ urlKey: newKey }) });

    // And back again: the old key is the category's once more, nothing redirects away from it, and no chain is left.
    await owner.call("PATCH", `/api/admin/categories/${created.id}`, { name: created.name, urlKey: created.urlKey, description: "", active: true });
    expect((await get(`/api/url-rewrite/redirect?requestPath=${encodeURIComponent(`/c/${created.urlKey}/`)}`)).status).toBe(404);
    expect((await get(`/api/url-rewrite/redirect?requestPath=${encodeURIComponent(`/c/${newKey}/`)}`)).result).toMatchObject({ target_path: `/c/${created.urlKey}/` });

    // Switched off, it leaves the storefront.
    await owner.call("PATCH", `/api/admin/categories/${created.id}`, { name: created.name, urlKey: created.urlKey, description: "", active: false });
    expect((await post("/api/url/map", { url: `/c/${created.urlKey}/` })).status).toBe(404);
  });

  it("moves a category with its subcategories and reorders siblings; never under itself, never the root", async () => {
    const owner = await newStaff(t(), "owner");
    const a = await create(owner);
    const b = await create(owner);
    const child = await create(owner, { parentId: a.id });
    const grandchild = await create(owner, { parentId: child.id });

    const moved = await owner.call("POST", `/api/admin/categories/${a.id}/move`, { parentId: b.id, position: 0 });
    expect(moved.status, JSON.stringify(moved)).toBe(200);
    const rows = await db().select({ id: categories.id, path: categories.path, level: categories.level }).from(categories);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(a.id)).toMatchObject({ path: `1/${ROOT_ID}/${b.id}/${a.id}`, level: 3 });
    expect(byId.get(grandchild.id)).toMatchObject({ path: `1/${ROOT_ID}/${b.id}/${a.id}/${child.id}/${grandchild.id}`, level: 5 });
    expect(await lastAudit("category.move", a.id)).toMatchObject({ before: expect.objectContaining({ parentId: ROOT_ID }), after: expect.objectContaining({ parentId: b.id }) });

    const underItself = await owner.call("POST", `/api/admin/categories/${a.id}/move`, { parentId: grandchild.id, position: 0 });
    expect([underItself.status, underItself.fields]).toEqual([400, { parentId: `“${a.name}” cannot move under itself or one of its own subcategories.` }]);
    expect((await owner.call("POST", `/api/admin/categories/${a.id}/move`, { parentId: a.id, position: 0 })).status).toBe(400);
    const root = await owner.call("POST", `/api/admin/categories/${ROOT_ID}/move`, { parentId: a.id, position: 0 });
    expect([root.status, root.error]).toEqual([409, "root"]);

    // Back under the root, first: its siblings keep their order after it.
    const siblingsBefore = await childrenOf(owner, ROOT_ID);
    await owner.call("POST", `/api/admin/categories/${a.id}/move`, { parentId: ROOT_ID, position: 0 });
    expect(await childrenOf(owner, ROOT_ID)).toEqual([a.id, ...siblingsBefore]);
    // One place down (a reorder among siblings), and past the end means last.
    await owner.call("POST", `/api/admin/categories/${a.id}/move`, { parentId: ROOT_ID, position: 1 });
    expect(await childrenOf(owner, ROOT_ID)).toEqual([siblingsBefore[0], a.id, ...siblingsBefore.slice(1)]);
    await owner.call("POST", `/api/admin/categories/${a.id}/move`, { parentId: ROOT_ID, position: 10_000 });
    expect((await childrenOf(owner, ROOT_ID)).at(-1)).toBe(a.id);
    const menu = (await get("/api/catalog/category/tree")).result as { id: number }[];
    expect(menu.at(-1)!.id).toBe(a.id);
  });

  it("deletes only an empty category, and says why not", async () => {
    const owner = await newStaff(t(), "owner");
    const parent = await create(owner);
    const child = await create(owner, { parentId: parent.id });
    const withChild = await owner.call("POST", `/api/admin/categories/${parent.id}/delete`);
    expect([withChild.status, withChild.result]).toEqual([409, `“${parent.name}” still has a subcategory: move or delete it first.`]);
    await owner.call("POST", `/api/admin/categories/${child.id}/products`, { sku: "petsies_bandana" });
    const withProduct = await owner.call("POST", `/api/admin/categories/${child.id}/delete`);
    expect([withProduct.status, withProduct.result]).toEqual([409, `“${child.name}” still holds a product: remove it from the category first.`]);
    const root = await owner.call("POST", `/api/admin/categories/${ROOT_ID}/delete`);
    expect([root.status, root.error]).toEqual([409, "root"]);

    const bandanaId = (await db().select({ id: products.id }).from(products).where(eq(products.sku, "petsies_bandana")))[0]!.id;
    await owner.call("POST", `/api/admin/categories/${child.id}/products/${bandanaId}/delete`);
    // A coupon that applies to the category holds it too: the coupon would silently apply to nothing.
    const [coupon] = await db().insert(coupons).values({ description: `Beds ${unique()}`, percent: 10, categoryIds: [child.id] }).returning({ id: coupons.id, description: coupons.description });
    const withCoupon = await owner.call("POST", `/api/admin/categories/${child.id}/delete`);
    expect([withCoupon.status, withCoupon.result]).toEqual([409, `The coupon “${coupon!.description}” applies to “${child.name}”: change the coupon first.`]);
    await db().delete(coupons).where(eq(coupons.id, coupon!.id));
    const deleted = await owner.call("POST", `/api/admin/categories/${child.id}/delete`);
    expect(deleted.status).toBe(200);
    expect(deleted.result.categories.some((c: CategoryNode) => c.id === child.id)).toBe(false);
    expect(await lastAudit("category.delete", child.id)).toMatchObject({ before: expect.objectContaining({ name: child.name }), after: null });
    expect((await owner.call("GET", `/api/admin/categories/${child.id}`)).status).toBe(404);
    expect((await owner.call("POST", `/api/admin/categories/${parent.id}/delete`)).status).toBe(200);
  });

  it("adds products by sku, orders them, removes one: the storefront's pages move on each time", async () => {
    const owner = await newStaff(t(), "owner");
    const category = await create(owner);
    const path = `/api/admin/categories/${category.id}/products`;
    for (const sku of ["petsies_bandana", "PETSIES_BANDANA"]) {
      const added = await owner.call("POST", path, { sku });
      if (sku === "petsies_bandana") expect(added.result.products).toMatchObject([{ sku: "petsies_bandana", position: 0, enabled: true }]);
      else expect(added.fields).toEqual({ sku: expect.stringMatching(/is already in/) });
    }
    expect((await owner.call("POST", path, { sku: "no_such_sku" })).fields).toEqual({ sku: "No product has the SKU “no_such_sku”." });
    const others = await db().select({ sku: products.sku }).from(products).where(and(eq(products.typeId, "simple"), eq(products.visibility, 4))).limit(3);
    for (const p of others.filter((o) => o.sku !== "petsies_bandana").slice(0, 2)) await owner.call("POST", path, { sku: p.sku });
    const listed = (await owner.call("GET", path)).result.products as { id: number; sku: string; position: number }[];
    expect(listed.map((p) => p.position)).toEqual([0, 1, 2]);
    expect((await owner.call("GET", "/api/admin/categories")).result.categories.find((c: CategoryNode) => c.id === category.id).productCount).toBe(3);

    const versionBefore = (await get("/api/url/version")).result.version;
    const reversed = listed.map((p) => p.id).reverse();
    const ordered = await owner.call("POST", `${path}/order`, { productIds: reversed });
    expect(ordered.result.products.map((p: { id: number }) => p.id)).toEqual(reversed);
    expect((await get("/api/url/version")).result.version).not.toBe(versionBefore);
    // The storefront's "Featured" order of the category is this order.
    const skuOf = new Map(listed.map((p) => [p.id, p.sku]));
    const featured = await get(`/api/catalog/product?category_id=${category.id}&sort=position:asc&size=50`);
    expect(featured.result.items.map((p: { sku: string }) => p.sku)).toEqual(reversed.map((id) => skuOf.get(id)));
    expect(await lastAudit("category.product_order", category.id)).toMatchObject({ before: listed.map((p) => p.id), after: reversed });
    const stale = await owner.call("POST", `${path}/order`, { productIds: reversed.slice(1) });
    expect([stale.status, stale.error]).toEqual([409, "stale"]);
    expect((await owner.call("POST", `${path}/order`, { productIds: [reversed[0], reversed[0], reversed[1]] })).status).toBe(409);

    const removed = await owner.call("POST", `${path}/${reversed[0]}/delete`);
    expect(removed.result.products.map((p: { id: number }) => p.id)).toEqual(reversed.slice(1));
    expect((await owner.call("POST", `${path}/${reversed[0]}/delete`)).status).toBe(404);
    expect(await lastAudit("category.product_remove", category.id)).toMatchObject({ before: expect.objectContaining({ productId: reversed[0] }) });
  });

  it("is for owners only: production and support are refused every call", async () => {
    const owner = await newStaff(t(), "owner");
    const category = await create(owner);
    const calls: [method: "GET" | "POST" | "PATCH", url: string, body?: unknown][] = [
      ["GET", "/api/admin/categories"],
      ["GET", `/api/admin/categories/${category.id}`],
      ["POST", "/api/admin/categories", { parentId: ROOT_ID, name: "Nope", urlKey: "", description: "", active: true }],
      ["PATCH", `/api/admin/categories/${category.id}`, { name: "Nope", urlKey: category.urlKey, description: "", active: true }],
      ["POST", `/api/admin/categories/${category.id}/move`, { parentId: ROOT_ID, position: 0 }],
      ["POST", `/api/admin/categories/${category.id}/delete`],
      ["GET", `/api/admin/categories/${category.id}/products`],
      ["POST", `/api/admin/categories/${category.id}/products`, { sku: "petsies_bandana" }],
      ["POST", `/api/admin/categories/${category.id}/products/order`, { productIds: [] }],
      ["POST", `/api/admin/categories/${category.id}/products/1/delete`],
    ];
    for (const role of ["production", "support"] as const) {
      const member = await newStaff(t(), role);
      for (const [method, url, body] of calls) expect((await member.call(method, url, body)).status, `${role} ${method} ${url}`).toBe(403);
    }
    expect((await t().app.inject({ method: "GET", url: "/api/admin/categories" })).statusCode).toBe(401);
    expect((await owner.call("GET", `/api/admin/categories/${category.id}`)).result.name).toBe(category.name);
    expect((await owner.call("GET", "/api/admin/categories/999999999")).status).toBe(404);
  });
});
