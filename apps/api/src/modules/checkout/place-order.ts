/**
 * Order placement (spec §4 "Order placement", §7 POST /api/order): the one function the route calls.
 *
 * From the Place order button to the database:
 *   - the storefront's checkout (apps/web/src/components/checkout/, lib/checkout/submit-order.ts) sends
 *     POST /api/order with an Idempotency-Key;
 *   - orders/routes.ts reads the key and the user token and calls placeOrder below, which runs the steps in
 *     order:
 *       steps/open-account.ts  first accountPassword: a password the account would refuse is refused before
 *                                 anything is reserved or charged
 *       steps/reserve.ts       1. reserve: one transaction under the cart's lock (order-input.ts checks the order,
 *                                 quote.ts and checkout-info.ts price it, methods.ts offers the methods): the order
 *                                 row, stock, gift card balances taken, the cart closed; beside it, its compensation
 *       steps/authorise.ts     2. authorise: the payment provider, outside any transaction, keyed by the order key;
 *                                 a payment the browser must finish (Stripe) is answered 202 with what the browser
 *                                 needs, the reservation kept: the browser's next attempt with the same key, or the
 *                                 provider's webhook (payments/stripe-webhook.ts), carries on from here
 *       steps/confirm.ts       3. confirm (the order becomes "created" with its confirmation job), or compensate
 *                                 (reserve's compensation gives back stock, gift card balances and the cart)
 *       steps/deliver.ts       4. deliver: gift cards made and mailed, download links }  the confirmation job
 *       steps/notify.ts        5. notify: the confirmation e-mail                    }  (notify.ts), run now
 *       steps/open-account.ts  6. open account, when a guest asked for one
 *   - the answer: order-answer.ts, with the success page's summary (summary.ts from confirmation.ts).
 *
 * Exactly once: a repeat with the same key finds the order (order-by-key.ts). A confirmed one is answered as is;
 * a reservation left by a crash between steps 1 and 3 is carried on from step 2. Nothing is answered as placed
 * before step 3.
 */
import { ERROR_CODES } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { Conflict, TooManyRequests } from "../../infra/errors.ts";
import { countAttempts, LIMITS, type Attempt } from "../../infra/security/rate-limit.ts";
import type { Worker } from "../../infra/jobs/worker.ts";
import type { OrderInput } from "../orders/schemas.ts";
import { eq } from "drizzle-orm";
import { orders } from "../../db/schema.ts";
import type { PaymentAction } from "../../infra/payments.ts";
import { captureJobKey, recordAction } from "../payments/record.ts";
import { confirmationOf } from "./confirmation.ts";
import { awaitingAnswer, orderAnswer } from "./order-answer.ts";
import { findByKey, type OrderRow } from "./order-by-key.ts";
import { orderSummary } from "./summary.ts";
import { authorise, PaymentDeclined } from "./steps/authorise.ts";
import { confirm, ReservationGone, type PlacedOrder } from "./steps/confirm.ts";
import { deliverAndNotify } from "./steps/notify.ts";
import { accountPassword, openAccountForOrder } from "./steps/open-account.ts";
import { compensate, reserve } from "./steps/reserve.ts";

/** What the metrics count of placement: real outcomes, not the answers to repeats. */
export interface OrderMetrics {
  orderPlaced(): void;
  paymentDeclined(method: string): void;
}

export interface PlaceOrderInput {
  /** The order's idempotency key (the Idempotency-Key header, else the order id the browser stamped). */
  key: string;
  body: OrderInput;
  /** The user token the request carries; a customer cart is only placed with its owner's. */
  userToken: string | null;
  /** The client address the card-testing limits count (rate-limit.ts clientAddress); none without HTTP. */
  clientIp?: string | null;
}

export interface PlaceOrderDeps {
  /** The process's job worker: it runs the order's confirmation job right away. */
  jobs: Worker;
  metrics: OrderMetrics;
  /** The storefront's public address (SITE_URL), for the links the confirmation tells. */
  siteUrl: string;
}

const ORDER_BUSY = "This order is being placed in another window. Please try again in a moment.";
/** How many times placement starts over after a concurrent attempt released the reservation it relied on. */
const PLACEMENT_ATTEMPTS = 3;

export async function placeOrder(db: Db, input: PlaceOrderInput, deps: PlaceOrderDeps) {
  const password = accountPassword(input.body, input.userToken);
  const settled = await placeCounted(deps.metrics, () => placeExactlyOnce(db, input.key, input.body, input.userToken, input.clientIp ?? null));
  if ("action" in settled) return awaitingAnswer(settled.order, input.body.order_id ?? null, settled.action);
  const placed = settled;
  const o = placed.order;
  await deliverAndNotify(deps.jobs, o.id);
  await deps.jobs.runNow(captureJobKey(o.orderKey));
  const account =
    placed.confirmedNow && password !== null
      ? await openAccountForOrder(db, o, o.personalDetails as { firstName: string; lastName: string }, password)
      : null;
  const summary = orderSummary(await confirmationOf(db, o, deps.siteUrl));
  return orderAnswer(o, input.body.order_id ?? null, summary, account);
}

