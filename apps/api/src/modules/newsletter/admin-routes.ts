/** The back office's newsletter calls (issue 16): the list and taking an address off for owners and support; the CSV for owners. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorAnswer } from "@petsies/contract";
import { subscriberExport, subscriberList, subscriberListQuery, subscriberRow, unsubscribeBody } from "@petsies/contract/admin";
import type { Db } from "../../db/client.ts";
import { ok, okSchema } from "../../infra/envelope.ts";
import { actorOf, staffOnly } from "../staff/access.ts";
import { listSubscribers, subscribersCsv, unsubscribeForShopper } from "./admin.ts";

const failures = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };

export function newsletterAdminRoutes(app: FastifyInstance, db: Db) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["back office"];
  const support = staffOnly(db, { roles: ["owner", "support"] });
  const owners = staffOnly(db, { roles: ["owner"] });

  r.get(
    "/api/admin/newsletter",
    { onRequest: support, schema: { tags, summary: "Newsletter subscribers with source and dates, newest first; q finds an address", querystring: subscriberListQuery, response: { 200: okSchema(subscriberList), ...failures } } },
    async (req) => ok(await listSubscribers(db, req.query)),
  );

  r.post(
    "/api/admin/newsletter/unsubscribe",
    { onRequest: support, schema: { tags, summary: "Take an address off the newsletter at the shopper's request", body: unsubscribeBody, response: { 200: okSchema(subscriberRow), ...failures } } },
    async (req) => ok(await unsubscribeForShopper(db, actorOf(req), req.body.email)),
  );

  r.get(
    "/api/admin/newsletter/export",
    { onRequest: owners, schema: { tags, summary: "Every subscriber with state, source and dates, as CSV", response: { 200: okSchema(subscriberExport), ...failures } } },
    async (req, reply) => {
      reply.header("cache-control", "private, no-store");
      return ok({ fileName: "newsletter-subscribers.csv", csv: await subscribersCsv(db, actorOf(req)) });
    },
  );
}
