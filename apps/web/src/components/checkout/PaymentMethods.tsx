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
          <div key={m.code} className="rounded-xl border border-sand has-[:checked]:border-brand">
            <label className="flex cursor-pointer items-center gap-3 p-4">
              <input
                type="radio"
                name="payment-method"
                value={m.code}
                checked={value === m.code}
                onChange={() => onChange(m.code)}
                aria-describedby={m.instructions && value === m.code ? `payment-instructions-${m.code}` : undefined}
                className="size-5 accent-brand"
              />
              <span className="font-semibold">{m.title}</span>
            </label>
            {/* How to pay an offline method, once the shopper picks it. */}
            {m.instructions && value === m.code && (
              <p id={`payment-instructions-${m.code}`} className="px-4 pb-4 text-sm" data-testid="payment-instructions">
                {m.instructions}
              </p>
            )}
          </div>
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
