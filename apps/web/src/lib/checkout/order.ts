/**
 * The checkout's data (spec §3 "Checkout state") and the order it becomes (spec §3 "Order (placed)
 * payload"). Pure functions: the page keeps the state, these check it and build the order and its key.
 */
import {
  isValidEmail,
  messages,
  passwordConfirmationError,
  passwordError,
  regionsOf,
  validateAddress,
  type Address,
  type AddressErrors,
} from "@petsies/domain";
import type { CartItem } from "../cart/types.ts";
import { emptyAddress, type AddressDetails } from "./address.ts";

export interface PersonalDetails {
  firstName: string;
  lastName: string;
  emailAddress: string;
}

export interface CardDetails {
  card_number: string;
  expiry: string;
  cvc: string;
  name_on_card: string;
}

/** "Create an account" at checkout (spec §3 personalDetails: password, createAccount). Never stored. */
export interface NewAccount {
  createAccount: boolean;
  password: string;
  passwordConfirm: string;
}

export interface CheckoutForm {
  personal: PersonalDetails;
  account: NewAccount;
  shipping: AddressDetails;
  shippingMethod: string | null;
  billingSameAsShipping: boolean;
  billing: AddressDetails;
  paymentMethod: string | null;
  card: CardDetails;
  termsAccepted: boolean;
}

export const CARD_METHOD = "petsies_testcard";

/** The checkout form before the shopper, the saved details or the profile filled anything in. */
export const emptyCheckoutForm = (): CheckoutForm => ({
  personal: { firstName: "", lastName: "", emailAddress: "" },
  account: { createAccount: false, password: "", passwordConfirm: "" },
  shipping: emptyAddress(),
  shippingMethod: null,
  billingSameAsShipping: true,
  billing: emptyAddress(),
  paymentMethod: null,
  card: { card_number: "", expiry: "", cvc: "", name_on_card: "" },
  termsAccepted: false,
});

export const checkoutMessages = {
  termsRequired: "Please accept the terms and conditions.",
  chooseShipping: "Please choose a shipping method.",
  choosePayment: "Please choose a payment method.",
  cardRequired: "Please enter your card details.",
} as const;

/** The wire address of spec §3 "Address payload". */
export function toAddress(d: AddressDetails, email?: string): Address {
  const region = d.region_id !== null ? regionsOf(d.country).find((r) => r.id === d.region_id) : undefined;
  return {
    firstname: d.firstName.trim(),
    lastname: d.lastName.trim(),
    street: [d.streetAddress, d.apartmentNumber].map((s) => s.trim()).filter(Boolean),
    city: d.city.trim(),
    postcode: d.zipCode.trim(),
    country_id: d.country,
    ...(d.region_id !== null ? { region_id: d.region_id } : {}),
    region: region?.name ?? d.state.trim(),
    ...(region ? { region_code: region.code } : {}),
    telephone: d.phoneNumber.trim(),
    ...(email ? { email: email.trim() } : {}),
  };
}

/** Form field ids by address field, so an error can be shown and focused at its field. */
const ADDRESS_FIELDS: Record<keyof AddressErrors, keyof AddressDetails | "email"> = {
  firstname: "firstName",
  lastname: "lastName",
  street: "streetAddress",
  city: "city",
  postcode: "zipCode",
  country_id: "country",
  region_id: "region_id",
  telephone: "phoneNumber",
  email: "email",
};

export type CheckoutErrors = Record<string, string>;

/** An address's request paths (`${apiPrefix}.postcode`) → its form field ids (`${prefix}-zipCode`), for the API's field errors. */
export function addressInputs(apiPrefix: string, prefix: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(ADDRESS_FIELDS)
      .filter(([field]) => field !== "email")
      .map(([field, input]) => [`${apiPrefix}.${field}`, `${prefix}-${input}`]),
  );
}

/**
 * The order's request paths → the checkout's field ids. A billing address that is the shipping address has
 * no inputs of its own: its errors are the shipping address's.
 */
export function checkoutInputs(billingPrefix: "billing" | "shipping"): Record<string, string> {
  return {
    "personalDetails.firstName": "personal-firstName",
    "personalDetails.lastName": "personal-lastName",
    "personalDetails.emailAddress": "personal-emailAddress",
    "personalDetails.password": "account-password",
    ...addressInputs("addressInformation.shippingAddress", "shipping"),
    ...addressInputs("addressInformation.billingAddress", billingPrefix),
    "addressInformation.billingAddress.email": "personal-emailAddress",
  };
}

