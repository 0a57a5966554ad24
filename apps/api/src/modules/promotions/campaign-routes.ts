/** The back office's campaign calls (issue 16): owners only; every change writes its audit row (campaign-admin.ts). */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorAnswer } from "@petsies/contract";
import {
  bannerPreviewAnswer,
  bannerPreviewBody,
  campaignBody,
  campaignDetailAnswer,
  campaignListAnswer,
  campaignListQuery,
  campaignStateBody,
  couponChoicesAnswer,
} from "@petsies/contract/admin";
import type { Db } from "../../db/client.ts";
import { ok, okSchema } from "../../infra/envelope.ts";
import { rowId } from "../../infra/schemas.ts";
import { actorOf, staffOnly } from "../staff/access.ts";
import { bannerPreview, campaignDetail, createCampaign, listCampaigns, makeDefaultCampaign, setCampaignActive, updateCampaign } from "./campaign-admin.ts";
import { couponCategories } from "./coupon-admin.ts";

const failures = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 409: errorAnswer };
const params = z.object({ id: rowId("id") });

export function campaignAdminRoutes(app: FastifyInstance, db: Db) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["back office"];
  const owners = staffOnly(db, { roles: ["owner"] });
  const detail = okSchema(campaignDetailAnswer);

  r.get(
    "/api/admin/campaigns",
    { onRequest: owners, schema: { tags, summary: "Campaigns, the latest starting first; q finds a name or a code, state filters", querystring: campaignListQuery, response: { 200: okSchema(campaignListAnswer), ...failures } } },
    async (req) => ok(await listCampaigns(db, req.query)),
  );

  r.get(
    "/api/admin/campaigns/categories",
    { onRequest: owners, schema: { tags, summary: "The categories a campaign can discount", response: { 200: okSchema(couponChoicesAnswer), ...failures } } },
    async () => ok(await couponCategories(db)),
  );

  r.post(
    "/api/admin/campaigns/banner-preview",
    {
      onRequest: owners,
      schema: {
        tags,
        summary: "A banner description's directives evaluated now, with the form's discounts, as shoppers will read it",
        body: bannerPreviewBody,
        response: { 200: okSchema(bannerPreviewAnswer), ...failures },
      },
    },
    async (req) => ok(await bannerPreview(db, req.body)),
  );

  r.post(
    "/api/admin/campaigns",
    { onRequest: owners, schema: { tags, summary: "Create and schedule a campaign: its discounts, countdown banner and link code", body: campaignBody, response: { 200: detail, ...failures } } },
    async (req) => ok(await campaignDetail(db, await createCampaign(db, actorOf(req), req.body))),
  );

  r.get(
    "/api/admin/campaigns/:id",
    { onRequest: owners, schema: { tags, summary: "A campaign as its form edits it", params, response: { 200: detail, ...failures } } },
    async (req) => ok(await campaignDetail(db, req.params.id)),
  );

  r.patch(
    "/api/admin/campaigns/:id",
    {
      onRequest: owners,
      schema: { tags, summary: "Change a campaign; a new banner title, description or colours is a new banner version", params, body: campaignBody, response: { 200: detail, ...failures } },
    },
    async (req) => {
      await updateCampaign(db, actorOf(req), req.params.id, req.body);
      return ok(await campaignDetail(db, req.params.id));
    },
  );

  r.post(
    "/api/admin/campaigns/:id/default",
    { onRequest: owners, schema: { tags, summary: "Make a campaign the default (the one before stops being it)", params, response: { 200: detail, ...failures } } },
    async (req) => {
      await makeDefaultCampaign(db, actorOf(req), req.params.id);
      return ok(await campaignDetail(db, req.params.id));
    },
  );

  r.post(
    "/api/admin/campaigns/:id/state",
    { onRequest: owners, schema: { tags, summary: "Disable or enable a campaign", params, body: campaignStateBody, response: { 200: detail, ...failures } } },
    async (req) => {
      await setCampaignActive(db, actorOf(req), req.params.id, req.body.active);
      return ok(await campaignDetail(db, req.params.id));
    },
  );
}
