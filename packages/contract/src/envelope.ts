import { z } from "zod";

/** Every API answer: `{ code, result }` with the HTTP status equal to code. */
export const envelope = <T extends z.ZodType>(result: T) => z.object({ code: z.number().int(), result });

/**
 * An error answer: the human message in `result`, and for errors a client must tell apart, a stable
 * machine `error` code beside it (the client decides by the code, never by the text). Bad input says which
 * fields failed in `fields`, so a form shows each message at its own input; `result` never names a path.
 */
export const errorAnswer = z.object({
  code: z.number().int(),
  result: z.string(),
  error: z.string().optional(),
  /** For bad input: each failed field's path in the request (`personalDetails.firstName`) → what is wrong with it. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorAnswer = z.infer<typeof errorAnswer>;
