// `npm test`: every check — ESLint, the type check, the unit and API integration tests (PGlite, and PostgreSQL
// when DATABASE_URL is set), the production build, the browser journeys in Chromium against that build, the
// tests that start and kill real API processes, a production install of that build (scripts/production-check.mjs),
// rolling restarts of that build behind nginx (scripts/rolling-restart-check.mjs: with DATABASE_URL and nginx), and
// that build with its API stopped (scripts/api-down-check.mjs).
// On two cores the machine is the limit, so steps run side by side only where one of them mostly waits:
//   1. ESLint, the type check and the production build, at once;
//   2. the unit and API tests (vitest projects "unit" and "api"; vitest keeps both cores busy);
//   3. the journeys, beside the process tests (project "process": they mostly wait for processes to start, die
//      and time out), the production install (mostly npm copying files) and the rolling restarts (mostly waiting
//      for processes to stop and start; its 20 requests a second take a part of one core), and the storefront
//      without its API (mostly waiting for its own API to start).
// A step run beside others writes to .data/reports/<step>.log, printed whole when it ends. Ends with each
// step's time, then the line "N passed, N failed" over all suites; exits non-zero on any failure.
import "./node-version.mjs";
import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { mkdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { ROOT } from "./processes.mjs";

const reports = path.join(ROOT, ".data", "reports");
await rm(reports, { recursive: true, force: true });
await mkdir(reports, { recursive: true });

const bin = (name) => path.join(ROOT, "node_modules", ".bin", name);
const started = Date.now();
const steps = [];
let passed = 0;
let failed = 0;

/** Runs a command; with `logName` its output goes to that report file (printed once it ends), else to ours. */
function command(cmd, args, { logName, ...opts } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: logName ? ["ignore", "pipe", "pipe"] : "inherit", ...opts });
    if (logName) {
      const log = createWriteStream(path.join(reports, `${logName}.log`));
      child.stdout.pipe(log, { end: false });
      child.stderr.pipe(log, { end: false });
      // Answered once the log is whole on disk: the step prints it next.
      child.on("close", (code, signal) => log.end(() => resolve(code ?? (signal ? 1 : 0))));
      return;
    }
    child.on("close", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs one step, timed; `work` answers an exit code, or { code, passed, failed } when it counts tests. */
async function step(name, work, logName) {
  const t0 = Date.now();
  console.log(logName ? `\n▷ ${name}: started beside others, printed when it ends` : `\n▶ ${name}`);
  let outcome;
  try {
    outcome = await work();
  } catch (err) {
    console.error(err);
    outcome = 1;
  }
  const { code, passed: p = code === 0 ? 1 : 0, failed: f = code === 0 ? 0 : 1 } = typeof outcome === "number" ? { code: outcome } : outcome;
  const seconds = (Date.now() - t0) / 1000;
  steps.push({ name, seconds, code, failed: f });
  passed += p;
  failed += f;
  if (logName) {
    const output = await readFile(path.join(reports, `${logName}.log`), "utf8").catch(() => "");
    console.log(`\n▶ ${name} (ran beside others; .data/reports/${logName}.log)\n${output.trimEnd()}`);
  }
  console.log(`◀ ${name}: ${code === 0 ? "passed" : "FAILED"} in ${seconds.toFixed(0)} s`);
  return code;
}

async function readJson(file) {
  try {
    return JSON.parse(await readFile(file, "utf8"));
  } catch {
    return null;
  }
}

/** A vitest run of some projects; its tests are counted, and a run that fails without a failed test counts once. */
async function vitest(projects, report, logName) {
  const file = path.join(reports, `${report}.json`);
  const args = ["run", ...projects.flatMap((p) => ["--project", p]), "--reporter=default", "--reporter=json", `--outputFile=${file}`];
  const code = await command(bin("vitest"), args, { logName });
  const json = await readJson(file);
  const p = json?.numPassedTests ?? 0;
  const f = json?.numFailedTests ?? 0;
  return { code, passed: p, failed: f > 0 || code === 0 ? f : 1 };
}

// 1. What needs no test database, at once.
const [, , buildCode] = await Promise.all([
  step("ESLint (TypeScript and React hooks rules)", () => command(bin("eslint"), ["."], { logName: "eslint" }), "eslint"),
  step("type check (tsc -b: every workspace)", () => command(bin("tsc"), ["-b"], { logName: "typecheck" }), "typecheck"),
  step("production build (API, back office, storefront and its service worker)", () => command(process.execPath, ["scripts/build.mjs"], { logName: "build" }), "build"),
]);

// 2. The unit and API tests.
await step("unit and API integration tests", () => vitest(["unit", "api"], "vitest"));

// 3. The journeys against the build, beside the process tests and the production install.
const journeys = async () => {
  if (buildCode !== 0) {
    console.log("Not run: the build failed.");
    return 1;
  }
  const code = await command(bin("playwright"), ["test"]);
  const json = await readJson(path.join(reports, "playwright.json"));
  const p = json?.stats ? json.stats.expected + json.stats.flaky : 0;
  const f = json?.stats?.unexpected ?? 0;
  return { code, passed: p, failed: f > 0 || code === 0 ? f : 1 };
};
await Promise.all([
  step("browser journeys (Chromium)", journeys),
  step("API processes started, stopped and killed (vitest project process)", () => vitest(["process"], "vitest-process", "process"), "process"),
  step(
    "production install (npm ci --omit=dev over the build, start:api, start:web, an order)",
    () => (buildCode === 0 ? command(process.execPath, ["scripts/production-check.mjs", "--built"], { logName: "production" }) : 1),
    "production",
  ),
  step(
    "the storefront with its API stopped (kept pages stale, the rest 503 with Retry-After)",
    () => (buildCode === 0 ? command(process.execPath, ["scripts/api-down-check.mjs"], { logName: "api-down" }) : 1),
    "api-down",
  ),
  step(
    "rolling restarts behind nginx (two APIs and two storefronts from the build, restarted and killed under load)",
    () => (buildCode === 0 ? command(process.execPath, ["scripts/rolling-restart-check.mjs"], { logName: "rolling-restart" }) : 1),
    "rolling-restart",
  ),
]);

console.log("\nTime per step (steps of one stage ran side by side):");
for (const s of steps) console.log(`  ${s.seconds.toFixed(0).padStart(5)} s  ${s.code === 0 ? "ok    " : "FAILED"}  ${s.name}`);
console.log(`  ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s  in all`);
const failures = steps.filter((s) => s.code !== 0 || s.failed > 0).map((s) => s.name);
if (failures.length) console.log(`\nFailed: ${failures.join("; ")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
