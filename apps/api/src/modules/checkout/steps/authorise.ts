/**
 * Step 2, authorise: the payment provider is asked outside any transaction, with the order key as its
 * idempotency key, so asking twice gives the same answer.
 *
 * A provider whose payment the browser finishes (Stripe's Payment Element) answers "requires action" the
 * first time: the reservation stays, the payment record (payments/record.ts) keeps the provider's reference,
 * and the next attempt at the same order (the browser once it confirmed, or the provider's webhook) asks the
 * provider where that payment stands.
 *
 * No compensation of its own: a declined payment took nothing, so what goes back is the reservation
 * (reserve.ts's compensate). An authorisation whose confirmation did not happen (the reservation was given
 * back meanwhile) is not voided either: placement starts over and the provider answers the same key with the
 * same authorisation.
 */
import { ERROR_CODES } from "@petsies/domain";
import { AppError, Invalid, TooManyRequests } from "../../../infra/errors.ts";
import { authorizeOrder, paymentMethod, type AuthorizeResult, type PaymentProvider } from "../../../infra/payments.ts";
import type { Db } from "../../../db/client.ts";
import { attemptsSoFar, type Attempt } from "../../../infra/security/rate-limit.ts";
import { paymentByKey } from "../../payments/record.ts";
import type { OrderRow } from "../order-by-key.ts";

/** A declined payment: the shopper can fix the card and try again; their cart is untouched. */
export class PaymentDeclined extends AppError {
  constructor(
    message: string,
    /** The payment method that declined (a configured provider's code, never the request's text). */
    readonly method: string,
  ) {
    super(402, message, ERROR_CODES.paymentDeclined);
  }
}

/**
 * `attempts`: the card-testing limits (rate-limit.ts paymentPer*). Past one of them, no new payment is asked of
 * the provider (429); the browser's answer about a payment the provider holds, an offline or a free order are
 * never refused. place-order.ts counts the payments that failed.
 */
async function refuseOverLimits(db: Db, attempts: Attempt[]): Promise<void> {
  for (const attempt of attempts) {
    if ((await attemptsSoFar(db, attempt)) >= attempt[0].max) throw new TooManyRequests();
  }
}

export async function authorise(db: Db, order: OrderRow, additional: unknown, attempts: Attempt[]): Promise<{ provider: PaymentProvider; result: AuthorizeResult }> {
  const provider = paymentMethod(order.paymentMethodCode);
  if (!provider) throw new Invalid(`The payment method '${order.paymentMethodCode}' is not available.`);
  const payment = await paymentByKey(db, order.orderKey);
  const awaiting = payment?.orderId === order.id && payment.state === "requires_action" ? payment.reference : null;
  // The payment of an earlier reservation of this order that was given back is let go (record.ts): this one
  // is a new payment, with a key of its own that is still the same for every retry.
  const earlier = payment && payment.orderId !== order.id ? payment.reference : null;
  if (!awaiting && !provider.offline && order.grandTotalCents > 0) await refuseOverLimits(db, attempts);
  const result = await authorizeOrder(provider, {
    idempotencyKey: earlier ? `${order.orderKey}/${earlier}` : order.orderKey,
    amountCents: order.grandTotalCents,
    currency: order.currencyCode,
    additional,
    reference: awaiting ?? undefined,
    orderNumber: order.incrementId,
  });
  return { provider, result };
}
