import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { ok } from "../../infra/envelope.ts";

export function healthRoutes(app: FastifyInstance, database: Database) {
  app.get("/api/health", { schema: { tags: ["health"], summary: "Liveness and database reachability" } }, async () => {
    await database.db.execute(sql`SELECT 1`);
    return ok({ status: "ok", database: database.kind });
  });
}
