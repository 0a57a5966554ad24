// `npm run bench`: request rates and latency of the storefront's pages and catalogue API, each beside a
// baseline measured in the same run, then Lighthouse scores. It prints figures and never judges them:
// exit 0 when the run completed, 1 when it could not run, 130 when interrupted.
//
// BENCH_SECONDS shortens (or lengthens) each load test; BENCH_SKIP_LIGHTHOUSE=1 skips the Lighthouse part,
// BENCH_SKIP_SCALE=1 the search and listing measurements at 1,000, 10,000 and 100,000 products.
// BENCH_ONLY=api,orders runs only the named scenarios (demo, synthetic, api, orders, rules, backOffice, jobs,
// import, scale), e.g. to check one part's figures without loading a shared machine for an hour; the demo scenario
// carries the price change and Lighthouse.
import { spawn } from "node:child_process";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { apiTargets, demoTargets, largeCatalogueTargets } from "../bench/catalog.mjs";
import { measureWithBaseline, nextFileOfSimilarSize } from "../bench/http.mjs";
import { auditPages } from "../bench/lighthouse.mjs";
import { measureListing } from "../bench/listing.mjs";
import { floodListings } from "../bench/listing-flood.mjs";
import { measureOrders } from "../bench/orders.mjs";
import { measurePriceChange, priceChangeTarget, shopTool } from "../bench/price-change.mjs";
import {
  apiMemorySection,
  backOfficeSection,
  httpSection,
  importSection,
  jobsSection,
  lighthouseSection,
  machineSection,
  ordersSection,
  priceChangeSection,
  REST_SECONDS,
  rulesSection,
  sameServerSection,
  scaleSection,
  uploadsSection,
} from "../bench/report.mjs";
import { rssMB } from "../bench/memory.mjs";
import { measureSearch } from "../bench/search.mjs";
import { measureUploads } from "../bench/uploads.mjs";
import { buildApi, buildWeb, ROOT, startApi, startProcess, startShop, stopProcess, waitForHttp, WEB_DIR, webIsBuilt } from "./processes.mjs";

const LOAD = { connections: 10, seconds: Number(process.env.BENCH_SECONDS ?? 8), warmupSeconds: 2 };
if (!(LOAD.seconds > 0)) {
  console.error(`BENCH_SECONDS must be a positive number of seconds, got "${process.env.BENCH_SECONDS}"`);
  process.exit(2);
}
const SKIP_LIGHTHOUSE = process.env.BENCH_SKIP_LIGHTHOUSE === "1";
/** Lighthouse runs per page; the report shows the median run (bench/lighthouse.mjs says why). */
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5) || 5);
const SKIP_SCALE = process.env.BENCH_SKIP_SCALE === "1";
const SCENARIOS = ["demo", "synthetic", "api", "orders", "rules", "backOffice", "jobs", "import", "scale"];
const ONLY = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(",").map((s) => s.trim()) : null;
const unknown = ONLY?.filter((name) => !SCENARIOS.includes(name)) ?? [];
if (unknown.length > 0) {
  console.error(`BENCH_ONLY names unknown scenarios (${unknown.join(", ")}); known: ${SCENARIOS.join(", ")}`);
  process.exit(2);
}
/** The storefront build's static files, for the "same Next server sends a file of similar size" baseline. */
const STATIC_DIR = path.join(WEB_DIR, process.env.NEXT_DIST_DIR ?? ".next", "static");
/** Synthetic products on top of the demo catalogue, for the scale measurements (issue 3's sizes). */
const SCALE_SIZES = [1_000, 10_000, 100_000];
const SCALE_ROUNDS = 20;
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const SYNTHETIC_PRODUCTS = 10_000;

// Ports of their own, so that the bench can run beside a developer's `npm start` on 3000/3001.
// BENCH_PORT moves them (the API takes the next port), for two benches on one machine.
const WEB_PORT = Number(process.env.BENCH_PORT ?? 3300);
const API_PORT = WEB_PORT + 1;
const webBase = `http://127.0.0.1:${WEB_PORT}`;
const apiBase = `http://127.0.0.1:${API_PORT}`;

// ── stopping what we started, on success, error and Ctrl-C alike ─────────────────────────────────────

const running = new Set();

/** Registers a stop function until the returned `forget` is called. */
function track(stop) {
  running.add(stop);
  return () => running.delete(stop);
}

async function stopAll() {
  const stops = [...running];
  running.clear();
  await Promise.allSettled(stops.map((stop) => stop()));
}

