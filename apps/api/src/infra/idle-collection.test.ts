import { execFile } from "node:child_process";
import { promisify } from "node:util";
import Fastify from "fastify";
import { describe, expect, it, vi } from "vitest";
import { REPO_ROOT } from "../config.ts";
import { collectWhenIdle } from "./idle-collection.ts";

describe("collectWhenIdle", () => {
  const app = Fastify();
  app.get("/", async () => "ok");
  const idle = collectWhenIdle(app, 50);

  it("collects once after a quiet spell that follows answers, and not again until the next answer", async () => {
    expect(idle.collections()).toBe(0);
    await app.inject("/");
    await app.inject("/");
    await vi.waitFor(() => expect(idle.collections()).toBe(1), { timeout: 5000, interval: 20 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(idle.collections()).toBe(1);
    await app.inject("/");
    await vi.waitFor(() => expect(idle.collections()).toBe(2), { timeout: 5000, interval: 20 });
  });
});

/**
 * A process that made garbage like a flood of listings (answers of about 200 KB, each alive for a while), collected
 * once as the idle collection does, then left alone: its RSS (MB) before, at its peak and after.
 */
const GARBAGE = `
import { readFileSync } from "node:fs";
import { fullCollection } from "./apps/api/src/infra/idle-collection.ts";
const rss = () => Number(/VmRSS:\\s+(\\d+)/.exec(readFileSync("/proc/self/status", "utf8"))[1]) / 1024;
const collect = fullCollection();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const before = rss();
// Answers of about 200 KB, the last 40 in flight at any time.
const inFlight = [];
for (let round = 0; round < 600; round++) {
  inFlight.push(JSON.stringify(Array.from({ length: 2000 }, (_, k) => ({ k, name: "product " + round + " " + k }))));
  if (inFlight.length > 40) inFlight.shift();
  if (round % 20 === 0) await sleep(1);
}
inFlight.length = 0;
const peak = rss();
collect();
await sleep(1000);
console.log(JSON.stringify({ before, peak, after: rss() }));
`;

describe("the idle collection", () => {
  it.runIf(process.platform === "linux")("gives the memory of the garbage back to the system, not only to V8", async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "--input-type=module", "-e", GARBAGE], { cwd: REPO_ROOT });
    const { before, peak, after } = JSON.parse(stdout) as { before: number; peak: number; after: number };
    expect(peak - before).toBeGreaterThan(40);
    // A plain collection left all of it mapped (after = peak).
    expect(after - before).toBeLessThan((peak - before) / 2);
  });
});
