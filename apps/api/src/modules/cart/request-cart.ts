import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { userTokenOf } from "../users/auth.ts";
import { requireCart, type CartRow } from "./service.ts";

/** The cart a request's cartId addresses, checked against the user token it carries (see requireCart). */
export function cartOfRequest(db: Db, req: FastifyRequest<{ Querystring: { cartId: string } }>): Promise<CartRow> {
  return requireCart(db, req.query.cartId, userTokenOf(req));
}
