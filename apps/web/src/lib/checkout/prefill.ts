/**
 * The logged-in customer's details prefill the checkout (spec §3: logged-in data overrides stored values):
 * the name and e-mail of the profile, the default shipping address, and the default billing address when
 * it is another one. Only empty parts of the form are filled, so nothing the shopper typed is lost.
 */
import { addressDetailsOf, defaultAddresses, type Customer, type CustomerAddress } from "../user/customer.ts";
import type { AddressDetails } from "./address.ts";
import type { CheckoutForm } from "./order.ts";

const isBlank = (a: AddressDetails) => !a.streetAddress.trim() && !a.city.trim() && !a.zipCode.trim();

/** Name and e-mail from the profile; the shipping address takes the name too (as typing it in personal details does). */
export function prefillFromProfile(form: CheckoutForm, user: Customer): CheckoutForm {
  const p = form.personal;
  const s = form.shipping;
  return {
    ...form,
    personal: {
      firstName: p.firstName || user.firstName,
      lastName: p.lastName || user.lastName,
      emailAddress: p.emailAddress || user.email,
    },
    shipping: {
      ...s,
      firstName: s.firstName || user.firstName,
      lastName: s.lastName || user.lastName,
      phoneNumber: s.phoneNumber || user.phoneNumber,
    },
  };
}

export function prefillFromAddressBook(form: CheckoutForm, addresses: readonly CustomerAddress[]): CheckoutForm {
  const { shipping, billing } = defaultAddresses(addresses);
  if (!shipping) return form;
  const next = { ...form };
  if (isBlank(form.shipping)) next.shipping = addressDetailsOf(shipping);
  if (billing && billing.id !== shipping.id && isBlank(form.billing)) {
    next.billing = addressDetailsOf(billing);
    next.billingSameAsShipping = false;
  }
  return next;
}
