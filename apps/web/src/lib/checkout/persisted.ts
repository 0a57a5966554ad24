/**
 * Persisted customer data (spec §3): what the shopper typed last time prefills the checkout. Card details
 * are never kept. The logged-in profile overrides these values, and logout clears them all.
 */
import { readLocal as read, writeLocal as write } from "../local-store.ts";
import type { AddressDetails } from "./address.ts";
import type { PersonalDetails } from "./order.ts";

const KEYS = {
  email: "email",
  firstName: "first-name",
  lastName: "last-name",
  phone: "phone-number",
  shippingCountry: "shipping-country",
  shipping: "shipping-details",
  billing: "payment-details",
  /** When the shopper last changed the checkout (spec §4: in checkout for 30 minutes after). */
  modifiedAt: "checkout-modified-at",
} as const;

export const IN_CHECKOUT_WINDOW_MS = 30 * 60 * 1000;

function readJson<T>(key: string): Partial<T> | null {
  try {
    const value: unknown = JSON.parse(read(key) ?? "null");
    return value && typeof value === "object" ? (value as Partial<T>) : null;
  } catch {
    return null;
  }
}

export interface SavedCheckout {
  personal: Partial<PersonalDetails>;
  shipping: Partial<AddressDetails> | null;
  billing: Partial<AddressDetails> | null;
}

/**
 * The saved details. Name, e-mail, phone and country always prefill; the full addresses only while the
 * shopper is still in checkout, so a shared computer does not show someone's address for ever.
 */
export function loadSavedCheckout(now = Date.now()): SavedCheckout {
  const recent = isInCheckout(now);
  const personal: Partial<PersonalDetails> = {};
  const email = read(KEYS.email);
  const firstName = read(KEYS.firstName);
  const lastName = read(KEYS.lastName);
  if (email) personal.emailAddress = email;
  if (firstName) personal.firstName = firstName;
  if (lastName) personal.lastName = lastName;
  const shipping = recent ? readJson<AddressDetails>(KEYS.shipping) : null;
  const country = read(KEYS.shippingCountry);
  const phone = read(KEYS.phone);
  return {
    personal,
    shipping: shipping || country || phone ? { ...(country ? { country } : {}), ...(phone ? { phoneNumber: phone } : {}), ...shipping } : null,
    billing: recent ? readJson<AddressDetails>(KEYS.billing) : null,
  };
}

export function saveCheckout(personal: PersonalDetails, shipping: AddressDetails, billing: AddressDetails | null, now = Date.now()) {
  write(KEYS.email, personal.emailAddress.trim());
  write(KEYS.firstName, personal.firstName.trim());
  write(KEYS.lastName, personal.lastName.trim());
  write(KEYS.phone, shipping.phoneNumber.trim());
  write(KEYS.shippingCountry, shipping.country);
  write(KEYS.shipping, JSON.stringify(shipping));
  if (billing) write(KEYS.billing, JSON.stringify(billing));
  write(KEYS.modifiedAt, String(now));
}

/** Whether the shopper counts as in checkout: they changed it within the last 30 minutes (spec §4). */
export function isInCheckout(now = Date.now()): boolean {
  const at = Number(read(KEYS.modifiedAt));
  return Number.isFinite(at) && at > 0 && now - at <= IN_CHECKOUT_WINDOW_MS;
}

/** The logged-in customer's own details win over whatever was typed before (spec §3). */
export function rememberCustomer(customer: { email: string; firstName: string; lastName: string; phoneNumber?: string; country?: string }) {
  write(KEYS.email, customer.email);
  write(KEYS.firstName, customer.firstName);
  write(KEYS.lastName, customer.lastName);
  if (customer.phoneNumber) write(KEYS.phone, customer.phoneNumber);
  if (customer.country) write(KEYS.shippingCountry, customer.country);
}

/** Logout: nothing of the customer stays on the device (spec §3 "It is cleared on logout"). */
export function clearSavedCheckout() {
  for (const key of Object.values(KEYS)) write(key, null);
}
