/**
 * One full garbage collection once the API has answered nothing for a while after answering something.
 * Under load V8 grows its heap and keeps it: on the demo catalogue the API held 321 MB at rest after a burst of
 * requests, 267 MB after one collection (the heap it had grown to, 138 MB, held 70 MB of live objects), and a
 * process at rest allocates too little for V8 to collect on its own. A collection of that heap takes tens of
 * milliseconds, and runs only after QUIET_MS without a response, never during traffic.
 *
 * It is V8's "last resort" collection, which also gives the freed pages back to the system (issue 32): after a
 * plain one, the pages of large objects an answer leaves behind (strings of listings, 100-300 KB each) often
 * stayed mapped, and the API held 765 MB at rest after 5,000 distinct listings (313 MB before them, 99 MB of live
 * heap); after this one, 344 MB, and 216-220 MB on PostgreSQL (172 before). It costs about three plain ones.
 */
import v8 from "node:v8";
import vm from "node:vm";
import type { FastifyInstance } from "fastify";

export const QUIET_MS = 10_000;

/** The options of V8's gc() (v8/src/extensions/gc-extension.cc). */
interface GcOptions {
  type: "major" | "minor";
  execution: "sync" | "async";
  flavor: "regular" | "last-resort";
}

/**
 * V8's full collection that gives freed memory back; Node offers gc() only behind --expose-gc, which this sets for
 * the running process.
 */
export function fullCollection(): () => void {
  v8.setFlagsFromString("--expose-gc");
  const gc = vm.runInNewContext("gc") as (options: GcOptions) => void;
  return () => gc({ type: "major", execution: "sync", flavor: "last-resort" });
}

/** Collects after each quiet spell that follows a response; answers how many collections ran (for tests). */
export function collectWhenIdle(app: FastifyInstance, quietMs = QUIET_MS): { collections(): number } {
  const collect = fullCollection();
  let lastResponse = 0;
  let timer: NodeJS.Timeout | null = null;
  let collections = 0;
  const check = () => {
    const quietFor = Date.now() - lastResponse;
    if (quietFor < quietMs) {
      timer = setTimeout(check, quietMs - quietFor).unref();
      return;
    }
    timer = null;
    collect();
    collections++;
  };
  app.addHook("onResponse", async () => {
    lastResponse = Date.now();
    timer ??= setTimeout(check, quietMs).unref();
  });
  app.addHook("onClose", async () => {
    if (timer) clearTimeout(timer);
  });
  return { collections: () => collections };
}
