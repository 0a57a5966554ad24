// Starting and stopping the shop's processes, shared by `npm start`, the browser tests and the benchmarks.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const WEB_DIR = path.join(ROOT, "apps/web");
const require = createRequire(path.join(WEB_DIR, "package.json"));
export const NEXT_BIN = require.resolve("next/dist/bin/next");
/**
 * `next start` with apps/web/forwarded-for.mjs loaded first: it appends each connection's address to
 * X-Forwarded-For, so the storefront knows the shopper's address; and router-request.mjs, which marks the App
 * Router's own requests for the render cache (the storefront refuses to start without either).
 */
export const NEXT_START = ["--import", "./forwarded-for.mjs", "--import", "./router-request.mjs", "--import", "./precompressed.mjs", NEXT_BIN, "start"];

/** Runs a command to completion, inheriting output; resolves with its exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: "inherit", cwd: ROOT, ...opts });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export function webIsBuilt() {
  return existsSync(path.join(WEB_DIR, process.env.NEXT_DIST_DIR ?? ".next", "BUILD_ID"));
}

export const ADMIN_DIR = path.join(ROOT, "apps/admin");

/** The back office (apps/admin) is built when its dist/ holds the app. */
export function adminIsBuilt() {
  return existsSync(path.join(ADMIN_DIR, "dist", "index.html"));
}

/** The back office's production build (Vite), served by the API at /admin/. */
export function buildAdmin(env = process.env) {
  // Found when needed: Vite is a development tool, absent from a production install.
  const viteBin = path.join(path.dirname(createRequire(path.join(ADMIN_DIR, "package.json")).resolve("vite/package.json")), "bin", "vite.js");
  return run(process.execPath, [viteBin, "build", "--logLevel", "warn"], { cwd: ADMIN_DIR, env });
}

/** The Serwist CLI: after `next build`, it writes public/sw.js with that build's precache list (apps/web/serwist.config.js). */
export const SERWIST_BIN = path.join(ROOT, "node_modules", "@serwist", "cli", "cli.js");

/** The storefront's production build, then its service worker. */
export async function buildWeb(env = process.env) {
  const code = await run(process.execPath, [NEXT_BIN, "build"], { cwd: WEB_DIR, env });
  return code === 0 ? run(process.execPath, [SERWIST_BIN, "build"], { cwd: WEB_DIR, env }) : code;
}

export const API_DIST = path.join(ROOT, "apps/api/dist");

/** The API's production build is there when its entry point is. */
export function apiIsBuilt() {
  return existsSync(path.join(API_DIST, "main.js"));
}

/** The packages the API imports at run time (installed by `npm ci --omit=dev`); everything else is bundled. */
function runtimePackages() {
  const deps = (dir) => Object.keys(require(path.join(ROOT, dir, "package.json")).dependencies ?? {});
  const all = [...deps("apps/api"), ...deps("packages/domain"), ...deps("packages/contract")];
  return [...new Set(all)].filter((name) => !name.startsWith("@petsies/"));
}

/**
 * The API's production build: its entry points (the server, the staff tool, the seed command) compiled to
 * JavaScript in apps/api/dist with esbuild. Our own code and the workspace packages (TypeScript sources)
 * are bundled; the npm packages stay imports, so a production install needs only `dependencies`.
 * dist/ sits one level under apps/api, like src/, so paths found from a module's own URL (config.ts
 * REPO_ROOT) are the same in both.
 */
export async function buildApi() {
  const { build } = await import("esbuild");
  const packages = runtimePackages();
  try {
    await build({
      absWorkingDir: ROOT,
      entryPoints: {
        main: "apps/api/src/main.ts",
        shop: "apps/api/src/cli/shop.ts",
        seed: "apps/api/src/db/seed/cli.ts",
        // The demo art is rendered in a child process of its own (apps/api/src/db/seed/art.ts says why).
        "render-art": "apps/api/src/db/seed/render-art.ts",
      },
      outdir: API_DIST,
      bundle: true,
      splitting: true,
      format: "esm",
      platform: "node",
      target: "node24",
      sourcemap: true,
      logLevel: "warning",
      external: packages.flatMap((name) => [name, `${name}/*`]),
    });
    return 0;
  } catch {
    return 1; // esbuild has already printed what failed
  }
}

/**
 * Starts a long-running process in its own process group, so that stopping it stops its children too.
 * With `log` (a writable stream) its output goes there as well: errors still reach the terminal.
 */
export function startProcess(name, cmd, args, { log, ...opts } = {}) {
  const stdio = log ? ["ignore", "pipe", "pipe"] : "inherit";
  const child = spawn(cmd, args, { stdio, cwd: ROOT, detached: true, ...opts });
  if (log) {
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.stderr.pipe(process.stderr, { end: false });
  }
  child.on("exit", (code, signal) => {
    if (!child.stopping) console.error(`${name} exited (${signal ?? code})`);
  });
  return child;
}

/**
 * SIGTERM to the process group, SIGKILL to the group after 10 s. `{ group: false }` signals the started process
 * alone, as an operator's kill or a process manager's stop of the main process does: its children must then
 * stop because it tells them to (the SIGKILL after 10 s still goes to the whole group).
 */
export function stopProcess(child, { group = true } = {}) {
  if (!child || child.exitCode !== null) return Promise.resolve();
  child.stopping = true;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // already gone
      }
    }, 10_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(group ? -child.pid : child.pid, "SIGTERM");
    } catch {
      resolve();
    }
  });
}

export async function waitForHttp(url, child, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

export function startApi(env, log) {
  return startProcess("api", process.execPath, ["--import", "tsx", "apps/api/src/main.ts"], { env, log });
}

export function startWeb(env, port, log) {
  return startProcess("web", process.execPath, [...NEXT_START, "-p", String(port)], {
    cwd: WEB_DIR,
    env,
    log,
  });
}

/** Starts API and web; resolves once both answer. With `log`, both write their output to that stream too. */
export async function startShop({ port, apiPort, env = process.env, quiet = false, log }) {
  const fullEnv = { ...env, API_PORT: String(apiPort), API_URL: `http://127.0.0.1:${apiPort}`, PORT: String(port) };
  if (quiet) fullEnv.LOG_LEVEL = fullEnv.LOG_LEVEL ?? "warn";
  const api = startApi(fullEnv, log);
  try {
    await waitForHttp(`http://127.0.0.1:${apiPort}/api/health`, api);
  } catch (err) {
    await stopProcess(api);
    throw err;
  }
  const web = startWeb(fullEnv, port, log);
  try {
    await waitForHttp(`http://127.0.0.1:${port}/`, web);
  } catch (err) {
    await Promise.all([stopProcess(web), stopProcess(api)]);
    throw err;
  }
  return { api, web, stop: () => Promise.all([stopProcess(web), stopProcess(api)]) };
}
