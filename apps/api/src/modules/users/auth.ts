/**
 * Who is calling: the user token travels as the `token` query parameter (spec §7) or as an
 * `Authorization: Bearer` header. Routes that need a customer name `onRequest: customerOnly(db)`, so that a
 * caller without a live token gets 401 before the body is read or checked (a 400 about the body would tell
 * a stranger what the call takes), and call requireCustomer, which finds the customer the hook found.
 */
import type { FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { ERROR_CODES } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { Unauthorized } from "../../infra/errors.ts";
import { customerOfToken, type CustomerRow } from "./sessions.ts";

/** The user token of a request, if it carries one. */
export function userTokenOf(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (header?.startsWith("Bearer ")) return header.slice("Bearer ".length).trim() || null;
  const query = req.query as { token?: unknown } | undefined;
  return typeof query?.token === "string" && query.token !== "" ? query.token : null;
}

/** The customer each request's token was found to belong to, so that the hook and the handler look once. */
const customers = new WeakMap<FastifyRequest, CustomerRow>();

/** The customer behind the request's token, or 401 with the spec §6 message. */
export async function requireCustomer(db: Db, req: FastifyRequest): Promise<CustomerRow> {
  const known = customers.get(req);
  if (known) return known;
  const token = userTokenOf(req);
  const customer = token ? await customerOfToken(db, token) : null;
  if (!customer) throw new Unauthorized(undefined, ERROR_CODES.tokenNotValid);
  customers.set(req, customer);
  return customer;
}

/** What a refusal carries as `result` on a route whose readers expect a shape of their own (result.errorMessage). */
type RefusalShape = (message: string) => unknown;

/**
 * The hook of a route that needs a customer: 401 before the body is read. `shape` gives the refusal the
 * form the route's other errors have; without it the error handler answers as everywhere else.
 */
export function customerOnly(db: Db, shape?: RefusalShape): onRequestAsyncHookHandler {
  return async (req, reply) => {
    try {
      await requireCustomer(db, req);
    } catch (err) {
      if (!shape || !(err instanceof Unauthorized)) throw err;
      const error = err.errorCode ? { error: err.errorCode } : {};
      return reply.code(err.statusCode).send({ code: err.statusCode, result: shape(err.message), ...error });
    }
  };
}

/** The customer when a token is given (and must be valid); null for a guest. */
export async function optionalCustomer(db: Db, req: FastifyRequest): Promise<CustomerRow | null> {
  return userTokenOf(req) ? requireCustomer(db, req) : null;
}
