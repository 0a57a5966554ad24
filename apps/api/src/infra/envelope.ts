/** Every API answer is `{ code, result }` with the HTTP status equal to `code` (DESIGN.md). */
import { z } from "zod";

export interface Envelope<T> {
  code: number;
  result: T;
}

export function ok<T>(result: T): Envelope<T> & { code: 200 } {
  return { code: 200, result };
}

/** The 200 answer's shape for a route's `response` schema (and so for the OpenAPI document). */
export function okSchema<T extends z.ZodType>(result: T) {
  return z.object({ code: z.literal(200), result });
}
