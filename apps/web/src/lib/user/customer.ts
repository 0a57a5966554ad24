/**
 * The customer (spec §3 "Customer/user") and the address book as the pages use them, read from the wire
 * once. The server may spell names firstName or firstname (spec §3); each address carries its default
 * flags. Reading is forgiving: a cached copy from an older version never breaks the page.
 */
import type { Address } from "@petsies/domain";
import { emptyAddress, type AddressDetails } from "../checkout/address.ts";

export interface CustomerAddress extends AddressDetails {
  id: number;
  defaultBilling: boolean;
  defaultShipping: boolean;
}

export interface Customer {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  groupId: number | null;
}

/** The fields a customer may change (spec §3: "Only these user fields may be modified"). */
export interface ProfileChange {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  /** Needed by the API only when the e-mail changes. */
  currentPassword?: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");

function positiveInt(v: unknown): number | null {
  const n = typeof v === "string" && /^\d+$/.test(v) ? Number(v) : v;
  return typeof n === "number" && Number.isInteger(n) && n > 0 ? n : null;
}

/** An address of the address book, from the wire address (spec §3 "Address payload") plus id and default flags. */
export function addressFromWire(raw: unknown): CustomerAddress | null {
  if (!isRecord(raw)) return null;
  const id = positiveInt(raw.id);
  if (id === null) return null;
  const street = Array.isArray(raw.street) ? raw.street.map(text).filter(Boolean) : [text(raw.street)].filter(Boolean);
  const region = isRecord(raw.region) ? raw.region : null;
  const regionId = positiveInt(raw.region_id) ?? positiveInt(region?.region_id);
  return {
    ...emptyAddress(text(raw.country_id) || "US"),
    id,
    firstName: text(raw.firstname ?? raw.firstName),
    lastName: text(raw.lastname ?? raw.lastName),
    streetAddress: street[0] ?? "",
    apartmentNumber: street.slice(1).join(", "),
    city: text(raw.city),
    state: region ? text(region.region) : text(raw.region),
    region_id: regionId,
    zipCode: text(raw.postcode),
    phoneNumber: text(raw.telephone),
    defaultBilling: raw.default_billing === true,
    defaultShipping: raw.default_shipping === true,
  };
}

/** The customer from /api/user/me (or the cached copy of it); null when it is not a customer. */
export function customerFromWire(raw: unknown): Customer | null {
  if (!isRecord(raw)) return null;
  const email = text(raw.email);
  const id = positiveInt(raw.id);
  if (!email || id === null) return null;
  return {
    id,
    email,
    firstName: text(raw.firstName ?? raw.firstname),
    lastName: text(raw.lastName ?? raw.lastname),
    phoneNumber: text(raw.phoneNumber ?? raw.phone_number),
    groupId: typeof raw.group_id === "number" ? raw.group_id : null,
  };
}

/** The address book from GET /api/address/list (or a change's answer): the usable entries. */
/** The largest number an address reference can be (the API's INT4 ids; public ids reach 2^30 − 1, ten digits). */
const MAX_ADDRESS_ID = 2_147_483_647;

/**
 * The address id of an edit page's URL segment, or null when it cannot be one. Public address ids are a
 * permutation of 1 … 2^30 − 1 (apps/api infra/public-ids.ts), so one in fourteen has ten digits.
 */
export function addressIdFromPath(segment: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= MAX_ADDRESS_ID ? id : null;
}

export function addressBookFromWire(list: unknown): CustomerAddress[] {
  return Array.isArray(list) ? list.map(addressFromWire).filter((a): a is CustomerAddress => a !== null) : [];
}

/** The cached current user: broken JSON or an odd value reads as nobody. */
export function parseStoredCustomer(raw: string | null): Customer | null {
  if (!raw) return null;
  try {
    return customerFromWire(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** The address used by default for shipping (else the first one), and for billing (else the shipping one). */
export function defaultAddresses(list: readonly CustomerAddress[]): { shipping: CustomerAddress | null; billing: CustomerAddress | null } {
  const shipping = list.find((a) => a.defaultShipping) ?? list[0] ?? null;
  const billing = list.find((a) => a.defaultBilling) ?? shipping;
  return { shipping, billing };
}

/** An address book entry as the form edits it (no id, no flags). */
export function addressDetailsOf(address: CustomerAddress): AddressDetails {
  const { id: _id, defaultBilling: _b, defaultShipping: _s, ...details } = address;
  return details;
}

/** The wire address for /api/address/create and update. */
export type WireAddress = Address & { id?: number; default_billing?: boolean; default_shipping?: boolean };
