/** The back office's birthday calls: the artists' list of pet birthdays coming up, and the greeting mark (owners and support). */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorAnswer } from "@petsies/contract";
import { adminBirthday, birthdayGreetingBody, birthdayList, birthdayListQuery } from "@petsies/contract/admin";
import type { Db } from "../../db/client.ts";
import { ok, okSchema } from "../../infra/envelope.ts";
import { rowId } from "../../infra/schemas.ts";
import { actorOf, staffOnly } from "../staff/access.ts";
import { listBirthdays, setBirthdayGreeting } from "./birthdays.ts";

const failures = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };
const params = z.object({ id: rowId("id") });

export function birthdayAdminRoutes(app: FastifyInstance, db: Db) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["back office"];
  const customerService = staffOnly(db, { roles: ["owner", "support"] });

  r.get(
    "/api/admin/birthdays",
    { onRequest: customerService, schema: { tags, summary: "Pet birthdays shared with the artists that fall within `days` days (UTC, today included), soonest first", querystring: birthdayListQuery, response: { 200: okSchema(birthdayList), ...failures } } },
    async (req) => ok(await listBirthdays(db, req.query)),
  );

  r.post(
    "/api/admin/birthdays/:id/greeting",
    { onRequest: customerService, schema: { tags, summary: "Mark the greeting for the pet's next birthday sent, or take the mark back", params, body: birthdayGreetingBody, response: { 200: okSchema(adminBirthday), ...failures } } },
    async (req) => ok(await setBirthdayGreeting(db, actorOf(req), req.params.id, req.body.sent)),
  );
}
