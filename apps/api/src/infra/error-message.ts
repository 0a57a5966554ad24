/**
 * A few calls are read by the browser as `result.errorMessage` when they fail (spec §7: reorder,
 * add-from-order-requests, newsletter subscriptions). Their routes set `attachValidation: true` and answer
 * through withErrorMessage: the same status and code as every other error, bad input included, with the
 * message under errorMessage and, for bad input, the failed fields beside it as every refusal has them.
 */
import type { FastifyReply, FastifyRequest, FastifySchemaValidationError } from "fastify";
import { z } from "zod";
import { errorAnswer } from "@petsies/contract";
import { ok } from "./envelope.ts";
import { AppError } from "./errors.ts";
import { invalidFromValidation, InvalidFields, type FieldErrors } from "./validation-answer.ts";

export interface ErrorMessageAnswer {
  code: number;
  result: { errorMessage: string };
  fields?: FieldErrors;
}

/**
 * The refusals' shape for the route's `response` schema, under "4xx": the message under `key`, or — for a
 * refusal the error handler answers before the route runs (a rate limit, a body too large) — every error's
 * own shape. Fastify serializes any 4xx answer of the route with it, so both must pass.
 */
export function errorMessageSchema(key: "errorMessage" | "error_message") {
  const underKey = z.object({ code: z.number().int(), result: z.object({ [key]: z.string() }), fields: z.record(z.string(), z.string()).optional() });
  return z.union([underKey, errorAnswer]);
}

/** The refusal of a route that attached its validation error rather than letting the error handler answer. */
export function attachedValidationError(req: FastifyRequest): InvalidFields | null {
  const err = req.validationError as (Error & { validation?: FastifySchemaValidationError[] }) | undefined;
  if (!err) return null;
  return invalidFromValidation(err.validation ?? [], err.message);
}

export async function withErrorMessage<T>(req: FastifyRequest, reply: FastifyReply, work: () => Promise<T>) {
  try {
    const invalid = attachedValidationError(req);
    if (invalid) throw invalid;
    return ok(await work());
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    reply.status(err.statusCode);
    const answer: ErrorMessageAnswer = { code: err.statusCode, result: { errorMessage: err.message } };
    return err instanceof InvalidFields ? { ...answer, fields: err.fields } : answer;
  }
}
