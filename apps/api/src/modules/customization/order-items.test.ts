import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import {
  applyInput,
  bundleSelectionsFor,
  ERROR_CODES,
  indexTree,
  loadState,
  stripStandardProductionTime,
  withProductionTime,
  type Customization,
  type CustomizationState,
  type CustomizationTree,
  type OrderHistoryPage,
  type RushAddOn,
  type UploadedImage,
} from "@petsies/domain";
import { orderItems, orderItemStatusLog } from "../../db/schema.ts";
import { useTestApp } from "../../test/app.ts";
import { completeState } from "../../test/complete-state.ts";
import { multipartBody } from "../../test/multipart.ts";
import { newShopper, placeOrderFor, type Shopper } from "../../test/shopper.ts";
import { databaseKinds } from "../../test/template.ts";
import { setItemStatus } from "../production/service.ts";

const STATES = "/api/customizations/order-items/states";
const SUBMIT = "/api/customizations/order-items/submit-requests";

describe.each(databaseKinds)("order item customization states on %s", (kind) => {
  const t = useTestApp(kind);
  let tree: CustomizationTree;
  let raw: Customization[];
  const named = (name: string) => raw.find((c) => c.name === name)!;
  const valueNamed = (name: string, value: string) => named(name).optionData!.values.find((v) => v.name === value)!.id;

  async function call(method: "GET" | "POST", url: string, payload?: object, token?: string) {
    const sep = url.includes("?") ? "&" : "?";
    const res = await t().app.inject({ method, url: token ? `${url}${sep}token=${token}` : url, ...(payload ? { payload } : {}) });
    const body = res.json();
    return { status: res.statusCode, result: body.result, ...(body.error ? { error: body.error } : {}) };
  }

  async function uploadPhoto(): Promise<UploadedImage> {
    const png = await sharp({ create: { width: 120, height: 90, channels: 3, background: "#a0522d" } }).png().toBuffer();
    const body = multipartBody({ imageType: "1" }, { filename: "pet.png", contentType: "image/png", data: png });
    const res = await t().app.inject({ method: "POST", url: "/api/upload", headers: body.headers, payload: body.payload });
    return res.json().result.item;
  }

  beforeAll(async () => {
    raw = (await call("GET", "/api/product/ForeversDog_bundle")).result.customizations;
    const rush = (await call("GET", "/api/plushies/products-rush-upgrades?productId=73")).result["73"] as RushAddOn[];
    tree = indexTree(withProductionTime(raw, rush));
  });

  /** What the shopper bought: medium, a heartbeat, photos to come by e-mail, every required field filled. */
  function purchasedState(): CustomizationState {
    let state = loadState(tree, { wizardSize: { productSku: "ForeversDog_bundle", size: "medium" } });
    state = applyInput(tree, state, { type: "select", customizationId: named("upgrades").id, valueId: valueNamed("upgrades", "Heartbeat Insert") });
    state = applyInput(tree, state, { type: "select", customizationId: named("send later upload method").id, valueId: valueNamed("send later upload method", "Send by e-mail later") });
    return completeState(tree, state);
  }

  /** The state without the pet's name: a required field left for later. */
  const withoutName = (state: CustomizationState) => applyInput(tree, state, { type: "clear", customizationId: named("pet name").id });

  /** An order of a Forevers dog (its item moved to "awaiting customization" by the staff tool) and a bandana. */
  async function awaitingItem(shopper: Shopper) {
    const state = purchasedState();
    const placed = await placeOrderFor(t(), shopper, [
      {
        sku: "ForeversDog_bundle",
        qty: 1,
        product_option: {
          extension_attributes: {
            bundle_options: bundleSelectionsFor(tree, state),
            customizations: raw.map((c) => ({ id: c.id, name: c.title })),
            customization_state: stripStandardProductionTime(state),
          },
        },
      },
      { sku: "petsies_bandana", qty: 1 },
    ]);
    // The shopper's ids (plushId, bandanaId) and the rows behind them.
    const [plushId, bandanaId] = placed.publicItemIds as [number, number];
    const [plushRow, bandanaRow] = placed.itemIds as [number, number];
    await setItemStatus(t().database.db, { orderItemId: plushRow, statusId: 22, by: "test" });
    return { plushId, bandanaId, plushRow, bandanaRow, state };
  }

  /** The purchased state with photos uploaded now and every required field filled. */
  async function completed(state: CustomizationState): Promise<CustomizationState> {
    const photo = await uploadPhoto();
    let next = applyInput(tree, state, { type: "select", customizationId: named("send later upload method").id, valueId: valueNamed("send later upload method", "Upload now") });
    next = applyInput(tree, next, { type: "add-images", customizationId: named("images uploader").id, images: [photo] });
    return stripStandardProductionTime(completeState(tree, next, photo));
  }

  it("reads the customer's items' states, in the order asked", async () => {
    const ann = await newShopper(t());
    const { plushId, bandanaId, state } = await awaitingItem(ann);
    const res = await call("GET", `${STATES}?orderItemId=${bandanaId},${plushId}`, undefined, ann.token);
    expect(res.status).toBe(200);
    expect(res.result).toEqual([
      { id: bandanaId, sku: "petsies_bandana", product_id: 1001, status_id: 2, awaiting_customization: false, customization_state: [] },
      { id: plushId, sku: "ForeversDog_bundle", product_id: 73, status_id: 22, awaiting_customization: true, customization_state: stripStandardProductionTime(state) },
    ]);
  });

  it("answers another customer's, unknown and malformed ids as the spec's errors, and 401 without a token", async () => {
    const ann = await newShopper(t());
    const bob = await newShopper(t(), "bob");
    const { plushId } = await awaitingItem(ann);
    expect(await call("GET", `${STATES}?orderItemId=${plushId}`, undefined, bob.token)).toEqual({
      status: 404,
      result: `No order items customizations states found for orderItemIds: ${plushId}`,
      error: ERROR_CODES.orderItemsNotFound,
    });
    expect(await call("GET", `${STATES}?orderItemId=${plushId},99999999`, undefined, ann.token)).toEqual({
      status: 404,
      result: "No order items customizations states found for orderItemIds: 99999999",
      error: ERROR_CODES.orderItemsNotFound,
    });
    expect((await call("GET", `${STATES}?orderItemId=${plushId}`)).status).toBe(401);
    expect((await call("GET", `${STATES}?orderItemId=${plushId}`, undefined, "not-a-live-token")).status).toBe(401);
    for (const bad of ["", "?orderItemId=", "?orderItemId=abc", "?orderItemId=1.5", "?orderItemId=-3"]) {
      const res = await call("GET", `${STATES}${bad}`, undefined, ann.token);
      expect(res.status, bad).toBe(400);
      expect(typeof res.result).toBe("string");
    }
  });

  it("saves a state, a partial one too (required fields may wait for submit), and answers result.results", async () => {
    const ann = await newShopper(t());
    const { plushId, state } = await awaitingItem(ann);
    const partial = await call("POST", STATES, { order_items: [{ id: plushId, customization_state: stripStandardProductionTime(withoutName(state)) }] }, ann.token);
    expect(partial).toEqual({ status: 200, result: { results: [{ id: plushId, error_message: null }] } });
    const stored = (await call("GET", `${STATES}?orderItemId=${plushId}`, undefined, ann.token)).result[0].customization_state;
    expect(stored.some((e: { customization_id: string }) => e.customization_id === named("pet name").id)).toBe(false);

    const withName = applyInput(tree, state, { type: "text", customizationId: named("pet name").id, text: "Rex" });
    const saved = await call("POST", STATES, { order_items: [{ id: plushId, customization_state: stripStandardProductionTime(withName) }] }, ann.token);
    expect(saved).toEqual({ status: 200, result: { results: [{ id: plushId, error_message: null }] } });
    const read = (await call("GET", `${STATES}?orderItemId=${plushId}`, undefined, ann.token)).result[0];
    expect(read.customization_state).toContainEqual({ customization_id: named("pet name").id, value: "Rex" });
    // Order history reads the same place.
    const history = (await call("GET", "/api/user/order-history", undefined, ann.token)).result as OrderHistoryPage;
    expect(history.items[0]!.items[0]!.extension_attributes.customization_states).toEqual(read.customization_state);
  });

  it("replaces photos by the stored uploads and refuses photos from elsewhere and more than 3", async () => {
    const ann = await newShopper(t());
    const { plushId, state } = await awaitingItem(ann);
    const photos = named("images uploader").id;
    const now = applyInput(tree, state, { type: "select", customizationId: named("send later upload method").id, valueId: valueNamed("send later upload method", "Upload now") });
    const real = await uploadPhoto();
    const tampered = { ...real, url: "https://evil.example/track.png", type: 5 };
    const one = [...stripStandardProductionTime(now), { customization_id: photos, value: [tampered] }];
    expect((await call("POST", STATES, { order_items: [{ id: plushId, customization_state: one }] }, ann.token)).result.results[0].error_message).toBeNull();
    const stored = (await call("GET", `${STATES}?orderItemId=${plushId}`, undefined, ann.token)).result[0].customization_state;
    expect(stored.find((e: { customization_id: string }) => e.customization_id === photos).value).toEqual([real]);

    const foreign = [...stripStandardProductionTime(now), { customization_id: photos, value: [{ id: "c0ffee00-0000-4000-8000-000000000000", type: 1, url: "/x.png" }] }];
    expect((await call("POST", STATES, { order_items: [{ id: plushId, customization_state: foreign }] }, ann.token)).result.results[0].error_message).toBe(
      "Photo c0ffee00-0000-4000-8000-000000000000 was not uploaded to this shop",
    );
    const four = await Promise.all([uploadPhoto(), uploadPhoto(), uploadPhoto(), uploadPhoto()]);
    const tooMany = [...stripStandardProductionTime(now), { customization_id: photos, value: four }];
    expect((await call("POST", STATES, { order_items: [{ id: plushId, customization_state: tooMany }] }, ann.token)).result.results[0].error_message).toBe(
      "Maximum count for 'Upload Photo of Pet' is 3",
    );
  });

  it("keeps what the order paid for, and refuses unknown options and unavailable choices per item", async () => {
    const ann = await newShopper(t());
    const { plushId, state } = await awaitingItem(ann);
    const large = applyInput(tree, state, { type: "select", customizationId: named("size").id, valueId: valueNamed("size", "Large (about 18 in)") });
    const rush = applyInput(tree, state, { type: "select", customizationId: named("production time").id, valueId: valueNamed("production time", "Rush Production") });
    const unknown = [...stripStandardProductionTime(state), { customization_id: "c0ffee00-0000-4000-8000-00000000abcd", value: "x" }];
    const results = (
      await call(
        "POST",
        STATES,
        {
          order_items: [
            { id: plushId, customization_state: stripStandardProductionTime(large) },
            { id: plushId, customization_state: stripStandardProductionTime(rush) },
            { id: plushId, customization_state: unknown },
          ],
        },
        ann.token,
      )
    ).result.results;
    expect(results).toEqual([
      { id: plushId, error_message: "'Size' was paid for with the order and cannot be changed" },
      { id: plushId, error_message: "'Production Time' was paid for with the order and cannot be changed" },
      { id: plushId, error_message: "Unknown customization 'c0ffee00-0000-4000-8000-00000000abcd'" },
    ]);
    const stored = (await call("GET", `${STATES}?orderItemId=${plushId}`, undefined, ann.token)).result[0].customization_state;
    expect(stored).toEqual(stripStandardProductionTime(state));
  });

  it("saves nothing for another customer's items, answers items not awaiting customization, refuses bad bodies", async () => {
    const ann = await newShopper(t());
    const bob = await newShopper(t(), "bob");
    const { plushId, bandanaId, bandanaRow, state } = await awaitingItem(ann);
    const body = { order_items: [{ id: plushId, customization_state: stripStandardProductionTime(state) }] };
    expect(await call("POST", STATES, body, bob.token)).toEqual({
      status: 404,
      result: `No order items customizations states found for orderItemIds: ${plushId}`,
      error: ERROR_CODES.orderItemsNotFound,
    });
    expect((await call("POST", STATES, body)).status).toBe(401);
    expect((await call("POST", STATES, { order_items: [{ id: bandanaId, customization_state: [] }] }, ann.token)).result.results).toEqual([
      { id: bandanaId, error_message: "Order item " + bandanaId + " is not awaiting customization (Created)" },
    ]);
    await setItemStatus(t().database.db, { orderItemId: bandanaRow, statusId: 22, by: "test" });
    expect((await call("POST", STATES, { order_items: [{ id: bandanaId, customization_state: [] }] }, ann.token)).result.results).toEqual([
      { id: bandanaId, error_message: "petsies_bandana has no customizations" },
    ]);
    expect(await call("POST", SUBMIT, { order_items: [{ id: bandanaId }] }, ann.token)).toEqual({
      status: 400,
      result: { error_message: `Order item ${bandanaId}: petsies_bandana has no customizations` },
    });
    for (const bad of [{}, { order_items: [] }, { order_items: [{ id: "x", customization_state: [] }] }, { order_items: [{ id: plushId, customization_state: "Rex" }] }, { order_items: [{ id: plushId, customization_state: [{ value: 1 }] }] }]) {
      const res = await call("POST", STATES, bad, ann.token);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(typeof res.result).toBe("string");
    }
  });

  it("refuses true as an order item's id in the save and submit bodies (a JSON true is no number), and takes its digits", async () => {
    const ann = await newShopper(t());
    const { plushId, state } = await awaitingItem(ann);
    const post = async (url: string, payload: object) => {
      const res = await t().app.inject({ method: "POST", url: `${url}?token=${ann.token}`, payload });
      return { status: res.statusCode, ...res.json() };
    };
    const field = { "order_items.0.id": "order item ids must be numbers" };
    expect(await post(STATES, { order_items: [{ id: true, customization_state: [] }] })).toMatchObject({ status: 400, result: "order item ids must be numbers", fields: field });
    expect(await post(SUBMIT, { order_items: [{ id: true }] })).toMatchObject({ status: 400, result: { error_message: "order item ids must be numbers" }, fields: field });
    const saved = await call("POST", STATES, { order_items: [{ id: String(plushId), customization_state: stripStandardProductionTime(state) }] }, ann.token);
    expect(saved).toEqual({ status: 200, result: { results: [{ id: plushId, error_message: null }] } });
  });

  it("submits only a complete state: the item moves to in design (15), logged", async () => {
    const ann = await newShopper(t());
    const { plushId, plushRow, state } = await awaitingItem(ann);
    await call("POST", STATES, { order_items: [{ id: plushId, customization_state: stripStandardProductionTime(withoutName(state)) }] }, ann.token);
    const incomplete = await call("POST", SUBMIT, { order_items: [{ id: plushId }] }, ann.token);
    expect(incomplete.status).toBe(400);
    expect(incomplete.result).toEqual({ error_message: `Order item ${plushId}: The 'Your Pet's Name' field is required` });

    const full = await completed(state);
    expect((await call("POST", STATES, { order_items: [{ id: plushId, customization_state: full }] }, ann.token)).result.results).toEqual([{ id: plushId, error_message: null }]);
    expect(await call("POST", SUBMIT, { order_items: [{ id: plushId }] }, ann.token)).toEqual({ status: 200, result: { results: [{ id: plushId, status_id: 15 }] } });

    const db = t().database.db;
    const [item] = await db.select().from(orderItems).where(eq(orderItems.id, plushRow));
    expect(item!.statusId).toBe(15);
    const log = await db.select().from(orderItemStatusLog).where(eq(orderItemStatusLog.orderItemId, plushRow)).orderBy(asc(orderItemStatusLog.id));
    expect(log.at(-1)).toMatchObject({ statusId: 15, changedBy: `customer #${ann.id}`, note: "Awaiting customization → In design: customization submitted by the customer" });
    const history = (await call("GET", "/api/user/order-history", undefined, ann.token)).result as OrderHistoryPage;
    expect(history.items[0]!.items[0]!.progress_tracker.status_id).toBe(15);

    // Submitted once: the item no longer awaits customization, and its state is read-only.
    const again = await call("POST", SUBMIT, { order_items: [{ id: plushId }] }, ann.token);
    expect(again).toEqual({ status: 400, result: { error_message: `Order item ${plushId} is not awaiting customization (In design)` } });
    expect((await call("POST", STATES, { order_items: [{ id: plushId, customization_state: full }] }, ann.token)).result.results[0].error_message).toBe(
      `Order item ${plushId} is not awaiting customization (In design)`,
    );
  });

  it("answers submit failures as result.error_message: others' items, no token, bad bodies; nothing moves", async () => {
    const ann = await newShopper(t());
    const bob = await newShopper(t(), "bob");
    const { plushId, plushRow, state } = await awaitingItem(ann);
    await call("POST", STATES, { order_items: [{ id: plushId, customization_state: await completed(state) }] }, ann.token);
    expect(await call("POST", SUBMIT, { order_items: [{ id: plushId }] }, bob.token)).toEqual({
      status: 404,
      result: { error_message: `No order items customizations states found for orderItemIds: ${plushId}` },
    });
    expect(await call("POST", SUBMIT, { order_items: [{ id: plushId }] })).toEqual({ status: 401, result: { error_message: "You need to be logged in to see this page" } });
    const bad = await call("POST", SUBMIT, { order_items: [] }, ann.token);
    expect(bad.status).toBe(400);
    expect(bad.result.error_message).toContain("order_items");
    const [item] = await t().database.db.select().from(orderItems).where(eq(orderItems.id, plushRow));
    expect(item!.statusId).toBe(22);
  });
});