let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    if (interrupted) return;
    interrupted = true;
    progress(`${signal}: stopping the processes the bench started…`);
    await stopAll();
    process.exit(130);
  });
}

/** Progress goes to stderr, so that stdout ends with the report alone. */
function progress(message) {
  console.error(`[bench] ${message}`);
}

// ── the shop under test ──────────────────────────────────────────────────────────────────────────────

/** A data directory of its own per scenario, emptied first: every run measures the same database. */
async function freshDataDir(name) {
  const dir = path.join(ROOT, ".data/bench", name);
  await rm(dir, { recursive: true, force: true });
  // The API creates only the last level of its data directory (pglite/) itself.
  await mkdir(dir, { recursive: true });
  return dir;
}

function shopEnv(dataDir) {
  return {
    ...process.env,
    DATA_DIR: dataDir,
    // Empty means "not set" to the API's config: always the embedded PGlite, whatever the caller's shell has.
    DATABASE_URL: "",
    // The figures are of the demo shop: asked for, so that a caller's NODE_ENV=production does not empty it.
    SEED_DEMO: "1",
    LOG_LEVEL: "warn",
    TEST_CARD_GATEWAY: "on",
    // Canonical links and structured data must point at the origin Lighthouse audits.
    SITE_URL: webBase,
  };
}

/** Runs `fn` while the shop serves `dataDir`, and stops the shop afterwards whatever happens. */
async function withShop(dataDir, fn) {
  progress(`starting the shop on ${webBase} (data in ${path.relative(ROOT, dataDir)})`);
  const shop = await startShop({ port: WEB_PORT, apiPort: API_PORT, env: shopEnv(dataDir), quiet: true });
  const forget = track(shop.stop);
  // A server that dies mid-run (a crash, or a neighbour's kill on this shared machine) turns every later
  // figure into a measurement of error pages: notice it rather than print them as if they were real.
  let died = null;
  for (const [name, child] of [["api", shop.api], ["web", shop.web]]) {
    child.once("exit", (code, signal) => {
      if (!child.stopping) died ??= `the ${name} process exited (${signal ?? `code ${code}`}) during the measurements`;
    });
  }
  try {
    const result = await fn();
    if (died) throw new Error(died);
    return result;
  } finally {
    await shop.stop();
    forget();
  }
}

/**
 * The seed CLI, spawned here rather than through processes.mjs's run() because the bench must be able to
 * stop it on SIGTERM, and run() does not hand out its child.
 */
