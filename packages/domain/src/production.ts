/**
 * Which status moves staff may make on an order item (issue "Back office I"). Cancelling returns stock and
 * money, and holding remembers where the item was, so both are actions of their own rather than moves; no
 * item goes back to draft; a cancelled item stays cancelled and one on hold is released first.
 */
import { ORDER_ITEM_STATUS as S, ORDER_ITEM_STATUS_NAMES, type OrderItemKind, type OrderItemStatusId } from "./order-progress.ts";

const NOT_A_MOVE: ReadonlySet<number> = new Set([S.draft, S.cancelled, S.onHold]);

/** Why an item in `from` cannot be moved to `to`, or null when it can. */
export function statusMoveError(from: number, to: number): string | null {
  if (from === S.cancelled) return "The item is cancelled; it cannot move any more.";
  if (from === S.onHold && to !== S.onHold) return "The item is on hold: release it first.";
  if (to === S.cancelled) return "Cancel the item with the order's Cancel action, which also returns its stock and payment.";
  if (to === S.onHold) return "Put the item on hold with the Hold action, so that Release can bring it back.";
  if (to === S.draft) return "An ordered item cannot go back to draft.";
  return null;
}

/** The statuses an item in `from` may be moved to (its own status left out). */
export function statusTargets(from: number): { statusId: OrderItemStatusId; name: string }[] {
  if (from === S.cancelled || from === S.onHold) return [];
  return (Object.keys(ORDER_ITEM_STATUS_NAMES).map(Number) as OrderItemStatusId[])
    .filter((id) => id !== from && !NOT_A_MOVE.has(id))
    .map((statusId) => ({ statusId, name: ORDER_ITEM_STATUS_NAMES[statusId] }));
}

/**
 * Adding a shipment is the item leaving for the shopper: it moves to Sent to customer, so the tracker, the
 * estimate and the shipment never contradict each other. A handmade item ships once it is made (quality
 * inspection or later); an item delivered without shipping has nothing to ship.
 */
export const SHIPPED_STATUS = S.sentToCustomer;

/** Made-to-order statuses from which the item may leave: it is made. */
const MADE: ReadonlySet<number> = new Set([
  S.qualityInspection,
  S.readyForShipment,
  S.shippedToMainFacility,
  S.packingFacility,
  S.awaitingDirectShipment,
  S.sentToCustomer,
]);

/** Why a shipment cannot be added to an item of this kind in this status, or null when it can. */
export function shipmentError(kind: OrderItemKind, from: number): string | null {
  if (from === S.cancelled) return "The item is cancelled; it cannot be shipped.";
  if (from === S.onHold) return "The item is on hold: release it before shipping it.";
  if (kind === "digital" || kind === "instant-digital") return "The item is delivered without shipping; it has nothing to ship.";
  if (kind === "made-to-order" && !MADE.has(from)) {
    return `The item is at ${ORDER_ITEM_STATUS_NAMES[from as OrderItemStatusId] ?? `status ${from}`}: a handmade item ships once it is made (Quality inspection or later).`;
  }
  return null;
}
