/**
 * Metrics in Prometheus's text format at GET /api/metrics, for whoever holds METRICS_TOKEN. Each app has
 * its own registry, not prom-client's global one: tests build several apps in one process, and each must
 * count its own requests.
 */
import type { FastifyInstance } from "fastify";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Db } from "../db/client.ts";
import { Unauthorized } from "./errors.ts";
import { countJobsByStatus } from "./jobs/queue.ts";
import type { JobRunOutcome } from "./jobs/worker.ts";
import { hashToken, tokenMatches } from "./security/tokens.ts";
import type { WatchedStorage } from "./storage-watch.ts";

export const METRICS_PATH = "/api/metrics";

/** What the rest of the app counts; the orders routes and the job worker get these, never prom-client. */
export interface Metrics {
  orderPlaced(): void;
  paymentDeclined(method: string): void;
  jobRun(kind: string, outcome: JobRunOutcome): void;
  /** A payment the provider held with no order, given back by the reconciliation (modules/payments/reconciliation.ts). */
  paymentReconciled(action: "void" | "refund"): void;
}

export interface MetricsOptions {
  db: Db;
  /** METRICS_TOKEN: without it there is no metrics route at all. */
  token: string | undefined;
  /** The app's file storage, as its calls and /api/ready last saw it. */
  storage: WatchedStorage;
  /** The process's caches by name, each bounded in bytes (domain ByteLru): their size is a metric. */
  caches?: Record<string, { bytes: number }>;
}

/** Sets up the app's metrics: the request hook, the scrape route (with a token), and the counters it answers. */
export function appMetrics(app: FastifyInstance, options: MetricsOptions): Metrics {
  const registry = new Registry();
  const registers = [registry];

  const requests = new Counter({
    name: "http_requests_total",
    help: "Answered HTTP requests by method, route pattern and status",
    labelNames: ["method", "route", "status"],
    registers,
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method and route pattern",
    labelNames: ["method", "route"],
    registers,
  });
  const jobRuns = new Counter({
    name: "job_runs_total",
    help: "Runs of background jobs by kind and outcome (ok, retry, dead)",
    labelNames: ["kind", "outcome"],
    registers,
  });
  const ordersPlaced = new Counter({ name: "orders_placed_total", help: "Orders placed (payment authorised)", registers });
  const paymentFailures = new Counter({
    name: "payment_failures_total",
    help: "Payments declined at checkout, by payment method",
    labelNames: ["method"],
    registers,
  });
  const paymentsReconciled = new Counter({
    name: "payments_reconciled_total",
    help: "Payments the provider held with no order, given back by the reconciliation: void (an authorisation cancelled) or refund (money taken)",
    labelNames: ["action"],
    registers,
  });
  new Gauge({
    name: "jobs",
    help: "Background jobs by state (pending, running, done, dead), counted at scrape time",
    labelNames: ["state"],
    registers,
    async collect() {
      try {
        for (const [state, n] of Object.entries(await countJobsByStatus(options.db))) this.set({ state }, n);
      } catch (err) {
        // The rest of the scrape is most useful exactly when the database is not: leave the series out.
        this.reset();
        app.log.warn({ err }, "counting jobs for the metrics failed");
      }
    },
  });

  new Gauge({
    name: "storage_available",
    help: "1 while file storage answers, 0 while it fails (pictures and files answer 503), as its last call saw it",
    registers,
    async collect() {
      // Nothing has asked the storage yet (a process just started): ask it now rather than say either.
      const seen = options.storage.lastSeen() ?? (await options.storage.check().then(() => true, () => false));
      this.set(seen ? 1 : 0);
    },
  });

  new Gauge({
    name: "cache_bytes",
    help: "Bytes held by each in-process cache, as its byte bound counts them, at scrape time",
    labelNames: ["cache"],
    registers,
    collect() {
      for (const [cache, held] of Object.entries(options.caches ?? {})) this.set({ cache }, held.bytes);
    },
  });

  app.addHook("onResponse", async (req, reply) => {
    // The route's pattern, never its URL: URLs carry ids and tokens, and every distinct one would be a series.
    const route = req.routeOptions.url ?? "unmatched";
    if (route === METRICS_PATH) return;
    requests.inc({ method: req.method, route, status: reply.statusCode });
    duration.observe({ method: req.method, route }, reply.elapsedTime / 1000);
  });

  if (options.token) {
    // Process metrics (memory, event loop, GC) only when someone can read them: each call adds observers.
    collectDefaultMetrics({ register: registry });
    const tokenHash = hashToken(options.token);
    app.get(METRICS_PATH, { schema: { hide: true } }, async (req, reply) => {
      const header = req.headers.authorization ?? "";
      const given = header.startsWith("Bearer ") ? header.slice("Bearer ".length) : "";
      if (!tokenMatches(given, tokenHash)) throw new Unauthorized("A valid metrics token is required");
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  }

  return {
    orderPlaced: () => ordersPlaced.inc(),
    paymentDeclined: (method) => paymentFailures.inc({ method }),
    jobRun: (kind, outcome) => jobRuns.inc({ kind, outcome }),
    paymentReconciled: (action) => paymentsReconciled.inc({ action }),
  };
}
