/**
 * Image work of this API process goes through one small queue (issue 20). sharp runs each pipeline on a
 * thread of libuv's pool, the same four threads (Node's default) that hash passwords (scrypt), read files
 * and compress: four large pictures at once took them all, and a correct sign-in waited most of a minute.
 * So at most IMAGE_WORKERS pipelines run at once, each on one thread of its own (sharp.concurrency(1)),
 * and the pool always has threads left for sign-in. Work past that waits its turn in order; once
 * IMAGE_QUEUE_LENGTH are waiting, more is answered 503 with Retry-After rather than piling pictures up in
 * memory. The pool is not made larger here: with an ES module entry point Node has started it before the
 * first line of main.ts runs, so only UV_THREADPOOL_SIZE in the process's environment can change it.
 *
 * Written here rather than taken from a library: p-limit has no bound on what waits, and the bound is the
 * point.
 */
import sharp from "sharp";
import { Busy } from "./errors.ts";

/** Two at once keep both cores of a small machine busy and half of the thread pool free. */
export const IMAGE_WORKERS = 2;
/** About a fresh catalogue page of pictures; a waiting upload holds its file (up to 15 MB) in memory. */
export const IMAGE_QUEUE_LENGTH = 32;
export const IMAGE_RETRY_AFTER_SECONDS = 5;
export const IMAGE_BUSY_MESSAGE = "We are busy preparing other pictures. Please try again in a few seconds.";

// More threads per picture would only take them from the other pictures and from sign-in.
sharp.concurrency(1);
// libvips's operation cache (50 MB by default) keeps pixels of recent pictures in this long-lived process;
// variants are kept on disk, so a repeated picture never reaches sharp anyway (measured: rendering the demo's
// 87 pictures left a process 40 MB larger with the cache than without it).
sharp.cache(false);

/** Runs at most `workers` jobs at once, in the order they came; refuses a job when `queueLength` wait already. */
export class WorkQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly workers: number,
    private readonly queueLength: number,
  ) {}

  /** Jobs running and waiting (tests wait for work to be in hand). */
  get inHand(): number {
    return this.running + this.waiting.length;
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running < this.workers) {
      this.running++;
    } else {
      if (this.waiting.length >= this.queueLength) throw new Busy(IMAGE_BUSY_MESSAGE, IMAGE_RETRY_AFTER_SECONDS);
      // The job that finishes hands its place straight to the first one waiting.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

const imageWork = new WorkQueue(IMAGE_WORKERS, IMAGE_QUEUE_LENGTH);

/** Runs image work (anything that calls sharp) in its turn; Busy (503) when too much is waiting already. */
export function runImageWork<T>(job: () => Promise<T>): Promise<T> {
  return imageWork.run(job);
}

export function imageWorkInHand(): number {
  return imageWork.inHand;
}
