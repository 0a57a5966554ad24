/**
 * Sends an order and says what happened, in the shopper's terms (spec §4 "Order placement"): placed, kept
 * for later because the shop cannot be reached, or refused with the reason. An order is never reported as
 * placed until the shop has confirmed it.
 */
import { ERROR_CODES, messages } from "@petsies/domain";
import type { FieldErrors } from "../api-call.ts";
import { checkoutApi, NO_CONNECTION, type AwaitingPayment, type PlacedOrder } from "./checkout-api.ts";
import type { OrderPayload } from "./order.ts";
import { enqueueOrder } from "./order-queue.ts";
import { STRIPE_METHOD } from "./stripe-payment.ts";

export type OrderOutcome =
  | { kind: "placed"; order: PlacedOrder }
  /** Reserved, not placed: the browser must finish the payment with the provider (Stripe), then send the order again. */
  | { kind: "requires-action"; payment: AwaitingPayment["payment"] }
  | { kind: "queued" }
  | { kind: "invalid"; message: string; fields?: FieldErrors }
  | { kind: "declined"; message: string }
  | { kind: "cart-gone" }
  | { kind: "cart-changed" }
  | { kind: "out-of-stock"; message: string }
  | { kind: "failed"; message: string; status: number };

/** The support address spec §8's invalid-address message names. */
export const SUPPORT_EMAIL = "hello@petsies.com";

/** What an answer of the shop means; a lost connection is null (the caller decides: queue or retry later). */
export function outcomeOf(answer: Awaited<ReturnType<typeof checkoutApi.placeOrder>>): OrderOutcome | null {
  if (answer.ok) return "payment" in answer.value ? { kind: "requires-action", payment: answer.value.payment } : { kind: "placed", order: answer.value };
  if (answer.status === NO_CONNECTION) return null;
  if (answer.status === 400) return { kind: "invalid", message: answer.message, ...(answer.fields ? { fields: answer.fields } : {}) };
  if (answer.status === 402) return { kind: "declined", message: answer.message };
  if (answer.status === 404) return { kind: "cart-gone" };
  if (answer.status === 409) return { kind: "cart-changed" };
  // Spec §4's order contract answers 500 when something ran out; the code tells it from any other 500.
  if (answer.code === ERROR_CODES.outOfStock) return { kind: "out-of-stock", message: messages.orderOutOfStock };
  return { kind: "failed", message: answer.message, status: answer.status };
}

/** Offline ordering works only for methods paid outside the shop: card details never wait on a device, nor does a payment Stripe must confirm. */
export function canQueue(order: OrderPayload): boolean {
  return order.addressInformation.payment_method_additional === undefined && order.addressInformation.payment_method_code !== STRIPE_METHOD;
}

export const offlineCardMessage =
  "You are offline. Card payments need a connection: your details are kept on this page, so you can place the order as soon as you are back online.";

export async function submitOrder(order: OrderPayload, key: string): Promise<OrderOutcome> {
  const online = typeof navigator === "undefined" || navigator.onLine;
  if (online) {
    const outcome = outcomeOf(await checkoutApi.placeOrder(order, key));
    if (outcome) return outcome;
  }
  if (!canQueue(order)) return { kind: "failed", message: offlineCardMessage, status: NO_CONNECTION };
  // A password never waits on a device: the queued order is placed as a guest order.
  const { password: _password, createAccount: _create, ...personalDetails } = order.personalDetails;
  await enqueueOrder(key, { ...order, personalDetails });
  return { kind: "queued" };
}
