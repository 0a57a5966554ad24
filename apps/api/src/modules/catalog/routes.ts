import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { categoryListAnswer, categoryTreeAnswer, envelope, product, productListAnswer, renderListAnswer } from "@petsies/contract";
import { describedNotParsed, ok } from "../../infra/envelope.ts";
import type { Db } from "../../db/client.ts";
import {
  attributeQuerySchema,
  categoryQuerySchema,
  productQuerySchema,
  renderListQuerySchema,
  skuParamsSchema,
} from "./schemas.ts";
import type { CatalogCache } from "./cache.ts";
import { listProducts, renderList } from "./listing.ts";
import { categoryTree, productBySku, queryAttributes, queryCategories, queryTaxRules } from "./service.ts";

export function catalogRoutes(app: FastifyInstance, db: Db, cache: CatalogCache) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["catalog"];

  r.get(
    "/api/catalog/category/tree",
    { ...describedNotParsed, schema: { tags, summary: "Active categories below the root, nested", response: { 200: envelope(categoryTreeAnswer) } } },
    async () =>
    ok(await categoryTree(db)),
  );

  r.get(
    "/api/catalog/category",
    {
      ...describedNotParsed,
      schema: {
        tags,
        summary: "Query categories (active only, sorted by position)",
        querystring: categoryQuerySchema,
        response: { 200: envelope(categoryListAnswer) },
      },
    },
    async (req) =>
      ok(
        await queryCategories(db, {
          slug: req.query.slug,
          parentId: req.query.parent_id,
          level: req.query.level,
          start: req.query.start,
          size: req.query.size,
        }),
      ),
  );

  r.get(
    "/api/catalog/product",
    {
      ...describedNotParsed,
      schema: {
        tags,
        summary: "Query listed products: filters, price ranges in the active currency, sort, paging, aggregations",
        querystring: productQuerySchema,
        response: { 200: envelope(productListAnswer) },
      },
    },
    async (req) => ok(await listProducts(db, cache, req.query)),
  );

  r.get(
    "/api/catalog/attribute",
    { schema: { tags, summary: "Attributes of configurable products (size 150)", querystring: attributeQuerySchema } },
    async (req) => ok(await cache.get(db, "attributes", req.query, () => queryAttributes(db, req.query.attribute_code, req.query.size))),
  );

  r.get("/api/catalog/taxrule", { schema: { tags, summary: "Tax rules with their rates" } }, async () =>
    ok(await queryTaxRules(db)),
  );

  r.get(
    "/api/product/render-list",
    {
      ...describedNotParsed,
      schema: {
        tags,
        summary: "Products of the given skus with prices in a currency",
        querystring: renderListQuerySchema,
        response: { 200: envelope(renderListAnswer) },
      },
    },
    async (req) => ok(await renderList(db, req.query.skus ?? [], req.query.currencyCode, req.log)),
  );

  // The answer depends on the sku alone (no currency, store or shopper is read), so the sku is the whole key.
  r.get(
    "/api/product/:sku",
    { ...describedNotParsed, schema: { tags, summary: "One product by sku", params: skuParamsSchema, response: { 200: envelope(product) } } },
    async (req) =>
    ok(await cache.get(db, "product", { sku: req.params.sku }, () => productBySku(db, req.params.sku, new Date(), req.log))),
  );
}
