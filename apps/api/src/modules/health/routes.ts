/**
 * Liveness and readiness for a load balancer or orchestrator. /api/health: the process answers and reaches
 * its database. /api/ready: it should be sent traffic — the database answers, every migration of this build
 * is applied, and the process is not shutting down. File storage is reported, not required: only pictures and
 * files need it (they answer 503 meanwhile, infra/storage-watch.ts), so an outage of the bucket, which every
 * process shares, answers "degraded" with 200 rather than taking every process out of the balancer.
 */
import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { migrationsApplied, type Database } from "../../db/client.ts";
import { ok } from "../../infra/envelope.ts";
import type { WatchedStorage } from "../../infra/storage-watch.ts";

type Check = "ok" | "failed";

export interface ReadinessDeps {
  database: Database;
  storage: WatchedStorage;
  /** True once the process has begun to shut down (main.ts): the balancer should stop sending requests. */
  isClosing(): boolean;
}

export function healthRoutes(app: FastifyInstance, deps: ReadinessDeps) {
  const { database, storage } = deps;
  app.get("/api/health", { schema: { tags: ["health"], summary: "Liveness and database reachability" } }, async () => {
    await database.db.execute(sql`SELECT 1`);
    return ok({ status: "ok", database: database.kind });
  });

  app.get("/api/ready", { schema: { tags: ["health"], summary: "Readiness: database, migrations, not shutting down; degraded while file storage fails" } }, async (req, reply) => {
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
      // The watched storage logs the outage once, not at every question of the balancer.
      storage.check().then((): Check => "ok", (): Check => "failed"),
    ]);
    const checks = { database: db, migrations, storage: files, accepting: deps.isClosing() ? "failed" : "ok" } as const;
    const ready = checks.database === "ok" && checks.migrations === "ok" && checks.accepting === "ok";
    const status = !ready ? "not ready" : checks.storage === "ok" ? "ready" : "degraded";
    return reply.status(ready ? 200 : 503).header("cache-control", "no-store").send({ code: ready ? 200 : 503, result: { status, checks } });
  });
}
