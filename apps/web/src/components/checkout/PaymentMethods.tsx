"use client";

import type { PaymentMethodOption } from "../../lib/checkout/checkout-api.ts";

export function PaymentMethods({
  methods,
  value,
  onChange,
  error,
}: {
  methods: PaymentMethodOption[] | null;
  value: string | null;
  onChange: (code: string) => void;
  error?: string | undefined;
}) {
  return (
    <fieldset id="payment-method" tabIndex={-1} aria-describedby={error ? "payment-method-error" : undefined} className="space-y-2">
      <legend className="mb-2 text-lg font-bold">Payment method</legend>
      {methods === null ? (
        <p role="status" className="text-muted">
          Loading payment methods…
        </p>
      ) : (
        methods.map((m) => (
          <label key={m.code} className="flex cursor-pointer items-center gap-3 rounded-xl border border-sand p-4 has-[:checked]:border-brand">
            <input type="radio" name="payment-method" value={m.code} checked={value === m.code} onChange={() => onChange(m.code)} className="size-5 accent-brand" />
            <span className="font-semibold">{m.title}</span>
          </label>
        ))
      )}
      {error && (
        <p id="payment-method-error" className="text-sm font-semibold text-sale">
          {error}
        </p>
      )}
    </fieldset>
  );
}
