/**
 * The staff tool's side of DATA_DIR/staff.sock (staff-socket.ts serves it): a command line sent to the API that
 * holds the embedded database, its answer back. Node's own modules only, so the browser journeys send their
 * staff commands the same way (e2e/tsconfig.json includes this file).
 */
import http from "node:http";
import path from "node:path";

/** What a staff command answers: its exit code and what it printed. */
export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

export function staffSocketPath(dataDir: string): string {
  return path.join(dataDir, "staff.sock");
}

/** Runs a command in the API that serves the socket; null when none does (no socket, or a stale one). */
export function sendStaffCommand(dataDir: string, argv: string[], by: string): Promise<CommandResult | null> {
  const body = JSON.stringify({ argv, by });
  return new Promise((resolve, reject) => {
    const req = http.request(
      { socketPath: staffSocketPath(dataDir), path: "/shop", method: "POST", headers: { "content-type": "application/json" } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString("utf8")) as CommandResult);
          } catch (err) {
            reject(err);
          }
        });
      },
    );
    req.on("error", (err: NodeJS.ErrnoException) => {
      if (err.code === "ENOENT" || err.code === "ECONNREFUSED" || err.code === "ENOTSOCK") resolve(null);
      else reject(err);
    });
    req.end(body);
  });
}
