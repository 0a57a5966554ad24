/**
 * Test databases. A migrated, seeded template is built once per test run (global-setup.ts); each test
 * file then gets its own copy: an in-memory PGlite loaded from the template's dump, or, when
 * DATABASE_URL is set, a PostgreSQL database created from the template database.
 */
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { REPO_ROOT } from "../config.ts";
import { fromPglite, openPostgres, pgliteExtensions, type Database } from "../db/client.ts";

export type DatabaseKind = "pglite" | "postgres";

/** PETSIES_TEST_DIR and PETSIES_TEST_TEMPLATE let two test runs share one checkout without clashing. */
export const TEST_DIR = process.env.PETSIES_TEST_DIR ?? path.join(REPO_ROOT, ".data", "test");
export const TEMPLATE_DUMP = path.join(TEST_DIR, "template.tar.gz");
export const TEST_FILES = path.join(TEST_DIR, "files");
export const PG_TEMPLATE = process.env.PETSIES_TEST_TEMPLATE ?? "petsies_test_template";

/** The database kinds this run covers: PGlite always, PostgreSQL as well when DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export function withDatabaseName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function openTestDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === "pglite") {
    const dump = await readFile(TEMPLATE_DUMP);
    const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: pgliteExtensions() });
    return fromPglite(client);
  }
  const url = process.env.DATABASE_URL as string;
  const name = `petsies_test_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE}`);
  const database = await openPostgres(withDatabaseName(url, name));
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
