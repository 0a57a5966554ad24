/** Start-up behaviour of the real API process. */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "./config.ts";
import { startApi, type ApiProcess } from "./test/api-process.ts";

function runMain(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "apps/api/src/main.ts"], {
      cwd: REPO_ROOT,
      env: { ...process.env, LOG_LEVEL: "warn", ...env },
    });
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

function startMain(dataDir: string, port: number) {
  return startApi(port, { DATABASE_URL: "", DATA_DIR: dataDir });
}

describe("API start-up", () => {
  it("seeds a new embedded database once and keeps its data across restarts", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "petsies-restart-"));
    const started: ApiProcess[] = [];
    try {
      const first = await startMain(path.join(dir, "nested", "data"), 29131);
      started.push(first);
      const subscribed = await fetch(`${first.base}/api/ext/mailchimp-subscribe/subscribe`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "kept@example.com" }),
      });
      expect(subscribed.status).toBe(200);
      expect(first.log()).toContain("seeded the demo catalogue");
      expect(await first.stop()).toBe(0);

      const second = await startMain(path.join(dir, "nested", "data"), 29131);
      started.push(second);
      expect(second.log()).not.toContain("seeded the demo catalogue");
      const product = await fetch(`${second.base}/api/product/ForeversDog_bundle`);
      expect(product.status).toBe(200);
      expect(await second.stop()).toBe(0);
    } finally {
      // A failed or timed-out run must not leave an API holding the port for the next one.
      for (const api of started) if (api.child.exitCode === null) await api.kill();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("exits non-zero with a clear message when DATABASE_URL cannot be reached", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "petsies-main-"));
    try {
      const { code, stderr } = await runMain({
        DATABASE_URL: "postgres://nobody:pw@127.0.0.1:1/none",
        DATA_DIR: dir,
        API_PORT: "29123",
      });
      expect(code).toBe(1);
      expect(stderr).toContain("Cannot reach the database at postgres://nobody:***@127.0.0.1:1/none");
      expect(stderr).not.toContain(":pw@");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("refuses invalid configuration with the variable named", async () => {
    const { code, stderr } = await runMain({ API_PORT: "not-a-port" });
    expect(code).toBe(1);
    expect(stderr).toContain("API_PORT");
  });
});
