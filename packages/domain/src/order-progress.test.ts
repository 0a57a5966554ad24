import { describe, expect, it } from "vitest";
import {
  COMPLETED_STATUSES,
  horizontalIndexes,
  isOrderItemStatusId,
  ORDER_ITEM_STATUS,
  ORDER_ITEM_STATUS_NAMES,
  orderItemKind,
  orderItemStatusName,
  parseOrderItemStatus,
  PROGRESS_NOTICES,
  PROGRESS_PATHS,
  progressTrackerFor,
  progressView,
  shipmentInfoOf,
  statusListFor,
  type OrderItemKind,
  type ProgressSubject,
  type ProgressTracker,
} from "./order-progress.ts";

const ALL_STATUSES = Array.from({ length: 22 }, (_, i) => i + 1);
const KINDS: OrderItemKind[] = ["made-to-order", "ready-made", "digital", "instant-digital"];

function tracker(statusIds: number[], statusId: number, flags: Partial<ProgressTracker> = {}): ProgressTracker {
  return {
    status_id: statusId,
    status_list: statusIds.map((id) => ({ id, name: orderItemStatusName(id) })),
    cancelled: false,
    completed: false,
    ...flags,
  };
}

function subject(t: ProgressTracker, extra: Partial<ProgressSubject> = {}): ProgressSubject {
  return { progress_tracker: t, available_actions: [], shipments: [], estimated_shipment_date: null, ...extra };
}

describe("order item statuses (spec §3)", () => {
  it("names all 22 numeric statuses in the spec's words", () => {
    expect(Object.keys(ORDER_ITEM_STATUS_NAMES).map(Number)).toEqual(ALL_STATUSES);
    expect(ORDER_ITEM_STATUS_NAMES).toMatchObject({
      1: "Draft",
      2: "Created",
      3: "Cancelled",
      4: "Review",
      5: "Approved",
      6: "Rejected",
      7: "Awaiting artwork",
      8: "Ready for production",
      9: "In production",
      10: "Ready for shipment",
      11: "Shipped to main facility",
      12: "Sent to customer",
      13: "Quality inspection",
      14: "On hold",
      15: "In design",
      16: "Customer preview",
      17: "Packing facility",
      18: "Rework",
      19: "Customer preview approved",
      20: "Finished without shipping",
      21: "Awaiting direct shipment",
      22: "Awaiting customization",
    });
    for (const [key, id] of Object.entries(ORDER_ITEM_STATUS)) {
      expect(orderItemStatusName(id).toLowerCase().replace(/ /g, ""), key).toBe(key.toLowerCase());
    }
  });

  it("accepts only whole numbers from 1 to 22", () => {
    for (const id of ALL_STATUSES) expect(isOrderItemStatusId(id)).toBe(true);
    for (const bad of [0, 23, -1, 2.5, NaN, "2", null, undefined]) expect(isOrderItemStatusId(bad)).toBe(false);
    expect(orderItemStatusName(99)).toBe("Status 99");
  });

  it("reads a status by number or by name", () => {
    for (const id of ALL_STATUSES) {
      expect(parseOrderItemStatus(String(id))).toBe(id);
      expect(parseOrderItemStatus(orderItemStatusName(id))).toBe(id);
      expect(parseOrderItemStatus(orderItemStatusName(id).toUpperCase().replace(/ /g, "-"))).toBe(id);
    }
    expect(parseOrderItemStatus(" in_production ")).toBe(9);
    for (const bad of ["0", "23", "", "shipped", "9a", "1.5", "-3"]) expect(parseOrderItemStatus(bad)).toBeNull();
  });
});

describe("order item kinds", () => {
  it("tells made-to-order, ready-made, digital and instant-digital items apart", () => {
    expect(orderItemKind({ type_id: "bundle" })).toBe("made-to-order");
    expect(orderItemKind({ type_id: "simple" })).toBe("ready-made");
    expect(orderItemKind({ type_id: "virtual" })).toBe("digital");
    expect(orderItemKind({ type_id: "downloadable" })).toBe("instant-digital");
    expect(orderItemKind({ type_id: "virtual", giftCard: true })).toBe("instant-digital");
    expect(orderItemKind({ type_id: "virtual", giftCard: true, giftcardShipped: true })).toBe("ready-made");
  });

  it("has documented paths that start created and end completed", () => {
    expect(PROGRESS_PATHS["made-to-order"]).toEqual([2, 15, 16, 19, 9, 13, 10, 12]);
    expect(PROGRESS_PATHS["ready-made"]).toEqual([2, 10, 12]);
    expect(PROGRESS_PATHS.digital).toEqual([2, 15, 20]);
    expect(PROGRESS_PATHS["instant-digital"]).toEqual([2, 20]);
    for (const kind of KINDS) {
      const path = PROGRESS_PATHS[kind];
      expect(path[0]).toBe(ORDER_ITEM_STATUS.created);
      expect(COMPLETED_STATUSES).toContain(path[path.length - 1]);
    }
  });
});

