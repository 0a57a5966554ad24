/**
 * The customization editor's live preview (issue 13 "Customizations"; domain configurator-preview.ts). Staff get
 * a link to the storefront page that shows the product's real configurator, signed for an hour with the shop's
 * preview secret (CMS_PREVIEW_SECRET, as the content editor's draft preview); the storefront hands the link's
 * parameters back here before it shows anything, and gets the product to draw. Without the secret the editor is
 * told why and keeps its rules-only preview.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { envelope, errorAnswer } from "@petsies/contract";
import { customizationPreviewAnswer, type CustomizationPreviewAnswer } from "@petsies/contract/admin";
import { product as productSchema } from "@petsies/contract";
import { CONFIGURATOR_PREVIEW_PATH, configuratorPreviewSearch, type Product } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { products } from "../../db/schema.ts";
import { describedNotParsed, ok, okSchema } from "../../infra/envelope.ts";
import { Conflict, Forbidden, NotFound, Unauthorized } from "../../infra/errors.ts";
import { rowId } from "../../infra/schemas.ts";
import { productsByIds } from "../catalog/service.ts";
import { PREVIEW_NEEDS_SECRET } from "../cms/admin.ts";
import { CONFIGURATOR_PREVIEW_TTL_SECONDS, configuratorPreviewToken, isValidConfiguratorPreview } from "../cms/preview.ts";
import { ALL_STAFF, staffOnly } from "../staff/access.ts";

const failures = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer, 409: errorAnswer };
const params = z.object({ id: rowId("id") });
/** Any text: a link that is not one of ours is refused with 401 like an expired one, not picked apart field by field. */
const linkQuery = z.object({ expires: z.string().max(20).optional(), token: z.string().max(200).optional() });
export const INVALID_PREVIEW_LINK = "This preview link is not valid or has expired: open the product's customization in the back office again";

/** The signed storefront link of a product's configurator preview, valid for an hour. */
export async function configuratorPreviewLink(db: Db, secret: string | undefined, productId: number, now = new Date()): Promise<CustomizationPreviewAnswer> {
  if (!secret) throw new Conflict(PREVIEW_NEEDS_SECRET, "preview_off");
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!row) throw new NotFound("No product has this id.");
  const expires = Math.floor(now.getTime() / 1000) + CONFIGURATOR_PREVIEW_TTL_SECONDS;
  const search = configuratorPreviewSearch({ productId, expires, token: configuratorPreviewToken(secret, productId, expires) });
  return { url: `${CONFIGURATOR_PREVIEW_PATH}?${search}`, expiresAt: new Date(expires * 1000).toISOString() };
}

/** The product a valid preview link names, enabled or not, with its saved tree; 401 for any other link. */
export async function previewedProduct(db: Db, secret: string | undefined, productId: number, link: { expires?: string | undefined; token?: string | undefined }, now = new Date()): Promise<Product> {
  if (!secret) throw new Forbidden("Preview is not enabled on this shop");
  const expires = /^\d{1,12}$/.test(link.expires ?? "") ? Number(link.expires) : NaN;
  const token = link.token ?? "";
  if (!Number.isFinite(expires) || !/^[0-9a-f]{64}$/.test(token) || !isValidConfiguratorPreview(secret, { productId, expires, token }, now)) {
    throw new Unauthorized(INVALID_PREVIEW_LINK);
  }
  const [found] = await productsByIds(db, [productId], now);
  if (!found) throw new NotFound("No product has this id.");
  return found;
}

export function customizationPreviewRoutes(app: FastifyInstance, db: Db, options: { previewSecret: string | undefined }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["back office"];
  // Whoever may read the tree may preview it.
  const readers = staffOnly(db, { roles: ALL_STAFF });

  r.get(
    "/api/admin/products/:id/customizations/preview",
    {
      onRequest: readers,
      schema: {
        tags,
        summary: "The storefront page that shows the product's configurator for the editor's preview, with a link signed for an hour",
        description: `The customization editor frames it and posts the tree being edited to it. 409 "${PREVIEW_NEEDS_SECRET}" without it.`,
        params,
        response: { 200: okSchema(customizationPreviewAnswer), ...failures },
      },
    },
    async (req) => ok(await configuratorPreviewLink(db, options.previewSecret, req.params.id)),
  );

  r.get(
    "/api/customization-preview/:id",
    {
      ...describedNotParsed,
      schema: {
        tags: ["customization"],
        summary: "The product a configurator preview link names (the storefront's preview page checks its link here)",
        description: "expires and token come from the back office's preview link. 401 for an invalid or expired link, 403 when the shop has no preview secret, 404 for an unknown product.",
        params,
        querystring: linkQuery,
        response: { 200: envelope(productSchema), ...failures },
      },
    },
    async (req, reply) => {
      const found = await previewedProduct(db, options.previewSecret, req.params.id, req.query);
      void reply.header("cache-control", "no-store").header("x-robots-tag", "noindex");
      return ok(found);
    },
  );
}
