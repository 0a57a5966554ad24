/**
 * Liveness and readiness for a load balancer or orchestrator. /api/health: the process answers and reaches
 * its database. /api/ready: it should be sent traffic — the database answers, every migration of this build
 * is applied, file storage is reachable, and the process is not shutting down.
 */
import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { migrationsApplied, type Database } from "../../db/client.ts";
import { ok } from "../../infra/envelope.ts";
import type { Storage } from "../../infra/storage.ts";

type Check = "ok" | "failed";

export interface ReadinessDeps {
  database: Database;
  storage: Storage;
  /** True once the process has begun to shut down (main.ts): the balancer should stop sending requests. */
  isClosing(): boolean;
}

export function healthRoutes(app: FastifyInstance, deps: ReadinessDeps) {
  const { database, storage } = deps;
  app.get("/api/health", { schema: { tags: ["health"], summary: "Liveness and database reachability" } }, async () => {
    await database.db.execute(sql`SELECT 1`);
    return ok({ status: "ok", database: database.kind });
  });

  app.get("/api/ready", { schema: { tags: ["health"], summary: "Readiness: database, migrations, storage, not shutting down" } }, async (req, reply) => {
    const outcome = (work: Promise<unknown>): Promise<Check> =>
      work.then(
        (value) => (value === false ? "failed" : "ok"),
        (err: unknown) => {
          req.log.warn({ err }, "readiness check failed");
          return "failed";
        },
      );
    const [db, migrations, files] = await Promise.all([
      outcome(database.db.execute(sql`SELECT 1`)),
      outcome(migrationsApplied(database.db)),
      outcome(storage.check()),
    ]);
    const checks = { database: db, migrations, storage: files, accepting: deps.isClosing() ? "failed" : "ok" } as const;
    const ready = Object.values(checks).every((c) => c === "ok");
    return reply.status(ready ? 200 : 503).header("cache-control", "no-store").send({ code: ready ? 200 : 503, result: { status: ready ? "ready" : "not ready", checks } });
  });
}
