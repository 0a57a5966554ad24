/** The staff catalogue API (issue 13): owners change products; production and support may read them. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorAnswer } from "@petsies/contract";
import { productBody, productDetailAnswer, productDuplicateBody, productListAnswer, productListQuery, productStatusBody } from "@petsies/contract/admin";
import type { Db } from "../../db/client.ts";
import { ok, okSchema } from "../../infra/envelope.ts";
import { rowId } from "../../infra/schemas.ts";
import { ALL_STAFF, actorOf, staffOnly } from "../staff/access.ts";
import { createProduct, duplicateProduct, listProductsForStaff, newProductChoices, productForStaff, setProductEnabled, updateProduct } from "./edit.ts";

const failures = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 409: errorAnswer };
const params = z.object({ id: rowId("id") });
const detail = okSchema(productDetailAnswer);

export function catalogAdminRoutes(app: FastifyInstance, db: Db) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["back office"];
  const readers = staffOnly(db, { roles: ALL_STAFF });
  const owners = staffOnly(db, { roles: ["owner"] });

  r.get(
    "/api/admin/products",
    { onRequest: readers, schema: { tags, summary: "Products of every type; q finds a name or a sku; filter by type, status, category", querystring: productListQuery, response: { 200: okSchema(productListAnswer), ...failures } } },
    async (req) => ok(await listProductsForStaff(db, req.query)),
  );

  r.get(
    "/api/admin/products/choices",
    { onRequest: readers, schema: { tags, summary: "What a new product's form offers (its categories)", response: { 200: okSchema(productDetailAnswer.pick({ categoryChoices: true })), ...failures } } },
    async () => ok(await newProductChoices(db)),
  );

  r.get(
    "/api/admin/products/:id",
    { onRequest: readers, schema: { tags, summary: "A product as the back office edits it", params, response: { 200: detail, ...failures } } },
    async (req) => ok(await productForStaff(db, req.params.id)),
  );

  r.post(
    "/api/admin/products",
    { onRequest: owners, schema: { tags, summary: "Create a simple or virtual product (owners)", body: productBody, response: { 200: detail, ...failures } } },
    async (req) => ok(await createProduct(db, actorOf(req), req.body)),
  );

  r.patch(
    "/api/admin/products/:id",
    {
      onRequest: owners,
      schema: { tags, summary: "Save a simple or virtual product (owners); a new url_key keeps the old address as a 301", params, body: productBody, response: { 200: detail, ...failures } },
    },
    async (req) => ok(await updateProduct(db, actorOf(req), req.params.id, req.body)),
  );

  r.post(
    "/api/admin/products/:id/duplicate",
    { onRequest: owners, schema: { tags, summary: "Copy a simple or virtual product, disabled, with its own sku and url_key (owners)", params, body: productDuplicateBody, response: { 200: detail, ...failures } } },
    async (req) => ok(await duplicateProduct(db, actorOf(req), req.params.id, req.body)),
  );

  r.post(
    "/api/admin/products/:id/status",
    { onRequest: owners, schema: { tags, summary: "Enable or disable a product of any type (owners)", params, body: productStatusBody, response: { 200: detail, ...failures } } },
    async (req) => ok(await setProductEnabled(db, actorOf(req), req.params.id, req.body.enabled)),
  );
}
