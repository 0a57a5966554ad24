/** Builds the seeded template databases once for the whole test run. */
import { mkdir, rm, writeFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { fromPglite, openPostgres, pgliteExtensions } from "../db/client.ts";
import { seedDemo } from "../db/seed/seed.ts";
import { diskStorage } from "../infra/storage.ts";
import { adminQuery, PG_TEMPLATE, TEMPLATE_DUMP, TEST_DIR, TEST_FILES, withDatabaseName } from "./template.ts";

export default async function setup() {
  await rm(TEST_DIR, { recursive: true, force: true });
  await mkdir(TEST_DIR, { recursive: true });
  const storage = diskStorage(TEST_FILES);

  const client = await PGlite.create({ extensions: pgliteExtensions() });
  try {
    const lite = fromPglite(client);
    await lite.migrate();
    await seedDemo(lite, storage);
    const dump = await client.dumpDataDir("gzip");
    await writeFile(TEMPLATE_DUMP, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }

  const url = process.env.DATABASE_URL;
  if (url) {
    await adminQuery(`DROP DATABASE IF EXISTS ${PG_TEMPLATE} WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE ${PG_TEMPLATE}`);
    const database = await openPostgres(withDatabaseName(url, PG_TEMPLATE));
    try {
      await database.migrate();
      await seedDemo(database, storage);
    } finally {
      await database.close();
    }
  }
}
