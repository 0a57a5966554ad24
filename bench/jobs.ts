// The job queue (issue "Durable background work"): jobs per second through the queue, each sending an
// e-mail with the shop's own mailer (to the outbox on disk), beside a baseline in the same run — the same
// e-mails sent straight in a loop; and the delay from the commit that writes a job to its e-mail being
// written, p50 and p99, with the worker woken after the commit (what the order route does) and found by
// its poll alone (every other job). Embedded database, in-process. Prints one JSON line; scripts/bench.mjs
// turns it into a report section. Run with `node --import tsx`.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { fromPglite, pgliteExtensions } from "../apps/api/src/db/client.ts";
import { enqueue } from "../apps/api/src/infra/jobs/queue.ts";
import { startWorker, type Worker } from "../apps/api/src/infra/jobs/worker.ts";
import { createMailer, type MailMessage } from "../apps/api/src/infra/mail.ts";
import { percentile } from "./latency.mjs";

const THROUGHPUT_JOBS = Number(process.env.BENCH_JOBS ?? 2000);
const DELAY_JOBS = 100;
const POLL_MS = 1000; // the worker's default

// The worker's timers do not hold the process open (an API process has its server for that): this does.
const keepAlive = setInterval(() => {}, 1000);
const dir = await mkdtemp(path.join(os.tmpdir(), "petsies-bench-jobs-"));
const database = fromPglite(await PGlite.create({ extensions: pgliteExtensions() }));
await database.migrate();
const { db } = database;
const mailer = createMailer({ smtpUrl: undefined, mailFrom: "bench@petsies.test", dataDir: dir }, { info: () => {} });
const mail = (n: number): MailMessage => ({ to: `shopper${n}@example.com`, subject: `Your order #${n}`, text: "Thank you.", html: "<p>Thank you.</p>", messageId: `bench-${n}` });
const log = { error: (obj: object, msg: string) => console.error(msg, obj), warn: () => {} };

// Baseline: the e-mails alone.
let started = performance.now();
for (let n = 0; n < THROUGHPUT_JOBS; n++) await mailer.send(mail(n));
const directPerSecond = THROUGHPUT_JOBS / ((performance.now() - started) / 1000);

// Through the queue: every job written first, then one worker (as in one API process) runs them.
await db.transaction(async (tx) => {
  for (let n = 0; n < THROUGHPUT_JOBS; n++) await enqueue(tx, { kind: "bench.mail", payload: { n: THROUGHPUT_JOBS + n } });
});
let done = 0;
let allDone: () => void;
const finished = new Promise<void>((resolve) => (allDone = resolve));
started = performance.now();
let worker: Worker = startWorker(db, {
  pollMs: POLL_MS,
  log,
  handlers: {
    "bench.mail": async (payload) => {
      await mailer.send(mail(Number(payload.n)));
      if (++done === THROUGHPUT_JOBS) allDone();
    },
  },
});
worker.kick();
await finished;
const queuedPerSecond = THROUGHPUT_JOBS / ((performance.now() - started) / 1000);
await worker.stop();

// Commit → e-mail written, one job at a time, a little apart.
async function delays(wake: boolean): Promise<{ p50: number; p99: number; n: number }> {
  const committedAt = new Map<number, number>();
  const ms: number[] = [];
  worker = startWorker(db, {
    pollMs: POLL_MS,
    log,
    handlers: {
      "bench.delay": async (payload) => {
        const n = Number(payload.n);
        await mailer.send(mail(n));
        ms.push(performance.now() - committedAt.get(n)!);
      },
    },
  });
  const base = wake ? 100_000 : 200_000;
  for (let i = 0; i < DELAY_JOBS; i++) {
    const n = base + i;
    await db.transaction((tx) => enqueue(tx, { kind: "bench.delay", payload: { n } }));
    committedAt.set(n, performance.now());
    if (wake) worker.kick();
    await new Promise((r) => setTimeout(r, 37)); // apart, and out of step with the poll
  }
  while (ms.length < DELAY_JOBS) await new Promise((r) => setTimeout(r, 50));
  await worker.stop();
  const sorted = ms.sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), n: sorted.length };
}

const result = {
  jobs: THROUGHPUT_JOBS,
  pollMs: POLL_MS,
  directPerSecond,
  queuedPerSecond,
  woken: await delays(true),
  polled: await delays(false),
};
clearInterval(keepAlive);
await database.close();
await rm(dir, { recursive: true, force: true });
console.log(JSON.stringify(result));
