/**
 * A refused request's fields (issue 19): the answer says which fields failed in `fields`, keyed by their path
 * in the request (`personalDetails.firstName`, `address.street.0`), each with a message in a shopper's words,
 * so a form shows each at its own input. The human `result` is the first of those messages and never names a
 * path: a shopper may see it as it is.
 */
import type { FastifySchemaValidationError } from "fastify";
import { messages, tooLongMessage } from "@petsies/domain";
import { Invalid } from "./errors.ts";

/** Field path → what is wrong with it. */
export type FieldErrors = Record<string, string>;

/** A refusal of one or more named fields; the error handler answers its `fields` beside `result`. */
export class InvalidFields extends Invalid {
  constructor(
    readonly fields: FieldErrors,
    message = Object.values(fields)[0] ?? messages.somethingWentWrong,
  ) {
    super(message);
  }
}

interface IssueParams {
  origin?: string;
  maximum?: number | bigint;
  missingProperty?: string;
}

function pathOf(issue: FastifySchemaValidationError): string {
  const where = issue.instancePath.replace(/^\//, "").replace(/\//g, ".");
  return where || ((issue.params as IssueParams).missingProperty ?? "");
}

/** Text past its limit reads the same everywhere, in the domain's words (as the forms say it); other messages are the schema's own. */
function messageOf(issue: FastifySchemaValidationError): string {
  const params = issue.params as IssueParams;
  if (params.origin === "string" && issue.keyword === "too_big" && params.maximum !== undefined) return tooLongMessage(Number(params.maximum));
  return issue.message ?? messages.somethingWentWrong;
}

/** The schema's refusal as an error with its fields; the first problem of each field is kept. */
export function invalidFromValidation(validation: readonly FastifySchemaValidationError[], fallback: string): InvalidFields {
  const fields: FieldErrors = {};
  for (const issue of validation) {
    const path = pathOf(issue);
    fields[path] ??= messageOf(issue);
  }
  const first = validation[0];
  return new InvalidFields(fields, first ? messageOf(first) : fallback);
}
