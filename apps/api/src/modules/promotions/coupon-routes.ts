/** The back office's coupon calls (issue 16): owners only; every change writes its audit row (coupon-admin.ts). */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorAnswer } from "@petsies/contract";
import {
  couponChoicesAnswer,
  couponCodesCsvAnswer,
  couponDetailAnswer,
  couponListAnswer,
  couponListQuery,
  couponStateBody,
  couponTermsBody,
  newCouponBody,
} from "@petsies/contract/admin";
import type { Db } from "../../db/client.ts";
import { ok, okSchema } from "../../infra/envelope.ts";
import { rowId } from "../../infra/schemas.ts";
import { actorOf, staffOnly } from "../staff/access.ts";
import { couponCategories, couponCodesCsv, couponDetail, createCoupon, listCoupons, setCouponActive, updateCoupon } from "./coupon-admin.ts";

const failures = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };
const params = z.object({ id: rowId("id") });

export function couponAdminRoutes(app: FastifyInstance, db: Db) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["back office"];
  const owners = staffOnly(db, { roles: ["owner"] });

  r.get(
    "/api/admin/coupons",
    { onRequest: owners, schema: { tags, summary: "Coupons, newest first; q finds a code or a description, state filters", querystring: couponListQuery, response: { 200: okSchema(couponListAnswer), ...failures } } },
    async (req) => ok(await listCoupons(db, req.query)),
  );

  r.get(
    "/api/admin/coupons/categories",
    { onRequest: owners, schema: { tags, summary: "The categories a coupon can be limited to", response: { 200: okSchema(couponChoicesAnswer), ...failures } } },
    async () => ok(await couponCategories(db)),
  );

  r.post(
    "/api/admin/coupons",
    {
      onRequest: owners,
      schema: { tags, summary: "Create a coupon with one code or a batch of unique codes", body: newCouponBody, response: { 200: okSchema(couponDetailAnswer), ...failures } },
    },
    async (req) => ok(await couponDetail(db, await createCoupon(db, actorOf(req), req.body))),
  );

  r.get(
    "/api/admin/coupons/:id",
    { onRequest: owners, schema: { tags, summary: "A coupon: its terms, uses and first codes", params, response: { 200: okSchema(couponDetailAnswer), ...failures } } },
    async (req) => ok(await couponDetail(db, req.params.id)),
  );

  r.patch(
    "/api/admin/coupons/:id",
    { onRequest: owners, schema: { tags, summary: "Change a coupon's terms (its codes stay)", params, body: couponTermsBody, response: { 200: okSchema(couponDetailAnswer), ...failures } } },
    async (req) => {
      await updateCoupon(db, actorOf(req), req.params.id, req.body);
      return ok(await couponDetail(db, req.params.id));
    },
  );

  r.post(
    "/api/admin/coupons/:id/state",
    { onRequest: owners, schema: { tags, summary: "Disable or enable a coupon", params, body: couponStateBody, response: { 200: okSchema(couponDetailAnswer), ...failures } } },
    async (req) => {
      await setCouponActive(db, actorOf(req), req.params.id, req.body.active);
      return ok(await couponDetail(db, req.params.id));
    },
  );

  r.get(
    "/api/admin/coupons/:id/codes",
    { onRequest: owners, schema: { tags, summary: "Every code of a coupon with its uses, as CSV", params, response: { 200: okSchema(couponCodesCsvAnswer), ...failures } } },
    async (req, reply) => {
      reply.header("cache-control", "private, no-store");
      return ok({ fileName: `coupon-${req.params.id}-codes.csv`, csv: await couponCodesCsv(db, req.params.id) });
    },
  );
}
