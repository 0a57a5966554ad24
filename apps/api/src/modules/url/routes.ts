import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { ok } from "../../infra/envelope.ts";
import { mapUrl } from "./service.ts";

const body = z.object({
  url: z.string({ error: "url is required" }).min(1, "url is required").max(1000),
});

export function urlRoutes(app: FastifyInstance, db: Db) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/url/map",
    {
      schema: {
        tags: ["catalog"],
        summary: "Resolve a storefront path to its product, category or content page (404 'No mapping found')",
        body,
      },
    },
    async (req) => ok(await mapUrl(db, req.body.url)),
  );
}
