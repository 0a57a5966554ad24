/** Background jobs for owners: what failed and why, and a retry (DESIGN.md "Background work"). */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorAnswer } from "@petsies/contract";
import { jobPage, jobQuery, jobRetryAnswer, type JobView } from "@petsies/contract/admin";
import type { Db } from "../../db/client.ts";
import { ok, okSchema } from "../../infra/envelope.ts";
import { NotFound } from "../../infra/errors.ts";
import { listJobs, retryJob, type JobRow } from "../../infra/jobs/queue.ts";
import { actorOf, staffOnly } from "./access.ts";
import { writeAudit } from "./audit.ts";

const failures = { 400: errorAnswer, 401: errorAnswer, 403: errorAnswer, 404: errorAnswer };

function jobView(row: JobRow): JobView {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status as JobView["status"],
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    runAt: row.runAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    lastError: row.lastError,
    payload: row.payload,
  };
}

export function jobRoutes(app: FastifyInstance, db: Db) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["back office"];
  const owners = staffOnly(db, { roles: ["owner"] });

  r.get(
    "/api/admin/jobs",
    { onRequest: owners, schema: { tags, summary: "Background jobs, newest first, with counts per status (owners)", querystring: jobQuery, response: { 200: okSchema(jobPage), ...failures } } },
    async (req) => {
      const page = await listJobs(db, req.query);
      return ok({ jobs: page.jobs.map(jobView), total: page.total, counts: page.counts, page: req.query.page, pageSize: req.query.pageSize });
    },
  );

  r.post(
    "/api/admin/jobs/:id/retry",
    {
      onRequest: owners,
      schema: {
        tags,
        summary: "Run a dead or waiting job again now, with fresh tries (owners)",
        // Job ids are a bigserial: wider than the int4 the input guard holds other whole numbers to.
        params: z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).meta({ format: "int64" }) }),
        response: { 200: okSchema(jobRetryAnswer), ...failures },
      },
    },
    async (req) => {
      const row = await db.transaction(async (tx) => {
        const retried = await retryJob(tx, req.params.id);
        if (!retried) throw new NotFound(`There is no dead or waiting job ${req.params.id}`);
        await writeAudit(tx, actorOf(req), { action: "job.retry", entityType: "job", entityId: retried.id, after: { kind: retried.kind } });
        return retried;
      });
      return ok(jobView(row));
    },
  );
}
