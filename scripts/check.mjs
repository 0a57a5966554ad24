// `npm run check`: the quick loop, to run after every small change (README "Tests"). ESLint over the whole
// repository (its cache keeps a rerun short), the incremental type check, and the unit and API tests beside the
// change: every changed test file, and the test files in the folder of each changed source file. (Following
// imports instead, as vitest's --changed does, reaches every API test from any module: they all build the app.)
// A browser journey that is new or changed runs three times over (--repeat-each), on a fresh build, so a journey
// that passes only sometimes is found before it lands. `npm test` remains the whole check. "The change" is what
// differs from HEAD, committed or not: `npm run check -- <ref>` compares with another commit instead.
import "./node-version.mjs";
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { ROOT, run } from "./processes.mjs";

const ref = process.argv[2] ?? "HEAD";
const bin = (name) => path.join(ROOT, "node_modules", ".bin", name);

/** Files changed since `ref`, committed or not, and files git does not know yet. */
function changedFiles() {
  const git = (...args) => execFileSync("git", args, { cwd: ROOT, encoding: "utf8" }).split("\n").filter(Boolean);
  return [...new Set([...git("diff", "--name-only", ref), ...git("ls-files", "--others", "--exclude-standard")])];
}

/** The vitest files beside the change: changed tests, and the tests in each changed source file's folder. */
function testsBeside(files) {
  const tests = new Set();
  for (const file of files) {
    if (!/^(apps|packages|scripts)\//.test(file) || !/\.(ts|tsx|mjs)$/.test(file)) continue;
    if (file.endsWith(".test.ts")) {
      if (existsSync(path.join(ROOT, file))) tests.add(file);
      continue;
    }
    const dir = path.dirname(file);
    if (!existsSync(path.join(ROOT, dir))) continue;
    for (const name of readdirSync(path.join(ROOT, dir))) if (name.endsWith(".test.ts")) tests.add(path.posix.join(dir, name));
  }
  return [...tests];
}

const results = [];
async function step(name, cmd, args) {
  console.log(`\n▶ ${name}`);
  const t0 = Date.now();
  const code = await run(cmd, args);
  results.push({ name, code, seconds: (Date.now() - t0) / 1000 });
}

const started = Date.now();
await step("ESLint", bin("eslint"), ["--cache", "--cache-location", "node_modules/.cache/eslint/", "."]);
await step("type check (incremental)", bin("tsc"), ["-b"]);
const changed = changedFiles();
const tests = testsBeside(changed);
if (tests.length > 0) await step(`unit and API tests beside the change since ${ref}`, bin("vitest"), ["run", "--project", "unit", "--project", "api", ...tests]);
else console.log(`\nNo unit or API test sits beside the change since ${ref}.`);
const specs = changed.filter((f) => /^e2e\/.*\.spec\.ts$/.test(f));
if (specs.length > 0) {
  await step("production build (for the journeys)", process.execPath, ["scripts/build.mjs"]);
  await step(`changed journeys, three times each: ${specs.join(", ")}`, bin("playwright"), ["test", "--repeat-each=3", ...specs]);
}

console.log("");
for (const r of results) console.log(`  ${r.seconds.toFixed(0).padStart(4)} s  ${r.code === 0 ? "ok    " : "FAILED"}  ${r.name}`);
console.log(`  ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s  in all`);
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
