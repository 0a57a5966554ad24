import { describe, expect, it } from "vitest";
import {
  bulkCustomizePath,
  customizeItemPath,
  customizeRouteForSku,
  ORDER_ITEM_ACTION,
  orderItemActions,
  type ActionSubject,
} from "./order-actions.ts";
import {
  bulkCustomizableItemIds,
  bulkCustomizeLink,
  isOrderActive,
  isOrderCompleted,
  mergeOrders,
  splitOrders,
  type OrderHistoryItem,
  type OrderHistoryOrder,
} from "./order-history.ts";
import { progressTrackerFor, progressView, type OrderItemKind } from "./order-progress.ts";

function item(id: number, statusId: number, extra: Partial<OrderHistoryItem> = {}, kind: OrderItemKind = "made-to-order"): OrderHistoryItem {
  return {
    item_id: id,
    display_id: `100000001-${id}`,
    product: { sku: "ForeversDog_bundle", name: "Forevers Dog", thumbnail: "" },
    quantity: 1,
    available_actions: [],
    shipments: [],
    estimated_shipment_date: null,
    extension_attributes: { customizations: [], customization_states: [], support_bulk_customization: true },
    progress_tracker: progressTrackerFor(kind, statusId),
    ...extra,
  };
}

function order(incrementId: string, createdAt: string, statuses: number[]): OrderHistoryOrder {
  return { entity_id: Number(incrementId), increment_id: incrementId, created_at: createdAt, items: statuses.map((s, i) => item(i + 1, s)) };
}

describe("active and completed orders (spec §4)", () => {
  it("is completed when every item is completed or cancelled, active when any is neither", () => {
    const cases: [number[], boolean][] = [
      [[12], true],
      [[20, 3], true],
      [[3], true],
      [[12, 9], false],
      [[14], false],
      [[2, 3], false],
    ];
    for (const [statuses, completed] of cases) {
      const o = order("1", "2030-01-01T00:00:00.000Z", statuses);
      expect(isOrderCompleted(o), statuses.join()).toBe(completed);
      expect(isOrderActive(o), statuses.join()).toBe(!completed);
    }
  });

  it("splits a list into active and completed, keeping the order", () => {
    const a = order("100000003", "2030-01-03T00:00:00.000Z", [9]);
    const b = order("100000002", "2030-01-02T00:00:00.000Z", [12]);
    const c = order("100000001", "2030-01-01T00:00:00.000Z", [2, 3]);
    expect(splitOrders([a, b, c])).toEqual({ active: [a, c], completed: [b] });
  });

  it("merges pages by increment_id, the fresh copy winning, newest first", () => {
    const old1 = order("100000001", "2030-01-01T00:00:00.000Z", [9]);
    const old2 = order("100000002", "2030-01-02T00:00:00.000Z", [9]);
    const fresh2 = order("100000002", "2030-01-02T00:00:00.000Z", [12]);
    const new3 = order("100000003", "2030-01-03T00:00:00.000Z", [2]);
    const merged = mergeOrders([old2, old1], [new3, fresh2]);
    expect(merged.map((o) => o.increment_id)).toEqual(["100000003", "100000002", "100000001"]);
    expect(merged[1]).toBe(fresh2);
    expect(mergeOrders([old1], [old1])).toEqual([old1]);
  });
});

describe("bulk customization (spec §2)", () => {
  it("links the items that support it and await customization", () => {
    const o = order("100000001", "2030-01-01T00:00:00.000Z", [22, 9, 22]);
    o.items[2]!.extension_attributes.support_bulk_customization = false;
    expect(bulkCustomizableItemIds(o)).toEqual(["1"]);
    expect(bulkCustomizeLink(o)).toBe("/order-items/bulk-customize/?orderItemIds=1");
    expect(bulkCustomizeLink(order("2", "2030-01-01T00:00:00.000Z", [9]))).toBeNull();
    expect(bulkCustomizePath([4, "7"])).toBe("/order-items/bulk-customize/?orderItemIds=4&orderItemIds=7");
  });
});

