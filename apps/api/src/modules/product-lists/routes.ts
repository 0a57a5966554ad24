import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { COMPARE_MAX, WISHLIST_MAX, type ProductListKind } from "@petsies/domain";
import { productListSkusAnswer } from "@petsies/contract";
import type { Db } from "../../db/client.ts";
import { ok, okSchema } from "../../infra/envelope.ts";
import { customerOnly, requireCustomer } from "../users/auth.ts";
import { mergeBody, skuBody, skuParams, tokenQuery } from "./schemas.ts";
import { addToCustomerList, listSkus, mergeCustomerList, removeFromCustomerList } from "./service.ts";

const LABELS: Record<ProductListKind, { name: string; max: number }> = {
  wishlist: { name: "wish list", max: WISHLIST_MAX },
  compare: { name: "compare list", max: COMPARE_MAX },
};

/** The same four calls for /api/wishlist and /api/compare; each answers the customer's list as { skus }, oldest first. */
export function productListRoutes(app: FastifyInstance, db: Db) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const kind of ["wishlist", "compare"] as const) {
    const { name, max } = LABELS[kind];
    const base = `/api/${kind}`;
    const tags = [name];
    const errors = "401 without a live user token; the list is always the token's customer's own.";
    const response = { 200: okSchema(productListSkusAnswer) };

    r.get(base, { onRequest: customerOnly(db), schema: { tags, summary: `The customer's ${name}`, description: errors, querystring: tokenQuery, response } }, async (req) => {
      const customer = await requireCustomer(db, req);
      return ok({ skus: await listSkus(db, kind, customer.id) });
    });

    r.post(
      `${base}/items`,
      {
        onRequest: customerOnly(db),
        schema: {
          tags,
          summary: `Add a product to the ${name} (once)`,
          description: `${errors} 404 for a product that is unknown or not listed; 409 when the list already holds ${max} products.`,
          querystring: tokenQuery,
          body: skuBody,
          response,
        },
      },
      async (req) => {
        const customer = await requireCustomer(db, req);
        return ok({ skus: await addToCustomerList(db, kind, customer.id, req.body.sku) });
      },
    );

    r.delete(
      `${base}/items/:sku`,
      { onRequest: customerOnly(db), schema: { tags, summary: `Remove a product from the ${name}`, description: errors, querystring: tokenQuery, params: skuParams, response } },
      async (req) => {
        const customer = await requireCustomer(db, req);
        return ok({ skus: await removeFromCustomerList(db, kind, customer.id, req.params.sku) });
      },
    );

    r.post(
      `${base}/merge`,
      {
        onRequest: customerOnly(db),
        schema: {
          tags,
          summary: `Merge a guest's ${name} (kept in the browser) into the customer's at login`,
          description: `${errors} Unknown skus are dropped; past ${max} products the newest are kept.`,
          querystring: tokenQuery,
          body: mergeBody,
          response,
        },
      },
      async (req) => {
        const customer = await requireCustomer(db, req);
        return ok({ skus: await mergeCustomerList(db, kind, customer.id, req.body.skus) });
      },
    );
  }
}
