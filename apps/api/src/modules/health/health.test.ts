/** Liveness, readiness (what a load balancer asks) and the client address behind trusted proxies. */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { selectRows } from "../../db/client.ts";
import { diskStorage } from "../../infra/storage.ts";
import { startTestApp, type TestApp } from "../../test/app.ts";
import { databaseKinds } from "../../test/template.ts";

const METRICS_TOKEN = "health-test-metrics-token";

describe.each(databaseKinds)("health and readiness on %s", (kind) => {
  let t: TestApp;
  let closing = false;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "petsies-ready-"));
    t = await startTestApp(kind, { storage: diskStorage(path.join(dir, "files")), isClosing: () => closing });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });
  const ready = async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/ready" });
    return { status: res.statusCode, body: res.json(), cache: res.headers["cache-control"] };
  };

  it("is ready when the database answers, every migration is applied and the files can be written", async () => {
    expect(await ready()).toEqual({
      status: 200,
      body: { code: 200, result: { status: "ready", checks: { database: "ok", migrations: "ok", storage: "ok", accepting: "ok" } } },
      cache: "no-store",
    });
    const live = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(live.json()).toEqual({ code: 200, result: { status: "ok", database: kind === "pglite" ? "pglite" : "postgres" } });
  });

  it("is not ready while the process shuts down, though it still answers", async () => {
    closing = true;
    try {
      const answer = await ready();
      expect(answer.status).toBe(503);
      expect(answer.body.result.checks).toEqual({ database: "ok", migrations: "ok", storage: "ok", accepting: "failed" });
    } finally {
      closing = false;
    }
  });

  it("is not ready when this build has a migration the database lacks", async () => {
    // As an older database looks to a newer build: the newest migration is not recorded as applied.
    const db = t.database.db;
    const [newest] = await selectRows<{ id: number; at: string }>(db, sql`select id, created_at::text as at from drizzle.__drizzle_migrations order by created_at desc limit 1`);
    await db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where id = ${newest!.id}`);
    try {
      const answer = await ready();
      expect(answer.status).toBe(503);
      expect(answer.body.result.checks.migrations).toBe("failed");
    } finally {
      await db.execute(sql`update drizzle.__drizzle_migrations set created_at = ${newest!.at}::bigint where id = ${newest!.id}`);
    }
    expect((await ready()).status).toBe(200);
  });

  it("is degraded, not unready, while files cannot be stored, and ready again once they can", async () => {
    // The storage's folder is a regular file: nothing can be written under it until the file goes.
    const blocked = path.join(dir, "blocked");
    await writeFile(blocked, "not a folder");
    const other = await startTestApp(kind, { storage: diskStorage(path.join(blocked, "files")), metricsToken: METRICS_TOKEN });
    const storageAvailable = async () => {
      const res = await other.app.inject({ method: "GET", url: "/api/metrics", headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      return res.body.split("\n").find((line) => line.startsWith("storage_available "));
    };
    try {
      const res = await other.app.inject({ method: "GET", url: "/api/ready" });
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toEqual({ status: "degraded", checks: { database: "ok", migrations: "ok", storage: "failed", accepting: "ok" } });
      expect(await storageAvailable()).toBe("storage_available 0");

      await rm(blocked);
      const again = await other.app.inject({ method: "GET", url: "/api/ready" });
      expect(again.json().result).toEqual({ status: "ready", checks: { database: "ok", migrations: "ok", storage: "ok", accepting: "ok" } });
      expect(await storageAvailable()).toBe("storage_available 1");
    } finally {
      await other.close();
    }
  });
});

describe("the client address behind trusted proxies", () => {
  let t: TestApp;
  beforeAll(async () => {
    // The storefront on this machine and a load balancer's private range.
    t = await startTestApp("pglite", { trustedProxies: ["127.0.0.1", "10.0.0.0/8"] });
  });
  afterAll(() => t.close());

  /** The client address the API logged for a request (what rate limits count by). */
  async function clientAddress(remoteAddress: string, forwardedFor?: string): Promise<string> {
    const marker = `/api/health?probe=${Math.random().toString(36).slice(2)}`;
    await t.app.inject({ method: "GET", url: marker, remoteAddress, headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {} });
    const line = t.logs.map((l) => JSON.parse(l)).find((l) => l.req?.url === marker);
    return line.req.remoteAddress;
  }

  it("takes the first address that is not a trusted proxy, reading from the nearest hop back", async () => {
    // shopper → balancer (10.1.2.3) → storefront (127.0.0.1) → API
    expect(await clientAddress("127.0.0.1", "203.0.113.9, 10.1.2.3")).toBe("203.0.113.9");
    // A shopper's own made-up X-Forwarded-For is one hop further back, never the answer.
    expect(await clientAddress("10.1.2.3", "1.2.3.4, 203.0.113.9")).toBe("203.0.113.9");
  });

  it("believes no header from an address that is not a trusted proxy", async () => {
    expect(await clientAddress("198.51.100.7", "127.0.0.1")).toBe("198.51.100.7");
    expect(await clientAddress("198.51.100.7")).toBe("198.51.100.7");
  });
});
