/**
 * Schemas for the whole numbers that reach a query. Ids and counts live in PostgreSQL integer (int4) columns: a
 * number past int4's range names no row, and sent to the database it fails the query (a 500), so these schemas
 * refuse it as the bad input it is (a 400). The input guard (input-guard.ts) holds every other whole-number
 * field to the same range.
 */
import { z } from "zod";

/** The range of a PostgreSQL integer column. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/**
 * A number sent as a JSON number or as text (query strings and paths carry only text), and nothing else:
 * z.coerce would read a JSON `true` as 1 and `null` as 0 (issue 17). Text that is no number fails as NaN.
 */
export const numberOrText = (message: string) => z.union([z.number(), z.string()], { error: message }).transform(Number);

/** A whole number sent as a number or as text, from `min` up to int4's top. */
export function wholeNumber(name: string, min = 0) {
  const message = `${name} must be a number`;
  return numberOrText(message).pipe(
    z
      .number({ error: message })
      .int(`${name} must be a whole number`)
      .min(min, min === 1 ? `${name} must be positive` : `${name} must be at least ${min}`)
      .max(INT4_MAX, `${name} is too large`),
  );
}

/** A row's id, as a number or as text. */
export const rowId = (name: string) => wholeNumber(name, 1);

/**
 * A row's id in a JSON body that takes it as a number or as its digits, and nothing else coerced. Public
 * ids run to ten digits (up to 2^30), so the digits are checked against the same bounds as the number.
 */
export function jsonRowId(message: string) {
  const id = z.number().int().min(1).max(INT4_MAX, `ids are whole numbers up to ${INT4_MAX}`);
  return z.union([id, z.string().regex(/^\d{1,10}$/).transform(Number).pipe(id)], { error: message });
}
