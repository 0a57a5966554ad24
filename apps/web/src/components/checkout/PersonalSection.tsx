"use client";

import { FIELD_LIMITS } from "@petsies/domain";
import type { CheckoutErrors, NewAccount, PersonalDetails } from "../../lib/checkout/order.ts";
import { TextField } from "../ui/Field.tsx";
import { CheckoutSection } from "./CheckoutSection.tsx";
import { NewAccountFields } from "./NewAccountFields.tsx";

/** Personal details: the names and the e-mail, and for a guest the offer of an account with the order. */
export function PersonalSection({
  personal,
  onPersonalChange,
  account,
  onAccountChange,
  offerAccount,
  errors,
}: {
  personal: PersonalDetails;
  onPersonalChange: (change: Partial<PersonalDetails>) => void;
  account: NewAccount;
  onAccountChange: (change: Partial<NewAccount>) => void;
  offerAccount: boolean;
  errors: CheckoutErrors;
}) {
  return (
    <CheckoutSection headingId="personal-title" title="Personal details">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="personal-firstName" maxLength={FIELD_LIMITS.name} label="First name" value={personal.firstName} onChange={(v) => onPersonalChange({ firstName: v })} error={errors["personal-firstName"]} autoComplete="given-name" />
        <TextField id="personal-lastName" maxLength={FIELD_LIMITS.name} label="Last name" value={personal.lastName} onChange={(v) => onPersonalChange({ lastName: v })} error={errors["personal-lastName"]} autoComplete="family-name" />
        <div className="sm:col-span-2">
          <TextField id="personal-emailAddress" maxLength={FIELD_LIMITS.email} label="E-mail" type="email" value={personal.emailAddress} onChange={(v) => onPersonalChange({ emailAddress: v })} error={errors["personal-emailAddress"]} autoComplete="email" hint="Your order confirmation goes here." />
        </div>
      </div>
      {offerAccount && <NewAccountFields value={account} onChange={onAccountChange} errors={errors} />}
    </CheckoutSection>
  );
}
