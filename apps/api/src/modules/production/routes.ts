/**
 * The back office's order calls (issue "Back office I"): the order list, the production board, the
 * dashboard, one order, the item actions (every role) and cancelling and refunding (owners and support).
 * Every change goes through the production service or cancellation.ts, which log it on the item and in
 * the audit log.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorAnswer } from "@petsies/contract";
import {
  bulkStatusAnswer,
  bulkStatusBody,
  cancelBody,
  dashboardAnswer,
  estimateBody,
  holdBody,
  itemActionAnswer,
  itemStatusBody,
  orderDetailAnswer,
  orderListAnswer,
  orderListQuery,
  refundBody,
  shipmentBody,
  statusBoardAnswer,
  type StaffRole,
} from "@petsies/contract/admin";
import type { Db } from "../../db/client.ts";
import { ok, okSchema } from "../../infra/envelope.ts";
import { rowId } from "../../infra/schemas.ts";
import { ALL_STAFF, actorOf, sessionOf, staffOnly } from "../staff/access.ts";
import { cancelItems, refundOrder } from "./cancellation.ts";
import { dashboard, listOrders, statusBoard } from "./order-list.ts";
import { staffOrderView } from "./order-view.ts";
import { addShipment, holdItem, releaseItem, setEstimatedShipment, setItemsStatus, setItemStatus, type ChangeResult } from "./service.ts";

const failures = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 429: errorAnswer };
const itemParams = z.object({ id: rowId("id") });
const orderParams = z.object({ incrementId: z.string().trim().min(1).max(32).regex(/^[0-9A-Za-z-]+$/, "Not an order number") });

/** Who changes an item: the member's name on the item's log, the member in the audit log. */
function changedBy(req: FastifyRequest) {
  const { staff } = sessionOf(req);
  return { by: staff.name || staff.email, actor: actorOf(req) };
}

export function productionRoutes(app: FastifyInstance, db: Db) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["back office"];
  const staff = staffOnly(db, { roles: ALL_STAFF });
  const orderOf = async (result: ChangeResult) => ok(await staffOrderView(db, result.item.incrementId));

  r.get(
    "/api/admin/orders",
    {
      onRequest: staff,
      schema: { tags, summary: "Placed orders with their items: search, filters, sort and pages", querystring: orderListQuery, response: { 200: okSchema(orderListAnswer), ...failures } },
    },
    async (req) => ok(await listOrders(db, req.query)),
  );

  r.get(
    "/api/admin/orders/board",
    { onRequest: staff, schema: { tags, summary: "Items of placed orders per production status", response: { 200: okSchema(statusBoardAnswer), ...failures } } },
    async () => ok(await statusBoard(db)),
  );

  r.get(
    "/api/admin/dashboard",
    { onRequest: staff, schema: { tags, summary: "Orders and revenue today and this month, the board, late items", response: { 200: okSchema(dashboardAnswer), ...failures } } },
    async () => ok(await dashboard(db)),
  );

  r.get(
    "/api/admin/orders/:incrementId",
    { onRequest: staff, schema: { tags, summary: "One order with everything the team works from", params: orderParams, response: { 200: okSchema(orderDetailAnswer), ...failures } } },
    async (req) => ok(await staffOrderView(db, req.params.incrementId)),
  );

  const cancellers = staffOnly(db, { roles: ["owner", "support"] });
  const who = (req: FastifyRequest) => {
    const { staff: member } = sessionOf(req);
    return { actor: actorOf(req), name: member.name || member.email, role: member.role as StaffRole, refundLimitCents: member.refundLimitCents };
  };

  r.post(
    "/api/admin/orders/:incrementId/cancel",
    {
      onRequest: cancellers,
      schema: {
        tags,
        summary: "Cancel items or the whole order: stock and gift card amounts return, the payment is refunded, the shopper is e-mailed",
        description: "Owners and support. A repeat with the same requestKey does nothing more. 403 refund_limit: above the member's refund limit.",
        params: orderParams,
        body: cancelBody,
        response: { 200: okSchema(orderDetailAnswer), ...failures },
      },
    },
    async (req) => {
      await cancelItems(db, { incrementId: req.params.incrementId, ...req.body, by: who(req) });
      return ok(await staffOrderView(db, req.params.incrementId));
    },
  );

  r.post(
    "/api/admin/orders/:incrementId/refunds",
    {
      onRequest: cancellers,
      schema: {
        tags,
        summary: "Give money back on an order, at most what was charged and not yet refunded",
        description: "Owners, and support up to their refund limit. Online methods refund through the provider; offline ones record a refund made by hand.",
        params: orderParams,
        body: refundBody,
        response: { 200: okSchema(orderDetailAnswer), ...failures },
      },
    },
    async (req) => {
      await refundOrder(db, { incrementId: req.params.incrementId, ...req.body, by: who(req) });
      return ok(await staffOrderView(db, req.params.incrementId));
    },
  );

  r.post(
    "/api/admin/order-items/:id/status",
    {
      onRequest: staff,
      schema: { tags, summary: "Move an item to a status, with a note", params: itemParams, body: itemStatusBody, response: { 200: okSchema(itemActionAnswer), ...failures } },
    },
    async (req) => orderOf(await setItemStatus(db, { orderItemId: req.params.id, statusId: req.body.statusId, note: req.body.note, ...changedBy(req) })),
  );

  r.post(
    "/api/admin/order-items/bulk-status",
    {
      onRequest: staff,
      schema: {
        tags,
        summary: "Move several items to one status: all or none",
        body: bulkStatusBody,
        response: { 200: okSchema(bulkStatusAnswer), ...failures },
      },
    },
    async (req) => {
      const results = await setItemsStatus(db, { orderItemIds: req.body.itemIds, statusId: req.body.statusId, note: req.body.note, ...changedBy(req) });
      return ok({ changed: results.filter((r) => r.changed).length });
    },
  );

  r.post(
    "/api/admin/order-items/:id/shipments",
    {
      onRequest: staff,
      schema: { tags, summary: "Add a shipment: carrier, tracking number, date", params: itemParams, body: shipmentBody, response: { 200: okSchema(itemActionAnswer), ...failures } },
    },
    async (req) => orderOf(await addShipment(db, { orderItemId: req.params.id, ...req.body, ...changedBy(req) })),
  );

  r.post(
    "/api/admin/order-items/:id/estimate",
    {
      onRequest: staff,
      schema: { tags, summary: "Set the estimated shipment date the shopper sees", params: itemParams, body: estimateBody, response: { 200: okSchema(itemActionAnswer), ...failures } },
    },
    async (req) => orderOf(await setEstimatedShipment(db, { orderItemId: req.params.id, ...req.body, ...changedBy(req) })),
  );

  r.post(
    "/api/admin/order-items/:id/hold",
    { onRequest: staff, schema: { tags, summary: "Put an item on hold", params: itemParams, body: holdBody, response: { 200: okSchema(itemActionAnswer), ...failures } } },
    async (req) => orderOf(await holdItem(db, { orderItemId: req.params.id, note: req.body.note, ...changedBy(req) })),
  );

  r.post(
    "/api/admin/order-items/:id/release",
    {
      onRequest: staff,
      schema: { tags, summary: "Take an item off hold, back to where it was", params: itemParams, body: holdBody, response: { 200: okSchema(itemActionAnswer), ...failures } },
    },
    async (req) => orderOf(await releaseItem(db, { orderItemId: req.params.id, note: req.body.note, ...changedBy(req) })),
  );
}
