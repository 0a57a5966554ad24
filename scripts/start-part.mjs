// `npm run start:api` / `npm run start:web`: one part of the shop from its production build (`npm run build`),
// for deployments that run several API and storefront processes (README "Deployment"). Configuration comes
// from the environment, as for `npm start`. The npm scripts `exec` this file, so that the shell npm runs them in
// is not left between npm and the part: npm forwards SIGTERM and SIGINT to it and exits with its code.
import "./node-version.mjs";
import { spawn } from "node:child_process";
import { constants } from "node:os";
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
  // A stop signal goes to Next, which finishes the requests in hand and then exits 128 + the signal's number
  // (143 for SIGTERM) on purpose; a stop that was asked for and done is a clean exit here, as for the API.
  let stopping = null;
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      stopping = signal;
      child.kill(signal);
    });
  }
  child.on("exit", (code, signal) => {
    const stoppedAsAsked = stopping !== null && (signal === stopping || code === 128 + constants.signals[stopping]);
    process.exit(stoppedAsAsked ? 0 : (code ?? 1));
  });
} else {
  fail("Usage: node scripts/start-part.mjs api|web");
}

function fail(message) {
  console.error(message);
  process.exit(1);
}
