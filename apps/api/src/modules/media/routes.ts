import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Storage } from "../../infra/storage.ts";
import { readMedia } from "./service.ts";

const params = z.object({ "*": z.string().min(1).max(300) });
const querystring = z.object({
  edits: z.string().max(2000).optional().describe("base64 of {resize:{width,height,fit},toFormat}"),
});

export function mediaRoutes(app: FastifyInstance, storage: Storage) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/api/media/*", { schema: { tags: ["media"], summary: "A stored image, optionally resized", params, querystring } }, async (req, reply) => {
      const file = await readMedia(storage, req.params["*"], req.query.edits);
      return reply
        .header("content-type", file.contentType)
        .header("cache-control", "public, max-age=86400, stale-while-revalidate=604800")
        .header("x-content-type-options", "nosniff")
        .send(file.body);
    });
}
