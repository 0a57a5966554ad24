import { describe, expect, it } from "vitest";
import { itemsHash } from "./storage.ts";
import {
  addItem,
  applyTotalsToItems,
  fromServerItem,
  isSyncRequired,
  mergeServerItem,
  needsServerUpdate,
  planSync,
  restoreAfterFailure,
  setItemQty,
  unknownServerLines,
  updateRequest,
} from "./sync.ts";
import type { CartItem, NewCartItem, ServerCartItem } from "./types.ts";

const product: NewCartItem = {
  sku: "petsies_bandana",
  parentSku: "petsies_bandana",
  name: "Bandana",
  price: 12,
  thumbnail: "/t.webp",
  type_id: "simple",
};
const item = (over: Partial<CartItem> = {}): CartItem => ({ ...product, qty: 1, ...over });
const server = (over: Partial<ServerCartItem> = {}): ServerCartItem => ({
  item_id: 7,
  sku: "petsies_bandana",
  parentSku: "petsies_bandana",
  qty: 1,
  name: "Petsies Paw Print Bandana",
  price: 12,
  product_type: "simple",
  quote_id: "token",
  checksum: "",
  thumbnail: "/api/media/bandana.webp",
  is_in_stock: true,
  ...over,
});

describe("whether a sync is required", () => {
  const items = [item()];
  it("is required before the first sync, with no stored hash, or when the items changed", () => {
    expect(isSyncRequired(items, { storedHash: itemsHash(items), lastSyncAt: null })).toBe(true);
    expect(isSyncRequired(items, { storedHash: "", lastSyncAt: 1 })).toBe(true);
    expect(isSyncRequired([item({ qty: 2 })], { storedHash: itemsHash(items), lastSyncAt: 1 })).toBe(true);
  });
  it("is not required when the hash still matches after a sync", () => {
    expect(isSyncRequired(items, { storedHash: itemsHash(items), lastSyncAt: 1 })).toBe(false);
  });
});

describe("planning a sync", () => {
  it("gives each item its outcome and server line", () => {
    const plans = planSync(
      [
        item({ sku: "new" }),
        item({ server_item_id: 7, qty: 3 }),
        item({ sku: "kit", qty: 2 }),
        item({ sku: "tote", server_item_id: 9, qty: 1 }),
      ],
      [server(), server({ item_id: 8, sku: "kit", qty: 2 }), server({ item_id: 9, sku: "tote" })],
    );
    expect(plans.map((p) => [p.outcome, p.match?.item_id])).toEqual([
      ["no-item", undefined],
      ["wrong-qty", 7],
      ["update-required", 8],
      ["no-changes", 9],
    ]);
    expect(plans.map((p) => needsServerUpdate(p.outcome))).toEqual([true, true, false, false]);
  });

  it("asks the server to update without a price: a wrong quantity by id, a missing line by sku", () => {
    const [missing, wrong] = planSync(
      [item({ sku: "gift", giftcard_options: { amount: 50 } }), item({ server_item_id: 7, qty: 3, price: 0.01 })],
      [server()],
    );
    expect(updateRequest(missing!)).toEqual({ sku: "gift", qty: 1, parentSku: "petsies_bandana", giftcard_options: { amount: 50 } });
    expect(updateRequest(wrong!)).toEqual({ sku: "petsies_bandana", qty: 3, item_id: 7, parentSku: "petsies_bandana" });
  });
});

describe("taking the server's answer", () => {
  it("takes the server id, checksum, name, price and confirmed quantity", () => {
    expect(mergeServerItem(item({ qty: 2 }), server({ qty: 2, price: 11.5 }), 2)).toMatchObject({
      qty: 2,
      prev_qty: 2,
      server_item_id: 7,
      checksum: "",
      name: "Petsies Paw Print Bandana",
      price: 11.5,
    });
  });

  it("keeps a quantity the shopper changed while the request was on its way", () => {
    const merged = mergeServerItem(item({ qty: 5 }), server({ qty: 2 }), 2);
    expect(merged.qty).toBe(5);
    expect(merged.prev_qty).toBe(2);
  });

  it("restores the confirmed quantity after a failed update, or drops a line the server never had", () => {
    expect(restoreAfterFailure(item({ qty: 4, prev_qty: 2 }))).toMatchObject({ qty: 2 });
    expect(restoreAfterFailure(item({ qty: 4 }))).toBeNull();
  });

  it("adds server lines no item stands for", () => {
    const items = [item({ server_item_id: 7 })];
    const lines = [server(), server({ item_id: 8, sku: "kit", qty: 3 })];
    const extra = unknownServerLines(items, lines);
    expect(extra.map((l) => l.item_id)).toEqual([8]);
    expect(fromServerItem(extra[0]!)).toMatchObject({ sku: "kit", qty: 3, prev_qty: 3, server_item_id: 8, type_id: "simple" });
  });

  it("shows a customized line from another device with the choices and promise the server worked out", () => {
    const display = {
      customizations: [{ customization_id: "c1", title: "Size", value: "Large" }],
      turnaround_time: 21,
      shipment_promise_template: "Estimated to ship by {estimatedShipment}",
    };
    expect(fromServerItem(server({ item_id: 9, ...display }))).toMatchObject(display);
    // The browser's own display of a line it made stays; a line without one takes the server's.
    const own = [{ customization_id: "c1", title: "Size", value: "Large (about 18 in)" }];
    expect(mergeServerItem(item({ customizations: own }), server(display), 1).customizations).toBe(own);
    expect(mergeServerItem(item(), server(display), 1)).toMatchObject(display);
    expect(mergeServerItem(item(), server(), 1)).not.toHaveProperty("customizations");
  });

  it("takes prices and names from the totals by server id, keeping the same array when nothing changed", () => {
    const items = [item({ server_item_id: 7 }), item({ sku: "kit" })];
    const totals = { items: [{ item_id: 7, sku: "petsies_bandana", name: "Bandana", qty: 1, price: 10, price_incl_tax: 10, row_total: 10, row_total_incl_tax: 10, tax_amount: 0, tax_percent: 0, discount_amount: 0 }] };
    expect(applyTotalsToItems(items, totals)[0]!.price).toBe(10);
    const same = [item({ server_item_id: 7, price: 10 })];
    expect(applyTotalsToItems(same, totals)).toBe(same);
  });
});

describe("local changes", () => {
  it("raises the quantity of the same line instead of adding another", () => {
    const once = addItem([], product, 2);
    expect(once).toEqual([{ ...product, qty: 2 }]);
    const twice = addItem(once, product, 1);
    expect(twice).toHaveLength(1);
    expect(twice[0]!.qty).toBe(3);
    expect(addItem(twice, { ...product, sku: "kit" })).toHaveLength(2);
  });

  it("sets one line's quantity", () => {
    const items = addItem(addItem([], product), { ...product, sku: "kit" });
    const [key] = planSync(items, []).map((p) => p.key);
    expect(setItemQty(items, key!, 4).map((i) => i.qty)).toEqual([4, 1]);
  });
});
