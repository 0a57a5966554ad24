/**
 * The job queue (DESIGN.md "Background work"): a job is written in the same transaction as the change that
 * causes it, so it exists exactly when the change does. A small table rather than pg-boss or
 * graphile-worker: both need a node-postgres connection to a server, and the embedded PGlite default has
 * none; one table with SKIP LOCKED claims works on both databases alike.
 */
import { and, asc, count, desc, eq, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jobs } from "../../db/schema.ts";

export type JobRow = typeof jobs.$inferSelect;
export type JobStatus = "pending" | "running" | "done" | "dead";

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  /** One job per key: a second enqueue with the same key is dropped. */
  dedupeKey?: string;
  runAt?: Date;
  maxAttempts?: number;
}

/** Adds a job, inside the caller's transaction when given one. Answers false when its dedupe key was taken. */
export async function enqueue(tx: Db, job: NewJob): Promise<boolean> {
  const rows = await tx
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload,
      dedupeKey: job.dedupeKey ?? null,
      ...(job.runAt ? { runAt: job.runAt } : {}),
      ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
    })
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * How long a claimed job may run before another worker may take it (its worker died, say). Jobs are short
 * (an e-mail, a refund call): a minute is ample, and a job a crash interrupted waits no longer than that.
 */
export const LEASE_MS = 60 * 1000;

/**
 * Claims up to `limit` due jobs for this worker: pending ones whose time has come, and running ones whose
 * lease ran out. Rows another worker is claiming at the same moment are skipped, never waited for.
 */
export async function claimJobs(db: Db, limit: number, now = new Date()): Promise<JobRow[]> {
  const due = or(
    and(eq(jobs.status, "pending"), lte(jobs.runAt, now)),
    and(eq(jobs.status, "running"), lte(jobs.lockedUntil, now)),
  );
  return db
    .update(jobs)
    .set({ status: "running", attempts: sql`${jobs.attempts} + 1`, lockedUntil: new Date(now.getTime() + LEASE_MS) })
    .where(inArray(jobs.id, db.select({ id: jobs.id }).from(jobs).where(due).orderBy(asc(jobs.runAt), asc(jobs.id)).limit(limit).for("update", { skipLocked: true })))
    .returning();
}

/**
 * Claims the job of a dedupe key now, before its time, if nobody has it: the request that caused a job
 * runs it itself, and the worker is the safety net.
 */
export async function claimJobByKey(db: Db, dedupeKey: string, now = new Date()): Promise<JobRow | null> {
  const [row] = await db
    .update(jobs)
    .set({ status: "running", attempts: sql`${jobs.attempts} + 1`, lockedUntil: new Date(now.getTime() + LEASE_MS) })
    .where(and(eq(jobs.dedupeKey, dedupeKey), eq(jobs.status, "pending")))
    .returning();
  return row ?? null;
}

/** A long job (a catalogue import) says it is still at work: nobody else takes it for another LEASE_MS. */
export async function extendLease(db: Db, id: number, now = new Date()): Promise<void> {
  await db.update(jobs).set({ lockedUntil: new Date(now.getTime() + LEASE_MS) }).where(and(eq(jobs.id, id), eq(jobs.status, "running")));
}

export async function completeJob(db: Db, id: number, now = new Date()): Promise<void> {
  await db.update(jobs).set({ status: "done", finishedAt: now, lockedUntil: null, lastError: null }).where(eq(jobs.id, id));
}

/** Waits before the next try: 10 s, 20 s, 40 s … up to an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(attempts - 1, 0), 60 * 60 * 1000);
}

/** A failed try: the job waits and tries again, or, out of tries, is kept as dead with its error. */
export async function failJob(db: Db, job: JobRow, error: string, now = new Date()): Promise<JobStatus> {
  const dead = job.attempts >= job.maxAttempts;
  await db
    .update(jobs)
    .set({
      status: dead ? "dead" : "pending",
      lastError: error.slice(0, 2000),
      lockedUntil: null,
      runAt: dead ? job.runAt : new Date(now.getTime() + backoffMs(job.attempts)),
      finishedAt: dead ? now : null,
    })
    .where(eq(jobs.id, job.id));
  return dead ? "dead" : "pending";
}

/** Runs a dead or waiting job again now, with a fresh set of tries. False when there is no such job to retry. */
export async function retryJob(db: Db, id: number, now = new Date()): Promise<JobRow | null> {
  const [row] = await db
    .update(jobs)
    .set({ status: "pending", attempts: 0, runAt: now, finishedAt: null, lockedUntil: null })
    .where(and(eq(jobs.id, id), inArray(jobs.status, ["dead", "pending"])))
    .returning();
  return row ?? null;
}

export interface JobQuery {
  status?: JobStatus | undefined;
  kind?: string | undefined;
  page: number;
  pageSize: number;
}

/** How many jobs there are in each status (zero for a status no job is in), in one query. */
export async function countJobsByStatus(db: Db): Promise<Record<JobStatus, number>> {
  const byStatus = await db.select({ status: jobs.status, n: count() }).from(jobs).groupBy(jobs.status);
  const counts: Record<JobStatus, number> = { pending: 0, running: 0, done: 0, dead: 0 };
  for (const r of byStatus) counts[r.status as JobStatus] = r.n;
  return counts;
}

/** Jobs newest first, and how many there are in each status. */
export async function listJobs(db: Db, query: JobQuery): Promise<{ jobs: JobRow[]; total: number; counts: Record<JobStatus, number> }> {
  const where: SQL[] = [];
  if (query.status) where.push(eq(jobs.status, query.status));
  if (query.kind) where.push(eq(jobs.kind, query.kind));
  const filter = where.length ? and(...where) : undefined;
  const [rows, [total], counts] = await Promise.all([
    db.select().from(jobs).where(filter).orderBy(desc(jobs.createdAt), desc(jobs.id)).limit(query.pageSize).offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(jobs).where(filter),
    countJobsByStatus(db),
  ]);
  return { jobs: rows, total: total?.n ?? 0, counts };
}
