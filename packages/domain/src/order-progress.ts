/**
 * Order item progress (spec §3 "Order statuses (numeric)", §4 "Order item progress", reference facts
 * "Horizontal tracker"). The API builds each order item's `progress_tracker` with progressTrackerFor; the
 * order-history page turns it into what to draw with progressView.
 */
import { isShippedItem, type CartLineKind } from "./cart.ts";
import { trackingUrl } from "./carriers.ts";

export const ORDER_ITEM_STATUS = {
  draft: 1,
  created: 2,
  cancelled: 3,
  review: 4,
  approved: 5,
  rejected: 6,
  awaitingArtwork: 7,
  readyForProduction: 8,
  inProduction: 9,
  readyForShipment: 10,
  shippedToMainFacility: 11,
  sentToCustomer: 12,
  qualityInspection: 13,
  onHold: 14,
  inDesign: 15,
  customerPreview: 16,
  packingFacility: 17,
  rework: 18,
  customerPreviewApproved: 19,
  finishedWithoutShipping: 20,
  awaitingDirectShipment: 21,
  awaitingCustomization: 22,
} as const;

export type OrderItemStatusId = (typeof ORDER_ITEM_STATUS)[keyof typeof ORDER_ITEM_STATUS];

const S = ORDER_ITEM_STATUS;

/** The names shoppers and staff see, in the spec's words. */
export const ORDER_ITEM_STATUS_NAMES: Readonly<Record<OrderItemStatusId, string>> = {
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
};

export function isOrderItemStatusId(value: unknown): value is OrderItemStatusId {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 22;
}

export function orderItemStatusName(id: number): string {
  return isOrderItemStatusId(id) ? ORDER_ITEM_STATUS_NAMES[id] : `Status ${id}`;
}

/** A status by its number or its name in any case, words joined by spaces, hyphens or underscores ("in-production"). */
export function parseOrderItemStatus(text: string): OrderItemStatusId | null {
  const t = text.trim();
  if (/^\d{1,2}$/.test(t)) return isOrderItemStatusId(Number(t)) ? (Number(t) as OrderItemStatusId) : null;
  const key = t.toLowerCase().replace(/[\s_-]+/g, " ");
  const found = Object.entries(ORDER_ITEM_STATUS_NAMES).find(([, name]) => name.toLowerCase() === key);
  return found ? (Number(found[0]) as OrderItemStatusId) : null;
}

/** The end of the road: shipped to the shopper, or done without shipping (a file, an e-mailed card). */
export const COMPLETED_STATUSES: readonly OrderItemStatusId[] = [S.sentToCustomer, S.finishedWithoutShipping];

/**
 * How an item is made decides the steps it goes through:
 * - made-to-order: the handmade and printed custom products (the creation-page bundles);
 * - ready-made: stocked goods that are packed and posted (accessories, apparel, a posted gift card);
 * - digital: drawn by an artist and delivered as a file (the digital portrait);
 * - instant-digital: ready at once (a download, an e-mailed gift card).
 */
export type OrderItemKind = "made-to-order" | "ready-made" | "digital" | "instant-digital";

export function orderItemKind(item: CartLineKind): OrderItemKind {
  if (!isShippedItem(item)) {
    return item.type_id === "downloadable" || item.giftCard ? "instant-digital" : "digital";
  }
  return item.type_id === "bundle" ? "made-to-order" : "ready-made";
}

/**
 * The usual steps of each kind. A made-to-order plush is designed from the photos, shown to the shopper
 * (customer preview) until approved, sewn, inspected, then posted. Statuses that are detours (rework,
 * awaiting artwork, …) join the list only while an item is in them; see statusListFor.
 */
export const PROGRESS_PATHS: Readonly<Record<OrderItemKind, readonly OrderItemStatusId[]>> = {
  "made-to-order": [
    S.created,
    S.inDesign,
    S.customerPreview,
    S.customerPreviewApproved,
    S.inProduction,
    S.qualityInspection,
    S.readyForShipment,
    S.sentToCustomer,
  ],
  "ready-made": [S.created, S.readyForShipment, S.sentToCustomer],
  digital: [S.created, S.inDesign, S.finishedWithoutShipping],
  "instant-digital": [S.created, S.finishedWithoutShipping],
};

/**
 * Every step in the order it happens, so a status off an item's usual path is shown where it belongs.
 * Cancelled and on hold are states rather than steps and are never in a list.
 */
const TIMELINE: readonly OrderItemStatusId[] = [
  S.draft,
  S.created,
  S.awaitingCustomization,
  S.awaitingArtwork,
  S.review,
  S.rejected,
  S.approved,
  S.inDesign,
  S.customerPreview,
  S.rework,
  S.customerPreviewApproved,
  S.readyForProduction,
  S.inProduction,
  S.qualityInspection,
  S.readyForShipment,
  S.shippedToMainFacility,
  S.packingFacility,
  S.awaitingDirectShipment,
  S.sentToCustomer,
  S.finishedWithoutShipping,
];
const TIMELINE_RANK = new Map(TIMELINE.map((id, i) => [id, i]));

export interface StatusListEntry {
  id: number;
  name: string;
}

/** The item's kind's steps, plus its current status in its place when that is a detour. */
export function statusListFor(kind: OrderItemKind, statusId: number): StatusListEntry[] {
  const ids: number[] = [...PROGRESS_PATHS[kind]];
  if (TIMELINE_RANK.has(statusId as OrderItemStatusId) && !ids.includes(statusId)) {
    ids.push(statusId);
    ids.sort((a, b) => TIMELINE_RANK.get(a as OrderItemStatusId)! - TIMELINE_RANK.get(b as OrderItemStatusId)!);
  }
  return ids.map((id) => ({ id, name: orderItemStatusName(id) }));
}

