import { ORDER_ITEM_STATUS_NAMES, type OrderItemStatusId } from "@petsies/domain";

/** The 22 item statuses in number order, for the status filter. */
export const STATUS_OPTIONS = (Object.entries(ORDER_ITEM_STATUS_NAMES) as [string, string][]).map(([id, name]) => ({
  statusId: Number(id) as OrderItemStatusId,
  name,
}));
