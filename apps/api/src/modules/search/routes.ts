import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { QUICK_SEARCH_SIZE, SEARCH_MIN_LENGTH } from "@petsies/domain";
import { envelope, searchAnswer } from "@petsies/contract";
import { describedNotParsed, ok } from "../../infra/envelope.ts";
import type { CatalogCache } from "../catalog/cache.ts";
import type { Db } from "../../db/client.ts";
import { quickSearchQuerySchema, searchQuerySchema } from "./schemas.ts";
import { quickSearchProducts, searchProducts } from "./service.ts";

export function searchRoutes(app: FastifyInstance, db: Db, cache: CatalogCache) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["search"];

  r.get(
    "/api/catalog/search",
    {
      ...describedNotParsed,
      schema: {
        tags,
        summary: "Search listed products by name, sku and category name, forgiving typos",
        description: `Answers CatalogResult<Product>, best match first. A query shorter than ${SEARCH_MIN_LENGTH} characters (after trimming) is refused with 400; a failing search answers an empty list.`,
        querystring: searchQuerySchema,
        response: { 200: envelope(searchAnswer) },
      },
    },
    async (req) => ok(await searchProducts(db, cache, { text: req.query.q, start: req.query.start, size: req.query.size }, req.log)),
  );

  r.get(
    "/api/catalog/search/quick",
    {
      ...describedNotParsed,
      schema: {
        tags,
        summary: `Quick search: the best ${QUICK_SEARCH_SIZE} products for the header search panel`,
        description: `Same matching as /api/catalog/search. A query shorter than ${SEARCH_MIN_LENGTH} characters answers an empty list (200).`,
        querystring: quickSearchQuerySchema,
        response: { 200: envelope(searchAnswer) },
      },
    },
    async (req) => ok(await quickSearchProducts(db, cache, req.query.q, req.log)),
  );
}
