/**
 * Several API processes started together on one empty PostgreSQL database (a deployment scaling out on
 * its first day): they migrate and seed in turn under the start-up lock, and every one comes up.
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { startApi, type ApiProcess } from "../test/api-process.ts";
import { adminQuery, withDatabaseName } from "../test/template.ts";
import { openPostgres, selectRows } from "./client.ts";

async function journalEntries(): Promise<number> {
  const journal = JSON.parse(await readFile(path.join(import.meta.dirname, "migrations/meta/_journal.json"), "utf8")) as { entries: unknown[] };
  return journal.entries.length;
}

describe.runIf(process.env.DATABASE_URL)("start-up on an empty PostgreSQL", () => {
  it("migrates once when three connections migrate at the same moment under the start-up lock", { timeout: 120_000 }, async () => {
    const name = `petsies_migrate_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    const url = withDatabaseName(process.env.DATABASE_URL as string, name);
    const databases = await Promise.all([0, 1, 2].map(() => openPostgres(url)));
    try {
      const outcomes = await Promise.allSettled(databases.map((d) => d.exclusively(() => d.migrate())));
      expect(outcomes.map((o) => (o.status === "rejected" ? String(o.reason).slice(0, 300) : "migrated"))).toEqual(["migrated", "migrated", "migrated"]);
      const [applied] = await selectRows<{ n: number }>(databases[0]!.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect(applied!.n).toBe(await journalEntries());
    } finally {
      await Promise.all(databases.map((d) => d.close()));
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });

  it("brings up three API processes started at once, each migrating and seeding in turn", { timeout: 300_000 }, async () => {
    const name = `petsies_startup_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    const url = withDatabaseName(process.env.DATABASE_URL as string, name);
    const dirs = await Promise.all([0, 1, 2].map(() => mkdtemp(path.join(tmpdir(), "petsies-startup-"))));
    const apis: ApiProcess[] = [];
    try {
      const started = await Promise.allSettled([39151, 39152, 39153].map((port, i) => startApi(port, { DATABASE_URL: url, DATA_DIR: dirs[i]!, LOG_LEVEL: "warn" })));
      for (const s of started) if (s.status === "fulfilled") apis.push(s.value);
      expect(started.map((s) => (s.status === "rejected" ? String(s.reason).slice(0, 500) : "up"))).toEqual(["up", "up", "up"]);
      for (const api of apis) expect((await fetch(`${api.base}/api/catalog/category/tree`)).status).toBe(200);
      const database = await openPostgres(url);
      try {
        const [applied] = await selectRows<{ n: number }>(database.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
        expect(applied!.n).toBe(await journalEntries());
        const [products] = await selectRows<{ n: number }>(database.db, sql`select count(*)::int as n from products`);
        expect(products!.n).toBeGreaterThan(100);
      } finally {
        await database.close();
      }
    } finally {
      await Promise.all(apis.map((a) => a.stop()));
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
    }
  });
});
