// `npm run shop` and `npm run seed`: the API's command-line tools. A development install runs them from the
// TypeScript sources (through tsx); a production install (`npm ci --omit=dev`, no tsx) from the build in
// apps/api/dist. The arguments and the exit code pass through.
import "./node-version.mjs";
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { API_DIST, apiIsBuilt, ROOT } from "./processes.mjs";

const SOURCES = { shop: "apps/api/src/cli/shop.ts", seed: "apps/api/src/db/seed/cli.ts" };
const [tool, ...args] = process.argv.slice(2);
if (!(tool in SOURCES)) {
  console.error("Usage: node scripts/api-command.mjs shop|seed [arguments]");
  process.exit(1);
}

function hasTsx() {
  try {
    createRequire(path.join(ROOT, "package.json")).resolve("tsx");
    return true;
  } catch {
    return false;
  }
}

let command;
if (hasTsx()) command = ["--import", "tsx", path.join(ROOT, SOURCES[tool])];
else if (apiIsBuilt()) command = ["--enable-source-maps", path.join(API_DIST, `${tool}.js`)];
else {
  console.error("Neither the development tools nor the build are here: run npm ci and npm run build.");
  process.exit(1);
}
const child = spawn(process.execPath, [...command, ...args], { stdio: "inherit" });
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
