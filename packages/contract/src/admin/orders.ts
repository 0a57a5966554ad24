import { z } from "zod";
import { isoDay, line, queryInt } from "./fields.ts";

export const statusId = z.number().int().min(1).max(22);

/**
 * GET /api/admin/orders — placed orders, server-paginated. `q` finds an increment id, an e-mail, a
 * customer's name or an item's sku; `status` keeps orders with at least one item in that status.
 */
export const ORDER_SORTS = ["created_desc", "created_asc", "total_desc", "total_asc"] as const;
export const orderListQuery = z.object({
  q: line(100).optional(),
  status: queryInt(1, 22).optional(),
  paymentMethod: line(40).optional(),
  paymentState: z.enum(["authorized", "pending", "declined"]).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  sort: z.enum(ORDER_SORTS).default("created_desc"),
  page: queryInt(1, 100_000).default(1),
  pageSize: queryInt(1, 100).default(25),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

export const orderListItem = z.object({
  id: z.number().int(),
  displayId: z.string(),
  sku: z.string(),
  name: z.string(),
  qty: z.number().int(),
  statusId,
  statusName: z.string(),
  estimatedShipmentDate: z.string().nullable(),
});
export const orderListRow = z.object({
  incrementId: z.string(),
  createdAt: z.string(),
  email: z.string(),
  customerName: z.string(),
  grandTotalCents: z.number().int(),
  currencyCode: z.string(),
  paymentMethodCode: z.string(),
  paymentMethodTitle: z.string(),
  paymentState: z.string(),
  items: z.array(orderListItem),
});
export type OrderListRow = z.infer<typeof orderListRow>;
export const orderListAnswer = z.object({
  orders: z.array(orderListRow),
  /** How many orders match, counted up to 10,000; totalCapped says there are more ("10,000+"). */
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OrderListAnswer = z.infer<typeof orderListAnswer>;

/** GET /api/admin/orders/board — items of placed orders per status, for the production board. */
export const statusBoardAnswer = z.object({
  statuses: z.array(z.object({ statusId, name: z.string(), count: z.number().int() })),
});
export type StatusBoardAnswer = z.infer<typeof statusBoardAnswer>;

/** An address as the order holds it (spec §3 address fields). */
export const orderAddress = z.object({
  firstname: z.string().optional(),
  lastname: z.string().optional(),
  company: z.string().optional(),
  street: z.array(z.string()).optional(),
  city: z.string().optional(),
  region: z.string().optional(),
  postcode: z.string().optional(),
  country_id: z.string().optional(),
  telephone: z.string().optional(),
}).passthrough();

export const orderItemDetail = orderListItem.extend({
  typeId: z.string(),
  priceCents: z.number().int(),
  /** made-to-order, ready-made, digital, instant-digital (packages/domain order-progress.ts). */
  kind: z.string(),
  /** The statuses staff may move this item to (hold, release and cancel have actions of their own). */
  allowedStatuses: z.array(z.object({ statusId, name: z.string() })),
  onHold: z.boolean(),
  /** The plushie's short code artists file the work under, when the item is a custom plush. */
  plushieShortCode: z.string().nullable(),
  /** The shopper's choices as the cart shows them: label and value text. */
  options: z.array(z.object({ label: z.string(), value: z.string() })),
  /** The shopper's uploaded photos: a large view and the original to download. */
  photos: z.array(z.object({ label: z.string(), url: z.string(), downloadUrl: z.string() })),
  shipments: z.array(z.object({ carrierCode: z.string(), trackingNumber: z.string(), shipmentDate: z.string() })),
  log: z.array(z.object({ statusId, statusName: z.string(), note: z.string(), changedBy: z.string(), changedAt: z.string() })),
});
export type OrderItemDetail = z.infer<typeof orderItemDetail>;

/** GET /api/admin/orders/:incrementId */
export const orderDetailAnswer = z.object({
  incrementId: z.string(),
  createdAt: z.string(),
  email: z.string(),
  customerId: z.number().int().nullable(),
  customerName: z.string(),
  telephone: z.string().nullable(),
  shippingAddress: orderAddress.nullable(),
  billingAddress: orderAddress,
  shippingMethodCode: z.string(),
  couponCode: z.string().nullable(),
  totals: z.object({
    subtotalCents: z.number().int(),
    discountCents: z.number().int(),
    taxCents: z.number().int(),
    shippingCents: z.number().int(),
    giftCardCents: z.number().int(),
    grandTotalCents: z.number().int(),
    currencyCode: z.string(),
  }),
  payment: z.object({ methodCode: z.string(), methodTitle: z.string(), state: z.string(), reference: z.string().nullable() }),
  items: z.array(orderItemDetail),
  /** Given back so far (pending refunds included), and what may still be refunded. */
  refundedCents: z.number().int(),
  refundableCents: z.number().int(),
  refunds: z.array(
    z.object({
      id: z.number().int(),
      amountCents: z.number().int(),
      /** provider: through the payment provider; manual: recorded here, paid back by hand (check, cash). */
      method: z.enum(["provider", "manual"]),
      status: z.enum(["pending", "succeeded", "failed"]),
      providerReference: z.string().nullable(),
      failure: z.string().nullable(),
      reason: z.string(),
      itemIds: z.array(z.number().int()),
      staffEmail: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** Every e-mail sent about this order, oldest first. */
  emails: z.array(z.object({ kind: z.string(), to: z.string(), subject: z.string(), sentAt: z.string() })),
});
export type OrderDetailAnswer = z.infer<typeof orderDetailAnswer>;

const note = line(200).optional();

/** POST /api/admin/order-items/:id/status */
export const itemStatusBody = z.object({ statusId, note });
/**
 * POST /api/admin/order-items/bulk-status — the same move for several items (of one order or many); all
 * or nothing. Answers how many items changed (items already in the status count as unchanged).
 */
export const bulkStatusBody = z.object({ itemIds: z.array(z.number().int().min(1).max(2_147_483_647)).min(1, "Select at least one item").max(200, "At most 200 items at once"), statusId, note });
export const bulkStatusAnswer = z.object({ changed: z.number().int() });
/** POST /api/admin/order-items/:id/shipments — date: today when not given. */
export const shipmentBody = z.object({
  carrier: line(60).min(1, "Enter the carrier"),
  tracking: line(100).min(1, "Enter the tracking number"),
  date: isoDay.optional(),
  note,
});
/** POST /api/admin/order-items/:id/estimate */
export const estimateBody = z.object({ date: isoDay, note });
/** POST /api/admin/order-items/:id/hold and …/release */
export const holdBody = z.object({ note });

/** Every single-item action answers the order as it is now. */
export const itemActionAnswer = orderDetailAnswer;

/** GET /api/admin/dashboard */
export const dashboardAnswer = z.object({
  today: z.object({ orders: z.number().int(), revenueCents: z.number().int() }),
  month: z.object({ orders: z.number().int(), revenueCents: z.number().int() }),
  /** Revenue is in the base currency (USD cents), whatever the shopper paid in. */
  currencyCode: z.string(),
  statuses: statusBoardAnswer.shape.statuses,
  /** Items not yet shipped whose estimated shipment date has passed. */
  late: z.array(orderListItem.extend({ incrementId: z.string() })),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswer>;

/** One click's key: the app makes a new one each time a cancel or refund dialog opens; repeats are one action. */
const requestKey = z.string().uuid("Reload the page and try again");
const reason = line(200).min(1, "Say why (the customer sees this in the e-mail)");

/**
 * POST /api/admin/orders/:incrementId/cancel (owner, support) — cancel some items (itemIds) or every item
 * not yet cancelled: their stock returns, and when the whole order is cancelled its gift card amounts too.
 * refundCents: what to give back (default: the cancelled items' price with their tax, less discounts; the
 * whole order: everything charged not yet refunded); 0 refunds nothing. Answers the order as it is now.
 */
export const cancelBody = z.object({
  itemIds: z.array(z.number().int().min(1).max(2_147_483_647)).min(1, "Select at least one item").max(200).optional(),
  refundCents: z.number().int().min(0, "The refund cannot be negative").max(100_000_000).optional(),
  reason,
  requestKey,
});
export type CancelBody = z.infer<typeof cancelBody>;

/** POST /api/admin/orders/:incrementId/refunds (owner, support up to their limit) — give money back. */
export const refundBody = z.object({
  amountCents: z.number().int().min(1, "Enter an amount above 0").max(100_000_000),
  reason,
  requestKey,
});
export type RefundBody = z.infer<typeof refundBody>;
