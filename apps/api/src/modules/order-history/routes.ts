import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { envelope, reorderedLineAnswer, suggestedProductsAnswer } from "@petsies/contract";
import type { Db } from "../../db/client.ts";
import { ok, okSchema } from "../../infra/envelope.ts";
import { errorMessageSchema, withErrorMessage } from "../../infra/error-message.ts";
import { customerCart, requireCart } from "../cart/service.ts";
import { customerOnly, requireCustomer, userTokenOf } from "../users/auth.ts";
import { reorderItem } from "./reorder.ts";
import { customerOrdersQuery, orderHistoryPage, orderHistoryQuery, reorderBody, reorderQuery, suggestionsQuery, tokenQuery } from "./schemas.ts";
import { orderHistory } from "./service.ts";
import { suggestedProducts } from "./suggestions.ts";

const ordersDescription =
  "The token's customer's placed orders, newest first, with total_count. Each item carries its progress_tracker, " +
  "shipments, estimated_shipment_date (YYYY-MM-DD) and available_actions. 401 without a live user token.";

export function orderHistoryRoutes(app: FastifyInstance, db: Db) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["order history"];

  r.get(
    "/api/user/order-history",
    {
      onRequest: customerOnly(db),
      schema: { tags, summary: "Order history (pageSize default 20, currentPage default 1)", description: ordersDescription, querystring: orderHistoryQuery, response: { 200: okSchema(orderHistoryPage) } },
    },
    async (req) => {
      const customer = await requireCustomer(db, req);
      return ok(await orderHistory(db, customer.id, { pageSize: req.query.pageSize, currentPage: req.query.currentPage }));
    },
  );

  r.get(
    "/api/customers/me/orders",
    {
      onRequest: customerOnly(db),
      schema: { tags, summary: "Order history (page_size default 20, current_page default 1)", description: ordersDescription, querystring: customerOrdersQuery, response: { 200: okSchema(orderHistoryPage) } },
    },
    async (req) => {
      const customer = await requireCustomer(db, req);
      return ok(await orderHistory(db, customer.id, { pageSize: req.query.page_size, currentPage: req.query.current_page }));
    },
  );

  r.get(
    "/api/customers/me/suggested-products/active-orders",
    {
      onRequest: customerOnly(db),
      schema: {
        tags,
        summary: "Products to suggest beside the customer's active orders: { items, total_count }",
        description:
          "Products linked to the items of active orders, then accessories; never one already ordered; only enabled, listed, " +
          "in-stock products, in the catalogue's product shape. Empty without an active order. 401 without a live user token.",
        querystring: suggestionsQuery,
        response: { 200: envelope(suggestedProductsAnswer) },
      },
    },
    async (req) => {
      const customer = await requireCustomer(db, req);
      return ok(await suggestedProducts(db, customer.id, req.query.page_size));
    },
  );

  r.post(
    "/api/order/reorder",
    {
      onRequest: customerOnly(db, (errorMessage) => ({ errorMessage })),
      attachValidation: true,
      schema: {
        tags,
        summary: "Add an item of one of the customer's orders to the cart cartId: { item_id, sku, qty } of the cart line",
        description:
          "Failures answer result.errorMessage: 401 without a live user token, 404 for an order item that is not one of the " +
          "customer's, a cart-not-found message for a cart that is not theirs, 400 when the product can no longer be bought.",
        querystring: reorderQuery,
        body: reorderBody,
        response: { 200: envelope(reorderedLineAnswer), "4xx": errorMessageSchema("errorMessage") },
      },
    },
    (req, reply) =>
      withErrorMessage(req, reply, async () => {
        const customer = await requireCustomer(db, req);
        const cart = await requireCart(db, req.query.cartId, userTokenOf(req));
        return reorderItem(db, customer.id, req.body.order_item_id, cart);
      }),
  );

  r.post(
    "/api/carts/me/items/add-from-order-requests",
    {
      onRequest: customerOnly(db, (errorMessage) => ({ errorMessage })),
      attachValidation: true,
      schema: {
        tags,
        summary: "Add an item of one of the customer's orders to the customer's cart: { item_id, sku, qty } of the cart line",
        description: "As /api/order/reorder, into the customer's own cart (created when there is none).",
        querystring: tokenQuery,
        body: reorderBody,
        response: { 200: envelope(reorderedLineAnswer), "4xx": errorMessageSchema("errorMessage") },
      },
    },
    (req, reply) =>
      withErrorMessage(req, reply, async () => {
        const customer = await requireCustomer(db, req);
        return reorderItem(db, customer.id, req.body.order_item_id, await customerCart(db, customer.id));
      }),
  );
}
