"use client";

import type { RefObject } from "react";
import { CARD_METHOD, type CheckoutErrors, type CheckoutForm } from "../../lib/checkout/order.ts";
import type { PaymentMethodOption } from "../../lib/checkout/checkout-api.ts";
import { STRIPE_METHOD, stripeAmountCents, type StripePayer } from "../../lib/checkout/stripe-payment.ts";
import type { CartTotals } from "../../lib/cart/types.ts";
import { AddressFields, type Country } from "./AddressFields.tsx";
import { CardFields } from "./CardFields.tsx";
import { CheckoutSection } from "./CheckoutSection.tsx";
import { PaymentMethods } from "./PaymentMethods.tsx";
import { StripePayment } from "./StripePayment.tsx";

/**
 * Payment: the methods offered, the card's details for the card method (Stripe's own form for Stripe), and the
 * billing address (the shipping address's by default when something ships).
 */
export function PaymentSection({
  form,
  onChange,
  onBillingChange,
  methods,
  needsShipping,
  errors,
  countries,
  totals,
  stripePayer,
}: {
  form: Pick<CheckoutForm, "paymentMethod" | "card" | "billingSameAsShipping" | "billing">;
  onChange: (change: Partial<CheckoutForm>) => void;
  onBillingChange: (change: Partial<CheckoutForm["billing"]>) => void;
  methods: PaymentMethodOption[] | null;
  needsShipping: boolean;
  errors: CheckoutErrors;
  countries: Country[];
  totals: CartTotals | null;
  stripePayer: RefObject<StripePayer | null>;
}) {
  const stripe = form.paymentMethod === STRIPE_METHOD ? methods?.find((m) => m.code === STRIPE_METHOD) : undefined;
  return (
    <CheckoutSection headingId="payment-title" title="Payment">
      <PaymentMethods methods={methods} value={form.paymentMethod} onChange={(code) => onChange({ paymentMethod: code })} error={errors["payment-method"]} />
      {form.paymentMethod === CARD_METHOD && <CardFields value={form.card} onChange={(card) => onChange({ card: { ...form.card, ...card } })} errors={errors} />}
      {stripe?.publishable_key && totals && stripeAmountCents(totals) > 0 && (
        <StripePayment
          publishableKey={stripe.publishable_key}
          amountCents={stripeAmountCents(totals)}
          currency={totals.base_currency_code}
          payer={stripePayer}
          error={errors["stripe-payment"]}
        />
      )}
      <h3 className="pt-2 text-lg font-bold">Billing address</h3>
      {needsShipping && (
        <label className="flex items-center gap-3">
          <input type="checkbox" checked={form.billingSameAsShipping} onChange={(e) => onChange({ billingSameAsShipping: e.target.checked })} className="size-5 accent-brand" />
          Same as the shipping address
        </label>
      )}
      {(!needsShipping || !form.billingSameAsShipping) && (
        <AddressFields prefix="billing" value={form.billing} onChange={onBillingChange} errors={errors} countries={countries} />
      )}
    </CheckoutSection>
  );
}