describe("status list and progress tracker", () => {
  it("puts every status but cancelled and on hold in the list, in its place", () => {
    for (const kind of KINDS) {
      for (const id of ALL_STATUSES) {
        const list = statusListFor(kind, id).map((s) => s.id);
        if (id === 3 || id === 14) {
          expect(list, `${kind} ${id}`).toEqual(PROGRESS_PATHS[kind]);
        } else {
          expect(list, `${kind} ${id}`).toContain(id);
          // The kind's own steps keep their order around it.
          expect(list.filter((x) => x !== id || PROGRESS_PATHS[kind].includes(x as never))).toEqual(PROGRESS_PATHS[kind]);
        }
        expect(new Set(list).size).toBe(list.length);
      }
    }
  });

  it("places detours where they happen", () => {
    const ids = (kind: OrderItemKind, id: number) => statusListFor(kind, id).map((s) => s.id);
    expect(ids("made-to-order", 18)).toEqual([2, 15, 16, 18, 19, 9, 13, 10, 12]);
    expect(ids("made-to-order", 22)).toEqual([2, 22, 15, 16, 19, 9, 13, 10, 12]);
    expect(ids("made-to-order", 11)).toEqual([2, 15, 16, 19, 9, 13, 10, 11, 12]);
    expect(ids("made-to-order", 1)).toEqual([1, 2, 15, 16, 19, 9, 13, 10, 12]);
    expect(ids("ready-made", 17)).toEqual([2, 10, 17, 12]);
    expect(ids("digital", 16)).toEqual([2, 15, 16, 20]);
    expect(ids("ready-made", 20)).toEqual([2, 10, 12, 20]);
    expect(statusListFor("ready-made", 2)).toEqual([
      { id: 2, name: "Created" },
      { id: 10, name: "Ready for shipment" },
      { id: 12, name: "Sent to customer" },
    ]);
  });

  it("flags cancelled and completed items", () => {
    for (const id of ALL_STATUSES) {
      const t = progressTrackerFor("made-to-order", id);
      expect(t.status_id).toBe(id);
      expect(t.cancelled).toBe(id === 3);
      expect(t.completed).toBe(id === 12 || id === 20);
    }
  });
});

