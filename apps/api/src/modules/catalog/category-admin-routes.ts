/** The staff category API (issue 13): owners only — the tree, its categories and their products' order (category-edit.ts). */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorAnswer } from "@petsies/contract";
import {
  categoryBody,
  categoryDetailAnswer,
  categoryMoveBody,
  categoryProductAddBody,
  categoryProductOrderBody,
  categoryProductsAnswer,
  categoryTreeAnswer,
  newCategoryBody,
} from "@petsies/contract/admin";
import type { Db } from "../../db/client.ts";
import { ok, okSchema } from "../../infra/envelope.ts";
import { rowId } from "../../infra/schemas.ts";
import { actorOf, staffOnly } from "../staff/access.ts";
import {
  addCategoryProduct,
  categoryForStaff,
  categoryProducts,
  categoryTreeForStaff,
  createCategory,
  deleteCategory,
  moveCategory,
  orderCategoryProducts,
  removeCategoryProduct,
  updateCategory,
} from "./category-edit.ts";
import { refuseWhileApplying } from "./imports.ts";

const failures = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 409: errorAnswer };
const params = z.object({ id: rowId("id") });
const productParams = z.object({ id: rowId("id"), productId: rowId("productId") });
const tree = okSchema(categoryTreeAnswer);
const detail = okSchema(categoryDetailAnswer);
const productList = okSchema(categoryProductsAnswer);

export function categoryAdminRoutes(app: FastifyInstance, db: Db) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["back office"];
  // Changes wait while a catalogue import is applied (imports.ts refuseWhileApplying); reads pass.
  const owners = [staffOnly(db, { roles: ["owner"] }), refuseWhileApplying(db)];

  r.get(
    "/api/admin/categories",
    { onRequest: owners, schema: { tags, summary: "Every category (parent, order, url_key, active, product count); the client nests them", response: { 200: tree, ...failures } } },
    async () => ok(await categoryTreeForStaff(db)),
  );

  r.post(
    "/api/admin/categories",
    { onRequest: owners, schema: { tags, summary: "Create a category, last under its parent; an empty url_key is made from the name", body: newCategoryBody, response: { 200: detail, ...failures } } },
    async (req) => ok(await createCategory(db, actorOf(req), req.body)),
  );

  r.get(
    "/api/admin/categories/:id",
    { onRequest: owners, schema: { tags, summary: "A category as the back office edits it", params, response: { 200: detail, ...failures } } },
    async (req) => ok(await categoryForStaff(db, req.params.id)),
  );

  r.patch(
    "/api/admin/categories/:id",
    {
      onRequest: owners,
      schema: { tags, summary: "Save a category's name, url_key, description and active flag; a new url_key keeps the old addresses as 301s", params, body: categoryBody, response: { 200: detail, ...failures } },
    },
    async (req) => ok(await updateCategory(db, actorOf(req), req.params.id, req.body)),
  );

  r.post(
    "/api/admin/categories/:id/move",
    {
      onRequest: owners,
      schema: { tags, summary: "Move a category (and its subcategories) under a parent at a position among its siblings; answers the tree", params, body: categoryMoveBody, response: { 200: tree, ...failures } },
    },
    async (req) => ok(await moveCategory(db, actorOf(req), req.params.id, req.body)),
  );

  r.post(
    "/api/admin/categories/:id/delete",
    { onRequest: owners, schema: { tags, summary: "Delete a category with no subcategories and no products; answers the tree", params, response: { 200: tree, ...failures } } },
    async (req) => ok(await deleteCategory(db, actorOf(req), req.params.id)),
  );

  r.get(
    "/api/admin/categories/:id/products",
    { onRequest: owners, schema: { tags, summary: "The category's products in their order", params, response: { 200: productList, ...failures } } },
    async (req) => ok(await categoryProducts(db, req.params.id)),
  );

  r.post(
    "/api/admin/categories/:id/products",
    { onRequest: owners, schema: { tags, summary: "Add a product by sku, last in the category", params, body: categoryProductAddBody, response: { 200: productList, ...failures } } },
    async (req) => ok(await addCategoryProduct(db, actorOf(req), req.params.id, req.body.sku)),
  );

  r.post(
    "/api/admin/categories/:id/products/order",
    { onRequest: owners, schema: { tags, summary: "Put every product of the category in the given order", params, body: categoryProductOrderBody, response: { 200: productList, ...failures } } },
    async (req) => ok(await orderCategoryProducts(db, actorOf(req), req.params.id, req.body.productIds)),
  );

  r.post(
    "/api/admin/categories/:id/products/:productId/delete",
    { onRequest: owners, schema: { tags, summary: "Take a product out of the category (the product stays)", params: productParams, response: { 200: productList, ...failures } } },
    async (req) => ok(await removeCategoryProduct(db, actorOf(req), req.params.id, req.params.productId)),
  );
}
