import { COMPLETED_STATUSES, ORDER_ITEM_STATUS, orderItemStatusName, type OrderItemStatusId } from "@petsies/domain";

const S = ORDER_ITEM_STATUS;
const DONE: readonly number[] = COMPLETED_STATUSES;
const STOPPED: readonly number[] = [S.cancelled, S.rejected];
const WAITING: readonly number[] = [S.onHold, S.rework, S.awaitingArtwork, S.awaitingCustomization];

function tone(statusId: number): string {
  if (DONE.includes(statusId)) return "bg-emerald-100 text-emerald-900";
  if (STOPPED.includes(statusId)) return "bg-slate-200 text-slate-800";
  if (WAITING.includes(statusId)) return "bg-amber-100 text-amber-950";
  return "bg-indigo-100 text-indigo-900";
}

/** An item's production status as a small label; the colour only repeats what the words say. */
export function StatusBadge({ statusId, name }: { statusId: OrderItemStatusId | number; name?: string }) {
  return (
    <span className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${tone(statusId)}`}>{name ?? orderItemStatusName(statusId)}</span>
  );
}
