// Rolling restarts without a failed request, checked: two APIs and two storefronts from this checkout's build
// (`npm run build`), on a PostgreSQL database made for the run (DATABASE_URL names the server) with their files in
// an S3 bucket (s3rver), behind nginx running deploy/nginx's configuration (scripts/deploy-nginx.mjs). A steady mix
// of shoppers' requests (pages, pictures, cart changes: scripts/steady-traffic.mjs) goes to nginx for 60 s while
// every process is restarted in turn, each as soon as the one before is ready again: SIGTERM to the process, as
// systemd's KillMode=mixed sends it (deploy/systemd), which must exit 0, then started again and waited for on its
// own /api/ready or /health/. Then 60 s more while one API is killed with SIGKILL and started again. Any failed
// request fails the check; it prints the requests sent, the failed ones and the longest answer of each part.
// Without DATABASE_URL or nginx it says it was not run, and why. `npm test` runs it beside the journeys.
import "./node-version.mjs";
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { findNginx, startNginx, writeNginxConfig } from "./deploy-nginx.mjs";
import { apiIsBuilt, ROOT, startProcess, stopProcess, webIsBuilt } from "./processes.mjs";
import { steadyTraffic } from "./steady-traffic.mjs";

const TRAFFIC_SECONDS = 60;
const REQUESTS_PER_SECOND = 20;
/** Below 32768, where Linux picks the local ports of outgoing connections: a restarted process gets its port back. */
const PORTS = { public: 29331, internal: 29332, apis: [29333, 29334], storefronts: [29335, 29336] };
const BUCKET = "petsies-rolling";
const SKU = "inspiration_kit";
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

const nginxBin = findNginx();
const notRunBecause = !process.env.DATABASE_URL
  ? "DATABASE_URL is not set (the APIs share a PostgreSQL database)"
  : !nginxBin
    ? "nginx is not installed (apt-get install nginx)"
    : !apiIsBuilt() || !webIsBuilt()
      ? "the shop is not built (npm run build)"
      : null;
if (notRunBecause) {
  console.log(`Rolling restart check not run: ${notRunBecause}.`);
  process.exit(0);
}

const requireApi = createRequire(path.join(ROOT, "apps/api/package.json"));
const pg = requireApi("pg");
const { default: S3rver } = await import("s3rver");

const dir = mkdtempSync(path.join(tmpdir(), "petsies-rolling-"));
const base = `http://127.0.0.1:${PORTS.public}`;
const database = `petsies_rolling_${Date.now().toString(36)}`;

async function adminQuery(text) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

function databaseUrl(name) {
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5000) })).status;
  } catch {
    return null;
  }
}

/** One API or storefront: started from the build as deploy/systemd's units start it, with its output in a file. */
function part(name, kind, port, env) {
  const log = createWriteStream(path.join(dir, `${name}.log`), { flags: "a" });
  const readyUrl = `http://127.0.0.1:${port}${kind === "api" ? "/api/ready" : "/health/"}`;
  const p = {
    name,
    child: null,
    start() {
      p.child = startProcess(name, process.execPath, ["scripts/start-part.mjs", kind], { env: { ...process.env, ...env }, log });
    },
    async ready(timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      while ((await answers(readyUrl)) !== 200) {
        if (p.child.exitCode !== null || p.child.signalCode !== null) throw new Error(`${name} exited (${p.child.exitCode ?? p.child.signalCode}) before it was ready: see ${name}.log`);
        if (Date.now() > deadline) throw new Error(`${name} was not ready within ${timeoutMs / 1000} s`);
        await sleep(100);
      }
    },
    /** Stops it with `signal` to its own process (not its group, as systemd's KillMode=mixed) and answers its exit. */
    async stop(signal) {
      const child = p.child;
      child.stopping = true;
      const exited = new Promise((resolve) => child.once("exit", (code, sig) => resolve(code ?? sig)));
      child.kill(signal);
      return exited;
    },
  };
  return p;
}

