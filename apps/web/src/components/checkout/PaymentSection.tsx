"use client";

import { CARD_METHOD, type CheckoutErrors, type CheckoutForm } from "../../lib/checkout/order.ts";
import type { PaymentMethodOption } from "../../lib/checkout/checkout-api.ts";
import { AddressFields, type Country } from "./AddressFields.tsx";
import { CardFields } from "./CardFields.tsx";
import { CheckoutSection } from "./CheckoutSection.tsx";
import { PaymentMethods } from "./PaymentMethods.tsx";

/**
 * Payment: the methods offered, the card's details for the card method, and the billing address (the
 * shipping address's by default when something ships).
 */
export function PaymentSection({
  form,
  onChange,
  onBillingChange,
  methods,
  needsShipping,
  errors,
  countries,
}: {
  form: Pick<CheckoutForm, "paymentMethod" | "card" | "billingSameAsShipping" | "billing">;
  onChange: (change: Partial<CheckoutForm>) => void;
  onBillingChange: (change: Partial<CheckoutForm["billing"]>) => void;
  methods: PaymentMethodOption[] | null;
  needsShipping: boolean;
  errors: CheckoutErrors;
  countries: Country[];
}) {
  return (
    <CheckoutSection headingId="payment-title" title="Payment">
      <PaymentMethods methods={methods} value={form.paymentMethod} onChange={(code) => onChange({ paymentMethod: code })} error={errors["payment-method"]} />
      {form.paymentMethod === CARD_METHOD && <CardFields value={form.card} onChange={(card) => onChange({ card: { ...form.card, ...card } })} errors={errors} />}
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
