/**
 * `npm run shop -- <command>`: the staff tool for the order production pipeline (README). Same
 * configuration as the API (DATABASE_URL, DATA_DIR). With PostgreSQL it runs the command itself; with the
 * embedded database it hands the command to the running API (staff-socket.ts), or opens the database
 * itself when no API holds it.
 */
import { mkdir } from "node:fs/promises";
import os from "node:os";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { answerWithoutDatabase, EXIT, runShopCommand, type CommandResult } from "./shop-commands.ts";
import { sendStaffCommand } from "./staff-socket.ts";
import { withAbsoluteStoryFile } from "./story-commands.ts";

function loginName(): string {
  const fromEnv = process.env.USER ?? process.env.LOGNAME;
  if (fromEnv) return fromEnv;
  try {
    return os.userInfo().username;
  } catch {
    return "";
  }
}

async function main(): Promise<CommandResult> {
  // npm run starts the tool in the repository; INIT_CWD is where the command was typed.
  const argv = withAbsoluteStoryFile(process.argv.slice(2), process.env.INIT_CWD ?? process.cwd());
  const offline = answerWithoutDatabase(argv);
  if (offline) return offline;
  const config = loadConfig();
  const by = loginName();
  if (!config.databaseUrl) {
    const viaApi = await sendStaffCommand(config.dataDir, argv, by);
    if (viaApi) return viaApi;
    await mkdir(config.dataDir, { recursive: true });
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.exclusively(() => database.migrate());
    return await runShopCommand(database.db, argv, { defaultBy: by, previewSecret: config.cmsPreviewSecret, siteUrl: config.siteUrl });
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
