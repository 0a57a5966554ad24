/**
 * Opens the database: embedded PGlite in a data directory by default, a PostgreSQL server when
 * DATABASE_URL is set. Both run the same schema, migrations and queries.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { fuzzystrmatch } from "@electric-sql/pglite/contrib/fuzzystrmatch";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
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
  close(): Promise<void>;
}

/** The advisory lock key of start-up work (migrations, the first seed). */
const STARTUP_LOCK = 7_246_375_001;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

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
    close: () => client.close(),
  };
}

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: pgliteExtensions() });
  return fromPglite(client);
}

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // Swallow idle-client errors (a server restart); the next query reports the problem.
  pool.on("error", () => {});
  try {
    const client = await pool.connect();
    client.release();
  } catch (err) {
    await pool.end().catch(() => {});
    const reason = err instanceof Error ? err.message : String(err);
    throw new Error(`Cannot reach the database at ${redactUrl(url)}: ${reason}`);
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
    close: () => pool.end(),
  };
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
