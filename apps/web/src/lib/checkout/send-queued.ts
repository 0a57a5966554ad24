/**
 * Sends the orders that waited offline, one at a time (spec §4 "Queue sync"), and tells the shopper what
 * became of each: a placed order in the order confirmation modal, a refused one in the order error modal.
 * Runs when the page loads and whenever the connection comes back.
 */
import { messages } from "@petsies/domain";
import { openModal } from "../modals/modals.ts";
import { notify } from "../notifications/store.ts";
import { clearAfterOrder } from "../cart/store.ts";
import { checkoutApi } from "./checkout-api.ts";
import { markTransmitted, queuedOrders } from "./order-queue.ts";
import type { OrderPayload } from "./order.ts";
import { rememberPlacedOrder } from "./placed-order.ts";
import { outcomeOf, SUPPORT_EMAIL, type OrderOutcome } from "./submit-order.ts";

let running: Promise<void> | null = null;

export function sendQueuedOrders(): Promise<void> {
  running ??= run().finally(() => {
    running = null;
  });
  return running;
}

async function run() {
  for (const queued of await queuedOrders()) {
    const outcome = outcomeOf(await checkoutApi.placeOrder(queued.order, queued.key));
    if (!outcome) return; // still no connection: the rest wait for the next time
    await markTransmitted(queued.key);
    report(outcome, queued.order);
  }
}

function report(outcome: OrderOutcome, order: OrderPayload) {
  switch (outcome.kind) {
    case "placed":
      clearAfterOrder(order.cart_id);
      rememberPlacedOrder(outcome.order);
      openModal("order-confirmation", { orderNumber: outcome.order.increment_id, email: outcome.order.email });
      return;
    // The queued-order errors of spec §8 come in the order error modal, with OK.
    case "invalid":
      console.error(messages.orderValidationLog, outcome.message);
      openModal("order-error", { message: messages.orderAddressInvalid.replace("{email}", SUPPORT_EMAIL) });
      return;
    case "out-of-stock":
      openModal("order-error", { message: outcome.message });
      return;
    case "cart-gone":
    case "cart-changed":
      notify({ type: "info", message: messages.cartItemsChanged, hasNoTimeout: true });
      return;
    case "declined":
    case "failed":
      notify({ type: "danger", message: outcome.message, hasNoTimeout: true });
      return;
    case "queued":
      return;
  }
}
