/**
 * The back office's gift card calls (issue 16). Changes are the owner's: a card is money, and issuing or
 * adjusting one is giving it away. Support may read the list and a card (balance and history, the code masked)
 * because "how much is left on my card?" is a question they answer; only an owner sees a code in full.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorAnswer } from "@petsies/contract";
import { adjustGiftCardBody, giftCardDesignsAnswer, giftCardDetailAnswer, giftCardListAnswer, giftCardListQuery, giftCardStateBody, issueGiftCardBody } from "@petsies/contract/admin";
import type { Db } from "../../db/client.ts";
import { ok, okSchema } from "../../infra/envelope.ts";
import type { Worker } from "../../infra/jobs/worker.ts";
import { rowId } from "../../infra/schemas.ts";
import { actorOf, sessionOf, staffOnly } from "../staff/access.ts";
import { adjustGiftCard, giftCardDetail, giftCardMailJobKey, issueGiftCard, listGiftCards, setGiftCardActive } from "./admin.ts";
import { giftCardDesigns } from "./designs.ts";

const failures = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };
const params = z.object({ id: rowId("id") });

export function giftCardAdminRoutes(app: FastifyInstance, db: Db, deps: { jobs: Pick<Worker, "runNow"> }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["back office"];
  const owners = staffOnly(db, { roles: ["owner"] });
  const readers = staffOnly(db, { roles: ["owner", "support"] });
  const detailFor = (req: Parameters<typeof sessionOf>[0], id: number) => giftCardDetail(db, id, { fullCode: sessionOf(req).staff.role === "owner" });

  r.get(
    "/api/admin/gift-cards",
    {
      onRequest: readers,
      schema: { tags, summary: "Gift cards; q finds a code or a recipient's or buyer's e-mail, state filters, sort orders", querystring: giftCardListQuery, response: { 200: okSchema(giftCardListAnswer), ...failures } },
    },
    async (req) => ok(await listGiftCards(db, req.query)),
  );

  r.get(
    "/api/admin/gift-cards/templates",
    { onRequest: owners, schema: { tags, summary: "The designs a card can be issued with", response: { 200: okSchema(giftCardDesignsAnswer), ...failures } } },
    async () => ok({ templates: await giftCardDesigns(db) }),
  );

  r.post(
    "/api/admin/gift-cards",
    { onRequest: owners, schema: { tags, summary: "Issue a gift card: e-mailed to its recipient now, or printed", body: issueGiftCardBody, response: { 200: okSchema(giftCardDetailAnswer), ...failures } } },
    async (req) => {
      const id = await issueGiftCard(db, actorOf(req), req.body);
      // The e-mail is a job written with the card: sent here at once, by the worker if this fails.
      if (req.body.delivery === "email") await deps.jobs.runNow(giftCardMailJobKey(id));
      return ok(await detailFor(req, id));
    },
  );

  r.get(
    "/api/admin/gift-cards/:id",
    { onRequest: readers, schema: { tags, summary: "A gift card: balance, whole history; the code in full to owners", params, response: { 200: okSchema(giftCardDetailAnswer), ...failures } } },
    async (req) => ok(await detailFor(req, req.params.id)),
  );

  r.post(
    "/api/admin/gift-cards/:id/adjustments",
    {
      onRequest: owners,
      schema: { tags, summary: "Add to or take from a card's balance (never below zero), with a reason; once per request key", params, body: adjustGiftCardBody, response: { 200: okSchema(giftCardDetailAnswer), ...failures } },
    },
    async (req) => {
      await adjustGiftCard(db, actorOf(req), req.params.id, req.body);
      return ok(await detailFor(req, req.params.id));
    },
  );

  r.post(
    "/api/admin/gift-cards/:id/state",
    { onRequest: owners, schema: { tags, summary: "Disable or enable a gift card", params, body: giftCardStateBody, response: { 200: okSchema(giftCardDetailAnswer), ...failures } } },
    async (req) => {
      await setGiftCardActive(db, actorOf(req), req.params.id, req.body.active);
      return ok(await detailFor(req, req.params.id));
    },
  );
}