/** An address's errors keyed by its form field ids (`${prefix}-${field}`). */
export function addressErrors(prefix: string, d: AddressDetails): CheckoutErrors {
  const errors = validateAddress(toAddress(d));
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [`${prefix}-${ADDRESS_FIELDS[field as keyof AddressErrors]}`, message]),
  );
}

/** Every error of the form, keyed by field id, in the order the fields appear. */
export function validateCheckout(form: CheckoutForm, needsShipping: boolean): CheckoutErrors {
  const errors: CheckoutErrors = {};
  const p = form.personal;
  if (!p.firstName.trim()) errors["personal-firstName"] = messages.fieldRequired;
  if (!p.lastName.trim()) errors["personal-lastName"] = messages.fieldRequired;
  if (!p.emailAddress.trim()) errors["personal-emailAddress"] = messages.fieldRequired;
  else if (!isValidEmail(p.emailAddress.trim())) errors["personal-emailAddress"] = "Please enter a valid e-mail address.";
  if (form.account.createAccount) {
    const weak = passwordError(form.account.password);
    if (weak) errors["account-password"] = weak;
    const mismatch = passwordConfirmationError(form.account.password, form.account.passwordConfirm);
    if (mismatch) errors["account-passwordConfirm"] = mismatch;
  }
  if (needsShipping) {
    Object.assign(errors, addressErrors("shipping", form.shipping));
    if (!form.shippingMethod) errors["shipping-method"] = checkoutMessages.chooseShipping;
  }
  if (!needsShipping || !form.billingSameAsShipping) Object.assign(errors, addressErrors("billing", form.billing));
  if (!form.paymentMethod) errors["payment-method"] = checkoutMessages.choosePayment;
  if (form.paymentMethod === CARD_METHOD) {
    const c = form.card;
    if (!c.card_number.trim()) errors["card-number"] = messages.fieldRequired;
    if (!c.expiry.trim()) errors["card-expiry"] = messages.fieldRequired;
    if (!c.cvc.trim()) errors["card-cvc"] = messages.fieldRequired;
    if (!c.name_on_card.trim()) errors["card-name"] = messages.fieldRequired;
  }
  if (!form.termsAccepted) errors["terms"] = checkoutMessages.termsRequired;
  return errors;
}

export interface OrderPayload {
  order_id: string;
  cart_id: string;
  created_at: string;
  updated_at: string;
  transmited: boolean;
  products: { server_item_id: number; sku: string; qty: number }[];
  addressInformation: {
    shippingAddress?: Address;
    billingAddress: Address;
    shipping_method_code?: string;
    shipping_carrier_code?: string;
    payment_method_code: string;
    payment_method_additional?: CardDetails;
  };
  personalDetails: PersonalDetails & { createAccount?: boolean; password?: string };
}

/** The order for the cart as it is now. Items must be synced (each has its server item id). */
export function buildOrder(form: CheckoutForm, cartToken: string, items: CartItem[], needsShipping: boolean, now = new Date()): OrderPayload {
  const email = form.personal.emailAddress.trim().toLowerCase();
  const billing = needsShipping && form.billingSameAsShipping ? form.shipping : form.billing;
  return {
    order_id: crypto.randomUUID(),
    cart_id: cartToken,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    transmited: false,
    // The optimized cart: each product reduced to its server item id, sku and quantity (spec §3).
    products: items.map((i) => ({ server_item_id: i.server_item_id as number, sku: i.sku, qty: i.qty })),
    addressInformation: {
      ...(needsShipping ? { shippingAddress: toAddress(form.shipping), shipping_method_code: form.shippingMethod ?? "", shipping_carrier_code: "petsies" } : {}),
      billingAddress: toAddress(billing, email),
      payment_method_code: form.paymentMethod ?? "",
      ...(form.paymentMethod === CARD_METHOD ? { payment_method_additional: form.card } : {}),
    },
    personalDetails: {
      firstName: form.personal.firstName.trim(),
      lastName: form.personal.lastName.trim(),
      emailAddress: email,
      ...(form.account.createAccount ? { createAccount: true, password: form.account.password } : {}),
    },
  };
}

/**
 * The order hash (spec §4): the same order gives the same key, so a double click, a retry or the offline
 * queue can only ever place it once. Card details, a new account's password and the order's own id and
 * times are left out.
 */
export async function orderKey(order: OrderPayload): Promise<string> {
  const { order_id: _id, created_at: _c, updated_at: _u, transmited: _t, addressInformation, personalDetails, ...rest } = order;
  const { payment_method_additional: _card, ...address } = addressInformation;
  const { password: _password, ...personal } = personalDetails;
  const bytes = new TextEncoder().encode(JSON.stringify({ ...rest, personalDetails: personal, addressInformation: address }));
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
