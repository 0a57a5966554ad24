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

/**
 * Route options for the catalogue's large, cached answers: their `response` schema describes the answer
 * (the OpenAPI document, the web's types), but the answer is sent as plain JSON instead of being parsed
 * against the schema on every request — an 80 KB product list would be walked field by field at each call.
 * A test checks every answer of the demo catalogue against the schemas instead (catalog/answers.test.ts).
 */
export const describedNotParsed = {
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
};
