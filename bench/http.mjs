// Request rate and latency of one URL, beside a baseline measured right after it in the same run: a plain
// node:http server sending the very same bytes. The machine is shared and noisy, so an absolute req/s
// means little; the ratio to "the fastest Node could possibly answer this" is what stays comparable.
import { fork } from "node:child_process";
import { readdir, stat } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import autocannon from "autocannon";
import { percentile } from "./latency.mjs";
import { rssMB, samplePeakRss } from "./memory.mjs";

// Ask like a browser does: the storefront compresses, and an uncompressed load test would measure
// bytes no shopper ever receives. autocannon and the capture for the baseline send the same headers.
const REQUEST_HEADERS = {
  accept: "text/html,application/json;q=0.9,*/*;q=0.8",
  "accept-encoding": "gzip, deflate, br",
};
/** Ask like a crawler, a link preview or a monitor does: anything (issue 32: such loads were rendered every time). */
export const ANY_ACCEPT_HEADERS = { ...REQUEST_HEADERS, accept: "*/*" };

/** The headers the baseline replays; everything else (dates, etags, cookies) is irrelevant to speed. */
const REPLAYED_HEADERS = ["content-type", "content-encoding"];

/**
 * Runs autocannon against one URL from this process. The servers under test all live in other
 * processes, so autocannon has this event loop to itself.
 */
export function loadTest(url, { connections, seconds, warmupSeconds }, headers = REQUEST_HEADERS) {
  return runAutocannon({
    url,
    connections,
    duration: seconds,
    headers,
    // The warm-up lets JIT, caches and keep-alive connections settle; its figures are discarded.
    ...(warmupSeconds > 0 ? { warmup: { connections, duration: warmupSeconds } } : {}),
  });
}

/** autocannon with any options; answers req/s, exact p50/p99 of 2xx answers, and the failures. */
export async function runAutocannon(options) {
  const instance = autocannon(options);
  // autocannon's latency histogram has 1 ms resolution, and the baseline answers well under 1 ms:
  // its percentiles would read 0 and every p99 ratio would divide by zero. The response event carries
  // the exact time (only for the measured phase: the warm-up reports to another emitter).
  const latencies = [];
  instance.on("response", (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) latencies.push(ms);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    // Latency counts 2xx answers only (as autocannon's does): failures must be shown beside it, or a
    // fast error page would pass for a fast page.
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** One GET with the load test's headers, keeping the body exactly as sent (still compressed). */
export function captureResponse(url, headers = REQUEST_HEADERS) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => {
        const headers = {};
        for (const name of REPLAYED_HEADERS) if (res.headers[name]) headers[name] = res.headers[name];
        resolve({ status: res.statusCode, headers, body: Buffer.concat(chunks) });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

/** Starts the baseline server in a child process; resolves with its URL and a stop function. */
export function startBaseline(response) {
  // execArgv cleared: the baseline must not inherit whatever loader flags the bench was started with.
  const child = fork(new URL("./baseline-server.mjs", import.meta.url), [], { stdio: "inherit", execArgv: [] });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill();
    });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`the baseline server exited (${code}) before it listened`)));
    child.once("message", ({ port }) => resolve({ url: `http://127.0.0.1:${port}/`, pid: child.pid, stop }));
    child.send({ status: response.status, headers: response.headers, body: response.body.toString("base64") });
  });
}

/**
 * For a page: the file of the storefront's build (a script of .next/static/chunks) closest in size to the
 * page's HTML. The same Next server sending it, compressed as it compresses pages, is the rate a page
 * served from the render cache should come near (issue 18: at least half of it).
 */
export async function nextFileOfSimilarSize(webBase, pageUrl, staticDir) {
  const page = await fetch(pageUrl, { headers: { accept: "text/html", "accept-encoding": "identity" } });
  const size = (await page.arrayBuffer()).byteLength;
  const dir = path.join(staticDir, "chunks");
  const files = await Promise.all(
    (await readdir(dir)).filter((n) => n.endsWith(".js")).map(async (name) => ({ name, bytes: (await stat(path.join(dir, name))).size })),
  );
  if (files.length === 0) throw new Error(`no built script in ${dir}`);
  const closest = files.reduce((best, f) => (Math.abs(f.bytes - size) < Math.abs(best.bytes - size) ? f : best));
  return { url: `${webBase}/_next/static/chunks/${closest.name}`, bytes: closest.bytes, pageBytes: size };
}

/**
 * Measures a URL, then the baseline for the bytes that URL answers, with the same load settings.
 * Resolves with both sets of figures plus the size and encoding of the answer.
 * - `nextFile` (a page): also the same Next server sending that file of similar size.
 * - `pid` (the process that answers the URL): also the peak RSS of that process and of the baseline's
 *   under their load, and the baseline's RSS at rest.
 * - `headers`: the URL is asked with these instead of a browser's (the baseline and the Next file as a browser).
 */
export async function measureWithBaseline(url, load, { nextFile = null, pid, headers } = {}) {
  const oursRss = pid ? samplePeakRss(pid) : null;
  const ours = await loadTest(url, load, headers);
  const oursPeak = oursRss?.stop() ?? null;
  const sameServer = nextFile ? { ...nextFile, ...(await loadTest(nextFile.url, load)) } : null;
  const response = await captureResponse(url, headers);
  const baseline = await startBaseline(response);
  try {
    const baselineRest = rssMB(baseline.pid);
    const baselineRss = pid ? samplePeakRss(baseline.pid) : null;
    const plain = await loadTest(baseline.url, load);
    const baselinePeak = baselineRss?.stop() ?? null;
    return {
      ours,
      baseline: plain,
      nextFile: sameServer,
      status: response.status,
      bytes: response.body.length,
      encoding: response.headers["content-encoding"] ?? "identity",
      ...(pid ? { rss: { ours: oursPeak, baseline: baselinePeak, baselineRest } } : {}),
    };
  } finally {
    await baseline.stop();
  }
}
