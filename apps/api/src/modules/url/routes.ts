import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, pageVersionAnswer, sitemapAnswer, urlMappingAnswer, urlRewriteAnswer } from "@petsies/contract";
import type { Db } from "../../db/client.ts";
import { ok } from "../../infra/envelope.ts";
import { findRewrite } from "./rewrites.ts";
import { mapUrl } from "./service.ts";
import { sitemapEntries } from "./sitemap.ts";
import { pageVersion } from "./version.ts";

const body = z.object({
  url: z.string({ error: "url is required" }).min(1, "url is required").max(1000),
});

const rewriteQuery = z.object({
  requestPath: z.string({ error: "requestPath is required" }).min(1, "requestPath is required").max(1000),
});

export function urlRoutes(app: FastifyInstance, db: Db) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/url/map",
    {
      schema: {
        tags: ["catalog"],
        summary: "Resolve a storefront path to its product, category or content page (404 'No mapping found')",
        body,
        response: { 200: envelope(urlMappingAnswer) },
      },
    },
    async (req) => ok(await mapUrl(db, req.body.url)),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/url-rewrite/redirect",
    {
      schema: {
        tags: ["catalog"],
        summary:
          "The URL rewrite of a request path: target_path, rewrite_options ('RP' permanent 301, 'R' temporary 302) and status (404 'No rewrite found')",
        querystring: rewriteQuery,
        response: { 200: envelope(urlRewriteAnswer) },
      },
    },
    async (req) => ok(await findRewrite(db, req.query.requestPath)),
  );

  app.get(
    "/api/url/version",
    {
      schema: {
        tags: ["catalog"],
        summary: "The version of what pages show (catalogue, published stories, URL rewrites, approved reviews, campaigns, price windows): the storefront's render cache keeps pages while it stays the same",
        response: { 200: envelope(pageVersionAnswer) },
      },
    },
    async () => ok({ version: await pageVersion(db) }),
  );

  app.get(
    "/api/url/sitemap",
    { schema: { tags: ["catalog"], summary: "Canonical paths of every listed page, for sitemap.xml", response: { 200: envelope(sitemapAnswer) } } },
    async () => ok(await sitemapEntries(db)),
  );
}