/** spec §3 "Order item" progress_tracker. */
export interface ProgressTracker {
  status_id: number;
  status_list: StatusListEntry[];
  cancelled: boolean;
  completed: boolean;
}

export function progressTrackerFor(kind: OrderItemKind, statusId: number): ProgressTracker {
  return {
    status_id: statusId,
    status_list: statusListFor(kind, statusId),
    cancelled: statusId === S.cancelled,
    completed: (COMPLETED_STATUSES as readonly number[]).includes(statusId),
  };
}

/** The texts shown instead of a tracker (spec §4). */
export const PROGRESS_NOTICES = {
  cancelled: "Order is Cancelled",
  completed: "Order is Completed",
  onHold: "Order is On Hold",
} as const;

export type ProgressNotice = keyof typeof PROGRESS_NOTICES;

export interface TrackerStep {
  id: number;
  name: string;
  active: boolean;
  /** Steps before the active one; all of them when the last step is active. */
  completed: boolean;
}

export interface HorizontalStep extends TrackerStep {
  /** Only the first, the last and the active step carry their name. */
  showName: boolean;
}

export type ProgressView =
  | { type: "notice"; notice: ProgressNotice; message: string }
  /** No tracker: the status is not in the list, or an action blocks progress (the actions speak instead). */
  | { type: "none" }
  | {
      type: "tracker";
      steps: TrackerStep[];
      /** 1-based position of the active step, and the number of steps. */
      current: number;
      total: number;
      /** At most 3 steps: first, last, and the active one (the second or second-to-last at the ends). */
      horizontal: HorizontalStep[];
      /** Only with more than 3 steps: "Step {current} of {total}". */
      vertical: { label: string } | null;
      /** Estimated shipment date, shipments with carrier and tracking number. */
      showShipmentInfo: boolean;
    };

/** The parts of an order-history item (spec §3) that decide how its progress is shown. */
export interface ProgressSubject {
  progress_tracker: ProgressTracker;
  available_actions: readonly { blocking_progress: boolean }[];
  shipments: readonly unknown[];
  estimated_shipment_date: string | null;
}

export function stepLabel(current: number, total: number): string {
  return `Step ${current} of ${total}`;
}

/** The steps a tracker of `steps` shows horizontally, by index into `steps`. */
export function horizontalIndexes(total: number, active: number): number[] {
  if (total <= 3) return Array.from({ length: total }, (_, i) => i);
  const middle = active === 0 ? 1 : active === total - 1 ? total - 2 : active;
  return [0, middle, total - 1];
}

export function progressView(item: ProgressSubject): ProgressView {
  const tracker = item.progress_tracker;
  if (tracker.cancelled) return notice("cancelled");
  if (tracker.completed) return notice("completed");
  if (tracker.status_id === S.onHold) return notice("onHold");

  const list = tracker.status_list.filter((s) => s.id !== S.onHold);
  const active = list.findIndex((s) => s.id === tracker.status_id);
  if (active < 0 || item.available_actions.some((a) => a.blocking_progress)) return { type: "none" };

  const last = list.length - 1;
  const steps: TrackerStep[] = list.map((s, i) => ({
    id: s.id,
    name: s.name,
    active: i === active,
    completed: active === last || i < active,
  }));
  const horizontal = horizontalIndexes(list.length, active).map((i) => ({
    ...steps[i]!,
    showName: i === 0 || i === last || i === active,
  }));
  return {
    type: "tracker",
    steps,
    current: active + 1,
    total: list.length,
    horizontal,
    vertical: list.length > 3 ? { label: stepLabel(active + 1, list.length) } : null,
    showShipmentInfo: item.shipments.length > 0 || item.estimated_shipment_date !== null,
  };
}

function notice(which: ProgressNotice): ProgressView {
  return { type: "notice", notice: which, message: PROGRESS_NOTICES[which] };
}

export interface ShipmentLine {
  carrier: string;
  trackingNumber: string;
  /** YYYY-MM-DD. */
  date: string;
  /** The carrier's tracking page, or null for a carrier we have no page for. */
  trackingUrl: string | null;
}

export interface ShipmentInfo {
  /** The estimated shipment date (YYYY-MM-DD), only while the item is on its way there and nothing shipped. */
  estimate: string | null;
  shipments: ShipmentLine[];
}

/**
 * The shipment info an item shows (spec §2 "Shipment info"), or null for none. A shipment stays shown once
 * the item is completed (delivered items keep their carrier and tracking number); the estimate shows only
 * beside a tracker and until something has shipped, when it is no longer an estimate.
 */
export function shipmentInfoOf(
  item: { shipments: readonly { carrier_code: string; tracking_number: string; shipment_date: string }[]; estimated_shipment_date: string | null },
  view: ProgressView,
): ShipmentInfo | null {
  const shipments = item.shipments.map((s) => ({
    carrier: s.carrier_code,
    trackingNumber: s.tracking_number,
    date: s.shipment_date,
    trackingUrl: trackingUrl(s.carrier_code, s.tracking_number),
  }));
  const estimate = view.type === "tracker" && shipments.length === 0 ? item.estimated_shipment_date : null;
  return shipments.length > 0 || estimate ? { estimate, shipments } : null;
}
