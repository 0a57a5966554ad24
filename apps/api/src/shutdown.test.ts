/**
 * An API process stopped (SIGTERM) while shoppers keep it busy (issue 32, point 7). Two API processes stand behind
 * what a load balancer would do: ten shoppers on keep-alive connections browse the catalogue and change their
 * carts without pause, each on one process, moving to the other when a request is refused at connect or answered
 * 503 with `Connection: close` (a request that was not handled, so a balancer can send it elsewhere). Half of them
 * also move once the balancer's health check finds the process not ready, leaving their connection to it idle.
 * The stopped process must exit 0 with every request it took answered: a connection cut under a request is a
 * failure no balancer could safely retry (a cart change may have happened or not).
 */
import http from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startApi, type ApiProcess } from "./test/api-process.ts";
import { prepareProcessDatabase, type ProcessDatabase } from "./test/process-database.ts";
import type { DatabaseKind } from "./test/template.ts";

const SHOPPERS = 10;
const SKU = "petsies_bandana";

type Outcome = { kind: "answered"; status: number; closing: boolean; body: string } | { kind: "refused" } | { kind: "cut"; error: string };

/** One request on a keep-alive agent: answered (with whether it said Connection: close), refused at connect, or cut. */
function send(agent: http.Agent, api: ApiProcess, method: "GET" | "POST", url: string, body?: object): Promise<Outcome> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const { port } = new URL(api.base);
  return new Promise((resolve) => {
    const req = http.request(
      { host: "127.0.0.1", port, method, path: url, agent, headers: payload === undefined ? {} : { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ kind: "answered", status: res.statusCode ?? 0, closing: res.headers.connection === "close", body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", (err) => resolve({ kind: "cut", error: `${method} ${url}: ${err.message}` }));
      },
    );
    req.on("error", (err: NodeJS.ErrnoException) => resolve(err.code === "ECONNREFUSED" ? { kind: "refused" } : { kind: "cut", error: `${method} ${url}: ${err.code ?? ""} ${err.message}` }));
    req.end(payload);
  });
}

/** What a balancer may send to the other process: a request refused at connect, or one answered "not handled, closing". */
const retryable = (o: Outcome) => o.kind === "refused" || (o.kind === "answered" && o.status === 503 && o.closing);

interface Tally {
  answered: number;
  /** Answers of the stopped process after its SIGTERM that told the client to close the connection. */
  closingAnswers: number;
  retried: number;
  /** Requests no balancer could safely send again, and answers that were not what the shopper asked for. */
  failures: string[];
}

/** A shopper's cart on each process (with one shared database the two are alike, and harmless). */
interface Cart {
  id: string;
  itemId: number;
}

async function newCart(agent: http.Agent, api: ApiProcess): Promise<Cart> {
  const created = await send(agent, api, "POST", "/api/cart/create");
  if (created.kind !== "answered" || created.status !== 200) throw new Error(`no cart: ${JSON.stringify(created)}`);
  const id = JSON.parse(created.body).result as string;
  const added = await send(agent, api, "POST", `/api/cart/update?cartId=${id}`, { cartItem: { sku: SKU, qty: 1 } });
  if (added.kind !== "answered" || added.status !== 200) throw new Error(`no cart line: ${JSON.stringify(added)}`);
  return { id, itemId: JSON.parse(added.body).result.item_id as number };
}

/**
 * Two processes share PostgreSQL's database when there is one (as in CI). Without it each has a PGlite copy of its
 * own (PGlite is one process's alone): the drain is the same, and the run stays short.
 */
const kind: DatabaseKind = process.env.DATABASE_URL ? "postgres" : "pglite";

