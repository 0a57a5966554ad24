// `npm test`: every check — ESLint, type check, unit and API integration tests (PGlite, and PostgreSQL when
// DATABASE_URL is set), production builds of the storefront and the back office, and the browser journeys
// in Chromium, and last a production install (scripts/production-check.mjs).
// Ends with the line "N passed, N failed" over all suites and exits non-zero on any failure.
import { mkdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { buildAdmin, ROOT, run, SERWIST_BIN } from "./processes.mjs";

const reports = path.join(ROOT, ".data", "reports");
await rm(reports, { recursive: true, force: true });
await mkdir(reports, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];
const bin = (name) => path.join(ROOT, "node_modules", ".bin", name);

async function check(name, cmd, args, opts) {
  console.log(`\n▶ ${name}`);
  const code = await run(cmd, args, opts);
  if (code === 0) passed++;
  else {
    failed++;
    failures.push(name);
  }
  return code;
}

async function readJson(file) {
  try {
    return JSON.parse(await readFile(file, "utf8"));
  } catch {
    return null;
  }
}

await check("ESLint (TypeScript and React hooks rules)", bin("eslint"), ["."]);

for (const project of ["packages/domain", "packages/contract", "apps/api", "apps/web", "apps/web/worker", "apps/admin", "e2e"]) {
  await check(`type check ${project}`, bin("tsc"), ["-p", project, "--noEmit"]);
}

console.log("\n▶ unit and API integration tests");
const vitestJson = path.join(reports, "vitest.json");
const vitestCode = await run(bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile=${vitestJson}`]);
const vitest = await readJson(vitestJson);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  if (vitest.numFailedTests > 0) failures.push(`${vitest.numFailedTests} unit/API tests`);
}
if (vitestCode !== 0 && (!vitest || vitest.numFailedTests === 0)) {
  failed++;
  failures.push("vitest run (did not complete)");
}

let buildCode = await check("production build of the storefront", process.execPath, [
  path.join(ROOT, "node_modules/next/dist/bin/next"),
  "build",
], { cwd: path.join(ROOT, "apps/web") });
if (buildCode === 0) {
  buildCode = await check("the storefront's service worker", process.execPath, [SERWIST_BIN, "build"], { cwd: path.join(ROOT, "apps/web") });
}

if (buildCode === 0) {
  console.log("\n▶ production build of the back office");
  buildCode = await buildAdmin();
  if (buildCode === 0) passed++;
  else {
    failed++;
    failures.push("production build of the back office");
  }
}

if (buildCode === 0) {
  console.log("\n▶ browser journeys (Chromium)");
  const pwCode = await run(bin("playwright"), ["test"]);
  const pw = await readJson(path.join(reports, "playwright.json"));
  if (pw?.stats) {
    passed += pw.stats.expected + pw.stats.flaky;
    failed += pw.stats.unexpected;
    if (pw.stats.unexpected > 0) failures.push(`${pw.stats.unexpected} browser journeys`);
  }
  if (pwCode !== 0 && (!pw?.stats || pw.stats.unexpected === 0)) {
    failed++;
    failures.push("playwright run (did not complete)");
  }
} else {
  failed++;
  failures.push("browser journeys (not run: the build failed)");
}

// Last, a production install in a copy of the checkout: build, drop the development tools, run, order.
await check("production install (npm ci, npm run build, npm ci --omit=dev, start:api, start:web, an order)", process.execPath, [
  path.join(ROOT, "scripts/production-check.mjs"),
]);

if (failures.length) console.log(`\nFailed: ${failures.join("; ")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
