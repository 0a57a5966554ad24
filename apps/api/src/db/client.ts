/**
 * Opens the database: embedded PGlite in a data directory by default, a PostgreSQL server when
 * DATABASE_URL is set. Both run the same schema, migrations and queries.
 */
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { fuzzystrmatch } from "@electric-sql/pglite/contrib/fuzzystrmatch";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql, type SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { readMigrationFiles } from "drizzle-orm/migrator";
import pg from "pg";
import { REPO_ROOT } from "../config.ts";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The rows of a raw SQL query. Both drivers answer { rows }; Db's generic type does not say so. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding the database's start-up lock, so that processes started together migrate
   * and seed one after the other (PostgreSQL: a session advisory lock; the embedded database has one
   * process only).
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Writes a copy of the embedded database to `file` (a gzipped tarball of its data directory) while the
   * shop keeps running; PostgreSQL is backed up with pg_dump instead, and this throws.
   */
  backup(file: string): Promise<void>;
  close(): Promise<void>;
}

/** The advisory lock key of start-up work (migrations, the first seed). */
const STARTUP_LOCK = 7_246_375_001;

// From the repository root, so the compiled API (apps/api/dist) finds the same folder as the sources.
const migrationsFolder = path.join(REPO_ROOT, "apps/api/src/db/migrations");

/**
 * Whether the database has every migration of this build: drizzle records the newest applied migration's
 * time, which must be the newest migration's in the folder (a process of an older build, or one that has not
 * migrated yet, answers false).
 */
export async function migrationsApplied(db: Db): Promise<boolean> {
  const newest = Math.max(...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis));
  try {
    const [row] = await selectRows<{ newest: string | null }>(db, sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`);
    return Number(row?.newest) === newest;
  } catch {
    return false; // no migrations table yet
  }
}

export function pgliteExtensions() {
  return { pg_trgm, fuzzystrmatch };
}

/** Wraps an open PGlite instance (tests pass clones of a migrated template). */
export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    exclusively: (work) => work(),
    async backup(file) {
      // The checkpoint writes what is in memory to the data files. The copy is taken inside a transaction of
      // its own, so no other transaction is half done in it (PGlite runs one transaction at a time), and it
      // is written beside the target first, so a failed backup never leaves half a file under its name.
      await client.exec("CHECKPOINT");
      const tarball = await client.transaction(() => client.dumpDataDir("gzip"));
      const partial = `${file}.partial`;
      await writeFile(partial, Buffer.from(await tarball.arrayBuffer()));
      await rename(partial, file);
    },
    close: () => client.close(),
  };
}

/**
 * PostgreSQL's page cache inside the embedded database. PGlite starts with the server default of 128 MB, and
 * the seed and the first requests touch all of it: it was 128 of the API's 410 MB at rest after a restart.
 * The demo catalogue's whole database is 43 MB on disk and the pages that answers read fit in a few MB; a
 * page not in this cache is read from the operating system's file cache, which costs the process nothing.
 */
export const PGLITE_SHARED_BUFFERS = "16MB";

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    extensions: pgliteExtensions(),
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  return fromPglite(client);
}

/**
 * Puts a backup (Database.backup) in place of the embedded database in `dataDir`; no process may hold it.
 * The backup is opened first, so a file that is not one leaves the database as it was; the database it
 * replaces is kept beside it, and its folder is answered.
 */
export async function restorePglite(dataDir: string, file: string, now = new Date()): Promise<string | null> {
  const target = path.join(dataDir, "pglite");
  const staging = `${target}.restoring`;
  await rm(staging, { recursive: true, force: true });
  try {
    const client = await PGlite.create(staging, { loadDataDir: new Blob([new Uint8Array(await readFile(file))]), extensions: pgliteExtensions() });
    await client.query("select 1");
    await client.close();
  } catch (err) {
    await rm(staging, { recursive: true, force: true });
    throw new Error(`${file} is not a backup of the embedded database (${err instanceof Error ? err.message : String(err)})`, { cause: err });
  }
  let aside: string | null = null;
  if (existsSync(target)) {
    aside = `${target}.before-restore-${now.toISOString().replace(/[:.]/g, "-")}`;
    await rename(target, aside);
  }
  await rename(staging, target);
  return aside;
}

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // Swallow idle-client errors (a server restart); the next query reports the problem.
  pool.on("error", () => {});
  pool.on("connect", oneQueryAtATime);
  try {
    const client = await pool.connect();
    client.release();
  } catch (err) {
    await pool.end().catch(() => {});
    const reason = err instanceof Error ? err.message : String(err);
    throw new Error(`Cannot reach the database at ${redactUrl(url)}: ${reason}`, { cause: err });
  }
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: "postgres",
    migrate: () => migratePg(db, { migrationsFolder }),
    async exclusively(work) {
      // One connection holds the lock while the work runs on others; another process waits for it here.
      const lock = await pool.connect();
      try {
        await lock.query("select pg_advisory_lock($1)", [STARTUP_LOCK]);
        return await work();
      } finally {
        await lock.query("select pg_advisory_unlock($1)", [STARTUP_LOCK]).catch(() => {});
        lock.release();
      }
    },
    async backup() {
      throw new Error("a PostgreSQL database is backed up with pg_dump (README \"Backups\")");
    },
    close: () => pool.end(),
  };
}

/**
 * A transaction holds one connection, and code inside one may still ask for several things at once (a quote's
 * lines, tax rules and gift cards with Promise.all). pg 8 queues such queries on the connection itself but calls
 * that deprecated, and pg 9 refuses them: here each connection sends its next query once the one before has
 * answered, the "external flow control" pg asks for. Outside transactions every query has a connection of its
 * own from the pool, so nothing waits that did not before.
 */
function oneQueryAtATime(client: pg.PoolClient): void {
  const send = client.query.bind(client) as (...args: unknown[]) => unknown;
  let previous: Promise<unknown> = Promise.resolve();
  client.query = ((...args: unknown[]) => {
    // Callback and stream (submittable) forms are pg's own (the pool's single queries): sent as they come.
    const callback = typeof args[args.length - 1] === "function";
    const submittable = typeof (args[0] as { submit?: unknown } | null)?.submit === "function";
    if (callback || submittable) return send(...args);
    const result = previous.then(() => send(...args));
    previous = result.catch(() => undefined);
    return result;
  }) as typeof client.query;
}

/** Whether `dataDir` holds an embedded database already (initdb has run there). */
export function embeddedDatabaseExists(dataDir: string): boolean {
  return existsSync(path.join(dataDir, "pglite", "PG_VERSION"));
}

export function openDatabase(opts: { databaseUrl?: string | undefined; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(path.join(opts.dataDir, "pglite"));
}

/** Never print a password from a connection string. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "(unparseable DATABASE_URL)";
  }
}
