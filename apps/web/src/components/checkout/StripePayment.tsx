"use client";

import { useEffect, useState, type RefObject } from "react";
import type { Stripe } from "@stripe/stripe-js";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { stripeJs, stripeMessages, type StripePayer } from "../../lib/checkout/stripe-payment.ts";

/** The shop's colours in Stripe's form, so the card fields read as part of checkout. */
const appearance = {
  theme: "stripe" as const,
  variables: { colorPrimary: "#a3401c", colorText: "#2d2420", colorDanger: "#b42318", borderRadius: "12px", fontFamily: "system-ui, sans-serif" },
};

/**
 * Stripe's Payment Element for the order's amount (cents, base currency). Stripe.js loads when this appears;
 * when it cannot (blocked, offline) the shopper reads why and can pick another method, with everything they
 * typed still in the form. `payer` lets placement check and confirm the payment (lib/checkout/stripe-payment.ts).
 */
export function StripePayment({
  publishableKey,
  amountCents,
  currency,
  payer,
  error,
}: {
  publishableKey: string;
  amountCents: number;
  currency: string;
  payer: RefObject<StripePayer | null>;
  error?: string | undefined;
}) {
  const [attempt, setAttempt] = useState(0);
  const [stripe, setStripe] = useState<Stripe | null | "loading">("loading");
  useEffect(() => {
    let stale = false;
    setStripe("loading");
    void stripeJs(publishableKey).then((loaded) => {
      if (!stale) setStripe(loaded);
    });
    return () => {
      stale = true;
    };
  }, [publishableKey, attempt]);

  return (
    <div id="stripe-payment" tabIndex={-1} aria-describedby={error ? "stripe-payment-error" : undefined} className="rounded-xl bg-cream p-4">
      {stripe === "loading" ? (
        <p role="status" className="text-muted">
          {stripeMessages.loading}
        </p>
      ) : stripe === null ? (
        <StripeNotLoaded onRetry={() => setAttempt((n) => n + 1)} />
      ) : (
        <Elements stripe={stripe} options={{ mode: "payment", amount: amountCents, currency: currency.toLowerCase(), captureMethod: "manual", appearance }}>
          <PaymentForm payer={payer} onLoadError={() => setStripe(null)} />
        </Elements>
      )}
      {error && (
        <p id="stripe-payment-error" role="alert" className="mt-3 text-sm font-semibold text-sale">
          {error}
        </p>
      )}
    </div>
  );
}

function StripeNotLoaded({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="space-y-3">
      <p>{stripeMessages.notLoaded}</p>
      <button type="button" onClick={onRetry} className="rounded-full border border-brand px-4 py-2 font-semibold text-brand hover:bg-sand focus-visible:outline-2 focus-visible:outline-brand">
        {stripeMessages.retry}
      </button>
    </div>
  );
}

/** The element itself; while it is on the page, placement reaches Stripe through `payer`. */
function PaymentForm({ payer, onLoadError }: { payer: RefObject<StripePayer | null>; onLoadError: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    if (!stripe || !elements) return;
    payer.current = {
      async check() {
        const { error } = await elements.submit();
        return error ? (error.message ?? stripeMessages.incomplete) : null;
      },
      async confirm(clientSecret, returnUrl) {
        const { error } = await stripe.confirmPayment({ elements, clientSecret, confirmParams: { return_url: returnUrl }, redirect: "if_required" });
        return error ? (error.message ?? stripeMessages.incomplete) : null;
      },
    };
    return () => {
      payer.current = null;
    };
  }, [stripe, elements, payer]);
  return <PaymentElement options={{ layout: "tabs" }} onLoadError={onLoadError} />;
}
