/**
 * The embedded database (PGlite) belongs to the one process that opened it: a second process opening the
 * same data directory sees its own copy and corrupts the files (verified). So while the API runs on the
 * embedded database it listens on a Unix socket in DATA_DIR, readable by its owner only, and the staff
 * tool sends its command line there to run inside the API (runShopCommand). Nothing of this is reachable
 * over the network; with DATABASE_URL the tool talks to PostgreSQL itself and no socket is opened.
 */
import { chmod, rm } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import { z } from "zod";
import type { Db } from "../db/client.ts";
import { runShopCommand, type CommandContext } from "./shop-commands.ts";
import { staffSocketPath, type CommandResult } from "./staff-socket-client.ts";

const request = z.object({ argv: z.array(z.string().max(1000)).max(50), by: z.string().max(200) });

/** Whether a process answers on the socket. */
function answers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

export interface StaffSocket {
  close(): Promise<void>;
}

export interface StaffSocketLog {
  error(obj: object, msg: string): void;
}

/** An API already serves this embedded database: a second one must not open it. */
export async function refuseIfHeld(dataDir: string): Promise<void> {
  const socketPath = staffSocketPath(dataDir);
  if (await answers(socketPath)) throw new Error(`another process holds the embedded database in ${dataDir} (it answers at ${socketPath})`);
}

/**
 * Serves staff commands on DATA_DIR/staff.sock. Refuses to start when another process already serves there.
 * `context` is the API's own configuration that commands may need (story preview links).
 */
export async function startStaffSocket(db: Db, dataDir: string, log: StaffSocketLog, context: Omit<CommandContext, "defaultBy"> = {}): Promise<StaffSocket> {
  const socketPath = staffSocketPath(dataDir);
  await refuseIfHeld(dataDir);
  await rm(socketPath, { force: true });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      void (async () => {
        let answer: CommandResult;
        const parsed = request.safeParse(safeJson(Buffer.concat(chunks).toString("utf8")));
        if (req.method !== "POST" || req.url !== "/shop" || !parsed.success) {
          answer = { code: 2, stdout: "", stderr: "shop: the API did not understand the request\n" };
        } else {
          try {
            answer = await runShopCommand(db, parsed.data.argv, { ...context, defaultBy: parsed.data.by });
          } catch (err) {
            log.error({ err }, "staff command failed");
            answer = { code: 1, stdout: "", stderr: `shop: ${err instanceof Error ? err.message : String(err)}\n` };
          }
        }
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer));
      })();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => resolve());
  });
  await chmod(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
