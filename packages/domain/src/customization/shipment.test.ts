import { describe, expect, it } from "vitest";
import { estimatedShipmentDate, formatPromiseDate, shipmentPromise, turnaroundDays } from "./shipment.ts";

describe("turnaroundDays", () => {
  it("takes the rush add-on's turnaround, else the product's", () => {
    const rush = { sku: "rush", text: "Rush", price: 20, isDomestic: true, turnaround_time: 14 };
    expect(turnaroundDays(35, rush)).toBe(14);
    expect(turnaroundDays(35, { ...rush, turnaround_time: undefined })).toBe(35);
    expect(turnaroundDays(35, { ...rush, turnaround_time: null })).toBe(35);
    expect(turnaroundDays(35, null)).toBe(35);
    expect(turnaroundDays(null, null)).toBeNull();
  });
});

describe("estimatedShipmentDate", () => {
  it("is today plus the turnaround in calendar days (UTC)", () => {
    expect(estimatedShipmentDate(new Date("2025-06-01T23:30:00Z"), 14).toISOString()).toBe("2025-06-15T00:00:00.000Z");
    expect(estimatedShipmentDate(new Date("2025-12-25T08:00:00Z"), 10).toISOString()).toBe("2026-01-04T00:00:00.000Z");
    expect(estimatedShipmentDate(new Date("2024-02-27T00:00:00Z"), 2).toISOString()).toBe("2024-02-29T00:00:00.000Z");
    expect(estimatedShipmentDate(new Date("2025-06-01T12:00:00Z"), 0).toISOString()).toBe("2025-06-01T00:00:00.000Z");
  });

  it("does not go back in time for a negative turnaround", () => {
    expect(estimatedShipmentDate(new Date("2025-06-01T12:00:00Z"), -3).toISOString()).toBe("2025-06-01T00:00:00.000Z");
  });
});

describe("shipmentPromise", () => {
  const today = new Date("2025-06-01T10:00:00Z");

  it("fills {estimatedShipment} and makes each ';' a new line", () => {
    const promise = shipmentPromise({
      template: "Order today, ships by {estimatedShipment};Handmade to order; Free US shipping",
      today,
      turnaroundDays: 14,
    });
    expect(formatPromiseDate(promise.estimatedShipment)).toBe("Sunday, June 15");
    expect(promise.lines).toEqual(["Order today, ships by Sunday, June 15", "Handmade to order", "Free US shipping"]);
    expect(promise.offer).toBeNull();
  });

  it("fills every placeholder", () => {
    const promise = shipmentPromise({
      template: "{estimatedShipment} / {estimatedShipment}",
      today,
      turnaroundDays: 1,
    });
    expect(promise.lines).toEqual(["Monday, June 2 / Monday, June 2"]);
  });

  it("offers 'if you order by {date}' until the offer expires", () => {
    const offer = (expires: string) =>
      shipmentPromise({ template: "x", today, turnaroundDays: 1, offerExpirationDate: new Date(expires) }).offer;
    expect(offer("2025-06-03T00:00:00Z")).toBe("if you order by Tuesday, June 3");
    expect(offer("2025-06-01T10:00:00Z")).toBe("if you order by Sunday, June 1");
    expect(offer("2025-05-31T00:00:00Z")).toBeNull();
    expect(offer("not a date")).toBeNull();
  });
});