describe(`an API stopped under traffic (${kind})`, () => {
  it("answers every request it took, closes its keep-alive connections, and exits 0 while ten shoppers keep sending", { timeout: 120_000 }, async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "petsies-shutdown-"));
    const databases: ProcessDatabase[] = [];
    const apis: ApiProcess[] = [];
    try {
      const copies = kind === "postgres" ? ["shared"] : ["first", "second"];
      databases.push(...(await Promise.all(copies.map((name) => prepareProcessDatabase(kind, path.join(dir, name))))));
      const ports = [29181, 29182];
      apis.push(...(await Promise.all(ports.map((port, i) => startApi(port, { ...databases[i % databases.length]!.env, LOG_LEVEL: "warn" })))));
      const [doomed, survivor] = apis as [ApiProcess, ApiProcess];

      const tally: Tally = { answered: 0, closingAnswers: 0, retried: 0, failures: [] };
      let terminatedAt: number | null = null;
      let stop = false;
      // The balancer's health check: /api/ready on a connection of its own, every 100 ms.
      let doomedDown = false;
      const checks = new http.Agent({ keepAlive: false });
      const healthCheck = (async () => {
        while (!stop && !doomedDown) {
          const ready = await send(checks, doomed, "GET", "/api/ready");
          if (!(ready.kind === "answered" && ready.status === 200)) doomedDown = true;
          await new Promise((r) => setTimeout(r, 100));
        }
      })();
      const shopper = async (n: number) => {
        // One keep-alive connection per process, as a balancer keeps to each backend.
        const agents = apis.map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
        const carts = await Promise.all(apis.map((api, i) => newCart(agents[i]!, api)));
        // Half the shoppers on each process.
        let at = n < SHOPPERS / 2 ? 0 : 1;
        try {
          for (let round = 0; !stop; round++) {
            if (n % 2 === 1 && doomedDown && apis[at] === doomed) at = apis.indexOf(survivor);
            const request = (i: number) =>
              round % 2 === 0
                ? send(agents[i]!, apis[i]!, "GET", `/api/catalog/product?size=12&start=${(round % 3) * 12}`)
                : send(agents[i]!, apis[i]!, "POST", `/api/cart/update?cartId=${carts[i]!.id}`, { cartItem: { sku: SKU, qty: 1 + (round % 3), item_id: carts[i]!.itemId } });
            let outcome = await request(at);
            if (retryable(outcome)) {
              // The balancer marks that process down and sends the request to the other.
              at = (at + 1) % apis.length;
              tally.retried++;
              outcome = await request(at);
            }
            if (outcome.kind === "answered" && outcome.status === 200) {
              tally.answered++;
              if (apis[at] === doomed && terminatedAt !== null && outcome.closing) tally.closingAnswers++;
            } else {
              tally.failures.push(outcome.kind === "cut" ? outcome.error : JSON.stringify(outcome).slice(0, 300));
            }
          }
        } finally {
          for (const agent of agents) agent.destroy();
        }
      };
      const shoppers = Array.from({ length: SHOPPERS }, (_, n) => shopper(n).catch((err: unknown) => void tally.failures.push(String(err))));

      // Busy on both processes first, then SIGTERM one of them while the shoppers keep sending.
      while (tally.answered < SHOPPERS * 6 && tally.failures.length === 0) await new Promise((r) => setTimeout(r, 50));
      terminatedAt = Date.now();
      const code = await doomed.stop();
      const stoppedInMs = Date.now() - terminatedAt;
      // The shoppers carry on, on the other process alone.
      const answeredAtExit = tally.answered;
      while (tally.answered < answeredAtExit + SHOPPERS * 2 && tally.failures.length === 0) await new Promise((r) => setTimeout(r, 50));
      stop = true;
      await Promise.all([...shoppers, healthCheck]);

      console.log(`${kind}: stopped under load in ${stoppedInMs} ms with exit code ${code}; ${tally.answered} answered, ${tally.closingAnswers} with Connection: close while stopping, ${tally.retried} sent to the other process`);
      expect(tally.failures).toEqual([]);
      expect(code, doomed.log()).toBe(0);
      expect(doomed.log()).not.toContain("shutdown did not finish in time");
      expect(tally.closingAnswers).toBeGreaterThan(0);
      expect(tally.retried).toBeGreaterThan(0);
      expect(await survivor.stop()).toBe(0);
    } finally {
      for (const api of apis) if (api.child.exitCode === null) await api.kill();
      for (const database of databases) await database.drop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
