import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorLogAccepted } from "@petsies/contract";
import type { Db } from "../../db/client.ts";
import { clientAddress, LIMITS, takeAttempts } from "../../infra/security/rate-limit.ts";
import { errorLogBody } from "./schemas.ts";
import { logBrowserError } from "./service.ts";

export function loggingRoutes(app: FastifyInstance, db: Db) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/error-log",
    {
      schema: {
        tags: ["logging"],
        summary: "Report a browser error (spec §8 error logger); answers 202",
        description: "GELF fields: short_message (required), full_message, file, line, facility, host, version, and _current_url, _user_agent, _trace_id, _app_version, _instance_id. 400 on bad input; 429 \"Too many requests. Please wait before trying again.\" past the per-address limit.",
        body: errorLogBody,
        response: { 202: z.object({ code: z.literal(202), result: errorLogAccepted }) },
      },
    },
    async (req, reply) => {
      await takeAttempts(db, [[LIMITS.errorLogPerIp, clientAddress(req)]]);
      // The row keeps the exact address, for whoever reads the error; the limit counts its block.
      await logBrowserError(db, req.body, req.ip);
      return reply.status(202).send({ code: 202, result: "Accepted" as const });
    },
  );
}
