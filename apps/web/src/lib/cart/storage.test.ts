import { describe, expect, it } from "vitest";
import { itemsHash, lineKey, parseStoredItems } from "./storage.ts";
import type { CartItem } from "./types.ts";

const item = (over: Partial<CartItem> = {}): CartItem => ({
  sku: "petsies_bandana",
  parentSku: "petsies_bandana",
  qty: 1,
  name: "Bandana",
  price: 12,
  thumbnail: "/api/media/catalog/bandana.webp",
  type_id: "simple",
  ...over,
});

describe("reading current-cart", () => {
  it("reads saved items back as they were written", () => {
    const items = [item({ qty: 2, prev_qty: 2, server_item_id: 7, checksum: "" }), item({ sku: "am_gift_card", giftcard_options: { amount: 50 } })];
    expect(parseStoredItems(JSON.stringify(items))).toEqual(items);
  });

  it("keeps a customized line's choices and shipment promise, dropping odd entries", () => {
    const customized = item({
      sku: "ForeversDog_bundle",
      customizations: [{ customization_id: "c1", title: "Size", value: "Medium" }],
      turnaround_time: 14,
      shipment_promise_template: "Ships by {estimatedShipment}",
    });
    expect(parseStoredItems(JSON.stringify([customized]))).toEqual([customized]);
    const [odd] = parseStoredItems(JSON.stringify([{ ...customized, customizations: [{ title: 1 }, null], turnaround_time: -2 }]));
    expect(odd?.customizations).toEqual([]);
    expect(odd).not.toHaveProperty("turnaround_time");
  });

  it("treats missing, broken or odd data as an empty cart", () => {
    expect(parseStoredItems(null)).toEqual([]);
    expect(parseStoredItems("{")).toEqual([]);
    expect(parseStoredItems(JSON.stringify({ sku: "a", qty: 1 }))).toEqual([]);
  });

  it("drops entries without a sku or a whole positive quantity, and fills what a line needs", () => {
    const raw = JSON.stringify([null, { qty: 1 }, { sku: "a", qty: -1 }, { sku: "b", qty: 1.5 }, { sku: "c", qty: 0 }, { sku: "d", qty: "2" }]);
    expect(parseStoredItems(raw)).toEqual([
      { sku: "d", parentSku: null, qty: 2, name: "d", price: 0, thumbnail: "", type_id: "simple" },
    ]);
  });

  it("ignores a server id or previous quantity that is not a positive whole number", () => {
    const [read] = parseStoredItems(JSON.stringify([item({ server_item_id: -3, prev_qty: 0 })]));
    expect(read).not.toHaveProperty("server_item_id");
    expect(read).not.toHaveProperty("prev_qty");
  });
});

describe("line identity", () => {
  it("is the sku and the configuration, whatever the key order", () => {
    const a = lineKey({ sku: "x", product_option: { a: 1, b: { c: 2, d: 3 } } });
    const b = lineKey({ sku: "x", product_option: { b: { d: 3, c: 2 }, a: 1 } });
    expect(a).toBe(b);
    expect(lineKey({ sku: "x" })).not.toBe(a);
    expect(lineKey({ sku: "gift", giftcard_options: { amount: 50 } })).not.toBe(lineKey({ sku: "gift", giftcard_options: { amount: 25 } }));
  });
});

describe("the items hash", () => {
  it("changes with quantities, lines and server ids, not with names or prices", () => {
    const base = itemsHash([item()]);
    expect(itemsHash([item()])).toBe(base);
    expect(itemsHash([item({ name: "Other", price: 99 })])).toBe(base);
    expect(itemsHash([item({ qty: 2 })])).not.toBe(base);
    expect(itemsHash([item({ server_item_id: 4 })])).not.toBe(base);
    expect(itemsHash([item(), item({ sku: "b" })])).not.toBe(base);
    expect(itemsHash([])).toMatch(/^[0-9a-f]{8}$/);
  });
});
