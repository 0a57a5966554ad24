/** The back office's URL rewrite calls (issue 16): owners only; each change writes its audit row (rewrite-admin.ts). */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorAnswer } from "@petsies/contract";
import { newUrlRewriteBody, urlRewriteList, urlRewriteListQuery, urlRewriteRow } from "@petsies/contract/admin";
import type { Db } from "../../db/client.ts";
import { ok, okSchema } from "../../infra/envelope.ts";
import { rowId } from "../../infra/schemas.ts";
import { actorOf, staffOnly } from "../staff/access.ts";
import { addUrlRewrite, listUrlRewrites, removeUrlRewrite } from "./rewrite-admin.ts";

const failures = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };

export function urlRewriteAdminRoutes(app: FastifyInstance, db: Db) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["back office"];
  const owners = staffOnly(db, { roles: ["owner"] });

  r.get(
    "/api/admin/url-rewrites",
    { onRequest: owners, schema: { tags, summary: "URL rewrites, newest first; q finds an old or new path", querystring: urlRewriteListQuery, response: { 200: okSchema(urlRewriteList), ...failures } } },
    async (req) => ok(await listUrlRewrites(db, req.query)),
  );

  r.post(
    "/api/admin/url-rewrites",
    { onRequest: owners, schema: { tags, summary: "Redirect an old path (301 or 302) to a page the shop shows", body: newUrlRewriteBody, response: { 200: okSchema(urlRewriteRow), ...failures } } },
    async (req) => ok(await addUrlRewrite(db, actorOf(req), req.body)),
  );

  r.post(
    "/api/admin/url-rewrites/:id/delete",
    { onRequest: owners, schema: { tags, summary: "Remove a URL rewrite", params: z.object({ id: rowId("id") }), response: { 200: okSchema(z.literal(true)), ...failures } } },
    async (req) => {
      await removeUrlRewrite(db, actorOf(req), req.params.id);
      return ok(true as const);
    },
  );
}
