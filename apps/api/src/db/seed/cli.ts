/**
 * `npm run seed -- [--products N]`: migrate the database, load the demo catalogue if it is not there yet,
 * then optionally add N synthetic products for benchmarks. Uses the same configuration as the API
 * (DATA_DIR, DATABASE_URL). With --empty (the API's first start of a shop without the demo, main.ts): migrate
 * and load only what every shop needs.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../../config.ts";
import { createStorage } from "../../infra/create-storage.ts";
import type { Storage } from "../../infra/storage.ts";
import { openDatabase, redactUrl, type Database } from "../client.ts";
import { seedDemo, seedEssentials } from "./seed.ts";
import { seedSynthetic } from "./synthetic.ts";

const USAGE = `Usage: npm run seed -- [--products N] [--empty]

Loads the demo catalogue into the database (once), then, with --products N,
adds N synthetic products (N a whole number from 1 to 10000000).
With --empty, loads no demo: only the currencies and tax rule every shop needs.`;

const MAX_SYNTHETIC = 10_000_000;

class UsageError extends Error {}

function parseCommandLine(argv: string[]): { products: number | null; empty: boolean; help: boolean } {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: { products: { type: "string" }, empty: { type: "boolean" }, help: { type: "boolean", short: "h" } },
      strict: true,
      allowPositionals: false,
    });
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  const raw = parsed.values.products;
  const empty = parsed.values.empty ?? false;
  if (raw === undefined) return { products: null, empty, help: parsed.values.help ?? false };
  const n = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_SYNTHETIC) {
    throw new UsageError(`--products needs a whole number from 1 to ${MAX_SYNTHETIC}, got "${raw}"`);
  }
  return { products: n, empty, help: parsed.values.help ?? false };
}

async function main(): Promise<number> {
  let args;
  try {
    args = parseCommandLine(process.argv.slice(2));
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`seed: ${err.message}\n\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }

  const config = loadConfig();
  await mkdir(config.dataDir, { recursive: true });
  const where = config.databaseUrl ? redactUrl(config.databaseUrl) : path.join(config.dataDir, "pglite");
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const storage = createStorage(config.storage, config.dataDir);
    const started = Date.now();
    if (args.empty) {
      await database.exclusively(async () => {
        await database.migrate();
        await seedEssentials(database.db);
      });
      console.log(`Prepared ${where} for a new shop, without the demo (${seconds(started)}).`);
    } else {
      await loadDemo(database, storage, where, started);
    }
    if (args.products !== null) {
      const t = Date.now();
      const synthetic = await seedSynthetic(database, args.products);
      console.log(`Added ${synthetic.added} synthetic products (${synthetic.firstSku} … ${synthetic.lastSku}) in ${seconds(t)}.`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

async function loadDemo(database: Database, storage: Storage, where: string, started: number): Promise<void> {
  const demo = await database.exclusively(async () => {
    await database.migrate();
    return seedDemo(database, storage);
  });
  if (demo.seeded) {
    console.log(
      `Seeded the demo catalogue into ${where}: ${demo.categories} categories, ${demo.products} products, ` +
        `${demo.stories} content stories, ${demo.images} pictures (${seconds(started)}).`,
    );
  } else {
    const pictures = demo.images > 0 ? ` Wrote ${demo.images} pictures the file store was missing.` : "";
    console.log(`The demo catalogue is already in ${where}; left it as it is.${pictures}`);
  }
}

function seconds(since: number): string {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

/** Drizzle wraps driver errors in a message holding the whole statement (megabytes for a batch); show the cause. */
function describe(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = err.cause instanceof Error ? err.cause.message : null;
  if (cause) return cause;
  return err.message.length > 500 ? `${err.message.slice(0, 500)}…` : err.message;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`seed: ${describe(err)}`);
    process.exit(1);
  },
);
