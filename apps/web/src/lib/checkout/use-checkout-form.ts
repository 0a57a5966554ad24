"use client";

/**
 * The checkout form's state: what the shopper typed, brought back from this device and kept on it as it is
 * typed (spec §3 "Persisted customer data", §9), filled from a logged-in customer's profile and addresses.
 */
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from "react";
import { useUser } from "../user/use-user.ts";
import type { AddressDetails } from "./address.ts";
import { emptyCheckoutForm, type CheckoutForm, type PersonalDetails } from "./order.ts";
import { loadSavedCheckout, saveCheckout } from "./persisted.ts";
import { prefillFromAddressBook, prefillFromProfile } from "./prefill.ts";

export function useCheckoutForm() {
  const [form, setForm] = useState<CheckoutForm>(emptyCheckoutForm);
  useSavedDetails(form, setForm);
  const { user } = useCustomerPrefill(setForm);

  const patch = (change: Partial<CheckoutForm>) => setForm((f) => ({ ...f, ...change }));
  /** Names typed in personal details carry over to the shipping address while it has no names of its own. */
  const patchPersonal = (change: Partial<PersonalDetails>) =>
    setForm((f) => {
      const personal = { ...f.personal, ...change };
      const follows = (field: "firstName" | "lastName") => f.shipping[field] === "" || f.shipping[field] === f.personal[field];
      const shipping = {
        ...f.shipping,
        ...(change.firstName !== undefined && follows("firstName") ? { firstName: change.firstName } : {}),
        ...(change.lastName !== undefined && follows("lastName") ? { lastName: change.lastName } : {}),
      };
      return { ...f, personal, shipping };
    });
  const patchAddress = (which: "shipping" | "billing") => (change: Partial<AddressDetails>) =>
    setForm((f) => ({ ...f, [which]: { ...f[which], ...change } }));

  return { form, setForm, patch, patchPersonal, patchAddress, loggedIn: user !== null };
}

type SetForm = Dispatch<SetStateAction<CheckoutForm>>;

/**
 * What the shopper typed before comes back once; from then on it is kept as it is typed, so a reload loses
 * nothing; never card details or a password. Not saved before the saved details are back in the form.
 */
function useSavedDetails(form: CheckoutForm, setForm: SetForm) {
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    const saved = loadSavedCheckout();
    setForm((f) => ({
      ...f,
      personal: { ...f.personal, ...saved.personal },
      shipping: { ...f.shipping, ...saved.shipping },
      billing: { ...f.billing, ...saved.billing },
    }));
    setRestored(true);
  }, [setForm]);

  const { personal, shipping, billing, billingSameAsShipping } = form;
  useEffect(() => {
    if (restored) saveCheckout(personal, shipping, billingSameAsShipping ? null : billing);
  }, [restored, personal, shipping, billing, billingSameAsShipping]);
}

/** A logged-in customer's profile and default addresses (which come with it) fill what is still empty, once each. */
function useCustomerPrefill(setForm: SetForm) {
  const { user, addresses } = useUser();
  const filledFrom = useRef({ profile: false, addresses: false });
  useEffect(() => {
    if (user && !filledFrom.current.profile) {
      filledFrom.current.profile = true;
      setForm((f) => prefillFromProfile(f, user));
    }
    if (addresses && !filledFrom.current.addresses) {
      filledFrom.current.addresses = true;
      setForm((f) => prefillFromAddressBook(f, addresses));
    }
  }, [user, addresses, setForm]);
  return { user };
}