describe("order item actions (reference facts)", () => {
  const base: ActionSubject = { itemId: 12, sku: "ForeversDog_bundle", statusId: 9, kind: "made-to-order", shippingCountry: "US", hasTaxId: false };

  it("offers re-order on every item", () => {
    for (const kind of ["made-to-order", "ready-made", "digital", "instant-digital"] as const) {
      for (let statusId = 1; statusId <= 22; statusId++) {
        const actions = orderItemActions({ ...base, kind, statusId });
        expect(actions[0]).toEqual({ code: "re-order", name: "Re-order", message: null, url: null, blocking_progress: false });
      }
    }
  });

  it("offers the file of a downloadable item, unless the item is cancelled", () => {
    const subject = { ...base, sku: "inspiration_kit", kind: "instant-digital" as const, downloadable: true };
    expect(orderItemActions({ ...subject, statusId: 21 })[1]).toEqual({
      code: ORDER_ITEM_ACTION.downloadResult,
      name: "Download",
      message: null,
      url: "/api/downloads/order-items/12",
      blocking_progress: false,
    });
    expect(orderItemActions({ ...subject, statusId: 3 }).map((a) => a.code)).toEqual(["re-order"]);
    expect(orderItemActions({ ...subject, downloadable: false }).map((a) => a.code)).toEqual(["re-order"]);
  });

  it("asks for customization while an item with a customize page awaits it, blocking progress", () => {
    const actions = orderItemActions({ ...base, statusId: 22 });
    expect(actions[1]).toEqual({
      code: ORDER_ITEM_ACTION.awaitingCustomization,
      name: "Customize",
      message: expect.any(String),
      url: "/forevers/customize/?orderItemId=12&sku=ForeversDog_bundle",
      blocking_progress: true,
    });
    const item22 = item(12, 22, { available_actions: actions });
    expect(progressView(item22)).toEqual({ type: "none" });
    // A sku without a customize page gets nothing to click.
    expect(orderItemActions({ ...base, sku: "petsies_bandana", kind: "ready-made", statusId: 22 })).toHaveLength(1);
  });

  it("asks for the tax ID where customs need one, until the item is shipped", () => {
    const br = { ...base, shippingCountry: "BR" };
    expect(orderItemActions(br).map((a) => a.code)).toEqual(["re-order", "provide-tax-id"]);
    expect(orderItemActions(br)[1]).toMatchObject({ url: "/contact/", blocking_progress: false });
    expect(orderItemActions({ ...br, hasTaxId: true })).toHaveLength(1);
    expect(orderItemActions({ ...br, statusId: 12 })).toHaveLength(1);
    expect(orderItemActions({ ...br, statusId: 3 })).toHaveLength(1);
    expect(orderItemActions({ ...br, kind: "digital" })).toHaveLength(1);
    expect(orderItemActions({ ...base, shippingCountry: null })).toHaveLength(1);
  });

  it("routes customization by sku, or nowhere", () => {
    expect(customizeRouteForSku("ShopifyForeversCat_bundle")).toBe("forevers-customize");
    expect(customizeRouteForSku("golfHeadCoversOther_bundle")).toBe("golf-head-covers-customize");
    expect(customizeRouteForSku("ShopifyTumblers_bundle")).toBe("printed-product-customize");
    expect(customizeRouteForSku("customPajamas_bundle")).toBe("printed-product-customize");
    expect(customizeRouteForSku("petsies_bandana")).toBeNull();
    expect(customizeRouteForSku("toString")).toBeNull();
    expect(customizeItemPath(5, "petsies_bandana")).toBeNull();
    expect(customizeItemPath("5", "ShopifyGolfShirts_bundle")).toBe("/printed-product/customize/?orderItemId=5&sku=ShopifyGolfShirts_bundle");
  });
});
