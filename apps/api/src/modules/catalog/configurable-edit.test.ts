import { randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ProductBody } from "@petsies/contract/admin";
import { childFromQuery, variantOptions, type Product } from "@petsies/domain";
import { auditLog, categories, products } from "../../db/schema.ts";
import { useTestApp } from "../../test/app.ts";
import { STAFF_COOKIE } from "../staff/access.ts";
import { newStaff } from "../../test/staff.ts";
import { databaseKinds } from "../../test/template.ts";
import { productBody } from "../../test/products.ts";

const unique = () => randomUUID().slice(0, 8);

function newConfigurable(overrides: Partial<ProductBody> = {}): ProductBody {
  return productBody("Canvas Tote", { type: "configurable", description: "<p>A canvas tote with your pet on it.</p>", priceCents: 3200, qty: 0, manageStock: false, ...overrides });
}

const SIZE = { code: "tote_size", label: "Size", values: [{ label: "Small" }, { label: "Large" }] };

describe.each(databaseKinds)("configurable products in the back office on %s", (kind) => {
  const t = useTestApp(kind);
  const db = () => t().database.db;
  const get = async (url: string) => {
    const res = await t().app.inject({ method: "GET", url });
    return { status: res.statusCode, result: res.json().result };
  };
  const accessoriesId = async () => (await db().select({ id: categories.id }).from(categories).where(eq(categories.slug, "petsies-accessories")))[0]!.id;
  const lastAudit = async (id: number, action: string) =>
    (await db().select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(id)))).orderBy(desc(auditLog.id)).limit(1))[0];

  it("creates a configurable product, sets its option, makes two children, and the storefront answers it as it answers the demo's", async () => {
    const owner = await newStaff(t(), "owner");
    const body = newConfigurable({ categoryIds: [await accessoriesId()], manageStock: true, qty: 0, isInStock: false });
    const created = await owner.call("POST", "/api/admin/products", body);
    expect(created.status, JSON.stringify(created)).toBe(200);
    expect(created.result).toMatchObject({ type: "configurable", editable: true, configurable: { options: [], children: [] }, parent: null });
    const id = created.result.id as number;

    const versionBefore = (await get("/api/url/version")).result.version;
    const optioned = await owner.call("PUT", `/api/admin/products/${id}/configurable-options`, { options: [SIZE] });
    expect(optioned.status, JSON.stringify(optioned)).toBe(200);
    const [option] = optioned.result.configurable.options;
    expect(option).toMatchObject({ code: "tote_size", label: "Size", values: [{ label: "Small" }, { label: "Large" }] });
    const [small, large] = option.values as { valueIndex: number; label: string }[];
    expect(small!.valueIndex).not.toBe(large!.valueIndex);
    expect(await lastAudit(id, "product.options")).toMatchObject({ staffEmail: owner.email, before: { options: [] }, after: { options: [expect.objectContaining({ attribute_code: "tote_size" })] } });

    const generated = await owner.call("POST", `/api/admin/products/${id}/children/generate`, { all: true, qty: 5 });
    expect(generated.status, JSON.stringify(generated)).toBe(200);
    expect(generated.result.configurable.children).toMatchObject([
      { sku: `${body.sku}_small`, name: `${body.name} – Small`, values: [{ code: "tote_size", valueIndex: small!.valueIndex, label: "Small" }], priceCents: 3200, qty: 5, enabled: true },
      { sku: `${body.sku}_large`, name: `${body.name} – Large`, values: [{ code: "tote_size", valueIndex: large!.valueIndex, label: "Large" }], priceCents: 3200, qty: 5, enabled: true },
    ]);
    expect((await get("/api/url/version")).result.version).not.toBe(versionBefore);
    expect(await lastAudit(id, "product.children.generate")).toMatchObject({ after: { priceCents: 3200, qty: 5, children: [expect.objectContaining({ sku: `${body.sku}_small` }), expect.objectContaining({ sku: `${body.sku}_large` })] } });

    // A child's page in the back office names its parent, and the child is a simple product edited as one.
    const largeId = generated.result.configurable.children[1].id as number;
    const child = await owner.call("GET", `/api/admin/products/${largeId}`);
    expect(child.result).toMatchObject({ type: "simple", editable: true, visibility: 1, urlKey: `${body.urlKey}-large`, parent: { id, sku: body.sku }, configurable: null, categoryIds: [await accessoriesId()] });
    const { id: _id, editable: _e, storefrontPath: _p, categoryChoices: _c, pictures: _pictures, configurable: _conf, parent: _parent, ...form } = child.result;
    expect((await owner.call("PATCH", `/api/admin/products/${largeId}`, { ...form, priceCents: 3900, qty: 7 })).status).toBe(200);

    // The storefront reads it as it reads the demo's configurable: the same fields, children chosen by their values.
    const made = (await get(`/api/product/${body.sku}`)).result as Product;
    const demo = (await get("/api/product/gift_box")).result as Product;
    expect(made.type_id).toBe(demo.type_id);
    expect(made.configurable_options).toEqual([{ attribute_code: "tote_size", attribute_id: expect.any(Number), label: "Size", values: [{ value_index: small!.valueIndex, label: "Small" }, { value_index: large!.valueIndex, label: "Large" }] }]);
    expect(Object.keys(made.configurable_options[0]!).sort()).toEqual(Object.keys(demo.configurable_options[0]!).sort());
    expect(made.configurable_children.map((c) => [c.sku, c.price, c.stock.qty])).toEqual([
      [`${body.sku}_small`, 32, 5],
      [`${body.sku}_large`, 39, 7],
    ]);
    const demoChild = demo.configurable_children[0]!;
    for (const c of made.configurable_children) {
      expect([c.type_id, c.visibility, c.parentSku, c.status]).toEqual([demoChild.type_id, demoChild.visibility, body.sku, demoChild.status]);
      expect(typeof c.custom_attributes.tote_size).toBe(typeof demoChild.custom_attributes.pet_type);
    }
    expect(made.final_price).toBe(32);
    // Its own stock is not managed (the form's qty of 0 is not kept), so its category lists it.
    expect(made.stock).toMatchObject({ manage_stock: false, is_in_stock: true });
    const listed = await get(`/api/catalog/product?category_id=${await accessoriesId()}&size=500`);
    expect(listed.result.items.map((p: { sku: string }) => p.sku)).toContain(body.sku);
    expect(variantOptions(made, null)).toMatchObject([{ code: "tote_size", choices: [{ label: "Small", childSku: `${body.sku}_small` }, { label: "Large", childSku: `${body.sku}_large` }] }]);
    expect(childFromQuery(made, { tote_size: "Large" }).child?.sku).toBe(`${body.sku}_large`);
    expect((await get(`/api/product/${body.sku}_large`)).result).toMatchObject({ parentSku: body.sku, final_price: 39 });

    // A copy of a child is a product of its own, no second Large of the parent.
    const copy = await owner.call("POST", `/api/admin/products/${largeId}/duplicate`, { sku: `${body.sku}_large_copy`, urlKey: `${body.urlKey}-large-copy` });
    expect(copy.result).toMatchObject({ parent: null, enabled: false });

    // A second generation makes nothing new; a new value then makes just its child, at the price asked.
    const again = await owner.call("POST", `/api/admin/products/${id}/children/generate`, { all: true });
    expect(again.result.configurable.children).toHaveLength(2);
    const withMedium = await owner.call("PUT", `/api/admin/products/${id}/configurable-options`, { options: [{ ...SIZE, values: [...option.values, { label: "Medium" }] }] });
    expect(withMedium.status, JSON.stringify(withMedium)).toBe(200);
    const third = await owner.call("POST", `/api/admin/products/${id}/children/generate`, { all: true, priceCents: 3500 });
    expect(third.result.configurable.children.map((c: { sku: string; priceCents: number; qty: number }) => [c.sku, c.priceCents, c.qty])).toEqual([
      [`${body.sku}_small`, 3200, 5],
      [`${body.sku}_large`, 3900, 7],
      [`${body.sku}_medium`, 3500, 0],
    ]);
  });

  it("names chosen combinations, keeps a taken sku free, and the children follow their parent's new sku", async () => {
    const owner = await newStaff(t(), "owner");
    const body = newConfigurable();
    const id = (await owner.call("POST", "/api/admin/products", body)).result.id as number;
    const colour = { code: "tote_colour", label: "Colour", values: [{ label: "Red" }, { label: "Navy Blue" }] };
    const set = await owner.call("PUT", `/api/admin/products/${id}/configurable-options`, { options: [SIZE, colour] });
    const [size, col] = set.result.configurable.options as { values: { valueIndex: number }[] }[];
    // Another product already has the sku a child would take: the child takes the next free one.
    await owner.call("POST", "/api/admin/products", { ...newConfigurable(), type: "simple", sku: `${body.sku}_large_navy_blue` });
    const made = await owner.call("POST", `/api/admin/products/${id}/children/generate`, {
      combinations: [
        { tote_size: size!.values[1]!.valueIndex, tote_colour: col!.values[1]!.valueIndex },
        { tote_size: size!.values[1]!.valueIndex, tote_colour: col!.values[1]!.valueIndex },
      ],
    });
    expect(made.status, JSON.stringify(made)).toBe(200);
    expect(made.result.configurable.children).toMatchObject([{ sku: `${body.sku}_large_navy_blue_2`, name: `${body.name} – Large, Navy Blue` }]);

    const renamed = await owner.call("PATCH", `/api/admin/products/${id}`, { ...body, sku: `${body.sku}_v2` });
    expect(renamed.status, JSON.stringify(renamed)).toBe(200);
    expect(renamed.result.configurable.children).toHaveLength(1);
    const [child] = await db().select({ parentSku: products.parentSku }).from(products).where(eq(products.sku, `${body.sku}_large_navy_blue_2`));
    expect(child!.parentSku).toBe(`${body.sku}_v2`);
  });

  it("refuses bad options and combinations at their field, and a value a child has, naming the child", async () => {
    const owner = await newStaff(t(), "owner");
    const id = (await owner.call("POST", "/api/admin/products", newConfigurable())).result.id as number;
    const put = (options: unknown) => owner.call("PUT", `/api/admin/products/${id}/configurable-options`, { options });

    expect((await put([])).fields).toEqual({ options: "Add at least one option" });
    expect((await put([{ ...SIZE, values: [] }])).fields).toEqual({ "options.0.values": "Add at least one value" });
    expect((await put([{ ...SIZE, code: "Tote Size" }])).fields).toEqual({ "options.0.code": expect.stringMatching(/lowercase letters/) });
    expect((await put([{ ...SIZE, code: "meta_title" }])).fields).toEqual({ "options.0.code": expect.stringMatching(/product field's own/) });
    expect((await put([SIZE, { ...SIZE, label: "Other" }])).fields).toEqual({ "options.1.code": "Two options have this code: give each its own" });
    expect((await put([{ ...SIZE, values: [{ label: "Small" }, { label: "small" }] }])).fields).toEqual({ "options.0.values.1.label": "This option already has this value" });
    expect((await put([{ ...SIZE, values: [{ label: " " }] }])).fields).toEqual({ "options.0.values.0.label": "Enter the value shoppers choose, like Large" });
    expect((await put([{ ...SIZE, values: [{ valueIndex: 987_654, label: "Huge" }] }])).fields).toEqual({ "options.0.values.0.valueIndex": "This value is not one of the option's: reload the page and try again." });
    expect((await owner.call("POST", `/api/admin/products/${id}/children/generate`, { all: true })).status).toBe(409);

    const set = await put([SIZE]);
    const values = set.result.configurable.options[0].values as { valueIndex: number; label: string }[];
    const generate = (payload: unknown) => owner.call("POST", `/api/admin/products/${id}/children/generate`, payload);
    expect((await generate({})).fields).toEqual({ combinations: "Choose the combinations to make children for, or all of them" });
    expect((await generate({ combinations: [{ colour: 1 }] })).fields).toEqual({ "combinations.0": "Name one value for each option: tote_size." });
    expect((await generate({ combinations: [{ tote_size: 987_654 }] })).fields).toEqual({ "combinations.0.tote_size": "This is not one of Size's values." });
    expect((await generate({ all: true, priceCents: -1 })).fields).toEqual({ priceCents: "The children's price cannot be below zero" });
    expect((await generate({ all: true, qty: 1.5 })).fields).toEqual({ qty: "The quantity must be a whole number" });

    const small = await generate({ combinations: [{ tote_size: values[0]!.valueIndex }] });
    const smallSku = small.result.configurable.children[0].sku as string;
    const dropSmall = await put([{ ...SIZE, values: [values[1]] }]);
    expect([dropSmall.status, dropSmall.fields]).toEqual([400, { options: `“Small” (Size) is chosen by ${smallSku}: it cannot be removed while they have it.` }]);
    const addOption = await put([set.result.configurable.options[0], { code: "tote_colour", label: "Colour", values: [{ label: "Red" }] }]);
    expect(addOption.fields).toEqual({ "options.1.code": expect.stringContaining(smallSku) });
    // Large has no child: it goes; Small is renamed in place.
    const renamed = await put([{ ...SIZE, values: [{ valueIndex: values[0]!.valueIndex, label: "Petite" }] }]);
    expect(renamed.status, JSON.stringify(renamed)).toBe(200);
    expect(renamed.result.configurable.children[0].values).toEqual([{ code: "tote_size", valueIndex: values[0]!.valueIndex, label: "Petite" }]);

    const simple = (await owner.call("POST", "/api/admin/products", { ...newConfigurable(), type: "simple" })).result.id as number;
    const notConfigurable = await owner.call("PUT", `/api/admin/products/${simple}/configurable-options`, { options: [SIZE] });
    expect([notConfigurable.status, notConfigurable.error]).toEqual([409, "not_configurable"]);
    expect((await owner.call("PUT", "/api/admin/products/999999999/configurable-options", { options: [SIZE] })).status).toBe(404);
  });

  it("takes a child off its parent: the child stays a disabled simple product, the storefront no longer lists it, and its value can then go", async () => {
    const owner = await newStaff(t(), "owner");
    const body = newConfigurable();
    const id = (await owner.call("POST", "/api/admin/products", body)).result.id as number;
    await owner.call("PUT", `/api/admin/products/${id}/configurable-options`, { options: [SIZE] });
    await owner.call("POST", `/api/admin/products/${id}/children/generate`, { all: true, qty: 3 });
    // Small costs less, so the parent's storefront price is Small's until Small goes.
    const children = (await owner.call("GET", `/api/admin/products/${id}`)).result.configurable.children as { id: number; sku: string }[];
    const [small, large] = children;
    const smallForm = (await owner.call("GET", `/api/admin/products/${small!.id}`)).result;
    const { id: _i, editable: _e, storefrontPath: _p, categoryChoices: _c, pictures: _pi, configurable: _co, parent: _pa, ...form } = smallForm;
    await owner.call("PATCH", `/api/admin/products/${small!.id}`, { ...form, priceCents: 2000 });
    expect((await get(`/api/product/${body.sku}`)).result.final_price).toBe(20);

    const versionBefore = (await get("/api/url/version")).result.version;
    const removed = await owner.call("POST", `/api/admin/products/${id}/children/${small!.id}/remove`, {});
    expect(removed.status, JSON.stringify(removed)).toBe(200);
    expect(removed.result.configurable.children.map((c: { sku: string }) => c.sku)).toEqual([large!.sku]);
    expect(removed.result.configurable.options[0].values.map((v: { label: string }) => v.label)).toEqual(["Small", "Large"]);
    expect((await get("/api/url/version")).result.version).not.toBe(versionBefore);
    expect(await lastAudit(id, "product.children.remove")).toMatchObject({
      staffEmail: owner.email,
      before: { child: { id: small!.id, sku: small!.sku, enabled: true, attributes: { tote_size: expect.any(Number) } } },
      after: { child: { id: small!.id, parentSku: null, enabled: false, attributes: {} } },
    });

    const storefront = (await get(`/api/product/${body.sku}`)).result as Product;
    expect(storefront.configurable_children.map((c) => c.sku)).toEqual([large!.sku]);
    expect(storefront.final_price).toBe(32);
    expect(childFromQuery(storefront, { tote_size: "Small" }).child).toBeNull();
    const former = (await owner.call("GET", `/api/admin/products/${small!.id}`)).result;
    expect(former).toMatchObject({ type: "simple", parent: null, enabled: false, sku: small!.sku, qty: 3 });

    // No child has Small any more: the owner can take it off the options.
    const options = removed.result.configurable.options[0];
    const dropped = await owner.call("PUT", `/api/admin/products/${id}/configurable-options`, { options: [{ ...options, values: [options.values[1]] }] });
    expect(dropped.status, JSON.stringify(dropped)).toBe(200);

    // The same child twice, another product's child, a product that is no configurable: refused.
    expect((await owner.call("POST", `/api/admin/products/${id}/children/${small!.id}/remove`, {})).status).toBe(404);
    expect((await owner.call("POST", `/api/admin/products/${id}/children/999999999/remove`, {})).status).toBe(404);
    const notConfigurable = await owner.call("POST", `/api/admin/products/${small!.id}/children/${large!.id}/remove`, {});
    expect([notConfigurable.status, notConfigurable.error]).toEqual([409, "not_configurable"]);
    for (const role of ["production", "support"] as const) {
      const member = await newStaff(t(), role);
      expect((await member.call("POST", `/api/admin/products/${id}/children/${large!.id}/remove`, {})).status).toBe(403);
    }
  });

  it("a new value takes the number the same label has on another product's option of that code", async () => {
    const owner = await newStaff(t(), "owner");
    const id = (await owner.call("POST", "/api/admin/products", newConfigurable())).result.id as number;
    const set = await owner.call("PUT", `/api/admin/products/${id}/configurable-options`, { options: [{ code: "size", label: "Size", values: [{ label: "l" }, { label: "Jumbo" }] }] });
    const [option] = set.result.configurable.options;
    // The demo hoodie's size option: attribute 142, L is 169.
    expect(option).toMatchObject({ attributeId: 142, values: [{ valueIndex: 169, label: "l" }, { label: "Jumbo" }] });
    expect(option.values[1].valueIndex).not.toBe(169);
  });

  it("a configurable product imported from a file keeps no stock of its own either", async () => {
    const owner = await newStaff(t(), "owner");
    const sku = `imported_tote_${unique()}`;
    const res = await t().app.inject({
      method: "POST",
      url: "/api/admin/catalogue/imports?fileName=totes.csv",
      headers: { cookie: `${STAFF_COOKIE}=${owner.cookie}`, "x-csrf-token": owner.csrf, "content-type": "text/csv" },
      payload: `sku,type,name,url_key,price,qty\n${sku},configurable,Imported Tote,${sku.replace(/_/g, "-")},30.00,5\n`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await owner.call("POST", `/api/admin/catalogue/imports/${res.json().result.id}/apply`, {})).status).toBe(200);
    const [row] = await db().select({ id: products.id }).from(products).where(eq(products.sku, sku));
    expect((await owner.call("GET", `/api/admin/products/${row!.id}`)).result).toMatchObject({ type: "configurable", qty: 0, manageStock: false, isInStock: true, configurable: { options: [], children: [] } });
  });

  it("only owners change options and children; production and support read them", async () => {
    const owner = await newStaff(t(), "owner");
    const id = (await owner.call("POST", "/api/admin/products", newConfigurable())).result.id as number;
    for (const role of ["production", "support"] as const) {
      const member = await newStaff(t(), role);
      expect((await member.call("GET", `/api/admin/products/${id}`)).result.configurable).toEqual({ options: [], children: [] });
      expect((await member.call("PUT", `/api/admin/products/${id}/configurable-options`, { options: [SIZE] })).status).toBe(403);
      expect((await member.call("POST", `/api/admin/products/${id}/children/generate`, { all: true })).status).toBe(403);
    }
    expect((await t().app.inject({ method: "PUT", url: `/api/admin/products/${id}/configurable-options`, payload: { options: [SIZE] } })).statusCode).toBe(401);
  });
});
