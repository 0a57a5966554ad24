import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Background work written in the same transaction as its cause (a transactional outbox) and run by a
 * worker in every API process: claimed with SKIP LOCKED, retried with growing waits, kept when dead.
 * dedupe_key makes "the same job twice" one row (e.g. one e-mail per status change).
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull(),
    dedupeKey: text("dedupe_key"),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(8),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("jobs_dedupe_uq").on(t.dedupeKey),
    index("jobs_due_idx").on(t.status, t.runAt),
    check("jobs_status_ck", sql`${t.status} IN ('pending', 'running', 'done', 'dead')`),
  ],
);
