import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { CustomizationShape, ProductBody } from "@petsies/contract/admin";
import { treeProblems, type Customization } from "@petsies/domain";
import { auditLog, productCustomizations } from "../../db/schema.ts";
import { useTestApp } from "../../test/app.ts";
import { newStaff } from "../../test/staff.ts";
import { databaseKinds } from "../../test/template.ts";
import { productBody } from "../../test/products.ts";

function newProduct(): ProductBody {
  return productBody("Pet Bandana", { description: "<p>A bandana with your pet's name.</p>", priceCents: 1800 });
}

type ValueShape = NonNullable<CustomizationShape["optionData"]>["values"][number];
const value = (id: string, name: string, extra: Partial<ValueShape> = {}): ValueShape => ({
  id,
  name,
  sku: null,
  price: null,
  isEnabled: true,
  isDefault: false,
  sn: 0,
  availabilityRules: null,
  actions: null,
  ...extra,
});

function sizeOption(values = [value("size-small", "Small"), value("size-large", "Large", { price: 6.5 })]): CustomizationShape {
  return {
    id: "opt-size",
    type: "option",
    parentId: null,
    sn: 0,
    isEnabled: true,
    isLocked: false,
    showInCart: true,
    title: "Size",
    name: "size",
    bundleOptionId: null,
    availabilityRules: null,
    optionData: {
      type: "generic_option",
      displayWidget: "cards_list",
      displayWidgetOptions: null,
      isRequired: true,
      maxValuesCount: 1,
      sku: null,
      showInUrlQuery: false,
      hasDetailedDescription: false,
      values,
    },
  };
}

const nameOption = (extra: Partial<CustomizationShape> = {}): CustomizationShape => ({
  ...sizeOption([]),
  id: "opt-name",
  title: "Pet's name",
  name: "pet name",
  optionData: { ...sizeOption([]).optionData!, displayWidget: "text_input", isRequired: false, maxValuesCount: 20 },
  ...extra,
});

