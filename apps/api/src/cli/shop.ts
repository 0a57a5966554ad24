/**
 * `npm run shop -- <command>`: the staff tool for the order production pipeline (README). Same
 * configuration as the API (DATABASE_URL, DATA_DIR). With PostgreSQL it runs the command itself; with the
 * embedded database it hands the command to the running API (staff-socket.ts), or opens the database
 * itself when no API holds it. `restore` runs here only, with no API holding the embedded database.
 */
import { mkdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { loadConfig, type Config } from "../config.ts";
import { openDatabase, restorePglite } from "../db/client.ts";
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

async function main(): Promise<CommandResult> {
  // npm run starts the tool in the repository; INIT_CWD is where the command was typed.
  const argv = withAbsoluteFile(process.argv.slice(2), process.env.INIT_CWD ?? process.cwd());
  const offline = answerWithoutDatabase(argv);
  if (offline) return offline;
  const config = loadConfig();
  if (argv[0] === "restore") return restore(config, argv);
  const by = loginName();
  if (!config.databaseUrl) {
    const viaApi = await sendStaffCommand(config.dataDir, argv, by);
    if (viaApi) return viaApi;
    await mkdir(config.dataDir, { recursive: true });
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.exclusively(() => database.migrate());
    return await runShopCommand(database.db, argv, {
      defaultBy: by,
      previewSecret: config.cmsPreviewSecret,
      siteUrl: config.siteUrl,
      ...(config.databaseUrl ? {} : { backup: (file: string) => database.backup(file) }),
    });
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
