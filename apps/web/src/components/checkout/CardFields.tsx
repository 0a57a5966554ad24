"use client";

import { FIELD_LIMITS } from "@petsies/domain";
import type { CardDetails, CheckoutErrors } from "../../lib/checkout/order.ts";
import { TextField } from "../ui/Field.tsx";

/** Card details for the card gateway. They go with the order only; they are never stored in the browser. */
export function CardFields({
  value,
  onChange,
  errors,
}: {
  value: CardDetails;
  onChange: (patch: Partial<CardDetails>) => void;
  errors: CheckoutErrors;
}) {
  return (
    <div className="grid gap-4 rounded-xl bg-cream p-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField
          id="card-number"
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          value={value.card_number}
          onChange={(v) => onChange({ card_number: v })}
          error={errors["card-number"]}
          hint="This shop runs a test card gateway: 4242 4242 4242 4242 is approved, 4000 0000 0000 0002 is declined."
        />
      </div>
      <TextField id="card-expiry" label="Expiry (MM/YY)" autoComplete="cc-exp" placeholder="MM/YY" value={value.expiry} onChange={(v) => onChange({ expiry: v })} error={errors["card-expiry"]} />
      <TextField id="card-cvc" label="Security code (CVC)" inputMode="numeric" autoComplete="cc-csc" value={value.cvc} onChange={(v) => onChange({ cvc: v })} error={errors["card-cvc"]} />
      <div className="sm:col-span-2">
        <TextField id="card-name" label="Name on card" autoComplete="cc-name" value={value.name_on_card} onChange={(v) => onChange({ name_on_card: v })} error={errors["card-name"]} maxLength={FIELD_LIMITS.name} />
      </div>
    </div>
  );
}
