import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  applyInput,
  cartCustomizations,
  indexTree,
  loadState,
  offeredOptions,
  photoThumbnailUrl,
  stripStandardProductionTime,
  withProductionTime,
  type Customization,
  type CustomizationState,
  type CustomizationTree,
  type RushAddOn,
  type UploadedImage,
} from "@petsies/domain";
import { inArray } from "drizzle-orm";
import { orderItems } from "../../db/schema.ts";
import { useTestApp } from "../../test/app.ts";
import { completeState } from "../../test/complete-state.ts";
import { multipartBody } from "../../test/multipart.ts";
import { newShopper, placeOrderFor } from "../../test/shopper.ts";
import { databaseKinds } from "../../test/template.ts";

const BUNDLE = "ForeversDog_bundle";

describe.each(databaseKinds)("customized cart lines on %s", (kind) => {
  const t = useTestApp(kind);
  const call = async (method: "GET" | "POST", url: string, payload?: unknown) => {
    const res = await t().app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
    return { status: res.statusCode, result: res.json().result };
  };

  async function uploadPhoto(): Promise<UploadedImage> {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c8102e" } }).png().toBuffer();
    const body = multipartBody({ imageType: "1" }, { filename: "rex.png", contentType: "image/png", data: png });
    const res = await t().app.inject({ method: "POST", url: "/api/upload", headers: { ...body.headers, "x-forwarded-for": "10.9.9.9" }, payload: body.payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result.item as UploadedImage;
  }

  /** The Forevers dog tree as the configurator builds it: the product's tree plus its rush add-ons. */
  async function foreversTree(): Promise<CustomizationTree> {
    const product = (await call("GET", `/api/product/${BUNDLE}`)).result as { id: number; customizations: Customization[] };
    const rush = (await call("GET", "/api/plushies/products-rush-upgrades")).result as Record<string, RushAddOn[]>;
    return indexTree(withProductionTime(product.customizations, rush[String(product.id)] ?? []));
  }

  const add = async (cartId: string, state: CustomizationState, price?: number) =>
    call("POST", `/api/cart/update?cartId=${cartId}`, {
      cartItem: { sku: BUNDLE, qty: 1, price, product_option: { extension_attributes: { customization_state: state } } },
    });

  function withUpgrade(tree: CustomizationTree, state: CustomizationState, sku: string): CustomizationState {
    const option = offeredOptions(tree, state).find((o) => o.values.some((v) => v.sku === sku));
    if (!option) throw new Error(`no option offers ${sku}`);
    const value = option.values.find((v) => v.sku === sku)!;
    return applyInput(tree, state, { type: "select", customizationId: option.customization.id, valueId: value.id });
  }

  it("prices a configured plush on the server from its choices, and an upgrade adds its price", async () => {
    const tree = await foreversTree();
    const photo = await uploadPhoto();
    const state = completeState(tree, loadState(tree, {}), photo);
    const cartId = (await call("POST", "/api/cart/create")).result as string;

    const plain = await add(cartId, state, 0.01);
    expect(plain.status, JSON.stringify(plain.result)).toBe(200);
    expect(plain.result.price).toBeGreaterThanOrEqual(239);
    const stored = plain.result.product_option.extension_attributes;
    expect(stored.customization_state.length).toBeGreaterThan(0);
    expect(stored.bundle_options[0]).toMatchObject({ option_id: 731, option_qty: 1 });

    const upgraded = await add(cartId, withUpgrade(tree, state, "sneak_peek"));
    expect(upgraded.result.price).toBeCloseTo(plain.result.price + 89, 2);
    expect(upgraded.result.item_id).not.toBe(plain.result.item_id);

    // The same configuration again is the same line.
    const again = await add(cartId, state);
    expect(again.result.item_id).toBe(plain.result.item_id);
    expect((await call("GET", `/api/cart/totals?cartId=${cartId}`)).result.subtotal).toBeCloseTo(plain.result.price * 2 + 89, 2);
  });

  it("answers a line's choices and shipment promise, for a browser that did not make the line", async () => {
    const tree = await foreversTree();
    const photo = await uploadPhoto();
    const state = withUpgrade(tree, completeState(tree, loadState(tree, {}), photo), "super_rush_forevers");
    const cartId = (await call("POST", "/api/cart/create")).result as string;
    const added = await add(cartId, state);
    expect(added.status, JSON.stringify(added.result)).toBe(200);

    const [line] = (await call("GET", `/api/cart/pull?cartId=${cartId}`)).result as Record<string, unknown>[];
    // The same words the configurator puts on the line it adds.
    const expected = cartCustomizations(tree, stripStandardProductionTime(state));
    expect(expected.length).toBeGreaterThan(2);
    expect(line?.customizations).toEqual(expected);
    const rush = ((await call("GET", "/api/plushies/products-rush-upgrades")).result as Record<string, RushAddOn[]>);
    const superRush = Object.values(rush).flat().find((a) => a.sku === "super_rush_forevers");
    expect(typeof line?.turnaround_time).toBe("number");
    expect(line?.turnaround_time).toBe(superRush?.turnaround_time);
    expect(line?.shipment_promise_template).toContain("{estimatedShipment}");
    expect(added.result.customizations).toEqual(expected);
    // The line shows the shopper's own pet (spec §9: a 320×320 thumbnail), not the catalogue picture.
    expect(line?.thumbnail).toBe(photoThumbnailUrl(photo.url, "customizationCartThumbnail"));
    expect(added.result.thumbnail).toBe(line?.thumbnail);

    // Lines that are not customized carry none of it.
    const plain = await call("POST", `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: "petsies_bandana", qty: 1 } });
    expect(plain.result).not.toHaveProperty("customizations");
    expect(plain.result).not.toHaveProperty("turnaround_time");
  });

  it("refuses an incomplete configuration and a photo this shop never received", async () => {
    const tree = await foreversTree();
    const cartId = (await call("POST", "/api/cart/create")).result as string;
    const empty = await add(cartId, loadState(tree, {}));
    expect(empty.status).toBe(400);
    expect(empty.result).toMatch(/^The '.+' field is required$/);

    const forged: UploadedImage = { id: "00000000-0000-4000-8000-000000000000", type: 1, url: "https://elsewhere.example/x.png", createdAt: "2026-01-01T00:00:00.000Z" };
    const withForged = completeState(tree, loadState(tree, {}), forged);
    const refused = await add(cartId, withForged);
    expect(refused).toEqual({ status: 400, result: "A photo of this configuration was not uploaded to this shop." });
  });

  it("takes a plush whose name or photos are still to come, and its ordered item waits in awaiting customization", async () => {
    const tree = await foreversTree();
    const photo = await uploadPhoto();
    const complete = completeState(tree, loadState(tree, {}), photo);
    const name = tree.customizations.find((c) => (c.title ?? c.name) === "Your Pet's Name")!;
    const withoutName = applyInput(tree, complete, { type: "clear", customizationId: name.id });
    const method = tree.customizations.find((c) => c.name === "send later upload method")!;
    const later = method.optionData!.values.find((v) => v.name === "Send by e-mail later")!;
    const photosLater = applyInput(tree, complete, { type: "select", customizationId: method.id, valueId: later.id });
    const ann = await newShopper(t());
    const placed = await placeOrderFor(t(), ann, [
      { sku: BUNDLE, qty: 1, product_option: { extension_attributes: { customization_state: withoutName } } },
      { sku: BUNDLE, qty: 1, product_option: { extension_attributes: { customization_state: photosLater } } },
      { sku: BUNDLE, qty: 1, product_option: { extension_attributes: { customization_state: complete } } },
    ]);
    const rows = await t().database.db.select().from(orderItems).where(inArray(orderItems.id, placed.itemIds));
    const statusOf = (id: number) => rows.find((r) => r.id === id)?.statusId;
    expect(placed.itemIds.map(statusOf)).toEqual([22, 22, 2]);
  });
});