const s3 = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: path.join(dir, "s3"), configureBuckets: [{ name: BUCKET }] });
let nginx = null;
let parts = [];
let code = 1;
// Stopped itself (Ctrl-C, or npm test stopped), the check takes its processes with it.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    for (const child of [nginx, ...parts.map((p) => p.child)]) {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // not started, or gone
      }
    }
    process.exit(1);
  });
}
try {
  const taken = [];
  for (const port of [PORTS.public, PORTS.internal, ...PORTS.apis, ...PORTS.storefronts]) {
    if ((await answers(`http://127.0.0.1:${port}/`)) !== null) taken.push(port);
  }
  if (taken.length) throw new Error(`ports ${taken.join(", ")} answer already (a check left running?)`);
  await adminQuery(`CREATE DATABASE ${database}`);
  const { port: s3Port } = await s3.run();

  const shared = { NODE_ENV: "production", LOG_LEVEL: "warn", SITE_URL: base, TRUSTED_PROXIES: "127.0.0.1" };
  const apiEnv = (port, i) => ({
    ...shared,
    API_PORT: String(port),
    API_HOST: "127.0.0.1",
    DATABASE_URL: databaseUrl(database),
    DATA_DIR: path.join(dir, `data-api${i + 1}`),
    SEED_DEMO: "1",
    STORAGE: "s3",
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_FORCE_PATH_STYLE: "true",
    // s3rver checks signatures against this fixed key pair.
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
  });
  const webEnv = (port) => ({ ...shared, PORT: String(port), API_URL: `http://127.0.0.1:${PORTS.internal}` });
  const apis = PORTS.apis.map((port, i) => part(`api${i + 1}`, "api", port, apiEnv(port, i)));
  const storefronts = PORTS.storefronts.map((port, i) => part(`web${i + 1}`, "web", port, webEnv(port)));
  parts = [...apis, ...storefronts];

  const conf = writeNginxConfig({ dir: path.join(dir, "nginx"), publicPort: PORTS.public, internalPort: PORTS.internal, apis: PORTS.apis, storefronts: PORTS.storefronts });
  nginx = startNginx(nginxBin, path.join(dir, "nginx"), conf);

  const t0 = Date.now();
  console.log(`Starting two APIs (a new database, the demo shop, pictures in s3rver) and two storefronts in ${dir}…`);
  for (const p of apis) p.start();
  await Promise.all(apis.map((p) => p.ready()));
  for (const p of storefronts) p.start();
  await Promise.all(storefronts.map((p) => p.ready()));
  console.log(`all four ready after ${seconds(t0)} s`);

  const shop = await shopToBrowse();
  console.log(`pages ${shop.pages.join(", ")}; picture ${shop.picture}`);

  const results = [await duringRestarts(parts, shop), await duringKill(apis[0], shop)];
  console.log("");
  for (const { name, traffic: t } of results) {
    console.log(`${name}: ${t.sent} requests sent, ${t.failed} failed, longest answer ${Math.round(t.longest.ms)} ms (${t.longest.what})`);
    for (const f of t.failures.slice(0, 10)) console.log(`  failed: ${f.at} ${f.what}: ${f.problem}`);
  }
  const unclean = results.flatMap((r) => r.unclean);
  for (const line of unclean) console.log(`  ${line}`);
  const failed = results.reduce((n, r) => n + r.traffic.failed, 0);
  if (failed > 0 || unclean.length > 0) throw new Error(`${failed} failed requests, ${unclean.length} unclean exits`);
  code = 0;
  console.log("\nNo request failed.");
} catch (err) {
  console.error(`\nRolling restart check failed: ${err instanceof Error ? err.message : String(err)}`);
  printLogs();
} finally {
  await Promise.all([...parts.map((p) => stopProcess(p.child)), stopProcess(nginx)]);
  await s3.close().catch(() => {});
  await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch((err) => console.error(`dropping ${database}: ${err.message}`));
  if (code === 0) rmSync(dir, { recursive: true, force: true });
}
process.exit(code);

