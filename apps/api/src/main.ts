/** Starts the API: reads config, opens, migrates and (on first run) seeds the database, then listens. */
import path from "node:path";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { openDatabase, type Database } from "./db/client.ts";
import { tidyDerivedTables } from "./db/maintenance.ts";
import { seedDemo } from "./db/seed/seed.ts";
import { createMailer } from "./infra/mail.ts";
import { configurePayments } from "./infra/payments.ts";
import { pruneRateLimits } from "./infra/security/rate-limit.ts";
import { sendCartReminders } from "./modules/cart/recovery.ts";
import { configureReservations } from "./modules/orders/placement.ts";
import { diskStorage } from "./infra/storage.ts";
import { refuseIfHeld, startStaffSocket, type StaffSocket } from "./cli/staff-socket.ts";

const REMINDER_INTERVAL_MS = 10 * 60 * 1000;
const UPKEEP_INTERVAL_MS = 60 * 60 * 1000;

async function main() {
  const config = loadConfig();
  let database: Database;
  try {
    if (!config.databaseUrl) await refuseIfHeld(config.dataDir);
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (err) {
    console.error(`petsies-api: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
  configurePayments({ testCardGateway: config.testCardGateway });
  configureReservations({ minutes: config.orderReservationMinutes });
  const storage = diskStorage(path.join(config.dataDir, "files"));
  // Processes started together (several API instances on one PostgreSQL) migrate and seed in turn.
  const { seeded } = await database.exclusively(async () => {
    await database.migrate();
    return seedDemo(database, storage);
  });
  const mailLog = { info: (obj: object, msg: string) => app.log.info(obj, msg) };
  const mailer = createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, dataDir: config.dataDir }, mailLog);
  const app = await buildApp({ database, storage, mailer, siteUrl: config.siteUrl, cmsPreviewSecret: config.cmsPreviewSecret, raffleEnabled: config.raffleEnabled, logLevel: config.logLevel });
  if (seeded) app.log.info("seeded the demo catalogue");
  // The embedded database is this process's alone: the staff tool reaches it through this socket.
  const staff: StaffSocket | null = config.databaseUrl ? null : await startStaffSocket(database.db, config.dataDir, app.log, { previewSecret: config.cmsPreviewSecret, siteUrl: config.siteUrl });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    await staff?.close();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.apiPort, host: config.apiHost });

  // Reminders for carts left behind, and old rate-limit counters away; safe to run in every API process
  // (carts are claimed, not shared; deleting a counter twice is harmless).
  const reminders = setInterval(() => {
    sendCartReminders(database.db, mailer, config.siteUrl).catch((err: unknown) =>
      app.log.error({ err }, "sending cart reminders failed"),
    );
    pruneRateLimits(database.db).catch((err: unknown) => app.log.error({ err }, "pruning rate limits failed"));
  }, REMINDER_INTERVAL_MS);
  reminders.unref();

  if (database.kind === "pglite") {
    const upkeep = setInterval(() => {
      tidyDerivedTables(database.db).catch((err: unknown) => app.log.error({ err }, "tidying the derived tables failed"));
    }, UPKEEP_INTERVAL_MS);
    upkeep.unref();
  }
}

main().catch((err) => {
  console.error("petsies-api failed to start:", err);
  process.exit(1);
});
