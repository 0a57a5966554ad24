/**
 * A few calls are read by the browser as `result.errorMessage` when they fail (spec §7: reorder,
 * add-from-order-requests, newsletter subscriptions). Their routes set `attachValidation: true` and answer
 * through withErrorMessage: the same status and code as every other error, bad input included, with the
 * message under errorMessage.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { ok } from "./envelope.ts";
import { AppError, Invalid } from "./errors.ts";

export interface ErrorMessageAnswer {
  code: number;
  result: { errorMessage: string };
}

function validationMessage(req: FastifyRequest): string | null {
  const err = req.validationError;
  if (!err) return null;
  const first = (err as { validation?: { instancePath?: string; message?: string }[] }).validation?.[0];
  const field = first?.instancePath?.replace(/^\//, "").replace(/\//g, ".");
  return `Invalid ${req.validationError?.validationContext ?? "request"}${field ? ` field '${field}'` : ""}: ${first?.message ?? err.message}`;
}

export async function withErrorMessage<T>(req: FastifyRequest, reply: FastifyReply, work: () => Promise<T>) {
  try {
    const invalid = validationMessage(req);
    if (invalid) throw new Invalid(invalid);
    return ok(await work());
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    reply.status(err.statusCode);
    return { code: err.statusCode, result: { errorMessage: err.message } } satisfies ErrorMessageAnswer;
  }
}
