/**
 * `npm run shop -- <command>`: the staff tool for the order production pipeline (README). Same
 * configuration as the API (DATABASE_URL, DATA_DIR). With PostgreSQL it runs the command itself; with the
 * embedded database it hands the command to the running API (staff-socket.ts), or opens the database
 * itself when no API holds it. `restore` runs here only, with no API holding the embedded database.
 *
 * An operator's shell is not the API's environment: the tool's first line (on stderr, so that what a command
 * prints stays clean for a pipe) says which shop it works on, it never creates a database with
 * NODE_ENV=production (a missing DATABASE_URL would put the first owner in a shop nobody runs), and it prints
 * no link built from a SITE_URL it was not given there.
 */
import { mkdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { loadConfig, type Config } from "../config.ts";
import { embeddedDatabaseExists, openDatabase, redactUrl, restorePglite } from "../db/client.ts";
import { answerWithoutDatabase, EXIT, runShopCommand, withAbsoluteFile } from "./shop-commands.ts";
import { refuseIfHeld } from "./staff-socket.ts";
import { sendStaffCommand, type CommandResult } from "./staff-socket-client.ts";

function loginName(): string {
  const fromEnv = process.env.USER ?? process.env.LOGNAME;
  if (fromEnv) return fromEnv;
  try {
    return os.userInfo().username;
  } catch {
    return "";
  }
}

/** `restore <file>`: the backup in place of the embedded database, when no API holds it. */
async function restore(config: Config, argv: string[]): Promise<CommandResult> {
  const fail = (message: string): CommandResult => ({ code: EXIT.usage, stdout: "", stderr: `shop: ${message}\n` });
  if (argv.length !== 2) return fail("expected restore <file.tar.gz>");
  if (config.databaseUrl) return fail('a PostgreSQL database is restored with pg_restore or psql (README "Backups")');
  try {
    await refuseIfHeld(config.dataDir);
  } catch {
    return fail("stop the API first: a backup is restored while no process holds the embedded database");
  }
  const aside = await restorePglite(config.dataDir, argv[1]!);
  const kept = aside ? ` The database it replaced is kept in ${aside}.` : "";
  return { code: EXIT.ok, stdout: `Restored ${argv[1]} into ${path.join(config.dataDir, "pglite")}.${kept}\n`, stderr: "" };
}

/** The storefront address for links, unless production left SITE_URL unset (the default is a laptop's). */
function siteUrlForLinks(config: Config): string | undefined {
  return process.env.NODE_ENV === "production" && !process.env.SITE_URL?.trim() ? undefined : config.siteUrl;
}

function withFirstLine(line: string, result: CommandResult): CommandResult {
  return { ...result, stderr: `shop: ${line}\n${result.stderr}` };
}

async function main(): Promise<CommandResult> {
  // npm run starts the tool in the repository; INIT_CWD is where the command was typed.
  const argv = withAbsoluteFile(process.argv.slice(2), process.env.INIT_CWD ?? process.cwd());
  const offline = answerWithoutDatabase(argv);
  if (offline) return offline;
  const config = loadConfig();
  if (argv[0] === "restore") return restore(config, argv);
  const by = loginName();
  const embedded = path.join(config.dataDir, "pglite");
  let where = config.databaseUrl ? `PostgreSQL ${redactUrl(config.databaseUrl)}` : `the embedded database in ${embedded}`;
  if (!config.databaseUrl) {
    const viaApi = await sendStaffCommand(config.dataDir, argv, by);
    if (viaApi) return withFirstLine(`through the running API, on the embedded database in ${embedded}`, viaApi);
    if (!embeddedDatabaseExists(config.dataDir)) {
      if (process.env.NODE_ENV === "production") {
        return {
          code: EXIT.failed,
          stdout: "",
          stderr: `shop: no shop to work on: DATABASE_URL is not set and ${embedded} holds no embedded database. Set DATABASE_URL (or DATA_DIR) as the API has it; with NODE_ENV=production this tool never creates a database.\n`,
        };
      }
      where = `a new embedded database in ${embedded}`;
    }
    await mkdir(config.dataDir, { recursive: true });
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.exclusively(() => database.migrate());
    const siteUrl = siteUrlForLinks(config);
    const result = await runShopCommand(database.db, argv, {
      defaultBy: by,
      previewSecret: config.cmsPreviewSecret,
      ...(siteUrl ? { siteUrl } : {}),
      ...(config.databaseUrl ? {} : { backup: (file: string) => database.backup(file) }),
    });
    return withFirstLine(`on ${where}`, result);
  } finally {
    await database.close();
  }
}

main().then(
  (result) => {
    process.stdout.write(result.stdout);
    process.stderr.write(result.stderr);
    process.exitCode = result.code;
  },
  (err: unknown) => {
    process.stderr.write(`shop: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = EXIT.failed;
  },
);
