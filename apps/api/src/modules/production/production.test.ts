import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orderItems, orderItemStatusLog, orders } from "../../db/schema.ts";
import { Invalid, NotFound } from "../../infra/errors.ts";
import { useTestApp } from "../../test/app.ts";
import { configuredForevers } from "../../test/configure.ts";
import { newShopper, placeOrderFor } from "../../test/shopper.ts";
import { databaseKinds } from "../../test/template.ts";
import { addShipment, listItems, orderDetails, parseDay, setEstimatedShipment, setItemStatus } from "./service.ts";

describe("parseDay", () => {
  it("reads real calendar days written YYYY-MM-DD only", () => {
    expect(parseDay("2030-01-31").toISOString()).toBe("2030-01-31T00:00:00.000Z");
    expect(parseDay("2028-02-29").toISOString()).toBe("2028-02-29T00:00:00.000Z");
    for (const bad of ["2030-02-30", "2029-02-29", "2030-13-01", "2030-1-5", "31/01/2030", "tomorrow", "", "2030-01-31T00:00"]) {
      expect(() => parseDay(bad), bad).toThrow(Invalid);
    }
  });
});

describe.each(databaseKinds)("production pipeline on %s", (kind) => {
  const t = useTestApp(kind);
  const db = () => t().database.db;
  const logOf = (orderItemId: number) =>
    db().select().from(orderItemStatusLog).where(eq(orderItemStatusLog.orderItemId, orderItemId)).orderBy(asc(orderItemStatusLog.id));

  async function oneItem(sku = "petsies_bandana") {
    const shopper = await newShopper(t());
    const placed = await placeOrderFor(t(), shopper, [{ sku, qty: 1 }]);
    return { shopper, placed, id: placed.itemIds[0]! };
  }

  it("moves an item to a status and logs who did it and why", async () => {
    const { id, placed } = await oneItem();
    const result = await setItemStatus(db(), { orderItemId: id, statusId: 10, by: "alice", note: "packed" });
    expect(result).toMatchObject({ changed: true, previousStatusId: 2, item: { orderItemId: id, statusId: 10, statusName: "Ready for shipment", displayId: `${placed.incrementId}-1` } });
    const [row] = await db().select().from(orderItems).where(eq(orderItems.id, id));
    expect(row!.statusId).toBe(10);
    expect(await logOf(id)).toMatchObject([{ statusId: 10, note: "Created → Ready for shipment — packed", changedBy: "alice" }]);

    const same = await setItemStatus(db(), { orderItemId: id, statusId: 10, by: "alice" });
    expect(same.changed).toBe(false);
    expect(await logOf(id)).toHaveLength(1);
  });

  it("validates every change", async () => {
    const { id } = await oneItem();
    for (const statusId of [0, 23, 2.5, NaN]) {
      await expect(setItemStatus(db(), { orderItemId: id, statusId, by: "alice" })).rejects.toThrow(Invalid);
    }
    await expect(setItemStatus(db(), { orderItemId: 99999999, statusId: 9, by: "alice" })).rejects.toThrow(NotFound);
    await expect(setItemStatus(db(), { orderItemId: -1, statusId: 9, by: "alice" })).rejects.toThrow(Invalid);
    await expect(setItemStatus(db(), { orderItemId: id, statusId: 9, by: "  " })).rejects.toThrow("is required");
    await expect(setItemStatus(db(), { orderItemId: id, statusId: 9, by: "a", note: "x".repeat(201) })).rejects.toThrow("at most 200");
    await expect(addShipment(db(), { orderItemId: id, carrier: "", tracking: "1Z", by: "a" })).rejects.toThrow("The carrier is required");
    await expect(addShipment(db(), { orderItemId: id, carrier: "ups", tracking: " ", by: "a" })).rejects.toThrow("The tracking number is required");
    await expect(addShipment(db(), { orderItemId: id, carrier: "ups", tracking: "1Z", date: "2030-02-30", by: "a" })).rejects.toThrow(Invalid);
    await expect(setEstimatedShipment(db(), { orderItemId: id, date: "next week", by: "a" })).rejects.toThrow(Invalid);
    expect(await logOf(id)).toEqual([]);
  });

  it("changes only items of placed orders", async () => {
    const { id, placed } = await oneItem();
    await db().update(orders).set({ paymentState: "pending" }).where(eq(orders.id, placed.orderId));
    await expect(setItemStatus(db(), { orderItemId: id, statusId: 9, by: "a" })).rejects.toThrow(/is not placed \(payment pending\)/);
    expect(await listItems(db(), { email: (await orderDetails(db(), placed.incrementId)).email })).toEqual([]);
  });

  it("adds shipments (today by default), moving the item to Sent to customer, and sets the estimated shipment date", async () => {
    const { id, placed } = await oneItem();
    const today = new Date("2030-04-05T22:30:00Z");
    const first = await addShipment(db(), { orderItemId: id, carrier: "usps", tracking: "9400 1000", by: "bob" }, today);
    expect(first).toMatchObject({ changed: true, previousStatusId: 2, item: { statusId: 12, statusName: "Sent to customer" } });
    await addShipment(db(), { orderItemId: id, carrier: "ups", tracking: "1Z999", date: "2030-04-01", by: "bob", note: "second box" });
    const estimate = await setEstimatedShipment(db(), { orderItemId: id, date: "2030-04-10", by: "bob" });
    expect(estimate.item.estimatedShipmentDate).toBe("2030-04-10");
    expect((await setEstimatedShipment(db(), { orderItemId: id, date: "2030-04-10", by: "bob" })).changed).toBe(false);

    const details = await orderDetails(db(), placed.incrementId);
    expect(details.items[0]).toMatchObject({
      statusId: 12,
      estimatedShipmentDate: "2030-04-10",
      shipments: [
        { carrierCode: "ups", trackingNumber: "1Z999", shipmentDate: "2030-04-01" },
        { carrierCode: "usps", trackingNumber: "9400 1000", shipmentDate: "2030-04-05" },
      ],
    });
    expect(details.items[0]!.log.map((l) => [l.statusId, l.note, l.changedBy])).toEqual([
      [12, "Created → Sent to customer: Shipment usps 9400 1000 on 2030-04-05", "bob"],
      [12, "Shipment ups 1Z999 on 2030-04-01 — second box", "bob"],
      [12, "Estimated shipment date 2030-04-10", "bob"],
    ]);
    await expect(orderDetails(db(), "000000000")).rejects.toThrow(NotFound);
  });

  it("ships a handmade item only once it is made, and nothing that is not shipped; a refusal changes nothing", async () => {
    const shopper = await newShopper(t());
    const placed = await placeOrderFor(t(), shopper, [(await configuredForevers(t())).line, { sku: "inspiration_kit", qty: 1 }]);
    const [plush, download] = placed.itemIds as [number, number];
    const ship = (orderItemId: number) => addShipment(db(), { orderItemId, carrier: "usps", tracking: "9400 2000", by: "bob" });
    await setItemStatus(db(), { orderItemId: plush, statusId: 9, by: "bob" });
    await expect(ship(plush)).rejects.toThrow("The item is at In production: a handmade item ships once it is made (Quality inspection or later).");
    await expect(ship(download)).rejects.toThrow("The item is delivered without shipping; it has nothing to ship.");
    expect((await orderDetails(db(), placed.incrementId)).items.map((i) => [i.statusId, i.shipments.length])).toEqual([
      [9, 0],
      [2, 0],
    ]);

    await setItemStatus(db(), { orderItemId: plush, statusId: 13, by: "bob" });
    expect((await ship(plush)).item).toMatchObject({ statusId: 12, statusName: "Sent to customer" });
  });

  it("lists items of placed orders, newest first, by status and by e-mail", async () => {
    const first = await oneItem();
    const second = await oneItem("plush_care_kit");
    await setItemStatus(db(), { orderItemId: second.id, statusId: 13, by: "a" });
    const all = await listItems(db());
    expect(all.findIndex((l) => l.orderItemId === second.id)).toBeLessThan(all.findIndex((l) => l.orderItemId === first.id));
    expect((await listItems(db(), { statusId: 13 })).map((l) => l.orderItemId)).toContain(second.id);
    expect((await listItems(db(), { statusId: 13 })).every((l) => l.statusId === 13)).toBe(true);
    expect(await listItems(db(), { email: first.shopper.email.toUpperCase() })).toMatchObject([{ orderItemId: first.id, sku: "petsies_bandana", statusName: "Created" }]);
    expect(await listItems(db(), { limit: 1 })).toHaveLength(1);
    await expect(listItems(db(), { statusId: 30 })).rejects.toThrow(Invalid);
  });

  it("keeps every one of many changes made at once, the item ending at the last one logged", async () => {
    const { id } = await oneItem();
    const statuses = [15, 16, 19, 9, 13, 10, 11, 17, 21, 12];
    await Promise.all(statuses.map((statusId) => setItemStatus(db(), { orderItemId: id, statusId, by: `staff${statusId}` })));
    const log = await logOf(id);
    expect(log.map((l) => l.statusId).sort((a, b) => a - b)).toEqual([...statuses].sort((a, b) => a - b));
    const [row] = await db().select().from(orderItems).where(eq(orderItems.id, id));
    expect(row!.statusId).toBe(log[log.length - 1]!.statusId);
    // Each entry's note starts from the status the one before it left.
    for (let i = 1; i < log.length; i++) expect(log[i]!.note.startsWith(`${log[i - 1]!.note.split(" → ")[1]} →`)).toBe(true);
  });
});
