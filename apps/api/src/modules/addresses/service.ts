/**
 * The address book (spec §2 /my-account/address-book/, §3 "Address payload", §7 /address/create, update,
 * delete). Addresses pass the same domain rules as checkout (phones stored as E.164, regions from the
 * country's list). Which address is the default billing and shipping one is kept on the customer row.
 * The ids a customer sees are public ids (infra/public-ids.ts), not row counters; an address of another
 * customer answers 404 like one that does not exist, so nobody learns which ids are taken (issue 20).
 */
import { and, asc, count, eq } from "drizzle-orm";
import { normalizeAddress, regionById, validateAddress, type Address, type AddressErrors } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { customerAddresses as addressTable, customers } from "../../db/schema.ts";
import { Invalid, NotFound } from "../../infra/errors.ts";
import { InvalidFields } from "../../infra/validation-answer.ts";
import { publicIds, type PublicIds } from "../../infra/public-ids.ts";
import type { AddressFields } from "./schemas.ts";

type AddressRow = typeof addressTable.$inferSelect;

/** Enough for family and friends; a bound so one account cannot grow without limit. */
export const MAX_ADDRESSES = 30;

/** An address as every answer carries it (the wire shape of spec §3, plus the two default flags). */
export interface AddressBookEntry {
  id: number;
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  postcode: string;
  country_id: string;
  region_id: number | null;
  region: string;
  region_code: string | null;
  telephone: string;
  company: string | null;
  vat_id: string | null;
  default_billing: boolean;
  default_shipping: boolean;
}

interface Defaults {
  billing: number | null;
  shipping: number | null;
}

function toEntry(row: AddressRow, defaults: Defaults, ids: PublicIds): AddressBookEntry {
  return {
    id: ids.toPublic("address", row.id),
    firstname: row.firstname,
    lastname: row.lastname,
    street: row.street,
    city: row.city,
    postcode: row.postcode,
    country_id: row.countryId,
    region_id: row.regionId,
    region: row.region,
    region_code: row.regionId === null ? null : (regionById(row.countryId, row.regionId)?.code ?? null),
    telephone: row.telephone,
    company: row.company,
    vat_id: row.vatId,
    default_billing: defaults.billing === row.id,
    default_shipping: defaults.shipping === row.id,
  };
}

async function defaultsOf(db: Db, customerId: number, lock = false): Promise<Defaults> {
  const query = db
    .select({ billing: customers.defaultBillingAddressId, shipping: customers.defaultShippingAddressId })
    .from(customers)
    .where(eq(customers.id, customerId));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new NotFound(`Customer ${customerId} was not found`);
  return row;
}

/** A customer's addresses, oldest first, with their default flags (also for GET /api/user/me). */
export async function customerAddresses(db: Db, customerId: number): Promise<AddressBookEntry[]> {
  const [defaults, ids] = await Promise.all([defaultsOf(db, customerId), publicIds(db)]);
  const rows = await db.select().from(addressTable).where(eq(addressTable.customerId, customerId)).orderBy(asc(addressTable.id));
  return rows.map((row) => toEntry(row, defaults, ids));
}

/** The customer's address with this public id: 404 when they have none, whether or not someone else does. */
async function requireOwnAddress(db: Db, ids: PublicIds, customerId: number, publicId: number): Promise<AddressRow> {
  const id = ids.toInternal("address", publicId);
  const [row] = id === null ? [] : await db.select().from(addressTable).where(and(eq(addressTable.id, id), eq(addressTable.customerId, customerId))).limit(1);
  if (!row) throw new NotFound(`Address ${publicId} was not found`);
  return row;
}

/** The errors at their request paths (address.postcode), so the form shows each at its field. */
function addressRefusal(errors: AddressErrors): InvalidFields {
  const fields = Object.fromEntries(Object.entries(errors).map(([field, message]) => [`address.${field}`, message]));
  return new InvalidFields(fields, `The address is not valid: ${Object.values(errors)[0]}`);
}

/** Request fields over what is stored (nothing, for a new address); then the domain rules. */
function checkedAddress(fields: AddressFields, stored: AddressRow | null): Address {
  const pick = <T>(given: T | null | undefined, kept: T | undefined): T | undefined => (given === undefined ? kept : (given ?? undefined));
  const country = fields.country_id ?? fields.countryId;
  // A region belongs to its country: moving the address to another country drops the stored one.
  const region = country && stored && country.toUpperCase() !== stored.countryId ? null : stored;
  const candidate: Partial<Address> = {
    firstname: pick(fields.firstname, stored?.firstname),
    lastname: pick(fields.lastname, stored?.lastname),
    street: pick(fields.street, stored?.street),
    city: pick(fields.city, stored?.city),
    postcode: pick(fields.postcode, stored?.postcode),
    country_id: pick(country, stored?.countryId),
    region_id: pick(fields.region_id, region?.regionId ?? undefined),
    region: pick(fields.region, region?.region),
    telephone: pick(fields.telephone, stored?.telephone),
    company: pick(fields.company, stored?.company ?? undefined),
    vat_id: pick(fields.vat_id, stored?.vatId ?? undefined),
  };
  const errors = validateAddress(candidate);
  if (Object.keys(errors).length > 0) throw addressRefusal(errors);
  return normalizeAddress(candidate as Address);
}

