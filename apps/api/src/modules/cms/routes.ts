import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { ok } from "../../infra/envelope.ts";
import { storyBySlug } from "./service.ts";

const params = z.object({
  "*": z
    .string()
    .max(300)
    .regex(/^[a-z0-9\-/_]*$/i, "A story slug holds letters, digits, dashes, underscores and slashes only"),
});

export function cmsRoutes(app: FastifyInstance, db: Db) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get("/api/cms/story/*", { schema: { tags: ["cms"], summary: "A published content story by full slug", params } }, async (req) =>
      ok(await storyBySlug(db, req.params["*"])),
    );
}
