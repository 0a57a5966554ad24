import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { IMAGE_VARIANT_NAMES, IMAGE_VARIANTS } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { clientAddress, LIMITS, takeAttempts } from "../../infra/security/rate-limit.ts";
import type { Storage } from "../../infra/storage.ts";
import { readMedia } from "./service.ts";

const params = z.object({ "*": z.string().min(1).max(300) });
/** The variants the shop offers, for the API documentation: a client learns here which sizes it may ask for. */
const offered = IMAGE_VARIANT_NAMES.map((name) => {
  const { width, height, fit, format } = IMAGE_VARIANTS[name];
  return `${width}x${height} ${fit} ${format}`;
}).join(", ");
const querystring = z.object({
  edits: z
    .string()
    .max(2000)
    .optional()
    .describe(
      `base64 of {resize:{width,height,fit,position,withoutEnlargement},toFormat}. ` +
        `Offered (width x height, fit, format): ${offered}; any other size or format is a 400.`,
    ),
});

const description =
  "A variant already made is read from storage. One not made yet is made (and kept), counted per client address: " +
  "429 past 600 in 15 minutes; 503 with Retry-After when too many pictures are already waiting to be made, or while file " +
  "storage cannot be reached.";

export function mediaRoutes(app: FastifyInstance, db: Db, storage: Storage) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/api/media/*", { schema: { tags: ["media"], summary: "A stored image, or one of its listed variants", description, params, querystring } }, async (req, reply) => {
      const countMaking = () => takeAttempts(db, [[LIMITS.mediaVariantPerIp, clientAddress(req)]]);
      const file = await readMedia(storage, req.params["*"], req.query.edits, countMaking);
      return reply
        .header("content-type", file.contentType)
        .header("cache-control", "public, max-age=86400, stale-while-revalidate=604800")
        .header("x-content-type-options", "nosniff")
        .send(file.body);
    });
}
