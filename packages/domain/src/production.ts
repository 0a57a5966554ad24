/**
 * Which status moves staff may make on an order item (issue "Back office I"). Cancelling returns stock and
 * money, and holding remembers where the item was, so both are actions of their own rather than moves; no
 * item goes back to draft; a cancelled item stays cancelled and one on hold is released first.
 */
import { ORDER_ITEM_STATUS as S, ORDER_ITEM_STATUS_NAMES, type OrderItemStatusId } from "./order-progress.ts";

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
