import { z } from "zod";

/** A calendar day written YYYY-MM-DD. */
export const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Write the date as YYYY-MM-DD");
export const email = z.string().trim().toLowerCase().min(1, "Enter an e-mail address").max(254, "At most 254 characters").email("Enter a valid e-mail address");
/** Whole numbers from a query string ("2" → 2). */
export const queryInt = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
/** A short line a person typed (a note, a name): trimmed, no control characters. */
export const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    .regex(/^[^\u0000-\u001f\u007f]*$/, "Remove the control characters");