function seedSyntheticProducts(dataDir, count = SYNTHETIC_PRODUCTS) {
  progress(`seeding ${count.toLocaleString("en-US")} synthetic products`);
  const cli = "apps/api/src/db/seed/cli.ts";
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", cli, "--products", String(count)], {
      cwd: ROOT,
      env: shopEnv(dataDir),
      stdio: "inherit",
    });
    const forget = track(() => child.kill());
    child.on("error", (err) => {
      forget();
      reject(err);
    });
    child.on("exit", (code, signal) => {
      forget();
      if (code === 0) resolve();
      else reject(new Error(`the seed CLI failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/**
 * Browsers reach the API through the storefront's `/api/*` proxy (pictures too). When that proxy does not
 * reach this bench's API, the proxied row and the Lighthouse figures measure failures: say so beside them.
 */
async function proxyWarning() {
  const res = await fetch(`${webBase}/api/health`).catch(() => null);
  if (res?.ok) return "";
  return (
    `\n  ! ${webBase}/api/health answered ${res?.status ?? "nothing"}: the storefront's /api/* proxy does not reach` +
    ` the API on :${API_PORT}, so proxied calls, browser-side API calls and pictures fail in this run`
  );
}

// ── the scenarios ────────────────────────────────────────────────────────────────────────────────────

async function measureAll(targets) {
  const rows = [];
  for (const target of targets) {
    progress(`load-testing ${target.name}: ${target.url}`);
    const nextFile = target.page ? await nextFileOfSimilarSize(webBase, target.url, STATIC_DIR) : null;
    rows.push({ name: target.name, ...(await measureWithBaseline(target.url, LOAD, { nextFile, headers: target.headers })) });
  }
  return rows;
}

async function lighthouseOf(pages) {
  const audited = [
    { name: "home", url: pages.home },
    { name: "category", url: pages.category },
    { name: "product", url: pages.product },
    { name: "cart", url: `${webBase}/checkout/cart/` },
  ];
  progress(`Lighthouse on ${audited.map((p) => p.name).join(", ")} (one page at a time, ${LIGHTHOUSE_RUNS} runs each)`);
  const results = await auditPages(audited, {
    chromePath: CHROME_PATH,
    runs: LIGHTHOUSE_RUNS,
    onChrome: (chrome) => track(() => chrome.kill()),
  });
  return lighthouseSection(results);
}

/** The demo catalogue: all four page kinds plus the catalogue API, then Lighthouse while it still runs. */
async function demoScenario(sections) {
  const dataDir = await freshDataDir("demo");
  await withShop(dataDir, async () => {
    const { pages, targets } = await demoTargets({ webBase, apiBase });
    const warning = await proxyWarning();
    const rows = await measureAll(targets);
    sections.demo = httpSection("HTTP: demo catalogue", rows) + warning + sameServerSection("Pages beside the same Next server (demo catalogue)", rows);
    progress("timing price changes until the product and category pages show them");
    const runShop = shopTool({ ...shopEnv(dataDir), LOG_LEVEL: "warn" }, ROOT);
    sections.priceChange = priceChangeSection(await measurePriceChange(await priceChangeTarget({ apiBase, webBase }), runShop));
    if (SKIP_LIGHTHOUSE) sections.lighthouse = "\n(Lighthouse skipped: BENCH_SKIP_LIGHTHOUSE=1)";
    else sections.lighthouse = (await lighthouseOf(pages)) + warning;
  });
}

/** A large catalogue: do the pages and the busiest category's query stay fast with many products? */
async function syntheticScenario(sections) {
  const dataDir = await freshDataDir("synthetic");
  await seedSyntheticProducts(dataDir);
  await withShop(dataDir, async () => {
    const { category, targets } = await largeCatalogueTargets({ webBase, apiBase });
    const title = `HTTP: ${SYNTHETIC_PRODUCTS.toLocaleString("en-US")} synthetic products (category "${category.name}", ${category.product_count.toLocaleString("en-US")} products)`;
    const warning = await proxyWarning();
    const rows = await measureAll(targets);
    sections.synthetic = httpSection(title, rows) + warning + sameServerSection("Pages beside the same Next server (synthetic products)", rows);
  });
}

/**
 * The API alone on a data directory, for the measurements that need no storefront; with `built`, from its
 * production build as `npm run start:api` runs it (built first), rather than from the sources through tsx.
 */
async function withApi(dataDir, fn, { built = false, env: extra = {} } = {}) {
  progress(`starting the API${built ? " from its build" : ""} on ${apiBase} (data in ${path.relative(ROOT, dataDir)})`);
  const env = { ...shopEnv(dataDir), API_PORT: String(API_PORT), ...extra };
  if (built && (await buildApi()) !== 0) throw new Error("the API build failed");
  const api = built ? startProcess("api", process.execPath, ["scripts/start-part.mjs", "api"], { env }) : startApi(env);
  const forget = track(() => stopProcess(api));
  try {
    await waitForHttp(`${apiBase}/api/health`, api);
    return await fn(api);
  } finally {
    await stopProcess(api);
    forget();
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Lets the API scenario read the catalogue cache's size from /api/metrics. */
const BENCH_METRICS_TOKEN = "bench-metrics-token-0123456789";

/**
 * The API alone on a fresh demo catalogue, started from its build as production starts it: a list and one
 * product under load, each beside its baseline, and the API process's RSS at rest after start, at its peak
 * under each load, and at rest after the load.
 */
async function apiScenario(sections) {
  const dataDir = await freshDataDir("api");
  await withApi(dataDir, async (api) => {
    await sleep(REST_SECONDS * 1000);
    const restAfterStart = rssMB(api.pid);
    const rows = [];
    for (const target of await apiTargets({ apiBase })) {
      progress(`load-testing ${target.name} and sampling the API's memory`);
      rows.push({ name: target.name, ...(await measureWithBaseline(target.url, LOAD, { pid: api.pid })) });
    }
    await sleep(REST_SECONDS * 1000);
    const restAfterLoad = rssMB(api.pid);
    progress("asking 5,000 distinct listings and sampling the API's memory");
    const flood = await floodListings(apiBase, api.pid, { count: 5_000, metricsToken: BENCH_METRICS_TOKEN });
    // The API collects its garbage 10 s after its last answer (infra/idle-collection.ts); V8 then gives the pages back.
    await sleep(2 * REST_SECONDS * 1000);
    flood.rest = rssMB(api.pid);
    sections.api =
      httpSection("HTTP: catalogue API alone (demo catalogue)", rows) + "\n" + apiMemorySection({ restAfterStart, restAfterLoad, rows, flood });
  }, { built: true, env: { METRICS_TOKEN: BENCH_METRICS_TOKEN } });
}

/** A TypeScript bench in a process of its own (through tsx); it prints one JSON line, answered parsed. */
function inProcessBench(file) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", file], { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] });
    const forget = track(() => child.kill());
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.on("exit", (code) => {
      forget();
      if (code !== 0) return reject(new Error(`${file} failed with code ${code}`));
      resolve(JSON.parse(out.trim().split("\n").pop()));
    });
  });
}

async function rulesScenario(sections) {
  progress("timing the customization rules engine");
  sections.rules = rulesSection(await inProcessBench("bench/rules.ts"));
}

/** The back office's order list at 100,000 synthetic orders. */
async function backOfficeScenario(sections) {
  progress("timing the back office's order list at 100,000 orders");
  sections.backOffice = backOfficeSection(await inProcessBench("bench/back-office.ts"));
}

/** The job queue: jobs per second beside the same e-mails sent straight, and commit-to-e-mail delays. */
async function jobsScenario(sections) {
  progress("timing the job queue");
  sections.jobs = jobsSection(await inProcessBench("bench/jobs.ts"));
}

/** Catalogue import at 10,000 and 50,000 rows (BENCH_IMPORT_ROWS): rows per second and the API's peak RSS. */
async function importScenario(sections) {
  progress("timing the catalogue import at 10,000 and 50,000 rows");
  sections.import = importSection(await inProcessBench("bench/catalogue-import.ts"));
}

/** Cart updates and order placement, beside a catalogue read in the same run; then photo uploads. */
async function ordersScenario(sections) {
  const dataDir = await freshDataDir("orders");
  await withApi(dataDir, async () => {
    progress("measuring cart updates and order placement");
    sections.orders = ordersSection(await measureOrders(apiBase, { connections: LOAD.connections, seconds: LOAD.seconds, orders: 400 }));
    progress("measuring photo upload to thumbnail");
    sections.uploads = uploadsSection(await measureUploads(apiBase, { rounds: 20 }));
  });
}

/**
 * How search and category listing grow with the catalogue: p50/p95 through the HTTP API, one request at a
 * time and never from the answer cache, at each size; the growth factor compares the largest with the
 * smallest catalogue measured in this same run.
 */
async function scaleScenario(sections) {
  const rows = [];
  for (const size of SCALE_SIZES) {
    const dataDir = await freshDataDir(`scale-${size}`);
    await seedSyntheticProducts(dataDir, size);
    await withApi(dataDir, async () => {
      progress(`measuring search and listing at ${size.toLocaleString("en-US")} products`);
      const search = await measureSearch(apiBase, { rounds: SCALE_ROUNDS, uncached: true });
      const listing = await measureListing(apiBase, { rounds: SCALE_ROUNDS });
      rows.push({ size, search: search.overall, listing });
    });
  }
  sections.scale = scaleSection(rows);
}

function printReport(sections) {
  const order = ["machine", "demo", "priceChange", "synthetic", "api", "orders", "uploads", "rules", "backOffice", "jobs", "import", "scale", "lighthouse"];
  console.log(order.filter((key) => sections[key]).map((key) => sections[key]).join("\n") + "\n");
}

async function main() {
  const sections = { machine: machineSection(LOAD) };
  const wanted = (name) => !ONLY || ONLY.includes(name);
  try {
    if ((wanted("demo") || wanted("synthetic")) && !webIsBuilt()) {
      progress("building the storefront (no build found)");
      const code = await buildWeb();
      if (code !== 0) throw new Error(`the storefront build failed (exit code ${code})`);
    }
    if (wanted("demo")) await demoScenario(sections);
    if (wanted("synthetic")) await syntheticScenario(sections);
    if (wanted("api")) await apiScenario(sections);
    if (wanted("orders")) await ordersScenario(sections);
    if (wanted("rules")) await rulesScenario(sections);
    if (wanted("backOffice")) await backOfficeScenario(sections);
    if (wanted("jobs")) await jobsScenario(sections);
    if (wanted("import")) await importScenario(sections);
    if (wanted("scale") && SKIP_SCALE) sections.scale = "\n(Catalogue scale skipped: BENCH_SKIP_SCALE=1)";
    else if (wanted("scale")) await scaleScenario(sections);
  } catch (err) {
    await stopAll();
    if (interrupted) return;
    printReport(sections);
    console.error(`[bench] could not complete: ${err instanceof Error ? err.stack : err}`);
    process.exit(1);
  }
  printReport(sections);
}

await main();
