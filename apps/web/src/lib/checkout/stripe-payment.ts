/**
 * Paying with Stripe (cards with 3-D Secure, Apple Pay, Google Pay, Affirm, Amazon Pay): the card data goes from
 * the Payment Element straight to Stripe, never through the shop. Stripe.js is loaded from Stripe only when the
 * shopper picks the method, and at most once per page.
 *
 * The order (POST /api/order) answers 202 with the payment's client secret; the browser confirms it with
 * Stripe.js and sends the same order again, which the shop then places (or refuses with the payment's error).
 * A method that leaves the shop (a bank's page, Affirm, Amazon Pay) comes back to checkout with Stripe's
 * `redirect_status`: the order waiting for it is kept in this tab's session storage until then.
 */
import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import type { CartTotals } from "../cart/types.ts";
import type { OrderPayload } from "./order.ts";

export const STRIPE_METHOD = "stripe";

export const stripeMessages = {
  loading: "Loading the secure payment form…",
  notLoaded:
    "The secure payment form could not be loaded (Stripe did not answer: your connection, or a content blocker). Nothing you typed is lost: choose another payment method, or try again.",
  retry: "Try again",
  unavailable: "Card payments are not available right now: please choose another payment method.",
  incomplete: "Please complete your payment details.",
  pending: "Your bank is still confirming the payment. We will e-mail you as soon as the order is placed; there is no need to pay again.",
} as const;

/** What Stripe is asked to hold: the order's total in the shop's base currency, in cents (0: nothing to pay by card). */
export const stripeAmountCents = (totals: Pick<CartTotals, "base_grand_total">) => Math.round(totals.base_grand_total * 100);

let loading: { key: string; stripe: Promise<Stripe | null> } | null = null;

/** Stripe.js for this publishable key; a failed load (blocked, offline) can be tried again. */
export function stripeJs(publishableKey: string): Promise<Stripe | null> {
  if (loading?.key !== publishableKey) {
    const stripe = loadStripe(publishableKey).catch(() => {
      loading = null;
      return null;
    });
    loading = { key: publishableKey, stripe };
  }
  return loading.stripe;
}

/** What checkout asks of the Payment Element once it is on the page (components/checkout/StripePayment.tsx). */
export interface StripePayer {
  /** Checks what the shopper entered: Stripe's words for what is missing, or null. */
  check(): Promise<string | null>;
  /**
   * Confirms the order's payment (3-D Secure, a wallet's sheet): Stripe's words when it did not go through, or
   * null. A method that leaves for another page does not come back here: checkout's address is its return.
   */
  confirm(clientSecret: string, returnUrl: string): Promise<string | null>;
}

const AWAITING_KEY = "petsies-awaiting-payment";

/** The order whose payment left for another page (its password left out: it never waits in storage). */
export function rememberAwaitingPayment(order: OrderPayload, key: string): void {
  const { password: _password, createAccount: _create, ...personalDetails } = order.personalDetails;
  try {
    sessionStorage.setItem(AWAITING_KEY, JSON.stringify({ order: { ...order, personalDetails }, key }));
  } catch {
    // Storage refused (private mode, full): the payment still places the order through Stripe's webhook.
  }
}

export function forgetAwaitingPayment(): void {
  try {
    sessionStorage.removeItem(AWAITING_KEY);
  } catch {
    // nothing kept
  }
}

/** The order that waits for a payment finished on another page, when Stripe's return says so; the return's marks are taken off the address. */
export function awaitingPaymentReturn(location: Location, history: History): { order: OrderPayload; key: string } | null {
  const params = new URLSearchParams(location.search);
  if (!params.has("redirect_status")) return null;
  for (const mark of ["payment_intent", "payment_intent_client_secret", "redirect_status"]) params.delete(mark);
  const rest = params.toString();
  history.replaceState(history.state, "", `${location.pathname}${rest ? `?${rest}` : ""}`);
  try {
    const kept = JSON.parse(sessionStorage.getItem(AWAITING_KEY) ?? "null") as { order?: OrderPayload; key?: string } | null;
    return kept?.order && typeof kept.key === "string" ? { order: kept.order, key: kept.key } : null;
  } catch {
    return null;
  }
}
