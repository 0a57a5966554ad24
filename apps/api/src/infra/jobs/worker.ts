/**
 * The worker every API process runs: it polls for due jobs, runs each with the handler of its kind, and
 * records the outcome. Handlers must be idempotent — a job whose worker died mid-run is run again once its
 * lease ends. Stopping waits for the jobs in hand (graceful shutdown).
 */
import type { Db } from "../../db/client.ts";
import { errorText } from "../log-redaction.ts";
import { claimJobByKey, claimJobs, completeJob, failJob, type JobRow } from "./queue.ts";

export type JobHandler = (payload: Record<string, unknown>, job: JobRow) => Promise<void>;

/** How one run of a job ended: done, failed with tries left, or failed for good. */
export type JobRunOutcome = "ok" | "retry" | "dead";

export interface WorkerLog {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface WorkerOptions {
  handlers: Record<string, JobHandler>;
  log: WorkerLog;
  /** How often to look for due jobs when idle. */
  pollMs?: number;
  /** Jobs claimed at once. */
  batch?: number;
  /** Told of every run once its outcome is recorded (the app counts them for its metrics). */
  onRun?: (kind: string, outcome: JobRunOutcome) => void;
}

export interface Worker {
  /** Look for due jobs now (after a commit that enqueued one), instead of at the next poll. */
  kick(): void;
  /** Runs the job of a dedupe key here and now, unless it is done or another worker has it. */
  runNow(dedupeKey: string): Promise<void>;
  stop(): Promise<void>;
}

export function startWorker(db: Db, options: WorkerOptions): Worker {
  const pollMs = options.pollMs ?? 1000;
  const batch = options.batch ?? 10;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;

  async function runOne(job: JobRow): Promise<void> {
    const handler = options.handlers[job.kind];
    let outcome: JobRunOutcome;
    try {
      if (!handler) throw new Error(`no handler for jobs of kind "${job.kind}"`);
      await handler(job.payload as Record<string, unknown>, job);
      await completeJob(db, job.id);
      outcome = "ok";
    } catch (err) {
      // Kept in the job row and the log: a failed query's message without its parameters.
      const message = errorText(err);
      const status = await failJob(db, job, message);
      outcome = status === "dead" ? "dead" : "retry";
      const log = status === "dead" ? options.log.error.bind(options.log) : options.log.warn.bind(options.log);
      log({ job: job.id, kind: job.kind, attempts: job.attempts, err: message }, status === "dead" ? "job failed for good" : "job failed; will retry");
    }
    options.onRun?.(job.kind, outcome);
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      const claimed = await claimJobs(db, batch);
      for (const job of claimed) {
        await runOne(job);
      }
      if (claimed.length === batch) again = true;
    } while (again && !stopped);
  }

  function tick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((err: unknown) => options.log.error({ err }, "the job worker could not claim jobs"))
      .finally(() => {
        running = null;
        schedule();
      });
  }

  function schedule(): void {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, again ? 0 : pollMs);
    timer.unref();
  }

  schedule();
  return {
    kick() {
      if (timer) clearTimeout(timer);
      timer = setTimeout(tick, 0);
      timer.unref();
    },
    async runNow(dedupeKey) {
      const job = await claimJobByKey(db, dedupeKey);
      if (job) await runOne(job);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
