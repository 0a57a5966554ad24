/**
 * Several API processes started together on one empty PostgreSQL database (a deployment scaling out on
 * its first day): they migrate and seed in turn under the start-up lock, and every one comes up. Behind a
 * load balancer they are one shop: files in object storage (a local S3-compatible server here) and rate
 * limits in the database are shared, and each drains and exits cleanly when stopped.
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { startApi, type ApiProcess } from "../test/api-process.ts";
import { startTestS3 } from "../test/s3.ts";
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

  it("brings up three API processes started at once, which then share files and rate limits", { timeout: 300_000 }, async () => {
    const name = `petsies_startup_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    const url = withDatabaseName(process.env.DATABASE_URL as string, name);
    const dirs = await Promise.all([0, 1, 2].map(() => mkdtemp(path.join(tmpdir(), "petsies-startup-"))));
    const s3 = await startTestS3();
    const storage = {
      STORAGE: "s3",
      S3_BUCKET: s3.options.bucket,
      S3_ENDPOINT: s3.options.endpoint!,
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: s3.options.accessKeyId!,
      S3_SECRET_ACCESS_KEY: s3.options.secretAccessKey!,
    };
    const apis: ApiProcess[] = [];
    try {
      // Each process has a data folder of its own, as on separate machines; the balancer is on loopback here.
      // SEED_DEMO: the processes race to load the demo, which is what this test is about.
      const env = (i: number) => ({ DATABASE_URL: url, DATA_DIR: dirs[i]!, SEED_DEMO: "1", LOG_LEVEL: "warn", TRUSTED_PROXIES: "127.0.0.1", ...storage });
      const started = await Promise.allSettled([29151, 29152, 29153].map((port, i) => startApi(port, env(i))));
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
      for (const api of apis) expect((await fetch(`${api.base}/api/ready`)).status).toBe(200);

      // A photo uploaded through one process is served by the others.
      const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#c58b4e" } }).jpeg().toBuffer();
      const form = new FormData();
      form.set("imageType", "1");
      form.set("file", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "rex.jpg");
      const uploaded = await fetch(`${apis[0]!.base}/api/upload`, { method: "POST", body: form, headers: { "x-forwarded-for": "203.0.113.50" } });
      expect(uploaded.status).toBe(200);
      const { url: photoUrl } = ((await uploaded.json()) as { result: { item: { url: string } } }).result.item;
      const servedBy = async (api: ApiProcess) => {
        const res = await fetch(api.base + photoUrl);
        expect(res.status, `${api.base}${photoUrl}`).toBe(200);
        return Buffer.from(await res.arrayBuffer());
      };
      // Stored as uploaded (upright, without metadata) once, and the same bytes from every process.
      const stored = await servedBy(apis[0]!);
      expect(await sharp(stored).metadata()).toMatchObject({ format: "jpeg", width: 640, height: 480 });
      for (const api of apis.slice(1)) expect((await servedBy(api)).equals(stored)).toBe(true);

      // Wrong passwords from one shopper's address, spread over the processes, meet one limit of 20.
      const login = (api: ApiProcess, address: string) =>
        fetch(`${api.base}/api/user/login`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": address },
          body: JSON.stringify({ username: `nobody-${randomUUID().slice(0, 8)}@example.com`, password: "not the password" }),
        }).then((r) => r.status);
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) statuses.push(await login(apis[i % 3]!, "203.0.113.77"));
      expect(statuses.filter((s) => s === 429)).toEqual([]);
      expect(await Promise.all(apis.map((api) => login(api, "203.0.113.77")))).toEqual([429, 429, 429]);
      // Another shopper's address has its own count.
      expect(await login(apis[1]!, "203.0.113.78")).not.toBe(429);

      // Stopped, each process drains and exits cleanly.
      expect(await Promise.all(apis.splice(0).map((a) => a.stop()))).toEqual([0, 0, 0]);
    } finally {
      await Promise.all(apis.map((a) => a.stop()));
      await s3.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
    }
  });
});
