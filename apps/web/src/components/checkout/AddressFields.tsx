"use client";

import { FIELD_LIMITS, regionsOf } from "@petsies/domain";
import type { AddressDetails } from "../../lib/checkout/address.ts";
import type { CheckoutErrors } from "../../lib/checkout/order.ts";
import type { Country } from "../../lib/countries.ts";
import { Field, INPUT, TextField } from "../ui/Field.tsx";

export type { Country } from "../../lib/countries.ts";

/**
 * One address (spec §3 "shippingDetails" / "paymentDetails", and the address book's entries); field ids
 * are `${prefix}-${field}`.
 */
export function AddressFields({
  prefix,
  value,
  onChange,
  errors,
  countries,
}: {
  prefix: "shipping" | "billing" | "address";
  value: AddressDetails;
  onChange: (patch: Partial<AddressDetails>) => void;
  errors: CheckoutErrors;
  countries: Country[];
}) {
  const id = (field: string) => `${prefix}-${field}`;
  const regions = regionsOf(value.country);
  const section = prefix === "billing" ? "billing" : "shipping";
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField id={id("firstName")} maxLength={FIELD_LIMITS.name} label="First name" value={value.firstName} onChange={(v) => onChange({ firstName: v })} error={errors[id("firstName")]} autoComplete={`${section} given-name`} />
      <TextField id={id("lastName")} maxLength={FIELD_LIMITS.name} label="Last name" value={value.lastName} onChange={(v) => onChange({ lastName: v })} error={errors[id("lastName")]} autoComplete={`${section} family-name`} />
      <div className="sm:col-span-2">
        <Field id={id("country")} label="Country" error={errors[id("country")]}>
          {(a11y) => (
            <select
              {...a11y}
              value={value.country}
              autoComplete={`${section} country`}
              onChange={(e) => onChange({ country: e.target.value, region_id: null, state: "" })}
              className={INPUT}
            >
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="sm:col-span-2">
        <TextField id={id("streetAddress")} maxLength={FIELD_LIMITS.street} label="Street address" value={value.streetAddress} onChange={(v) => onChange({ streetAddress: v })} error={errors[id("streetAddress")]} autoComplete={`${section} address-line1`} />
      </div>
      <div className="sm:col-span-2">
        <TextField id={id("apartmentNumber")} maxLength={FIELD_LIMITS.street} label="Apartment, suite, unit" optional value={value.apartmentNumber} onChange={(v) => onChange({ apartmentNumber: v })} autoComplete={`${section} address-line2`} />
      </div>
      <TextField id={id("city")} maxLength={FIELD_LIMITS.city} label="City" value={value.city} onChange={(v) => onChange({ city: v })} error={errors[id("city")]} autoComplete={`${section} address-level2`} />
      {regions.length > 0 ? (
        <Field id={id("region_id")} label={value.country === "US" ? "State" : "Region"} error={errors[id("region_id")]}>
          {(a11y) => (
            <select
              {...a11y}
              value={value.region_id ?? ""}
              onChange={(e) => onChange({ region_id: e.target.value ? Number(e.target.value) : null })}
              className={INPUT}
            >
              <option value="">Choose…</option>
              {regions.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : (
        <TextField id={id("state")} maxLength={FIELD_LIMITS.region} label="State / Region" optional value={value.state} onChange={(v) => onChange({ state: v })} autoComplete={`${section} address-level1`} />
      )}
      <TextField id={id("zipCode")} maxLength={FIELD_LIMITS.postcode} label={value.country === "US" ? "ZIP code" : "Postcode"} value={value.zipCode} onChange={(v) => onChange({ zipCode: v })} error={errors[id("zipCode")]} autoComplete={`${section} postal-code`} />
      <TextField id={id("phoneNumber")} maxLength={FIELD_LIMITS.telephone} label="Phone" type="tel" value={value.phoneNumber} onChange={(v) => onChange({ phoneNumber: v })} error={errors[id("phoneNumber")]} autoComplete={`${section} tel`} hint="For the courier, if they need to reach you." />
    </div>
  );
}
