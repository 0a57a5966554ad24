/** Request and answer shapes of the order-history calls (spec §3 "Order (history)", §7 "User", "Orders and reviews"). */
import { z } from "zod";
import { ORDER_HISTORY_PAGE_SIZE } from "@petsies/domain";
import { jsonRowId } from "../../infra/schemas.ts";

export const MAX_PAGE_SIZE = 100;
export const SUGGESTIONS_PAGE_SIZE = 10;
export const MAX_SUGGESTIONS = 50;

const token = z.string().max(200).optional();
const whole = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);

export const orderHistoryQuery = z.object({
  token,
  pageSize: whole("pageSize", 1, MAX_PAGE_SIZE).default(ORDER_HISTORY_PAGE_SIZE),
  currentPage: whole("currentPage", 1, 1_000_000).default(1),
});

export const customerOrdersQuery = z.object({
  token,
  page_size: whole("page_size", 1, MAX_PAGE_SIZE).default(ORDER_HISTORY_PAGE_SIZE),
  current_page: whole("current_page", 1, 1_000_000).default(1),
});

export const suggestionsQuery = z.object({
  token,
  page_size: whole("page_size", 1, MAX_SUGGESTIONS).default(SUGGESTIONS_PAGE_SIZE),
});

const orderItemId = jsonRowId("order_item_id must be the id of an order item");
export const reorderBody = z.object({ order_item_id: orderItemId });
export const reorderQuery = z.object({
  token,
  cartId: z.string({ error: "cartId is required" }).trim().min(1, "cartId is required").max(200),
});
export const tokenQuery = z.object({ token });

const action = z.object({
  code: z.string(),
  name: z.string(),
  message: z.string().nullable(),
  url: z.string().nullable(),
  blocking_progress: z.boolean(),
});

const historyItem = z.object({
  item_id: z.number(),
  display_id: z.string(),
  product: z.object({ sku: z.string(), name: z.string(), thumbnail: z.string() }),
  quantity: z.number(),
  available_actions: z.array(action),
  shipments: z.array(z.object({ carrier_code: z.string(), tracking_number: z.string(), shipment_date: z.string() })),
  estimated_shipment_date: z.string().nullable(),
  extension_attributes: z.object({
    customizations: z.array(z.unknown()),
    customization_states: z.array(z.unknown()),
    support_bulk_customization: z.boolean(),
    gift_cards: z.array(z.object({ code: z.string(), amount: z.string(), delivery: z.string() })).optional(),
  }),
  progress_tracker: z.object({
    status_id: z.number(),
    status_list: z.array(z.object({ id: z.number(), name: z.string() })),
    cancelled: z.boolean(),
    completed: z.boolean(),
  }),
});

export const orderHistoryPage = z.object({
  items: z.array(
    z.object({ entity_id: z.number(), increment_id: z.string(), created_at: z.string(), items: z.array(historyItem) }),
  ),
  total_count: z.number(),
  page_size: z.number(),
  current_page: z.number(),
});

export const reorderedLine = z.object({ item_id: z.number(), sku: z.string(), qty: z.number() });
