import type { OrderItemDetail } from "@petsies/contract/admin";
import { ORDER_ITEM_STATUS } from "@petsies/domain";

/** A cancelled item is done with: no selecting, no actions, and cancelling the order leaves it out. */
export function isCancelled(item: Pick<OrderItemDetail, "statusId">): boolean {
  return item.statusId === ORDER_ITEM_STATUS.cancelled;
}
