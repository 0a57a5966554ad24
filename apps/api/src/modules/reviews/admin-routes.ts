/** The back office's review calls (issue 16): moderation and the customer story queue for owners and support; the setting for owners. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorAnswer } from "@petsies/contract";
import { adminCustomerStory, adminReview, adminReviewList, customerStoryList, customerStoryListQuery, customerStoryStateBody, reviewChangeBody, reviewListQuery, reviewSettings } from "@petsies/contract/admin";
import type { Db } from "../../db/client.ts";
import { ok, okSchema } from "../../infra/envelope.ts";
import { rowId } from "../../infra/schemas.ts";
import { actorOf, staffOnly } from "../staff/access.ts";
import { changeReview, listReviewsForStaff, reviewModerationSetting, setReviewModeration } from "./moderation.ts";
import { listCustomerStories, setCustomerStoryState } from "./stories.ts";

const failures = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };
const params = z.object({ id: rowId("id") });

export function reviewAdminRoutes(app: FastifyInstance, db: Db) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["back office"];
  const moderators = staffOnly(db, { roles: ["owner", "support"] });
  const owners = staffOnly(db, { roles: ["owner"] });

  r.get(
    "/api/admin/reviews",
    { onRequest: moderators, schema: { tags, summary: "Reviews, newest first, by status; q finds the product, nickname or words", querystring: reviewListQuery, response: { 200: okSchema(adminReviewList), ...failures } } },
    async (req) => ok(await listReviewsForStaff(db, req.query)),
  );

  r.get(
    "/api/admin/reviews/settings",
    { onRequest: moderators, schema: { tags, summary: "How new reviews go live: publish (a verified buyer's at once) or hold (every review waits)", response: { 200: okSchema(reviewSettings), ...failures } } },
    async () => ok({ moderation: await reviewModerationSetting(db) }),
  );

  r.patch(
    "/api/admin/reviews/settings",
    { onRequest: owners, schema: { tags, summary: "Change how new reviews go live (owners)", body: reviewSettings, response: { 200: okSchema(reviewSettings), ...failures } } },
    async (req) => {
      await setReviewModeration(db, actorOf(req), req.body.moderation);
      return ok({ moderation: await reviewModerationSetting(db) });
    },
  );

  r.patch(
    "/api/admin/reviews/:id",
    { onRequest: moderators, schema: { tags, summary: "Approve or reject a review, reply publicly, feature it on /reviews/", params, body: reviewChangeBody, response: { 200: okSchema(adminReview), ...failures } } },
    async (req) => ok(await changeReview(db, actorOf(req), req.params.id, req.body)),
  );

  r.get(
    "/api/admin/customer-stories",
    { onRequest: moderators, schema: { tags, summary: "Customer stories shared with the form: new first, then newest; by state (archived only when asked), photo and consent", querystring: customerStoryListQuery, response: { 200: okSchema(customerStoryList), ...failures } } },
    async (req) => ok(await listCustomerStories(db, req.query)),
  );

  r.post(
    "/api/admin/customer-stories/:id/state",
    { onRequest: moderators, schema: { tags, summary: "Mark a customer story handled, back to new, or archived", params, body: customerStoryStateBody, response: { 200: okSchema(adminCustomerStory), ...failures } } },
    async (req) => ok(await setCustomerStoryState(db, actorOf(req), req.params.id, req.body.state)),
  );
}
