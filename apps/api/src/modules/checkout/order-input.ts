/**
 * The order as the shopper sent it (spec §3 "Order (placed) payload"), read and checked before anything is
 * reserved: the lines they reviewed, the addresses, the e-mail and the chosen payment method.
 */
import { ERROR_CODES, messages, normalizeAddress, validateAddress, type Address, type AddressErrors } from "@petsies/domain";
import { Conflict, Invalid } from "../../infra/errors.ts";
import { InvalidFields } from "../../infra/validation-answer.ts";
import type { AddressInput, OrderInput } from "../orders/schemas.ts";
import type { CartQuote } from "./quote.ts";

/**
 * An address's errors at their request paths (addressInformation.shippingAddress.postcode); the e-mail is the
 * order's, which the checkout sends in personal details.
 */
function addressRefusal(which: "billing" | "shipping", errors: AddressErrors): InvalidFields {
  const fields = Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field === "email" ? "personalDetails.emailAddress" : `addressInformation.${which}Address.${field}`,
      message,
    ]),
  );
  return new InvalidFields(fields, `The ${which} address is not valid: ${Object.values(errors)[0]}`);
}

function checkedAddress(which: "billing" | "shipping", input: AddressInput, requireEmail = false): Address {
  const errors = validateAddress(input, { requireEmail });
  if (Object.keys(errors).length > 0) throw addressRefusal(which, errors);
  return normalizeAddress(input as Address);
}

/** The server cart must hold exactly what the shopper reviewed: the same lines with the same quantities. */
export function checkSameItems(quote: CartQuote, products: OrderInput["products"]) {
  const server = new Map(quote.lines.map((l) => [l.itemId, l.qty]));
  const same = server.size === products.length && products.every((p) => server.get(p.server_item_id) === p.qty);
  if (!same) throw new Conflict(messages.cartItemsChangedServer, ERROR_CODES.cartChanged);
}

export interface Reservation {
  email: string;
  billingAddress: Address;
  shippingAddress: Address | null;
  paymentMethodCode: string;
  personalDetails: Record<string, unknown>;
}

/** Everything about the order that does not need the database: addresses, e-mail, the chosen methods. */
export function readOrder(input: OrderInput, quote: CartQuote, cartEmail: string | null): Reservation {
  const info = input.addressInformation;
  const email = (input.personalDetails?.emailAddress || info.billingAddress.email || cartEmail || "").trim().toLowerCase();
  const billingAddress = checkedAddress("billing", { ...info.billingAddress, email }, true);
  if (!quote.isVirtual && !info.shippingAddress) throw new Invalid("The shipping address is required");
  const shippingAddress = info.shippingAddress && !quote.isVirtual ? checkedAddress("shipping", info.shippingAddress) : null;
  return {
    email: billingAddress.email!,
    billingAddress,
    shippingAddress,
    paymentMethodCode: info.payment_method_code,
    personalDetails: {
      firstName: input.personalDetails?.firstName ?? billingAddress.firstname,
      lastName: input.personalDetails?.lastName ?? billingAddress.lastname,
      emailAddress: billingAddress.email,
      createAccount: input.personalDetails?.createAccount ?? false,
    },
  };
}