/**
 * Places the order and counts the outcome. Only the request that confirmed the order counts it: a repeat
 * answers the same order with confirmedNow false.
 */
async function placeCounted(metrics: OrderMetrics, place: () => Promise<Settled>): Promise<Settled> {
  try {
    const placed = await place();
    if ("confirmedNow" in placed && placed.confirmedNow) metrics.orderPlaced();
    return placed;
  } catch (err) {
    if (err instanceof PaymentDeclined) metrics.paymentDeclined(err.method);
    throw err;
  }
}

/** Steps 1 to 3, started over when a concurrent attempt gave back the reservation this one relied on. */
async function placeExactlyOnce(db: Db, key: string, input: OrderInput, userToken: string | null, clientIp: string | null): Promise<Settled> {
  const now = new Date();
  for (let attempt = 1; ; attempt++) {
    try {
      return await placeOnce(db, key, input, userToken, clientIp, now);
    } catch (error) {
      if (!(error instanceof ReservationGone)) throw error;
      if (attempt === PLACEMENT_ATTEMPTS) throw new Conflict(ORDER_BUSY, ERROR_CODES.orderBusy);
    }
  }
}

async function placeOnce(db: Db, key: string, input: OrderInput, userToken: string | null, clientIp: string | null, now: Date): Promise<Settled> {
  const additional = input.addressInformation.payment_method_additional;
  const earlier = await findByKey(db, key);
  if (earlier) return settle(db, earlier, additional, clientIp);
  const reserved = await reserve(db, key, input, userToken, now);
  const order = reserved ?? (await findByKey(db, key));
  // The reservation this request waited for was declined and given back meanwhile.
  if (!order) throw new ReservationGone();
  return settle(db, order, additional, clientIp);
}

/** Placed, or reserved with a payment the browser must finish. */
type Settled = PlacedOrder | AwaitingBrowser;
interface AwaitingBrowser {
  order: OrderRow;
  action: PaymentAction;
}

/** The card-testing counters of a payment for this order (rate-limit.ts paymentPer*). */
function paymentAttempts(order: OrderRow, clientIp: string | null): Attempt[] {
  return [
    [LIMITS.paymentPerIp, clientIp],
    [LIMITS.paymentPerCart, order.cartId],
    [LIMITS.paymentPerEmail, order.email.trim().toLowerCase()],
  ];
}

/** Steps 2 and 3 for a reservation (new, or left by an earlier attempt). */
async function settle(db: Db, order: OrderRow, additional: unknown, clientIp: string | null): Promise<Settled> {
  if (order.paymentState === "authorized") return { order, confirmedNow: false };
  const attempts = paymentAttempts(order, clientIp);
  const { provider, result } = await authorise(db, order, additional, attempts).catch(async (err: unknown) => {
    // Over a card-testing limit: nothing was asked of the provider, and the shopper's cart comes back.
    if (err instanceof TooManyRequests) await compensate(db, order);
    throw err;
  });
  if ("requiresAction" in result) {
    await recordAction(db, order, result.requiresAction);
    return { order, action: result.requiresAction };
  }
  if (!result.ok) {
    await countAttempts(db, attempts);
    const released = await compensate(db, order, result.message);
    // Another attempt at this order (a second tab) paid meanwhile: the order stands, as a retry would find.
    const placed = released ? undefined : await findByKey(db, order.orderKey);
    if (placed?.paymentState === "authorized") return { order: placed, confirmedNow: false };
    throw new PaymentDeclined(result.message, provider.code);
  }
  return confirm(db, order, provider, result);
}

/**
 * The provider told us (a webhook) that the payment of a reservation moved: steps 2 and 3 as the browser's
 * next attempt would run them, so a shopper who closed the tab still gets a placed order and its confirmation
 * e-mail, and a failed payment gives the reservation back. Answers the order when this call confirmed it.
 */
export async function settleFromProvider(db: Db, orderId: number, deps: Pick<PlaceOrderDeps, "jobs">): Promise<OrderRow | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.paymentState !== "pending") return null;
  try {
    const settled = await settle(db, order, null, null);
    if (!("confirmedNow" in settled) || !settled.confirmedNow) return null;
    await deliverAndNotify(deps.jobs, settled.order.id);
    await deps.jobs.runNow(captureJobKey(settled.order.orderKey));
    return settled.order;
  } catch (err) {
    // Declined: compensate gave the reservation back. Gone: another attempt settled it first.
    if (err instanceof PaymentDeclined || err instanceof ReservationGone) return null;
    throw err;
  }
}