/** The traffic for TRAFFIC_SECONDS, while every process in turn is stopped (SIGTERM), started and ready again. */
async function duringRestarts(all, shop) {
  console.log(`\n▷ ${TRAFFIC_SECONDS} s of traffic at ${REQUESTS_PER_SECOND} requests/s; each process in turn stopped (SIGTERM, exit 0), started, ready`);
  const t0 = Date.now();
  const traffic = steadyTraffic(base, { perSecond: REQUESTS_PER_SECOND, ...shop });
  const unclean = [];
  let restarts = 0;
  while (Date.now() - t0 < TRAFFIC_SECONDS * 1000) {
    const p = all[restarts++ % all.length];
    const stopped = Date.now();
    const exit = await p.stop("SIGTERM");
    if (exit !== 0) unclean.push(`${p.name} exited ${exit} on SIGTERM`);
    p.start();
    await p.ready();
    console.log(`  ${p.name}: exit ${exit}, ready again ${seconds(stopped)} s after SIGTERM`);
  }
  return { name: `rolling restart (${restarts} restarts)`, traffic: await traffic.stop(), unclean };
}

/** The traffic for TRAFFIC_SECONDS, with `api` killed (SIGKILL) a third of the way in, then started again. */
async function duringKill(api, shop) {
  console.log(`\n▷ ${TRAFFIC_SECONDS} s of traffic; ${api.name} killed (SIGKILL) after ${TRAFFIC_SECONDS / 3} s, then started again`);
  const t0 = Date.now();
  const traffic = steadyTraffic(base, { perSecond: REQUESTS_PER_SECOND, ...shop });
  await sleep((TRAFFIC_SECONDS * 1000) / 3);
  const killed = Date.now();
  await api.stop("SIGKILL");
  api.start();
  await api.ready();
  console.log(`  ${api.name}: ready again ${seconds(killed)} s after SIGKILL`);
  await sleep(TRAFFIC_SECONDS * 1000 - (Date.now() - t0));
  return { name: "kill -9 (1 kill)", traffic: await traffic.stop(), unclean: [] };
}

/** What the traffic asks for: the home page, a category it links to, a product that one lists, and a picture. */
async function shopToBrowse() {
  const page = async (url) => {
    const res = await fetch(base + url, { headers: { accept: "text/html" } });
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    return res.text();
  };
  const home = await page("/");
  // The first category that lists a product page (some list only products made to order, with pages of their own).
  let category = null;
  let product = null;
  for (const [, link] of home.matchAll(/href="(\/c\/[a-z0-9-]+\/)"/g)) {
    product = (await page(link)).match(/href="(\/p\/[^"]+)"/)?.[1];
    if (product) {
      category = link;
      break;
    }
  }
  if (!product) throw new Error("no category the home page links to lists a product page");
  await page(product);
  const picture = home.match(/src="(\/api\/media\/[^"]+)"/)?.[1]?.replaceAll("&amp;", "&");
  if (!picture) throw new Error("the home page shows no picture from /api/media");
  return { pages: ["/", category, product], picture, sku: SKU };
}

/** The end of each process's output, and what nginx says went wrong (not the refused connections it passed on). */
function printLogs() {
  const tail = (file, keep = () => true) => (existsSync(file) ? readFileSync(file, "utf8").trimEnd().split("\n").filter(keep).slice(-15) : []);
  for (const name of ["api1", "api2", "web1", "web2"]) console.error(`\n--- ${name}.log (last lines) ---\n${tail(path.join(dir, `${name}.log`)).join("\n")}`);
  const errors = tail(path.join(dir, "nginx", "logs", "error.log"), (line) => !line.includes("(111: Connection refused)"));
  console.error(`\n--- nginx: errors other than refused connections ---\n${errors.join("\n")}`);
  const failed = tail(path.join(dir, "nginx", "logs", "access.log"), (line) => !/^[23]\d\d /.test(line));
  console.error(`\n--- nginx: failed answers ---\n${failed.join("\n")}`);
  console.error(`\nEverything is kept in ${dir}`);
}