describe.each(databaseKinds)("customization trees in the back office on %s", (kind) => {
  const t = useTestApp(kind);
  const db = () => t().database.db;
  const get = async (url: string) => {
    const res = await t().app.inject({ method: "GET", url });
    return { status: res.statusCode, result: res.json().result };
  };
  const audits = async (id: number) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "product.customizations"), eq(auditLog.entityId, String(id))))
      .orderBy(desc(auditLog.id));

  it("gives a new product a tree: the storefront's product answer carries it at once, with an audit row; the same tree again writes nothing", async () => {
    const owner = await newStaff(t(), "owner");
    const body = newProduct();
    const created = await owner.call("POST", "/api/admin/products", body);
    expect(created.status, JSON.stringify(created)).toBe(200);
    const id = created.result.id as number;

    const empty = await owner.call("GET", `/api/admin/products/${id}/customizations`);
    expect(empty).toMatchObject({ status: 200, result: { productId: id, sku: body.sku, type: "simple", storefrontPath: `/p/${body.sku}/`, customizations: [] } });
    // The storefront caches the product answer until the catalogue version moves.
    expect((await get(`/api/product/${body.sku}`)).result.customizations).toBeNull();
    const versionBefore = (await get("/api/url/version")).result.version;

    const tree = [sizeOption(), nameOption()];
    const saved = await owner.call("PUT", `/api/admin/products/${id}/customizations`, { customizations: tree });
    expect(saved.status, JSON.stringify(saved)).toBe(200);
    expect(saved.result.customizations.map((c: Customization) => [c.id, c.sn])).toEqual([
      ["opt-size", 10],
      ["opt-name", 20],
    ]);
    expect(saved.result.customizations[0].optionData.values.map((v: { id: string; sn: number; price: number | null }) => [v.id, v.sn, v.price])).toEqual([
      ["size-small", 1, null],
      ["size-large", 2, 6.5],
    ]);
    expect((await get("/api/url/version")).result.version).not.toBe(versionBefore);
    const shown = (await get(`/api/product/${body.sku}`)).result;
    expect(shown.customizations).toEqual(saved.result.customizations);

    const [audit] = await audits(id);
    expect(audit).toMatchObject({ staffEmail: owner.email, entityType: "product", before: { customizations: [] }, after: { customizations: saved.result.customizations } });

    const again = await owner.call("PUT", `/api/admin/products/${id}/customizations`, { customizations: saved.result.customizations });
    expect(again.status).toBe(200);
    expect(await audits(id)).toHaveLength(1);

    // The cart charges the product's own price and the chosen value's, worked out on the server from the choices.
    const cartId = (await t().app.inject({ method: "POST", url: "/api/cart/create" })).json().result as string;
    const addLine = async (valueId: string) =>
      (
        await t().app.inject({
          method: "POST",
          url: `/api/cart/update?cartId=${cartId}`,
          payload: { cartItem: { sku: body.sku, qty: 1, price: 0.01, product_option: { extension_attributes: { customization_state: [{ customization_id: "opt-size", value: valueId }] } } } },
        })
      ).json();
    expect(await addLine("size-large")).toMatchObject({ code: 200, result: { sku: body.sku, price: 24.5 } });
    expect(await addLine("size-small")).toMatchObject({ code: 200, result: { sku: body.sku, price: 18 } });

    // Every staff role reads a tree, as it reads products.
    const production = await newStaff(t(), "production");
    expect((await production.call("GET", `/api/admin/products/${id}/customizations`)).result.customizations).toEqual(saved.result.customizations);
  });

  it("refuses a tree with problems at each field's path and saves nothing of it", async () => {
    const owner = await newStaff(t(), "owner");
    const id = (await owner.call("POST", "/api/admin/products", newProduct())).result.id as number;
    const first = await owner.call("PUT", `/api/admin/products/${id}/customizations`, { customizations: [sizeOption()] });
    expect(first.status).toBe(200);

    const bad = [
      sizeOption([value("size-small", "Small", { price: -2 }), value("size-large", "Large", { price: 6.555, availabilityRules: { forActivatedOptionValueIds: ["size-huge"] } })]),
      nameOption({ optionData: { ...nameOption().optionData!, values: [value("name-x", "X")] } }),
    ];
    const refused = await owner.call("PUT", `/api/admin/products/${id}/customizations`, { customizations: bad });
    expect(refused.status).toBe(400);
    expect(refused.fields).toEqual({
      "customizations.0.optionData.values.0.price": "The price cannot be below zero",
      "customizations.0.optionData.values.1.price": "Use at most two decimals (whole cents), like 4.99",
      "customizations.0.optionData.values.1.availabilityRules": "The rule of “Size” › “Large” names “size-huge”, which no value of this product has: choose values it has",
      "customizations.1.optionData.displayWidget": "Text field takes no choices: remove the values, or choose a list or a checkbox",
    });
    expect(refused.result).toBe("The price cannot be below zero");
    const [row] = await db().select().from(productCustomizations).where(eq(productCustomizations.productId, id));
    expect(row!.customizations).toEqual(first.result.customizations);
    expect(await audits(id)).toHaveLength(1);

    // A shape the schema refuses is answered at its field too.
    const shape = await owner.call("PUT", `/api/admin/products/${id}/customizations`, {
      customizations: [{ ...sizeOption(), optionData: { ...sizeOption().optionData!, displayWidget: "slider", values: [value("v", "V", { price: "5" as unknown as number })] } }],
    });
    expect(shape.status).toBe(400);
    expect(shape.fields).toMatchObject({ "customizations.0.optionData.displayWidget": "Choose how shoppers answer", "customizations.0.optionData.values.0.price": "Enter the price as a number, like 4.99" });

    expect((await owner.call("PUT", "/api/admin/products/999999/customizations", { customizations: [] })).status).toBe(404);
    expect((await owner.call("GET", "/api/admin/products/999999/customizations")).status).toBe(404);
  });

  it("takes a tree away with an empty list: the product is no longer customized", async () => {
    const owner = await newStaff(t(), "owner");
    const body = newProduct();
    const id = (await owner.call("POST", "/api/admin/products", body)).result.id as number;
    await owner.call("PUT", `/api/admin/products/${id}/customizations`, { customizations: [sizeOption()] });
    const emptied = await owner.call("PUT", `/api/admin/products/${id}/customizations`, { customizations: [] });
    expect(emptied).toMatchObject({ status: 200, result: { customizations: [] } });
    expect(await db().select().from(productCustomizations).where(eq(productCustomizations.productId, id))).toEqual([]);
    expect((await get(`/api/product/${body.sku}`)).result.customizations).toBeNull();
    expect(await audits(id)).toHaveLength(2);
  });

  it("finds no problem in any demo tree, and a demo tree read and sent back is taken as it is", async () => {
    const rows = await db().select().from(productCustomizations);
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) expect(treeProblems(row.customizations as Customization[]), `product ${row.productId}`).toEqual([]);

    const owner = await newStaff(t(), "owner");
    const id = rows[0]!.productId;
    const read = await owner.call("GET", `/api/admin/products/${id}/customizations`);
    const sent = await owner.call("PUT", `/api/admin/products/${id}/customizations`, { customizations: read.result.customizations });
    expect(sent.status, JSON.stringify(sent.fields)).toBe(200);
    expect(sent.result.customizations.map((c: Customization) => c.id)).toEqual(read.result.customizations.map((c: Customization) => c.id));
    expect(sent.result.storefrontPath).not.toBe("");
  });
});
