import { describe, expect, it } from "vitest";
import { ORDER_ITEM_STATUS as S } from "./order-progress.ts";
import { SHIPPED_STATUS, shipmentError, statusMoveError, statusTargets } from "./production.ts";

describe("staff status moves", () => {
  it("lets an item move to any step but draft, cancelled and on hold, which have actions of their own", () => {
    const targets = statusTargets(S.inDesign).map((t) => t.statusId);
    expect(targets).toHaveLength(22 - 4);
    expect(targets).not.toContain(S.inDesign);
    for (const id of [S.draft, S.cancelled, S.onHold]) expect(targets).not.toContain(id);
    expect(targets).toContain(S.customerPreview);
    expect(statusMoveError(S.inDesign, S.customerPreview)).toBeNull();
  });

  it("says why a move is refused", () => {
    expect(statusMoveError(S.created, S.cancelled)).toMatch(/Cancel action/);
    expect(statusMoveError(S.created, S.onHold)).toMatch(/Hold action/);
    expect(statusMoveError(S.created, S.draft)).toMatch(/draft/);
    expect(statusMoveError(S.onHold, S.inProduction)).toMatch(/release it first/);
    expect(statusMoveError(S.cancelled, S.created)).toMatch(/cancelled/);
    expect(statusTargets(S.cancelled)).toEqual([]);
    expect(statusTargets(S.onHold)).toEqual([]);
  });
});

describe("adding a shipment", () => {
  it("is allowed for a ready-made item at any step, and for a handmade one once it is made", () => {
    expect(SHIPPED_STATUS).toBe(S.sentToCustomer);
    expect(shipmentError("ready-made", S.created)).toBeNull();
    for (const from of [S.qualityInspection, S.readyForShipment, S.packingFacility, S.sentToCustomer]) expect(shipmentError("made-to-order", from)).toBeNull();
  });

  it("is refused with the reason otherwise", () => {
    expect(shipmentError("made-to-order", S.inDesign)).toBe("The item is at In design: a handmade item ships once it is made (Quality inspection or later).");
    expect(shipmentError("made-to-order", S.inProduction)).toMatch(/once it is made/);
    expect(shipmentError("ready-made", S.cancelled)).toMatch(/cancelled/);
    expect(shipmentError("ready-made", S.onHold)).toMatch(/release it/);
    expect(shipmentError("instant-digital", S.created)).toMatch(/nothing to ship/);
    expect(shipmentError("digital", S.inDesign)).toMatch(/nothing to ship/);
  });
});
