// Catalogue import (issue 13) at 10,000 and 50,000 rows: generated CSV files of new products go through the real
// staff API (Fastify inject, no network) on an embedded database — the upload and its dry run in the background,
// then the apply, then the same file again, which must change nothing — with rows per second for each step and this
// process's peak RSS (it is the API). Prints one JSON line; scripts/bench.mjs turns it into a report section. Figures
// only, never a pass/fail. BENCH_IMPORT_ROWS=10000 runs one size. Run with `node --import tsx`.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { generate } from "otplib";
import type { ImportView } from "@petsies/contract/admin";
import { buildApp } from "../apps/api/src/app.ts";
import { fromPglite, pgliteExtensions } from "../apps/api/src/db/client.ts";
import { createMailer } from "../apps/api/src/infra/mail.ts";
import { diskStorage } from "../apps/api/src/infra/storage.ts";
import { addStaff, setPasswordWithToken } from "../apps/api/src/modules/staff/accounts.ts";

const SIZES = (process.env.BENCH_IMPORT_ROWS ?? "10000,50000").split(",").map(Number);
const PASSWORD = "Bench-password-2030";

const dir = await mkdtemp(path.join(os.tmpdir(), "petsies-bench-import-"));
const database = fromPglite(await PGlite.create({ extensions: pgliteExtensions() }));
await database.migrate();
const app = await buildApp({
  database,
  storage: diskStorage(path.join(dir, "files")),
  mailer: createMailer({ smtpUrl: undefined, mailFrom: "bench@petsies.test", dataDir: dir }, { info: () => {} }),
  siteUrl: "http://bench.test",
  logLevel: "silent",
  backOfficeDir: path.join(dir, "no-admin-build"),
  jobPollMs: 50,
});

// An owner signed in with two-factor set up, as the back office does it.
const { token } = await addStaff(database.db, { staffId: null, email: "bench" }, { email: "owner@petsies.test", name: "Bench", role: "owner", refundLimitCents: null });
await setPasswordWithToken(database.db, token, PASSWORD);
const signIn = await app.inject({ method: "POST", url: "/api/admin/session", payload: { email: "owner@petsies.test", password: PASSWORD } });
const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
let csrf: string = signIn.json().result.csrfToken;
const setup = await app.inject({ method: "POST", url: "/api/admin/session/totp/setup", headers: { cookie, "x-csrf-token": csrf }, payload: {} });
const confirmed = await app.inject({
  method: "POST",
  url: "/api/admin/session/totp/confirm",
  headers: { cookie, "x-csrf-token": csrf },
  payload: { otp: await generate({ secret: setup.json().result.secret }) },
});
csrf = confirmed.json().result.csrfToken;

async function call(method: "GET" | "POST", url: string, payload?: string): Promise<ImportView> {
  const res = await app.inject({ method, url, headers: { cookie, "x-csrf-token": csrf, "content-type": "text/csv" }, ...(payload === undefined ? {} : { payload }) });
  if (res.statusCode !== 200) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return res.json().result;
}

async function until(id: number, status: ImportView["status"]): Promise<ImportView> {
  for (;;) {
    const view = await call("GET", `/api/admin/catalogue/imports/${id}`);
    if (view.status === status) return view;
    if (view.status === "failed") throw new Error(`import ${id} failed: ${view.failure}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The peak RSS seen while `work` runs, sampled every 20 ms, in MB. */
async function withPeakRss<T>(work: () => Promise<T>): Promise<{ value: T; peakMB: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  try {
    const value = await work();
    return { value, peakMB: Math.round(Math.max(peak, process.memoryUsage().rss) / 1024 / 1024) };
  } finally {
    clearInterval(timer);
  }
}

/**
 * What a shopper meets while `work` runs: a cart created every 200 ms (a write, never served from a cache), its
 * slowest answer and p99 in ms. On the embedded database a transaction holds the only connection: the apply's
 * chunks keep each short.
 */
async function withShopperProbe<T>(work: () => Promise<T>): Promise<{ value: T; probe: { calls: number; p99Ms: number; maxMs: number } }> {
  const times: number[] = [];
  let running = true;
  const probing = (async () => {
    // Each call is timed from when it was due, so a call that could not even start (the process busy inside the
    // database for the whole apply) counts its wait too.
    let due = performance.now();
    while (running) {
      const res = await app.inject({ method: "POST", url: "/api/cart/create", payload: {} });
      if (res.statusCode !== 200) throw new Error(`cart/create answered ${res.statusCode} during the import: ${res.body.slice(0, 200)}`);
      times.push(performance.now() - due);
      due = performance.now() + 200;
      await new Promise((r) => setTimeout(r, 200));
      // The apply ended while this call waited to start: how long it waited is what that shopper met.
      if (!running && performance.now() > due + 50) times.push(performance.now() - due);
    }
  })();
  let value: T;
  try {
    value = await work();
  } finally {
    running = false;
  }
  await probing;
  const sorted = times.sort((a, b) => a - b);
  const p99 = sorted[Math.max(0, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
  return { value, probe: { calls: sorted.length, p99Ms: p99, maxMs: sorted.at(-1) ?? 0 } };
}

function csvOf(size: number): string {
  const lines = ["sku,type,name,url_key,status,visibility,price,special_price,qty,manage_stock,description,meta_title"];
  for (let i = 0; i < size; i++) {
    const n = `${size}_${i}`;
    lines.push(`bench_${n},simple,Bench Plush ${n},bench-plush-${size}-${i},enabled,4,${(10 + (i % 90)).toFixed(2)},${i % 5 === 0 ? "8.00" : ""},${i % 40},yes,"<p>A soft bench plush, number ${i}.</p>",Bench plush ${i}`);
  }
  return lines.join("\n") + "\n";
}

async function timed(work: () => Promise<ImportView>) {
  const started = performance.now();
  const view = await work();
  return { view, seconds: (performance.now() - started) / 1000 };
}

const rows = [];
for (const size of SIZES) {
  const file = csvOf(size);
  const { value, peakMB } = await withPeakRss(async () => {
    const check = await timed(async () => until((await call("POST", `/api/admin/catalogue/imports?fileName=bench-${size}.csv`, file)).id, "checked"));
    const { value: apply, probe } = await withShopperProbe(() =>
      timed(async () => {
        await call("POST", `/api/admin/catalogue/imports/${check.view.id}/apply`, "");
        return until(check.view.id, "applied");
      }),
    );
    const again = await timed(async () => until((await call("POST", `/api/admin/catalogue/imports?fileName=bench-${size}-again.csv`, file)).id, "checked"));
    return { check, apply, again, probe };
  });
  const { check, apply, again, probe } = value;
  if (apply.view.report?.create !== size || again.view.report?.unchanged !== size) throw new Error(`unexpected reports: ${JSON.stringify([apply.view.report, again.view.report].map((r) => r && { ...r, mistakes: r.mistakes.slice(0, 3) }))}`);
  rows.push({
    rows: size,
    megabytes: Math.round((file.length / 1024 / 1024) * 10) / 10,
    dryRunSeconds: check.seconds,
    applySeconds: apply.seconds,
    reimportCheckSeconds: again.seconds,
    dryRunRowsPerSecond: size / check.seconds,
    applyRowsPerSecond: size / apply.seconds,
    reimportRowsPerSecond: size / again.seconds,
    peakRssMB: peakMB,
    shopperCalls: probe.calls,
    shopperP99Ms: probe.p99Ms,
    shopperMaxMs: probe.maxMs,
  });
}
await app.close();
await database.close();
await rm(dir, { recursive: true, force: true });
console.log(JSON.stringify({ sizes: rows }));
