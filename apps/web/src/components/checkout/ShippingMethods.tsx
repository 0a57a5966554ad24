"use client";

import type { ShippingMethod } from "@petsies/domain";
import { money, type ActiveCurrency } from "../../lib/money.ts";

/** The methods the shop offers for the destination (unavailable ones were dropped). */
export function ShippingMethods({
  methods,
  value,
  onChange,
  error,
  active,
}: {
  methods: ShippingMethod[] | null;
  value: string | null;
  onChange: (code: string) => void;
  error?: string | undefined;
  active: ActiveCurrency;
}) {
  return (
    <fieldset id="shipping-method" tabIndex={-1} aria-describedby={error ? "shipping-method-error" : undefined} className="space-y-2">
      <legend className="mb-2 text-lg font-bold">Shipping method</legend>
      {methods === null ? (
        <p role="status" className="text-muted">
          Finding shipping options…
        </p>
      ) : methods.length === 0 ? (
        <p className="text-muted">We cannot ship to this address yet. Please choose another country.</p>
      ) : (
        methods.map((m) => (
          <label key={m.method_code} className="flex cursor-pointer items-center justify-between gap-4 rounded-xl border border-sand p-4 has-[:checked]:border-brand">
            <span className="flex items-center gap-3">
              <input type="radio" name="shipping-method" value={m.method_code} checked={value === m.method_code} onChange={() => onChange(m.method_code)} className="size-5 accent-brand" />
              <span>
                <span className="font-semibold">{m.method_title}</span> <span className="text-muted">{m.carrier_title}</span>
              </span>
            </span>
            <span className="font-semibold">{money(m.price_incl_tax, active)}</span>
          </label>
        ))
      )}
      {error && (
        <p id="shipping-method-error" className="text-sm font-semibold text-sale">
          {error}
        </p>
      )}
    </fieldset>
  );
}
