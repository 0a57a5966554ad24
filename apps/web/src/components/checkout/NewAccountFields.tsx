"use client";

import { FIELD_LIMITS } from "@petsies/domain";
import type { CheckoutErrors, NewAccount } from "../../lib/checkout/order.ts";
import { TextField } from "../ui/Field.tsx";

/** "Create an account" with the order (spec §3 personalDetails): a password and its confirmation. */
export function NewAccountFields({
  value,
  onChange,
  errors,
}: {
  value: NewAccount;
  onChange: (change: Partial<NewAccount>) => void;
  errors: CheckoutErrors;
}) {
  return (
    <div className="space-y-4">
      <label className="flex items-center gap-3">
        <input type="checkbox" checked={value.createAccount} onChange={(e) => onChange({ createAccount: e.target.checked })} className="size-5 accent-brand" />
        Create an account to follow your order through production
      </label>
      {value.createAccount && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id="account-password" label="Password" type="password" autoComplete="new-password" value={value.password} onChange={(v) => onChange({ password: v })} error={errors["account-password"]} maxLength={FIELD_LIMITS.password} hint="At least 8 characters, with 3 of: lower case, upper case, digits, symbols." />
          <TextField id="account-passwordConfirm" label="Confirm password" type="password" autoComplete="new-password" value={value.passwordConfirm} onChange={(v) => onChange({ passwordConfirm: v })} error={errors["account-passwordConfirm"]} maxLength={FIELD_LIMITS.password} />
        </div>
      )}
    </div>
  );
}
