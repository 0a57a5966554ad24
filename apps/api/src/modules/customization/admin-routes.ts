/** The staff API of customization trees (issue 13 "Customizations"): owners change a product's tree; every staff role may read it, as products. */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorAnswer } from "@petsies/contract";
import { productCustomizationsAnswer, productCustomizationsBody } from "@petsies/contract/admin";
import type { Db } from "../../db/client.ts";
import { ok, okSchema } from "../../infra/envelope.ts";
import { rowId } from "../../infra/schemas.ts";
import { ALL_STAFF, actorOf, staffOnly } from "../staff/access.ts";
import { customizationsForStaff, saveCustomizations } from "./tree-edit.ts";
import { refuseWhileApplying } from "../catalog/imports.ts";

const failures = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 409: errorAnswer };
const params = z.object({ id: rowId("id") });
const answer = okSchema(productCustomizationsAnswer);

export function customizationAdminRoutes(app: FastifyInstance, db: Db) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["back office"];
  // The same roles as the rest of the catalogue: every staff member reads it, owners change it.
  const readers = staffOnly(db, { roles: ALL_STAFF });
  // Changes wait while a catalogue import is applied (imports.ts refuseWhileApplying).
  const owners = [staffOnly(db, { roles: ["owner"] }), refuseWhileApplying(db)];

  r.get(
    "/api/admin/products/:id/customizations",
    { onRequest: readers, schema: { tags, summary: "A product's customization tree, options in the order shoppers see them (empty when it has none)", params, response: { 200: answer, ...failures } } },
    async (req) => ok(await customizationsForStaff(db, req.params.id)),
  );

  r.put(
    "/api/admin/products/:id/customizations",
    {
      onRequest: owners,
      schema: {
        tags,
        summary: "Replace a product's customization tree (owners)",
        description:
          "The whole tree in the order shoppers see it (each sn is renumbered from its place). The domain's tree check runs first: an unreachable value, " +
          "a rule or activation action naming an id the tree does not have, a widget that does not fit its option, a repeated id or sku, a price below zero " +
          "or finer than a cent, a required option with nothing to choose — each answers 400 at its path (customizations.2.optionData.values.0.price) and " +
          "nothing is saved. An empty tree takes the product's customizations away.",
        params,
        body: productCustomizationsBody,
        response: { 200: answer, ...failures },
      },
    },
    async (req) => ok(await saveCustomizations(db, actorOf(req), req.params.id, req.body)),
  );
}
