"use client";

/**
 * Placing the order (spec §4 "Order placement"): the form checked, the cart synced so the server knows every
 * line, the order sent exactly once (or kept while offline), and each answer of the shop turned into what
 * the shopper sees: the success page, the queued notice, a banner, or errors at the fields. A Stripe payment
 * is confirmed with Stripe between the order's first answer (reserved) and the same order sent again.
 */
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import { messages } from "@petsies/domain";
import { cartStore, clearAfterOrder, reloadCart, sync } from "../cart/store.ts";
import type { CartTotals } from "../cart/types.ts";
import { placeRefusal } from "../field-errors.ts";
import { focusFirstError } from "../focus-first-error.ts";
import { notify } from "../notifications/store.ts";
import { trackPurchase, trackPurchaseError } from "./checkout-analytics.ts";
import { welcomeNewAccount } from "./new-account.ts";
import { buildOrder, checkoutInputs, orderKey, validateCheckout, type CheckoutErrors, type CheckoutForm } from "./order.ts";
import { rememberPlacedOrder } from "./placed-order.ts";
import {
  awaitingPaymentReturn,
  forgetAwaitingPayment,
  rememberAwaitingPayment,
  STRIPE_METHOD,
  stripeAmountCents,
  stripeMessages,
  type StripePayer,
} from "./stripe-payment.ts";
import { submitOrder, type OrderOutcome } from "./submit-order.ts";

export const SUCCESS_PATH = "/checkout/onepage/success/";

export type Banner = { tone: "danger" | "info"; text: string; cartLink?: boolean } | null;

export function usePlacement({
  form,
  needsShipping,
  totals,
  stripePayer,
}: {
  form: CheckoutForm;
  needsShipping: boolean;
  totals: CartTotals | null;
  stripePayer: RefObject<StripePayer | null>;
}) {
  const router = useRouter();
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [placing, setPlacing] = useState(false);
  const [queued, setQueued] = useState(false);
  const [banner, setBanner] = useState<Banner>(null);
  /** Set once the order is placed: the emptied cart must not send the shopper back to the cart page. */
  const placed = useRef(false);

  /** Where a payment's refusal is shown: Stripe's form, or the test gateway's card number. */
  const paymentField = form.paymentMethod === STRIPE_METHOD ? "stripe-payment" : "card-number";

  /** Tells the shopper what the shop's answer means for them. */
  async function show(outcome: OrderOutcome, cartId: string, lines: ReturnType<typeof cartStore.getSnapshot>["items"]) {
    if (outcome.kind !== "requires-action") forgetAwaitingPayment();
    switch (outcome.kind) {
      case "placed":
        placed.current = true;
        trackPurchase(outcome.order, lines, totals);
        rememberPlacedOrder(outcome.order);
        clearAfterOrder(cartId);
        await welcomeNewAccount(outcome.order.account);
        router.push(SUCCESS_PATH);
        return;
      case "queued":
        setQueued(true);
        return;
      case "declined":
        setErrors({ [paymentField]: outcome.message });
        setBanner({ tone: "danger", text: outcome.message });
        document.getElementById(paymentField)?.focus();
        return;
      case "requires-action":
        // Stripe still waits (the bank's check, a payment in progress): its webhook places the order.
        setBanner({ tone: "info", text: stripeMessages.pending });
        return;
      case "cart-changed":
        notify({ type: "info", message: messages.cartItemsChanged, hasNoTimeout: true });
        await reloadCart();
        return;
      case "cart-gone":
        notify({ type: "info", message: messages.cartItemsChanged, hasNoTimeout: true });
        clearAfterOrder(cartId);
        return;
      case "out-of-stock":
        setBanner({ tone: "danger", text: outcome.message, cartLink: true });
        await reloadCart();
        return;
      case "invalid": {
        // The shop's field errors at the checkout's own fields; the banner only for what has no field here.
        const billingPrefix = needsShipping && form.billingSameAsShipping ? "shipping" : "billing";
        const refusal = placeRefusal(outcome, checkoutInputs(billingPrefix));
        setErrors(refusal.errors);
        if (refusal.message) setBanner({ tone: "danger", text: refusal.message });
        focusFirstError(refusal.errors);
        return;
      }
      case "failed":
        setBanner({ tone: "danger", text: outcome.message });
        return;
    }
  }

  async function placeOrder(e: FormEvent) {
    e.preventDefault();
    if (placing) return;
    setBanner(null);
    const found = validateCheckout(form, needsShipping);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    const payer = stripePayer.current;
    const paysWithStripe = form.paymentMethod === STRIPE_METHOD && totals !== null && stripeAmountCents(totals) > 0;
    if (paysWithStripe) {
      const problem = payer ? await payer.check() : stripeMessages.unavailable;
      if (problem) {
        setErrors({ "stripe-payment": problem });
        document.getElementById("stripe-payment")?.focus();
        return;
      }
    }
    setPlacing(true);
    try {
      await sync();
      // The store after the sync; the hook's copy may be a render behind.
      const { items: current, token: cartToken } = cartStore.getSnapshot();
      if (!cartToken || current.length === 0 || current.some((i) => i.server_item_id === undefined)) {
        setBanner({ tone: "danger", text: messages.somethingWentWrong, cartLink: true });
        return;
      }
      const order = buildOrder(form, cartToken, current, needsShipping);
      const key = await orderKey(order);
      let outcome = await submitOrder(order, key);
      if (outcome.kind === "requires-action" && payer) {
        rememberAwaitingPayment(order, key);
        const refusal = await payer.confirm(outcome.payment.client_secret, window.location.origin + window.location.pathname);
        // Sent again: placed, or the payment's error with the reservation given back (a decline).
        outcome = await submitOrder(order, key);
        // Nothing reached the bank (details Stripe refused): Stripe's words, and the reservation waits for the next try.
        if (outcome.kind === "requires-action" && refusal) outcome = { kind: "declined", message: refusal };
      }
      if (outcome.kind !== "placed" && outcome.kind !== "queued" && outcome.kind !== "requires-action") trackPurchaseError(outcome);
      await show(outcome, order.cart_id, current);
    } finally {
      setPlacing(false);
    }
  }

  // Back from a payment finished on another page (a bank, Affirm, Amazon Pay): the order waiting for it, sent again.
  useEffect(() => {
    const awaiting = awaitingPaymentReturn(window.location, window.history);
    if (!awaiting) return;
    setPlacing(true);
    void submitOrder(awaiting.order, awaiting.key)
      .then((outcome) => show(outcome, awaiting.order.cart_id, cartStore.getSnapshot().items))
      .finally(() => setPlacing(false));
    // Once, when checkout opens: the return's marks are taken off the address at once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { errors, placing, queued, placed, banner, placeOrder };
}
