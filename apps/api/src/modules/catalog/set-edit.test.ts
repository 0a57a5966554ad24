import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { BundleOptionsBody, ProductBody } from "@petsies/contract/admin";
import type { Product } from "@petsies/domain";
import { auditLog, products } from "../../db/schema.ts";
import { useTestApp } from "../../test/app.ts";
import { newStaff, type StaffClient } from "../../test/staff.ts";
import { databaseKinds } from "../../test/template.ts";
import { productBody } from "../../test/products.ts";

function newProduct(type: ProductBody["type"], overrides: Partial<ProductBody> = {}): ProductBody {
  return productBody("Pet Kit", { type, description: "<p>A kit for a pet.</p>", qty: 20, ...overrides });
}

describe.each(databaseKinds)("bundle and grouped products in the back office on %s", (kind) => {
  const t = useTestApp(kind);
  const db = () => t().database.db;
  const call = async (method: "GET" | "POST", url: string, payload?: unknown) => {
    const res = await t().app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, result: res.json().result };
  };
  const lastAudit = async (id: number, action: string) =>
    (await db().select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(id)))).orderBy(desc(auditLog.id)).limit(1))[0];
  const create = async (owner: StaffClient, body: ProductBody) => {
    const made = await owner.call("POST", "/api/admin/products", body);
    expect(made.status, JSON.stringify(made)).toBe(200);
    return made.result as { id: number; sku: string };
  };

  it("makes a bundle of two simple products that the storefront answers and the cart prices by the chosen selections", async () => {
    const owner = await newStaff(t(), "owner");
    const collar = await create(owner, newProduct("simple", { name: "Collar", priceCents: 1500 }));
    const leash = await create(owner, newProduct("simple", { name: "Leash", priceCents: 2200 }));
    const tag = await create(owner, newProduct("virtual", { name: "Engraving", priceCents: 500 }));
    const bundleBody = newProduct("bundle", { priceCents: 99_999, specialPriceCents: 1, qty: 7 });
    const bundle = await create(owner, bundleBody);
    expect((await owner.call("GET", `/api/admin/products/${bundle.id}`)).result).toMatchObject({ type: "bundle", editable: true, priceCents: 0, specialPriceCents: null, manageStock: false, bundle: { options: [], fromCustomizations: false }, grouped: null, configurable: null });

    const options: BundleOptionsBody["options"] = [
      {
        title: "Walk gear",
        required: true,
        type: "radio",
        selections: [
          { sku: collar.sku, isDefault: true, qty: 1, canChangeQty: false },
          { sku: leash.sku.toUpperCase(), isDefault: false, qty: 1, canChangeQty: true },
        ],
      },
      { title: "Extras", required: false, type: "checkbox", selections: [{ sku: tag.sku, isDefault: false, qty: 2, canChangeQty: false }] },
    ];
    const versionBefore = (await call("GET", "/api/url/version")).result.version;
    const saved = await owner.call("PUT", `/api/admin/products/${bundle.id}/bundle-options`, { options });
    expect(saved.status, JSON.stringify(saved)).toBe(200);
    const [gear, extras] = saved.result.bundle.options as { optionId: number; selections: unknown[] }[];
    expect(saved.result.bundle.options).toMatchObject([
      {
        title: "Walk gear",
        required: true,
        type: "radio",
        selections: [
          { sku: collar.sku, productId: collar.id, name: "Collar", type: "simple", priceCents: 1500, isDefault: true, qty: 1, canChangeQty: false, enabled: true },
          // The product's own spelling of its sku is kept.
          { sku: leash.sku, name: "Leash", isDefault: false, canChangeQty: true },
        ],
      },
      { title: "Extras", required: false, type: "checkbox", selections: [{ sku: tag.sku, type: "virtual", qty: 2 }] },
    ]);
    expect(gear!.optionId).not.toBe(extras!.optionId);
    // Listings sort by the stored price: the default selections' sum.
    expect(saved.result.priceCents).toBe(1500);
    expect((await call("GET", "/api/url/version")).result.version).not.toBe(versionBefore);
    expect(await lastAudit(bundle.id, "product.bundle")).toMatchObject({ staffEmail: owner.email, before: { options: [] }, after: { priceCents: 1500, options: [expect.objectContaining({ title: "Walk gear" }), expect.objectContaining({ title: "Extras" })] } });

    // The storefront answers it as it answers the demo's bundles: the same fields, priced from the default parts.
    const made = (await call("GET", `/api/product/${bundle.sku}`)).result as Product;
    const demo = (await call("GET", "/api/product/ForeversDog_bundle")).result as Product;
    expect(made.type_id).toBe("bundle");
    expect(Object.keys(made.bundle_options[0]!).sort()).toEqual(Object.keys(demo.bundle_options[0]!).sort());
    expect(made.bundle_options[0]!.product_links[0]).toEqual({ link_type: "bundle", linked_product_type: "simple", linked_product_sku: collar.sku, is_default: true, qty: 1, can_change_quantity: false });
    expect(made.final_price).toBe(15);
    expect(made.stock).toMatchObject({ manage_stock: false, is_in_stock: true });

    // The cart: the leash twice (its quantity may change) and the engraving (fixed at 2, whatever is sent).
    const cartId = (await call("POST", "/api/cart/create")).result as string;
    const line = await call("POST", `/api/cart/update?cartId=${cartId}`, {
      cartItem: {
        sku: bundle.sku,
        qty: 1,
        product_option: {
          extension_attributes: {
            bundle_options: [
              { option_id: gear!.optionId, option_qty: 2, option_selections: [leash.sku] },
              { option_id: extras!.optionId, option_qty: 5, option_selections: [tag.sku] },
            ],
          },
        },
      },
    });
    expect(line.status, JSON.stringify(line)).toBe(200);
    expect(line.result.price).toBe(2 * 22 + 2 * 5);
    const empty = await call("POST", `/api/cart/update?cartId=${cartId}`, {
      cartItem: { sku: bundle.sku, qty: 1, product_option: { extension_attributes: { bundle_options: [{ option_id: gear!.optionId, option_qty: 1, option_selections: [] }] } } },
    });
    expect(empty).toMatchObject({ status: 400, result: "Choose one of Walk gear." });

    // A second save keeps the options' ids; the same options again change nothing (no audit row).
    const again = await owner.call("PUT", `/api/admin/products/${bundle.id}/bundle-options`, {
      options: [{ ...options[1], optionId: extras!.optionId }, { ...options[0], optionId: gear!.optionId }],
    });
    expect(again.result.bundle.options.map((o: { optionId: number }) => o.optionId)).toEqual([extras!.optionId, gear!.optionId]);
    const audits = await db().select().from(auditLog).where(and(eq(auditLog.action, "product.bundle"), eq(auditLog.entityId, String(bundle.id))));
    await owner.call("PUT", `/api/admin/products/${bundle.id}/bundle-options`, { options: [{ ...options[1], optionId: extras!.optionId }, { ...options[0], optionId: gear!.optionId }] });
    expect(await db().select().from(auditLog).where(and(eq(auditLog.action, "product.bundle"), eq(auditLog.entityId, String(bundle.id))))).toHaveLength(audits.length);

    // Saving the bundle's form keeps its parts' price and its unmanaged stock.
    const form = { ...bundleBody, name: "Walk Kit", priceCents: 5, specialPriceCents: null };
    const renamed = await owner.call("PATCH", `/api/admin/products/${bundle.id}`, form);
    expect(renamed.result).toMatchObject({ name: "Walk Kit", priceCents: 1500, manageStock: false, bundle: { options: [{ title: "Extras" }, { title: "Walk gear" }] } });
  });

  it("refuses each bad option and selection at its field, and saves nothing of them", async () => {
    const owner = await newStaff(t(), "owner");
    const collar = await create(owner, newProduct("simple", { priceCents: 1500 }));
    const bundle = await create(owner, newProduct("bundle"));
    const put = (options: unknown) => owner.call("PUT", `/api/admin/products/${bundle.id}/bundle-options`, { options });
    const selection = { sku: collar.sku, isDefault: true, qty: 1, canChangeQty: false };
    const option = { title: "Size", required: true, type: "radio", selections: [selection] };

    expect((await put([])).fields).toEqual({ options: "Add at least one option" });
    expect((await put([{ ...option, title: " " }])).fields).toEqual({ "options.0.title": "Enter the option's title shoppers see, like Size" });
    expect((await put([{ ...option, type: "slider" }])).fields).toEqual({ "options.0.type": expect.stringMatching(/radio buttons, a drop-down/) });
    expect((await put([{ ...option, selections: [] }])).fields).toEqual({ "options.0.selections": "Add at least one product to choose from" });
    expect((await put([{ ...option, selections: [{ ...selection, qty: 0 }] }])).fields).toEqual({ "options.0.selections.0.qty": "The quantity must be at least 1" });
    expect((await put([{ ...option, selections: [{ ...selection, qty: 1.5 }] }])).fields).toEqual({ "options.0.selections.0.qty": "The quantity must be a whole number" });
    expect((await put([{ ...option, selections: [selection, { ...selection, sku: collar.sku.toUpperCase() }] }])).fields).toEqual({
      "options.0.selections.1.sku": "This option already offers this product",
      "options.0.selections": "A radio-button or drop-down option has at most one default product",
    });
    expect((await put([{ ...option, type: "checkbox", selections: [{ ...selection, canChangeQty: true }] }])).fields).toEqual({
      "options.0.selections.0.canChangeQty": "Shoppers can change a quantity only in a radio-button or drop-down option",
    });
    expect((await put([{ ...option, optionId: 987_654 }])).fields).toEqual({ "options.0.optionId": "This option is not one of the bundle's: reload the page and try again." });

    // What only the database knows: a sku no product has, a product that is not bought as it is, the bundle itself.
    const refused = await put([
      option,
      {
        ...option,
        title: "More",
        selections: [
          { ...selection, sku: "no_such_sku_anywhere" },
          { ...selection, sku: "petsies_hoodie", isDefault: false },
          { ...selection, sku: "plush_care_bundle", isDefault: false },
          { ...selection, sku: bundle.sku, isDefault: false },
        ],
      },
    ]);
    expect([refused.status, refused.fields]).toEqual([
      400,
      {
        "options.1.selections.0.sku": "No product has the SKU no_such_sku_anywhere.",
        "options.1.selections.1.sku": expect.stringMatching(/is a configurable product: choose a simple or virtual product/),
        "options.1.selections.2.sku": expect.stringMatching(/is a grouped product/),
        "options.1.selections.3.sku": "A product cannot be a part of itself.",
      },
    ]);
    // Nothing of it was kept: the good first option neither.
    const [row] = await db().select({ bundleOptions: products.bundleOptions }).from(products).where(eq(products.id, bundle.id));
    expect(row!.bundleOptions).toEqual([]);

    const simple = await owner.call("PUT", `/api/admin/products/${collar.id}/bundle-options`, { options: [option] });
    expect([simple.status, simple.error]).toEqual([409, "not_bundle"]);
    // The demo's creation bundles are made by their customization tree.
    const [demo] = await db().select({ id: products.id }).from(products).where(eq(products.sku, "ForeversDog_bundle"));
    const fromTree = await owner.call("PUT", `/api/admin/products/${demo!.id}/bundle-options`, { options: [option] });
    expect([fromTree.status, fromTree.error]).toEqual([409, "bundle_from_customizations"]);
    expect((await owner.call("GET", `/api/admin/products/${demo!.id}`)).result.bundle).toMatchObject({ fromCustomizations: true, options: expect.arrayContaining([expect.objectContaining({ required: true, type: "radio" })]) });
    expect((await owner.call("PUT", "/api/admin/products/999999999/bundle-options", { options: [option] })).status).toBe(404);
  });

  it("links simple products to a grouped product in order, with the quantity each starts at", async () => {
    const owner = await newStaff(t(), "owner");
    const brush = await create(owner, newProduct("simple", { name: "Brush", priceCents: 900 }));
    const shampoo = await create(owner, newProduct("simple", { name: "Shampoo", priceCents: 1200 }));
    const grouped = await create(owner, newProduct("grouped"));
    const put = (links: unknown) => owner.call("PUT", `/api/admin/products/${grouped.id}/grouped-links`, { links });

    expect((await put([])).fields).toEqual({ links: "Add at least one product" });
    expect((await put([{ sku: brush.sku, qty: 0 }])).fields).toEqual({ "links.0.qty": "The default quantity must be at least 1" });
    expect((await put([{ sku: brush.sku, qty: 2.5 }])).fields).toEqual({ "links.0.qty": "The default quantity must be a whole number" });
    expect((await put([{ sku: brush.sku, qty: 1 }, { sku: brush.sku, qty: 1 }])).fields).toEqual({ "links.1.sku": "This product is already in the set" });
    expect((await put([{ sku: "digital_pet_portrait", qty: 1 }, { sku: "nope_nope", qty: 1 }])).fields).toEqual({
      "links.0.sku": expect.stringMatching(/is a virtual product: choose a simple product/),
      "links.1.sku": "No product has the SKU nope_nope.",
    });

    const saved = await put([
      { sku: shampoo.sku, qty: 2 },
      { sku: brush.sku, qty: 1 },
    ]);
    expect(saved.status, JSON.stringify(saved)).toBe(200);
    expect(saved.result.grouped.links).toMatchObject([
      { sku: shampoo.sku, name: "Shampoo", position: 0, qty: 2, priceCents: 1200 },
      { sku: brush.sku, name: "Brush", position: 1, qty: 1, priceCents: 900 },
    ]);
    expect(saved.result.priceCents).toBe(2100);
    expect(await lastAudit(grouped.id, "product.grouped")).toMatchObject({ before: { links: [] }, after: { priceCents: 2100 } });
    const storefront = (await call("GET", `/api/product/${grouped.sku}`)).result as Product;
    expect(storefront.product_links).toEqual([
      { link_type: "associated", linked_product_type: "simple", linked_product_sku: shampoo.sku, qty: 2 },
      { link_type: "associated", linked_product_type: "simple", linked_product_sku: brush.sku, qty: 1 },
    ]);
    expect(storefront.final_price).toBe(21);

    const bundle = await create(owner, newProduct("bundle"));
    const wrong = await owner.call("PUT", `/api/admin/products/${bundle.id}/grouped-links`, { links: [{ sku: brush.sku, qty: 1 }] });
    expect([wrong.status, wrong.error]).toEqual([409, "not_grouped"]);
  });

  it("only owners set a bundle's options and a grouped product's links; production and support read them", async () => {
    const owner = await newStaff(t(), "owner");
    const bundle = await create(owner, newProduct("bundle"));
    const grouped = await create(owner, newProduct("grouped"));
    for (const role of ["production", "support"] as const) {
      const member = await newStaff(t(), role);
      expect((await member.call("GET", `/api/admin/products/${bundle.id}`)).result.bundle).toEqual({ options: [], fromCustomizations: false });
      expect((await member.call("PUT", `/api/admin/products/${bundle.id}/bundle-options`, { options: [] })).status).toBe(403);
      expect((await member.call("PUT", `/api/admin/products/${grouped.id}/grouped-links`, { links: [] })).status).toBe(403);
    }
    expect((await t().app.inject({ method: "PUT", url: `/api/admin/products/${bundle.id}/bundle-options`, payload: { options: [] } })).statusCode).toBe(401);
  });
});
