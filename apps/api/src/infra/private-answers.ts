/**
 * An answer for one customer, one cart or one staff member is never kept by a cache: not a CDN's or a
 * proxy's, where the next visitor would get it, nor the browser's (issue 20 item 7). One rule for every
 * route, so a new route is covered without remembering to be.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { decoded, SECRET_PARAMS } from "./log-redaction.ts";

export const PRIVATE_CACHE_CONTROL = "private, no-store";

/** Query parameters that name a customer, a cart, a plushie or an e-mail address: the answer is theirs. */
const PERSONAL_PARAMS = new Set([...SECRET_PARAMS, "email", "recoveryId", "plushieId"].map((name) => name.toLowerCase()));

/**
 * Paths whose every answer belongs to someone, refusals included, whatever credentials the request holds:
 * the customer areas, carts, orders, downloads, staff calls (the staff cookie only travels to /api/admin)
 * and a plushie, whose id is its only key.
 */
const PERSONAL_PATHS = [
  /^\/api\/(user|address|cart|carts|customer|customers|customizations|downloads|admin|order|wishlist|compare)(\/|$)/,
  /^\/api\/plushies\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
];

/**
 * Whether the answer to this request is someone's: any call that changes something (a cache never keeps
 * those anyway, and their answers are the caller's), a request with a bearer token, a personal query
 * parameter (names compared decoded, as the query parser reads them) or a personal path.
 */
export function isPersonalRequest(req: Pick<FastifyRequest, "method" | "url" | "headers">): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return true;
  if (req.headers.authorization) return true;
  const at = req.url.indexOf("?");
  const path = decoded(at < 0 ? req.url : req.url.slice(0, at));
  if (PERSONAL_PATHS.some((pattern) => pattern.test(path))) return true;
  if (at < 0) return false;
  return [...new URLSearchParams(req.url.slice(at + 1)).keys()].some((name) => PERSONAL_PARAMS.has(name.toLowerCase()));
}

/**
 * Marks personal answers `private, no-store`. A route that set its own Cache-Control keeps it: those are
 * deliberate (public catalogue data and media, the back office's files, a draft story's own no-store).
 */
export function keepPersonalAnswersPrivate(app: FastifyInstance): void {
  app.addHook("onSend", async (req, reply, payload) => {
    if (!reply.hasHeader("cache-control") && isPersonalRequest(req)) reply.header("cache-control", PRIVATE_CACHE_CONTROL);
    return payload;
  });
}
