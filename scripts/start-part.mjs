// `npm run start:api` / `npm run start:web`: one part of the shop from its production build (`npm run build`),
// for deployments that run several API and storefront processes (README "Deployment"). Configuration comes
// from the environment, as for `npm start`.
import "./node-version.mjs";
import { spawn } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { API_DIST, apiIsBuilt, NEXT_START, WEB_DIR, webIsBuilt } from "./processes.mjs";

const part = process.argv[2];

if (part === "api") {
  if (!apiIsBuilt()) fail("The API is not built: run npm run build first.");
  // Stack traces point into the TypeScript sources (dist/*.js.map).
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(path.join(API_DIST, "main.js")).href);
} else if (part === "web") {
  if (!webIsBuilt()) fail("The storefront is not built: run npm run build first.");
  const port = process.env.PORT ?? "3000";
  const child = spawn(process.execPath, [...NEXT_START, "-p", port], { cwd: WEB_DIR, stdio: "inherit" });
  // A stop signal goes to Next, which finishes the requests in hand; this process ends with it.
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
} else {
  fail("Usage: node scripts/start-part.mjs api|web");
}

function fail(message) {
  console.error(message);
  process.exit(1);
}
