"use client";

import type { ShippingMethod } from "@petsies/domain";
import type { AddressDetails } from "../../lib/checkout/address.ts";
import type { CheckoutErrors } from "../../lib/checkout/order.ts";
import type { ActiveCurrency } from "../../lib/money.ts";
import { AddressFields, type Country } from "./AddressFields.tsx";
import { CheckoutSection } from "./CheckoutSection.tsx";
import { ShippingMethods } from "./ShippingMethods.tsx";

/** Shipping: the address, and the methods offered for it. */
export function ShippingSection({
  address,
  onAddressChange,
  methods,
  method,
  onMethodChange,
  errors,
  countries,
  active,
}: {
  address: AddressDetails;
  onAddressChange: (change: Partial<AddressDetails>) => void;
  methods: ShippingMethod[] | null;
  method: string | null;
  onMethodChange: (code: string) => void;
  errors: CheckoutErrors;
  countries: Country[];
  active: ActiveCurrency;
}) {
  return (
    <CheckoutSection headingId="shipping-title" title="Shipping address">
      <AddressFields prefix="shipping" value={address} onChange={onAddressChange} errors={errors} countries={countries} />
      <ShippingMethods methods={methods} value={method} onChange={onMethodChange} error={errors["shipping-method"]} active={active} />
    </CheckoutSection>
  );
}
