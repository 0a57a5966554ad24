import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { photoThumbnailUrl, progressView, shipmentInfoOf, type OrderHistoryPage } from "@petsies/domain";
import { orderItems } from "../../db/schema.ts";
import { useTestApp } from "../../test/app.ts";
import { configuredForevers } from "../../test/configure.ts";
import { newShopper, placeOrderFor, shippingAddress, type Shopper } from "../../test/shopper.ts";
import { databaseKinds } from "../../test/template.ts";
import { addShipment, setEstimatedShipment, setItemStatus } from "../production/service.ts";

describe.each(databaseKinds)("order history on %s", (kind) => {
  const t = useTestApp(kind);
  const get = async (shopper: Shopper, url: string) => {
    const res = await t().app.inject({ method: "GET", url: `${url}${url.includes("?") ? "&" : "?"}token=${shopper.token}` });
    return { status: res.statusCode, result: res.json().result };
  };
  const history = async (shopper: Shopper, query = "") => (await get(shopper, `/api/user/order-history${query}`)).result as OrderHistoryPage;

  it("is empty for a new customer, with the default page", async () => {
    const ann = await newShopper(t());
    expect(await get(ann, "/api/user/order-history")).toEqual({
      status: 200,
      result: { items: [], total_count: 0, page_size: 20, current_page: 1 },
    });
    expect((await get(ann, "/api/customers/me/orders")).result).toEqual({ items: [], total_count: 0, page_size: 20, current_page: 1 });
  });

  it("lists the customer's orders newest first, each item with its tracker, thumbnail and actions", async () => {
    const ann = await newShopper(t());
    const { line: foreversDog, photo } = await configuredForevers(t());
    const first = await placeOrderFor(t(), ann, [foreversDog, { sku: "petsies_bandana", qty: 2 }]);
    const [storedPlush] = await t().database.db.select().from(orderItems).where(eq(orderItems.id, first.itemIds[0]!));
    const stored = storedPlush!.productOption!.extension_attributes as { customizations: unknown; customization_state: unknown };
    const second = await placeOrderFor(t(), ann, [{ sku: "digital_pet_portrait", qty: 1 }]);

    const page = await history(ann);
    expect(page.total_count).toBe(2);
    expect(page.items.map((o) => o.increment_id)).toEqual([second.incrementId, first.incrementId]);
    const [portraitOrder, plushOrder] = page.items;
    expect(plushOrder).toMatchObject({ entity_id: first.publicOrderId, created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/) });

    const [plush, bandana] = plushOrder!.items;
    expect(first.publicOrderId).not.toBe(first.orderId);
    expect(plush).toEqual({
      item_id: first.publicItemIds[0],
      display_id: `${first.incrementId}-1`,
      product: { sku: "ForeversDog_bundle", name: expect.stringContaining("Forevers"), thumbnail: photoThumbnailUrl(photo.url, "customizationCartThumbnail") },
      quantity: 1,
      available_actions: [{ code: "re-order", name: "Re-order", message: null, url: null, blocking_progress: false }],
      shipments: [],
      estimated_shipment_date: null,
      extension_attributes: {
        customizations: stored.customizations,
        customization_states: stored.customization_state,
        support_bulk_customization: true,
      },
      progress_tracker: {
        status_id: 2,
        status_list: [
          { id: 2, name: "Created" },
          { id: 15, name: "In design" },
          { id: 16, name: "Customer preview" },
          { id: 19, name: "Customer preview approved" },
          { id: 9, name: "In production" },
          { id: 13, name: "Quality inspection" },
          { id: 10, name: "Ready for shipment" },
          { id: 12, name: "Sent to customer" },
        ],
        cancelled: false,
        completed: false,
      },
    });
    expect(bandana).toMatchObject({
      display_id: `${first.incrementId}-2`,
      quantity: 2,
      product: { sku: "petsies_bandana", thumbnail: expect.stringMatching(/^\/api\/media\/.+\?edits=/) },
      extension_attributes: { customizations: [], customization_states: [], support_bulk_customization: false },
      progress_tracker: { status_id: 2, status_list: [{ id: 2 }, { id: 10 }, { id: 12 }] },
    });
    expect(portraitOrder!.items[0]!.progress_tracker.status_list.map((s) => s.id)).toEqual([2, 15, 20]);

    expect((await get(ann, "/api/customers/me/orders")).result).toEqual(page);
  });

  it("pages with pageSize and currentPage (page_size and current_page on /customers/me/orders)", async () => {
    const ann = await newShopper(t());
    const orders = [];
    for (let i = 0; i < 3; i++) orders.push(await placeOrderFor(t(), ann, [{ sku: "plush_care_kit", qty: 1 }]));
    const p2 = await history(ann, "?pageSize=2&currentPage=2");
    expect(p2).toMatchObject({ total_count: 3, page_size: 2, current_page: 2 });
    expect(p2.items.map((o) => o.increment_id)).toEqual([orders[0]!.incrementId]);
    const same = (await get(ann, "/api/customers/me/orders?page_size=2&current_page=2")).result;
    expect(same).toEqual(p2);
    expect((await history(ann, "?pageSize=2&currentPage=9")).items).toEqual([]);
    for (const bad of ["?pageSize=0", "?pageSize=101", "?currentPage=0", "?pageSize=abc", "?currentPage=1.5"]) {
      const res = await get(ann, `/api/user/order-history${bad}`);
      expect(res.status, bad).toBe(400);
      expect(typeof res.result).toBe("string");
    }
  });

  it("shows what the staff tool changes: status, shipments, estimated date, and the customize action", async () => {
    const ann = await newShopper(t());
    const placed = await placeOrderFor(t(), ann, [(await configuredForevers(t())).line]);
    const id = placed.itemIds[0]!;
    const db = t().database.db;

    await setItemStatus(db, { orderItemId: id, statusId: 22, by: "test" });
    let item = (await history(ann)).items[0]!.items[0]!;
    expect(item.progress_tracker.status_list.map((s) => s.id)).toEqual([2, 22, 15, 16, 19, 9, 13, 10, 12]);
    expect(item.available_actions[1]).toEqual({
      code: "awaiting-customization",
      name: "Customize",
      message: expect.any(String),
      url: `/forevers/customize/?orderItemId=${placed.publicItemIds[0]}&sku=ForeversDog_bundle`,
      blocking_progress: true,
    });
    expect(progressView(item)).toEqual({ type: "none" });

    await setItemStatus(db, { orderItemId: id, statusId: 13, by: "test" });
    await setEstimatedShipment(db, { orderItemId: id, date: "2030-03-01", by: "test" });
    item = (await history(ann)).items[0]!.items[0]!;
    expect(item.available_actions.map((a) => a.code)).toEqual(["re-order"]);
    expect(progressView(item)).toMatchObject({ type: "tracker", current: 6, total: 8, showShipmentInfo: true, vertical: { label: "Step 6 of 8" } });
    expect(shipmentInfoOf(item, progressView(item))).toEqual({ estimate: "2030-03-01", shipments: [] });

    // Shipping it completes it: no step of the tracker nor an estimate beside the shipment (issue 19, item 6),
    // and the shipment stays shown on the completed item (item 15).
    await addShipment(db, { orderItemId: id, carrier: "ups", tracking: "1Z999AA10123456784", date: "2030-02-27", by: "test" });
    item = (await history(ann)).items[0]!.items[0]!;
    expect(item).toMatchObject({
      shipments: [{ carrier_code: "ups", tracking_number: "1Z999AA10123456784", shipment_date: "2030-02-27" }],
      progress_tracker: { status_id: 12, cancelled: false, completed: true },
    });
    expect(progressView(item)).toMatchObject({ type: "notice", message: "Order is Completed" });
    expect(shipmentInfoOf(item, progressView(item))).toEqual({
      estimate: null,
      shipments: [{ carrier: "ups", trackingNumber: "1Z999AA10123456784", date: "2030-02-27", trackingUrl: "https://www.ups.com/track?tracknum=1Z999AA10123456784" }],
    });
  });

  it("asks for the tax ID of an order shipping where customs need it", async () => {
    const ann = await newShopper(t());
    const brazil = { ...shippingAddress, country_id: "BR", region_id: undefined, region: "São Paulo", city: "São Paulo", postcode: "01310-100", telephone: "+55 11 91234-5678" };
    const placed = await placeOrderFor(t(), ann, [{ sku: "petsies_bandana", qty: 1 }], brazil);
    const item = (await history(ann)).items[0]!.items[0]!;
    expect(item.available_actions.map((a) => a.code)).toEqual(["re-order", "provide-tax-id"]);
    await t().database.db.update(orderItems).set({ statusId: 12 }).where(eq(orderItems.id, placed.itemIds[0]!));
    expect((await history(ann)).items[0]!.items[0]!.available_actions.map((a) => a.code)).toEqual(["re-order"]);
  });

  it("suggests accessories not yet bought while an order is active", async () => {
    const ann = await newShopper(t());
    expect((await get(ann, "/api/customers/me/suggested-products/active-orders")).result).toEqual({ items: [], total_count: 0 });
    const placed = await placeOrderFor(t(), ann, [(await configuredForevers(t())).line, { sku: "petsies_bandana", qty: 1 }]);
    const res = await get(ann, "/api/customers/me/suggested-products/active-orders?page_size=2");
    expect(res.status).toBe(200);
    expect(res.result.items).toHaveLength(2);
    expect(res.result.total_count).toBeGreaterThanOrEqual(2);
    const all = (await get(ann, "/api/customers/me/suggested-products/active-orders?page_size=50")).result;
    const skus = all.items.map((p: { sku: string }) => p.sku);
    expect(skus).not.toContain("petsies_bandana");
    expect(skus).toContain("plush_care_kit");
    expect(all.items[0]).toMatchObject({ sku: expect.any(String), name: expect.any(String), final_price: expect.any(Number) });
    expect(all.total_count).toBe(skus.length);

    // Once every item is done, there is nothing to suggest beside.
    for (const id of placed.itemIds) await setItemStatus(t().database.db, { orderItemId: id, statusId: 12, by: "test" });
    expect((await get(ann, "/api/customers/me/suggested-products/active-orders")).result.items).toEqual([]);
    expect((await get(ann, "/api/customers/me/suggested-products/active-orders?page_size=0")).status).toBe(400);
  });
});