function columnsOf(a: Address) {
  return {
    firstname: a.firstname,
    lastname: a.lastname,
    street: a.street,
    city: a.city,
    postcode: a.postcode,
    countryId: a.country_id,
    regionId: a.region_id ?? null,
    region: a.region ?? "",
    telephone: a.telephone,
    company: a.company?.trim() || null,
    vatId: a.vat_id?.trim() || null,
  };
}

/** Applies the default flags: true makes this address the default, false stops it being the default. */
function nextDefaults(current: Defaults, id: number, flags: Pick<AddressFields, "default_billing" | "default_shipping">): Defaults {
  const next = (now: number | null, flag: boolean | undefined) => (flag === true ? id : flag === false && now === id ? null : now);
  return { billing: next(current.billing, flags.default_billing), shipping: next(current.shipping, flags.default_shipping) };
}

async function saveDefaults(db: Db, customerId: number, before: Defaults, after: Defaults) {
  if (before.billing === after.billing && before.shipping === after.shipping) return;
  await db
    .update(customers)
    .set({ defaultBillingAddressId: after.billing, defaultShippingAddressId: after.shipping, updatedAt: new Date() })
    .where(eq(customers.id, customerId));
}

export interface SavedAddress {
  address: AddressBookEntry;
  addresses: AddressBookEntry[];
}

/**
 * Adds an address. The first address of a kind becomes the default billing and shipping address unless
 * the request says default_billing or default_shipping false.
 */
export async function createAddress(db: Db, customerId: number, fields: AddressFields): Promise<SavedAddress> {
  const address = checkedAddress(fields, null);
  const id = await db.transaction(async (tx) => {
    // The customer row is locked so that concurrent saves neither pass the limit nor lose a default.
    const before = await defaultsOf(tx, customerId, true);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(addressTable).where(eq(addressTable.customerId, customerId));
    if (n >= MAX_ADDRESSES) throw new Invalid(`An address book holds at most ${MAX_ADDRESSES} addresses; delete one first.`);
    const [row] = await tx
      .insert(addressTable)
      .values({ customerId, ...columnsOf(address) })
      .returning({ id: addressTable.id });
    const flags = {
      default_billing: fields.default_billing ?? (before.billing === null ? true : undefined),
      default_shipping: fields.default_shipping ?? (before.shipping === null ? true : undefined),
    };
    await saveDefaults(tx, customerId, before, nextDefaults(before, row!.id, flags));
    return row!.id;
  });
  return answer(db, customerId, (await publicIds(db)).toPublic("address", id));
}

/** Changes an address: the fields given replace the stored ones; default flags as in createAddress. */
export async function updateAddress(db: Db, customerId: number, publicId: number, fields: AddressFields): Promise<SavedAddress> {
  const ids = await publicIds(db);
  await db.transaction(async (tx) => {
    const before = await defaultsOf(tx, customerId, true);
    const stored = await requireOwnAddress(tx, ids, customerId, publicId);
    const address = checkedAddress(fields, stored);
    await tx
      .update(addressTable)
      .set({ ...columnsOf(address), updatedAt: new Date() })
      .where(eq(addressTable.id, stored.id));
    await saveDefaults(tx, customerId, before, nextDefaults(before, stored.id, fields));
  });
  return answer(db, customerId, publicId);
}

/** Removes an address; a default that pointed at it is cleared. Answers the remaining addresses. */
export async function deleteAddress(db: Db, customerId: number, publicId: number): Promise<{ addresses: AddressBookEntry[] }> {
  const ids = await publicIds(db);
  await db.transaction(async (tx) => {
    const before = await defaultsOf(tx, customerId, true);
    const { id } = await requireOwnAddress(tx, ids, customerId, publicId);
    await tx.delete(addressTable).where(eq(addressTable.id, id));
    await saveDefaults(tx, customerId, before, nextDefaults(before, id, { default_billing: false, default_shipping: false }));
  });
  return { addresses: await customerAddresses(db, customerId) };
}

async function answer(db: Db, customerId: number, publicId: number): Promise<SavedAddress> {
  const addresses = await customerAddresses(db, customerId);
  return { address: addresses.find((a) => a.id === publicId)!, addresses };
}
