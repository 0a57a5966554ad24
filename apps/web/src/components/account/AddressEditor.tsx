"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { emptyAddress, type AddressDetails } from "../../lib/checkout/address.ts";
import { addressErrors, addressInputs } from "../../lib/checkout/order.ts";
import { showRefusal } from "../../lib/field-errors.ts";
import type { Country } from "../../lib/countries.ts";
import { focusFirstError } from "../../lib/focus-first-error.ts";
import { notify } from "../../lib/notifications/store.ts";
import { addressDetailsOf, type CustomerAddress } from "../../lib/user/customer.ts";
import { saveAddress, type AddressFlags } from "../../lib/user/store.ts";
import { useUser } from "../../lib/user/use-user.ts";
import { AddressFields } from "../checkout/AddressFields.tsx";
import { ADDRESS_BOOK_PATH, useAddressBook } from "./AddressBook.tsx";
import { FormAlert } from "./FormAlert.tsx";
import { BUTTON, BUTTON_SECONDARY, PANEL } from "./styles.ts";
import { SCRIPT_FORM } from "../../lib/script-form.ts";

const PREFIX = "address";

function AddressForm({ address, countries }: { address: CustomerAddress | null; countries: Country[] }) {
  const router = useRouter();
  const { user, addresses } = useUser();
  // A new address starts with the customer's name; the first one becomes the default for both.
  const [details, setDetails] = useState<AddressDetails>(() =>
    address ? addressDetailsOf(address) : { ...emptyAddress(), firstName: user?.firstName ?? "", lastName: user?.lastName ?? "", phoneNumber: user?.phoneNumber ?? "" },
  );
  const first = !address && (addresses ?? []).length === 0;
  const [flags, setFlags] = useState<AddressFlags>({
    defaultShipping: address?.defaultShipping ?? first,
    defaultBilling: address?.defaultBilling ?? first,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setMessage(null);
    const found = addressErrors(PREFIX, details);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    setBusy(true);
    const outcome = await saveAddress(details, flags, address?.id);
    setBusy(false);
    if (!outcome.ok) {
      showRefusal(outcome, addressInputs("address", PREFIX), { setErrors, setMessage });
      return;
    }
    notify({ type: "success", message: "The address has been saved." });
    router.push(ADDRESS_BOOK_PATH);
  };

  const flag = (key: keyof AddressFlags, label: string) => (
    <label className="flex items-center gap-3">
      <input type="checkbox" checked={flags[key]} onChange={(e) => setFlags((f) => ({ ...f, [key]: e.target.checked }))} className="size-5 accent-brand" />
      {label}
    </label>
  );

  return (
    <form {...SCRIPT_FORM} onSubmit={onSubmit} aria-busy={busy} aria-labelledby="address-form-title" className={`${PANEL} space-y-4`}>
      <h2 id="address-form-title" className="text-2xl font-bold">
        {address ? "Edit address" : "Add a new address"}
      </h2>
      <AddressFields prefix={PREFIX} value={details} onChange={(patch) => setDetails((d) => ({ ...d, ...patch }))} errors={errors} countries={countries} />
      <fieldset className="space-y-2">
        <legend className="sr-only">Defaults</legend>
        {flag("defaultShipping", "Use as my default shipping address")}
        {flag("defaultBilling", "Use as my default billing address")}
      </fieldset>
      <FormAlert message={message} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className={BUTTON}>
          {busy ? "Saving…" : "Save address"}
        </button>
        <Link href={ADDRESS_BOOK_PATH} prefetch={false} className={BUTTON_SECONDARY}>
          Cancel
        </Link>
      </div>
    </form>
  );
}

/** /my-account/address-book/add/ (no id) and /my-account/address-book/edit/:addressId/. */
export function AddressEditor({ addressId, countries }: { addressId?: number; countries: Country[] }) {
  const { addresses, failed, retry } = useAddressBook();
  if (failed) {
    return (
      <div className={`${PANEL} space-y-3`}>
        <p role="alert" className="font-semibold text-sale">
          We could not load your addresses.
        </p>
        <button type="button" className={BUTTON_SECONDARY} onClick={retry}>
          Try again
        </button>
      </div>
    );
  }
  // The book is loaded first even to add one: the first address becomes the default.
  if (addresses === null) return <div role="status" aria-busy="true" aria-label="Loading the address book" className={`${PANEL} h-96 animate-pulse motion-reduce:animate-none`} />;
  if (addressId === undefined) return <AddressForm address={null} countries={countries} />;
  const address = addresses.find((a) => a.id === addressId);
  if (!address) {
    return (
      <div className={`${PANEL} space-y-3`}>
        <p role="alert" className="font-semibold">
          This address is not in your address book.
        </p>
        <Link href={ADDRESS_BOOK_PATH} prefetch={false} className="font-semibold">
          Back to the address book
        </Link>
      </div>
    );
  }
  return <AddressForm key={address.id} address={address} countries={countries} />;
}
