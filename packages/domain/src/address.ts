/**
 * Address rules shared by the checkout form and the order API (spec §3 "Address payload", §5): phones are
 * validated and stored as E.164 by country, regions come from the country's list when it has one, and
 * every problem is reported at its field.
 */
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js";
import { FIELD_LIMITS, tooLongMessage } from "./field-limits.ts";
import { messages } from "./messages.ts";
import { postcodeFormatError } from "./postcodes.ts";
import { regionById, regionsOf } from "./regions.ts";
import { isValidEmail } from "./validation.ts";

export interface Address {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  postcode: string;
  country_id: string;
  region_id?: number;
  region?: string;
  region_code?: string;
  telephone: string;
  company?: string;
  email?: string;
  vat_id?: string;
}

export type AddressErrors = Partial<Record<"firstname" | "lastname" | "street" | "city" | "postcode" | "country_id" | "region_id" | "telephone" | "email", string>>;

export const addressMessages = {
  nameTooShort: "Please enter at least 2 characters.",
  postcodeTooShort: "Please enter at least 3 characters.",
  phoneInvalid: "Please enter a valid phone number for the selected country.",
  countryInvalid: "Please choose a country.",
  regionInvalid: "Please choose a state or region from the list.",
  emailInvalid: "Please enter a valid e-mail address.",
} as const;

/** A phone number in E.164 (+15551234567) when it is valid for the country, else null. */
export function toE164(phone: string, countryId: string): string | null {
  const parsed = parsePhoneNumberFromString(phone.trim(), countryId.toUpperCase() as CountryCode);
  return parsed && parsed.isValid() ? parsed.number : null;
}

/** A full name splits into first name (first word) and last name (the rest) (spec §5). */
export function splitFullName(full: string): { firstName: string; lastName: string } {
  const [first = "", ...rest] = full.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(" ") };
}

/** Field errors of an address; an empty object means it can be used. */
export function validateAddress(a: Partial<Address>, options: { requireEmail?: boolean } = {}): AddressErrors {
  const errors: AddressErrors = {};
  const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");
  const required = (field: keyof AddressErrors, value: string, min: number, max: number, tooShort: string) => {
    if (!value) errors[field] = messages.fieldRequired;
    else if (value.length < min) errors[field] = tooShort;
    else if (value.length > max) errors[field] = tooLongMessage(max);
  };
  required("firstname", text(a.firstname), 2, FIELD_LIMITS.name, addressMessages.nameTooShort);
  required("lastname", text(a.lastname), 2, FIELD_LIMITS.name, addressMessages.nameTooShort);
  const street = (a.street ?? []).map(text);
  if (!street.some(Boolean)) errors.street = messages.fieldRequired;
  else if (street.some((line) => line.length > FIELD_LIMITS.street)) errors.street = tooLongMessage(FIELD_LIMITS.street);
  required("city", text(a.city), 2, FIELD_LIMITS.city, addressMessages.nameTooShort);
  required("postcode", text(a.postcode), 3, FIELD_LIMITS.postcode, addressMessages.postcodeTooShort);
  const country = text(a.country_id).toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) errors.country_id = addressMessages.countryInvalid;
  else if (regionsOf(country).length > 0 && !(a.region_id !== undefined && regionById(country, a.region_id))) {
    errors.region_id = a.region_id === undefined ? messages.fieldRequired : addressMessages.regionInvalid;
  }
  if (!errors.postcode && !errors.country_id) {
    const badFormat = postcodeFormatError(text(a.postcode), country);
    if (badFormat) errors.postcode = badFormat;
  }
  const phone = text(a.telephone);
  if (!phone) errors.telephone = messages.fieldRequired;
  else if (phone.length > FIELD_LIMITS.telephone) errors.telephone = tooLongMessage(FIELD_LIMITS.telephone);
  else if (!errors.country_id && !toE164(phone, country)) errors.telephone = addressMessages.phoneInvalid;
  if (options.requireEmail) {
    const email = text(a.email);
    if (!email) errors.email = messages.fieldRequired;
    else if (!isValidEmail(email)) errors.email = addressMessages.emailInvalid;
  }
  return errors;
}

/** The stored form of a valid address: trimmed, upper-case country, region name from the list, E.164 phone. */
export function normalizeAddress(a: Address): Address {
  const country = a.country_id.trim().toUpperCase();
  const region = a.region_id !== undefined ? regionById(country, a.region_id) : undefined;
  return {
    ...a,
    firstname: a.firstname.trim(),
    lastname: a.lastname.trim(),
    street: a.street.map((s) => s.trim()).filter(Boolean),
    city: a.city.trim(),
    postcode: a.postcode.trim(),
    country_id: country,
    region: region?.name ?? a.region?.trim() ?? "",
    region_code: region?.code ?? a.region_code,
    telephone: toE164(a.telephone, country) ?? a.telephone.trim(),
    ...(a.email ? { email: a.email.trim().toLowerCase() } : {}),
  };
}
