import { z } from "zod";
import { normaliseSearchText, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, SEARCH_PAGE_SIZE, searchMessages } from "@petsies/domain";

const MAX_PAGE_SIZE = 500;

const text = z
  .string({ error: "q must be text" })
  .max(SEARCH_MAX_LENGTH, `q must be at most ${SEARCH_MAX_LENGTH} characters`)
  .transform(normaliseSearchText);

/** Spec §5: a size of 0 or less becomes 50; a negative start becomes 0. */
const size = z.coerce
  .number({ error: "size must be a whole number" })
  .int("size must be a whole number")
  .optional()
  .transform((n) => (n === undefined || n <= 0 ? SEARCH_PAGE_SIZE : Math.min(n, MAX_PAGE_SIZE)));
const start = z.coerce
  .number({ error: "start must be a whole number" })
  .int("start must be a whole number")
  .optional()
  .transform((n) => (n === undefined || n < 0 ? 0 : n));

/** Full search: a query shorter than 3 characters (after trimming) is bad input, 400. */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: searchMessages.tooShort })
    .pipe(text)
    .refine((q) => q.length >= SEARCH_MIN_LENGTH, searchMessages.tooShort)
    .describe(`the search text, at least ${SEARCH_MIN_LENGTH} characters after trimming`),
  start,
  size,
});

/** Quick search answers while the shopper types: a short or missing query is simply no results. */
export const quickSearchQuerySchema = z.object({
  q: text.default("").describe(`the search text; shorter than ${SEARCH_MIN_LENGTH} characters answers no results`),
});
