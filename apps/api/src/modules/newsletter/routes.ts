import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { ok } from "../../infra/envelope.ts";
import { subscribe } from "./service.ts";

const body = z.object({ email: z.string({ error: "Field is required" }).min(1, "Field is required").max(254) });

export function newsletterRoutes(app: FastifyInstance, db: Db) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      "/api/ext/mailchimp-subscribe/subscribe",
      { schema: { tags: ["newsletter"], summary: "Subscribe an e-mail address to the newsletter", body } },
      async (req) => ok(await subscribe(db, req.body.email)),
    );
}
