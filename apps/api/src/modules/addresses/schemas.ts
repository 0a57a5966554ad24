/**
 * Address book requests (spec §3 "Address payload", §7 POST /address/create, update, delete). Fields are
 * only type- and length-checked here; the domain's address rules (required fields, regions, E.164 phones)
 * run in the service so every problem is reported at its field.
 */
import { z } from "zod";
import { FIELD_LIMITS as L } from "@petsies/domain";
import { INT4_MAX, jsonRowId } from "../../infra/schemas.ts";

const text = (max: number) => z.string().trim().max(max, `at most ${max} characters`);
const optionalText = (max: number) => text(max).nullish();
const countryCode = z.string().trim().max(2, "must be a two-letter country code");

export const addressFields = z.object({
  firstname: optionalText(L.name),
  lastname: optionalText(L.name),
  street: z.array(text(L.street)).max(L.streetLines, `at most ${L.streetLines} street lines`).nullish(),
  city: optionalText(L.city),
  postcode: optionalText(L.postcode),
  /** Order payloads say country_id, billing forms countryId (spec §3); both are read. */
  country_id: countryCode.nullish(),
  countryId: countryCode.nullish(),
  region_id: z.union([z.number().int().min(0).max(INT4_MAX), z.string().regex(/^\d{1,6}$/, "must be a number").transform(Number)]).nullish(),
  region: optionalText(L.region),
  region_code: optionalText(20),
  telephone: optionalText(L.telephone),
  company: optionalText(L.company),
  vat_id: optionalText(L.vatId),
  default_billing: z.boolean().optional(),
  default_shipping: z.boolean().optional(),
});
export type AddressFields = z.infer<typeof addressFields>;

const addressId = jsonRowId("address.id is required");

export const tokenQuery = z.object({ token: z.string().max(200).optional() });

export const createBody = z.object({ address: addressFields });
export const updateBody = z.object({ address: addressFields.extend({ id: addressId }) });
export const deleteBody = z.object({ address: z.object({ id: addressId }) });
