/**
 * Who is calling: the user token travels as the `token` query parameter (spec §7) or as an
 * `Authorization: Bearer` header. Routes that need a customer call requireCustomer.
 */
import type { FastifyRequest } from "fastify";
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

/** The customer behind the request's token, or 401 with the spec §6 message. */
export async function requireCustomer(db: Db, req: FastifyRequest): Promise<CustomerRow> {
  const token = userTokenOf(req);
  const customer = token ? await customerOfToken(db, token) : null;
  if (!customer) throw new Unauthorized();
  return customer;
}

/** The customer when a token is given (and must be valid); null for a guest. */
export async function optionalCustomer(db: Db, req: FastifyRequest): Promise<CustomerRow | null> {
  return userTokenOf(req) ? requireCustomer(db, req) : null;
}
