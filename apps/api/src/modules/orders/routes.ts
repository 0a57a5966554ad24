import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { awaitingPayment, envelope, placedOrder } from "@petsies/contract";
import type { Db } from "../../db/client.ts";
import { ok } from "../../infra/envelope.ts";
import { Invalid } from "../../infra/errors.ts";
import { clientAddress } from "../../infra/security/rate-limit.ts";
import { userTokenOf } from "../users/auth.ts";
import { placeOrder, type PlaceOrderDeps } from "../checkout/place-order.ts";
import { orderBody, orderHeaders } from "./schemas.ts";

export function orderRoutes(app: FastifyInstance, db: Db, options: PlaceOrderDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    "/api/order",
    {
      schema: {
        tags: ["orders"],
        summary: "Place the order for a cart, exactly once per Idempotency-Key (or order_id)",
        description:
          "Prices and totals come from the server cart, never from the request. A repeat with the same key answers " +
          "the same order. 202 (status requires_action): a method the browser finishes (Stripe): the order is reserved, " +
          "the browser confirms the payment with Stripe.js (payment.client_secret, payment.publishable_key) and sends the " +
          "same order again with the same key, answered 200 placed or 402 declined. The answer's summary (items, totals, address, payment instructions, next steps) is the " +
          "success page's: only the placing browser gets it. A customer's cart needs its owner's user token (token or Bearer header). " +
          "400 invalid order, 401 user token no longer valid, 402 payment declined, 404 cart not found, 409 cart items were changed, " +
          "429 too many payments that did not go through (per address, cart and e-mail: card testing). " +
          "500 with 'Error while adding products' when something ran out of stock.",
        querystring: z.object({ token: z.string().max(200).optional() }),
        headers: orderHeaders,
        body: orderBody,
        response: { 200: envelope(placedOrder), 202: envelope(awaitingPayment) },
      },
    },
    async (req, reply) => {
      const key = req.headers["idempotency-key"] ?? req.body.order_id;
      if (!key) throw new Invalid("An Idempotency-Key header or an order_id is required");
      const answer = await placeOrder(db, { key, body: req.body, userToken: userTokenOf(req), clientIp: clientAddress(req) }, options);
      if ("payment" in answer) return reply.code(202).send({ code: 202, result: answer });
      return ok(answer);
    },
  );
}
