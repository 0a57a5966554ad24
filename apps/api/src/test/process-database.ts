/** Databases for tests that start real API processes (test/api-process.ts) on a copy of the test template. */
import { randomUUID } from "node:crypto";
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pgliteExtensions } from "../db/client.ts";
import { adminQuery, PG_TEMPLATE, TEMPLATE_DUMP, withDatabaseName, type DatabaseKind } from "./template.ts";

export interface ProcessDatabase {
  /** DATABASE_URL and DATA_DIR for the API process. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** A database an API process can open: a PGlite directory under `dir` made from the test template, or a PostgreSQL copy. */
export async function prepareProcessDatabase(kind: DatabaseKind, dir: string): Promise<ProcessDatabase> {
  if (kind === "pglite") {
    const dataDir = path.join(dir, "data");
    await mkdir(path.join(dataDir, "pglite"), { recursive: true });
    const client = await PGlite.create(path.join(dataDir, "pglite"), {
      loadDataDir: new Blob([await readFile(TEMPLATE_DUMP)]),
      extensions: pgliteExtensions(),
    });
    await client.close();
    return { env: { DATABASE_URL: "", DATA_DIR: dataDir }, drop: async () => {} };
  }
  const name = `petsies_proc_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE}`);
  return {
    env: { DATABASE_URL: withDatabaseName(process.env.DATABASE_URL as string, name), DATA_DIR: dir },
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
