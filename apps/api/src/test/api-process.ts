/** The real API process (apps/api/src/main.ts), started on a port for tests that need a process to stop or kill. */
import { spawn, type ChildProcess } from "node:child_process";
import { REPO_ROOT } from "../config.ts";

export interface ApiProcess {
  base: string;
  child: ChildProcess;
  log(): string;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: no shutdown of any kind. */
  kill(): Promise<void>;
}

/**
 * Every API this test process started and that still runs. A test that fails or times out part way would
 * otherwise leave its API holding the port (and the database) for the next run: they go when the test
 * process does.
 */
const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/**
 * Starts the API with the given environment and waits until /api/health answers. Tests pick ports below
 * 32768: above it, Linux hands the same numbers out as the local ports of outgoing connections (the other
 * tests' database connections), and a listen on one of those fails with EADDRINUSE.
 */
export async function startApi(port: number, env: Record<string, string>): Promise<ApiProcess> {
  const base = `http://127.0.0.1:${port}`;
  // Whatever answers there now is not this test's API: its answers would go to another database.
  if (await fetch(`${base}/api/health`).then(() => true, () => false)) {
    throw new Error(`port ${port} is taken already (an API left running by an earlier test run?)`);
  }
  const child = spawn(process.execPath, ["--import", "tsx", "apps/api/src/main.ts"], {
    cwd: REPO_ROOT,
    env: { ...process.env, LOG_LEVEL: "info", ...env, API_PORT: String(port) },
  });
  running.add(child);
  child.once("exit", () => running.delete(child));
  let output = "";
  child.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  for (let i = 0; ; i++) {
    const up = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
    if (up) break;
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}: ${output}`);
    if (i > 480) {
      child.kill("SIGKILL");
      throw new Error(`the API did not answer within 2 minutes: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    child,
    log: () => output,
    stop: () => {
      child.kill("SIGTERM");
      return exited;
    },
    kill: async () => {
      child.kill("SIGKILL");
      await exited;
    },
  };
}
