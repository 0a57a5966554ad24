/**
 * The back office's gift card design calls (issue 16): owners only, as the rest of gift cards' changes are.
 * Pictures come from the products' own or from a file uploaded here (cleaned as product pictures are).
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorAnswer } from "@petsies/contract";
import {
  giftCardDesignCreateBody,
  giftCardDesignListAnswer,
  giftCardDesignOrderBody,
  giftCardDesignPictureAnswer,
  giftCardDesignProductPicturesAnswer,
  giftCardDesignRow,
  giftCardDesignStateBody,
  giftCardDesignUpdateBody,
} from "@petsies/contract/admin";
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_REQUEST_BYTES } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { ok, okSchema } from "../../infra/envelope.ts";
import { rowId } from "../../infra/schemas.ts";
import type { Storage } from "../../infra/storage.ts";
import { readPictureForm } from "../catalog/admin-routes.ts";
import { actorOf, staffOnly } from "../staff/access.ts";
import { createDesign, deleteDesign, listDesignsForStaff, orderDesigns, productPicturesForDesigns, setDesignActive, storeDesignPicture, updateDesign } from "./designs.ts";

const failures = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 409: errorAnswer };
const params = z.object({ id: rowId("id") });

export function giftCardDesignAdminRoutes(app: FastifyInstance, db: Db, storage: Storage) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["back office"];
  const owners = staffOnly(db, { roles: ["owner"] });
  const row = okSchema(giftCardDesignRow);

  r.get(
    "/api/admin/gift-card-designs",
    { onRequest: owners, schema: { tags, summary: "Gift card designs, active or not, in the storefront's order (owners)", response: { 200: okSchema(giftCardDesignListAnswer), ...failures } } },
    async () => ok(await listDesignsForStaff(db)),
  );

  r.get(
    "/api/admin/gift-card-designs/product-pictures",
    {
      onRequest: owners,
      schema: {
        tags,
        summary: "Products' pictures a design may use; q finds a product by name (owners)",
        querystring: z.object({ q: z.string().trim().max(100).optional() }),
        response: { 200: okSchema(giftCardDesignProductPicturesAnswer), ...failures },
      },
    },
    async (req) => ok(await productPicturesForDesigns(db, req.query.q || undefined)),
  );

  r.post(
    "/api/admin/gift-card-designs/pictures",
    {
      onRequest: owners,
      bodyLimit: MAX_UPLOAD_REQUEST_BYTES,
      schema: {
        tags,
        summary: "Upload a picture for a design (owners; multipart/form-data: file); send the answer's image with the design",
        description: `JPEG, PNG, WebP or HEIC up to ${MAX_UPLOAD_BYTES / 1024 / 1024} MB, checked from its bytes and stored upright without its camera metadata. 400 at the field \`file\`; 413 for one too large.`,
        response: { 200: okSchema(giftCardDesignPictureAnswer), ...failures, 413: errorAnswer },
      },
    },
    async (req) => {
      const form = await readPictureForm(req);
      return ok(await storeDesignPicture(storage, form.bytes));
    },
  );

  r.post(
    "/api/admin/gift-card-designs",
    { onRequest: owners, schema: { tags, summary: "Add a design, active, after the others (owners)", body: giftCardDesignCreateBody, response: { 200: row, ...failures } } },
    async (req) => ok(await createDesign(db, storage, actorOf(req), req.body)),
  );

  r.put(
    "/api/admin/gift-card-designs/order",
    { onRequest: owners, schema: { tags, summary: "Put the designs in a new order: every id once (owners)", body: giftCardDesignOrderBody, response: { 200: okSchema(giftCardDesignListAnswer), ...failures } } },
    async (req) => ok(await orderDesigns(db, actorOf(req), req.body)),
  );

  r.put(
    "/api/admin/gift-card-designs/:id",
    { onRequest: owners, schema: { tags, summary: "Rename a design or change its picture (owners)", params, body: giftCardDesignUpdateBody, response: { 200: row, ...failures } } },
    async (req) => ok(await updateDesign(db, storage, actorOf(req), req.params.id, req.body)),
  );

  r.post(
    "/api/admin/gift-card-designs/:id/state",
    { onRequest: owners, schema: { tags, summary: "Offer a design or stop offering it (owners)", params, body: giftCardDesignStateBody, response: { 200: row, ...failures } } },
    async (req) => ok(await setDesignActive(db, actorOf(req), req.params.id, req.body.active)),
  );

  r.post(
    "/api/admin/gift-card-designs/:id/delete",
    {
      onRequest: owners,
      schema: { tags, summary: "Delete a design no card was made with (owners); 409 for a used one: disable it instead", params, response: { 200: okSchema(z.object({ deleted: z.literal(true) })), ...failures } },
    },
    async (req) => {
      await deleteDesign(db, actorOf(req), req.params.id);
      return ok({ deleted: true as const });
    },
  );
}
