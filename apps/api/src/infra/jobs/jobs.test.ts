import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs } from "../../db/schema.ts";
import { openTestDatabase, databaseKinds } from "../../test/template.ts";
import { backoffMs, claimJobs, enqueue, failJob, retryJob } from "./queue.ts";
import { startWorker } from "./worker.ts";

const quiet = { error: () => {}, warn: () => {} };
const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("timed out");
};

describe("job backoff", () => {
  it("waits longer after each failure, at most an hour", () => {
    expect([1, 2, 3].map(backoffMs)).toEqual([10_000, 20_000, 40_000]);
    expect(backoffMs(30)).toBe(3_600_000);
  });
});

describe.each(databaseKinds)("the job queue on %s", (kind) => {
  it("adds a job once per dedupe key, only when its transaction commits", async () => {
    const database = await openTestDatabase(kind);
    const db = database.db;
    try {
      expect(await enqueue(db, { kind: "test.once", payload: { n: 1 }, dedupeKey: "once-1" })).toBe(true);
      expect(await enqueue(db, { kind: "test.once", payload: { n: 2 }, dedupeKey: "once-1" })).toBe(false);
      await expect(
        db.transaction(async (tx) => {
          await enqueue(tx, { kind: "test.rolled-back", payload: {} });
          throw new Error("the change fails");
        }),
      ).rejects.toThrow("the change fails");
      const rows = await db.select().from(jobs).where(inArray(jobs.kind, ["test.once", "test.rolled-back"]));
      expect(rows.map((r) => [r.kind, r.payload])).toEqual([["test.once", { n: 1 }]]);
    } finally {
      await database.close();
    }
  });

  it("runs each job once with its handler, retries a failure later, and keeps a job out of tries as dead", async () => {
    const database = await openTestDatabase(kind);
    const db = database.db;
    const ran: number[] = [];
    const outcomes: string[] = [];
    const worker = startWorker(db, {
      pollMs: 20,
      log: quiet,
      onRun: (jobKind, outcome) => void outcomes.push(`${jobKind} ${outcome}`),
      handlers: {
        "test.ok": async (payload) => void ran.push(payload.n as number),
        "test.fails": async () => {
          throw new Error("the mail server said no");
        },
      },
    });
    try {
      for (let n = 0; n < 25; n++) await enqueue(db, { kind: "test.ok", payload: { n } });
      await enqueue(db, { kind: "test.fails", payload: {}, maxAttempts: 2 });
      await enqueue(db, { kind: "test.unknown", payload: {}, maxAttempts: 1 });
      await until(async () => ran.length === 25);
      expect([...ran].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i));
      await until(async () => (await db.select().from(jobs).where(eq(jobs.kind, "test.unknown")))[0]?.status === "dead");
      const [failing] = await db.select().from(jobs).where(eq(jobs.kind, "test.fails"));
      expect(failing).toMatchObject({ status: "pending", attempts: 1, lastError: "the mail server said no" });
      expect(failing!.runAt.getTime()).toBeGreaterThan(Date.now() + 5_000);
      const [unknown] = await db.select().from(jobs).where(eq(jobs.kind, "test.unknown"));
      expect(unknown!.lastError).toBe('no handler for jobs of kind "test.unknown"');

      // Its second and last try fails too: dead, kept with its error; a retry gives it fresh tries.
      await db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, failing!.id));
      await until(async () => (await db.select().from(jobs).where(eq(jobs.id, failing!.id)))[0]?.status === "dead");
      expect((await retryJob(db, failing!.id))?.attempts).toBe(0);
      expect(outcomes.filter((o) => !o.startsWith("test.ok ")).sort()).toEqual(["test.fails dead", "test.fails retry", "test.unknown dead"]);
      expect(outcomes.filter((o) => o === "test.ok ok")).toHaveLength(25);
      expect(await retryJob(db, 999_999_999)).toBeNull();
    } finally {
      await worker.stop();
      await database.close();
    }
  });

  it("gives each due job to one worker only, and takes back a job whose worker died", async () => {
    const database = await openTestDatabase(kind);
    const db = database.db;
    try {
      for (let n = 0; n < 40; n++) await enqueue(db, { kind: "test.claim", payload: { n } });
      // Four workers at once, then again while any job is left: a claim that lost a race for a row comes
      // back with fewer, never with a job another worker holds.
      const ids: number[] = [];
      for (let round = 0; round < 10; round++) {
        const claims = await Promise.all([claimJobs(db, 15), claimJobs(db, 15), claimJobs(db, 15), claimJobs(db, 15)]);
        const claimed = claims.flat().filter((j) => j.kind === "test.claim");
        if (claimed.length === 0) break;
        ids.push(...claimed.map((j) => j.id));
      }
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toHaveLength(40);
      // Nothing is due while the leases run.
      expect(await claimJobs(db, 10)).toEqual([]);
      const later = new Date(Date.now() + 6 * 60 * 1000);
      const reclaimed = await claimJobs(db, 100, later);
      expect(reclaimed.filter((j) => j.kind === "test.claim")).toHaveLength(40);
      expect(reclaimed[0]!.attempts).toBe(2);
      expect(await failJob(db, { ...reclaimed[0]!, maxAttempts: 2 }, "gave up")).toBe("dead");
    } finally {
      await database.close();
    }
  });
});
