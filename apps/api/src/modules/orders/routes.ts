import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, placedOrder } from "@petsies/contract";
import type { Db } from "../../db/client.ts";
import { ok } from "../../infra/envelope.ts";
import { Invalid } from "../../infra/errors.ts";
import { userTokenOf } from "../users/auth.ts";
import { checkNewPassword } from "../users/accounts.ts";
import { openAccountForOrder } from "./account.ts";
import type { Worker } from "../../infra/jobs/worker.ts";
import { confirmationJobKey, confirmationOf } from "./confirmation.ts";
import { orderSummary } from "./summary.ts";
import { PaymentDeclined, placeOrder, type PlacedOrder } from "./placement.ts";
import { orderBody, orderHeaders } from "./schemas.ts";

/** What the metrics count of placement: real outcomes, not the answers to repeats. */
export interface OrderMetrics {
  orderPlaced(): void;
  paymentDeclined(method: string): void;
}

export interface OrderOptions {
  /** The process's job worker: it runs the order's confirmation job right away. */
  jobs: Worker;
  metrics: OrderMetrics;
  /** The storefront's public address (SITE_URL), for the links the confirmation tells. */
  siteUrl: string;
}

/**
 * Places the order and counts the outcome. Only the request that confirmed the order counts it: a repeat
 * answers the same order with confirmedNow false.
 */
async function placeCounted(metrics: OrderMetrics, place: () => Promise<PlacedOrder>): Promise<PlacedOrder> {
  try {
    const placed = await place();
    if (placed.confirmedNow) metrics.orderPlaced();
    return placed;
  } catch (err) {
    if (err instanceof PaymentDeclined) metrics.paymentDeclined(err.method);
    throw err;
  }
}

export function orderRoutes(app: FastifyInstance, db: Db, options: OrderOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    "/api/order",
    {
      schema: {
        tags: ["orders"],
        summary: "Place the order for a cart, exactly once per Idempotency-Key (or order_id)",
        description:
          "Prices and totals come from the server cart, never from the request. A repeat with the same key answers " +
          "the same order. The answer's summary (items, totals, address, payment instructions, next steps) is the " +
          "success page's: only the placing browser gets it. A customer's cart needs its owner's user token (token or Bearer header). " +
          "400 invalid order, 401 user token no longer valid, 402 payment declined, 404 cart not found, 409 cart items were changed, " +
          "500 with 'Error while adding products' when something ran out of stock.",
        querystring: z.object({ token: z.string().max(200).optional() }),
        headers: orderHeaders,
        body: orderBody,
        response: { 200: envelope(placedOrder) },
      },
    },
    async (req) => {
      const key = req.headers["idempotency-key"] ?? req.body.order_id;
      if (!key) throw new Invalid("An Idempotency-Key header or an order_id is required");
      const personal = req.body.personalDetails;
      const password = personal?.createAccount && !userTokenOf(req) ? personal.password ?? "" : null;
      // A password the account would refuse is refused before anything is charged.
      if (password !== null) checkNewPassword(password);
      const placed = await placeCounted(options.metrics, () => placeOrder(db, key, req.body, userTokenOf(req)));
      // The confirmation (gift cards, download links, the e-mail) is a job of the order: run it now, so the
      // shopper has the e-mail with the answer. If it fails, or this process dies, the worker runs it later;
      // a retry after a crash runs it here if it never ran.
      await options.jobs.runNow(confirmationJobKey(placed.order.id));
      const o = placed.order;
      const account =
        placed.confirmedNow && password !== null
          ? await openAccountForOrder(db, o, o.personalDetails as { firstName: string; lastName: string }, password)
          : null;
      const summary = orderSummary(await confirmationOf(db, o, options.siteUrl));
      return ok({
        increment_id: o.incrementId,
        order_id: req.body.order_id ?? null,
        created_at: o.createdAt.toISOString(),
        email: o.email,
        grand_total: o.grandTotalCents / 100,
        currency_code: o.currencyCode,
        payment_method_code: o.paymentMethodCode,
        status: "created",
        // A guest is offered an account on the success page; a customer (or one just made) is not.
        has_account: o.customerId !== null || account?.created === true,
        summary,
        ...(account ? { account } : {}),
      });
    },
  );
}