describe("progress view (spec §4 'Order item progress')", () => {
  it("shows the notices instead of a tracker for cancelled, completed and on-hold items", () => {
    expect(progressView(subject(progressTrackerFor("made-to-order", 3)))).toEqual({
      type: "notice",
      notice: "cancelled",
      message: "Order is Cancelled",
    });
    expect(progressView(subject(progressTrackerFor("made-to-order", 12)))).toMatchObject({ message: "Order is Completed" });
    expect(progressView(subject(progressTrackerFor("digital", 20)))).toMatchObject({ message: "Order is Completed" });
    expect(progressView(subject(progressTrackerFor("made-to-order", 14)))).toMatchObject({ message: "Order is On Hold" });
    expect(PROGRESS_NOTICES).toEqual({ cancelled: "Order is Cancelled", completed: "Order is Completed", onHold: "Order is On Hold" });
  });

  it("needs an active status in the list", () => {
    expect(progressView(subject(tracker([2, 10, 12], 9)))).toEqual({ type: "none" });
    expect(progressView(subject(tracker([], 2)))).toEqual({ type: "none" });
  });

  it("hides the tracker while an action blocks progress", () => {
    const blocked = subject(progressTrackerFor("made-to-order", 22), {
      available_actions: [{ blocking_progress: false }, { blocking_progress: true }],
    });
    expect(progressView(blocked)).toEqual({ type: "none" });
    const free = subject(progressTrackerFor("made-to-order", 22), { available_actions: [{ blocking_progress: false }] });
    expect(progressView(free).type).toBe("tracker");
  });

  it("removes on hold from the list", () => {
    const view = progressView(subject(tracker([2, 14, 10, 12], 10)));
    expect(view.type === "tracker" && view.steps.map((s) => s.id)).toEqual([2, 10, 12]);
    expect(view).toMatchObject({ current: 2, total: 3 });
  });

  it("marks the steps before the active one completed, and all of them when the last is active", () => {
    const view = progressView(subject(tracker([2, 15, 16, 9, 12], 16)));
    expect(view.type === "tracker" && view.steps.map((s) => [s.id, s.completed, s.active])).toEqual([
      [2, true, false],
      [15, true, false],
      [16, false, true],
      [9, false, false],
      [12, false, false],
    ]);
    const last = progressView(subject(tracker([2, 15, 16], 16)));
    expect(last.type === "tracker" && last.steps.every((s) => s.completed)).toBe(true);
    const first = progressView(subject(tracker([2, 15, 16], 2)));
    expect(first.type === "tracker" && first.steps.some((s) => s.completed)).toBe(false);
  });

  it("shows at most 3 steps horizontally: first, last and the active one, or its neighbour at the ends", () => {
    expect(horizontalIndexes(1, 0)).toEqual([0]);
    expect(horizontalIndexes(2, 1)).toEqual([0, 1]);
    expect(horizontalIndexes(3, 0)).toEqual([0, 1, 2]);
    for (let total = 4; total <= 10; total++) {
      for (let active = 0; active < total; active++) {
        const shown = horizontalIndexes(total, active);
        expect(shown).toHaveLength(3);
        expect(shown[0]).toBe(0);
        expect(shown[2]).toBe(total - 1);
        const expected = active === 0 ? 1 : active === total - 1 ? total - 2 : active;
        expect(shown[1], `${active} of ${total}`).toBe(expected);
      }
    }
  });

  it("names only the first, the last and the active step", () => {
    const list = PROGRESS_PATHS["made-to-order"];
    const named = (active: number) => {
      const view = progressView(subject(tracker([...list], active)));
      return view.type === "tracker" ? view.horizontal.map((s) => [s.id, s.showName]) : null;
    };
    expect(named(2)).toEqual([
      [2, true],
      [15, false],
      [12, true],
    ]);
    expect(named(9)).toEqual([
      [2, true],
      [9, true],
      [12, true],
    ]);
    // The last step is active only for a list that does not end completed.
    const view = progressView(subject(tracker([2, 15, 16, 19], 19)));
    expect(view.type === "tracker" && view.horizontal.map((s) => [s.id, s.showName])).toEqual([
      [2, true],
      [16, false],
      [19, true],
    ]);
    const short = progressView(subject(tracker([2, 10, 12], 2)));
    expect(short.type === "tracker" && short.horizontal.map((s) => s.showName)).toEqual([true, false, true]);
  });

  it("uses the vertical tracker only for more than 3 steps, with Step n of total", () => {
    const long = progressView(subject(progressTrackerFor("made-to-order", 9)));
    expect(long).toMatchObject({ type: "tracker", current: 5, total: 8, vertical: { label: "Step 5 of 8" } });
    const short = progressView(subject(progressTrackerFor("ready-made", 10)));
    expect(short).toMatchObject({ type: "tracker", current: 2, total: 3, vertical: null });
  });

  it("shows shipment info with a tracker when there are shipments or an estimated date", () => {
    const t = progressTrackerFor("made-to-order", 10);
    expect(progressView(subject(t))).toMatchObject({ showShipmentInfo: false });
    expect(progressView(subject(t, { estimated_shipment_date: "2030-01-02" }))).toMatchObject({ showShipmentInfo: true });
    expect(progressView(subject(t, { shipments: [{}] }))).toMatchObject({ showShipmentInfo: true });
    // No tracker, no shipment info.
    const done = progressView(subject(progressTrackerFor("made-to-order", 12), { shipments: [{}] }));
    expect(done).not.toHaveProperty("showShipmentInfo");
  });

  it("draws a tracker for every open status of every kind", () => {
    for (const kind of KINDS) {
      for (const id of ALL_STATUSES) {
        const view = progressView(subject(progressTrackerFor(kind, id)));
        const expected = id === 3 || id === 14 || id === 12 || id === 20 ? "notice" : "tracker";
        expect(view.type, `${kind} ${id}`).toBe(expected);
        if (view.type === "tracker") {
          expect(view.steps[view.current - 1]!.id).toBe(id);
          expect(view.horizontal.some((s) => s.active)).toBe(true);
        }
      }
    }
  });
});

describe("shipment info (spec §2, issue 19 items 6 and 15)", () => {
  const ups = { carrier_code: "ups", tracking_number: "1Z999AA10123456784", shipment_date: "2030-02-27" };
  const item = (statusId: number, shipments: (typeof ups)[], estimate: string | null) => ({
    ...subject(progressTrackerFor("made-to-order", statusId), { shipments, estimated_shipment_date: estimate }),
    shipments,
  });

  it("shows the estimate beside the tracker until something ships", () => {
    const waiting = item(ORDER_ITEM_STATUS.inProduction, [], "2030-03-01");
    expect(shipmentInfoOf(waiting, progressView(waiting))).toEqual({ estimate: "2030-03-01", shipments: [] });
    const none = item(ORDER_ITEM_STATUS.inProduction, [], null);
    expect(shipmentInfoOf(none, progressView(none))).toBeNull();
  });

  it("keeps carrier, tracking number, its page and date on a completed item, without the estimate", () => {
    const delivered = item(ORDER_ITEM_STATUS.sentToCustomer, [ups], "2030-03-01");
    expect(progressView(delivered)).toMatchObject({ type: "notice", message: "Order is Completed" });
    expect(shipmentInfoOf(delivered, progressView(delivered))).toEqual({
      estimate: null,
      shipments: [{ carrier: "ups", trackingNumber: "1Z999AA10123456784", date: "2030-02-27", trackingUrl: "https://www.ups.com/track?tracknum=1Z999AA10123456784" }],
    });
  });
});
