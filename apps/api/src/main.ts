/**
 * Starts the API: reads config, opens, migrates and (on first run) seeds the database, then listens. The demo
 * shop is loaded only when config.seedDemo says so; otherwise a new database gets just what every shop needs.
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { embeddedDatabaseExists, openDatabase, type Database } from "./db/client.ts";
import { tidyDerivedTables } from "./db/maintenance.ts";
import { seedDemo, seedEssentials } from "./db/seed/seed.ts";
import { createMailer } from "./infra/mail.ts";
import { configurePayments } from "./infra/payments.ts";
import { stripeGateway } from "./infra/stripe-gateway.ts";
import { pruneRateLimits } from "./infra/security/rate-limit.ts";
import { pruneSignInPlaces } from "./infra/security/sign-in-limits.ts";
import { scheduleCartReminders } from "./modules/cart/recovery.ts";
import { RECONCILIATION_INTERVAL_MS, schedulePaymentReconciliation } from "./modules/payments/reconciliation.ts";
import { configureReservations } from "./modules/checkout/steps/reserve.ts";
import { createStorage } from "./infra/create-storage.ts";
import { trackConnections } from "./infra/connection-drain.ts";
import { refuseIfHeld, startStaffSocket, type StaffSocket } from "./cli/staff-socket.ts";

const REMINDER_INTERVAL_MS = 10 * 60 * 1000;
const UPKEEP_INTERVAL_MS = 60 * 60 * 1000;
/** A stop that has not finished draining by then ends anyway (an orchestrator kills soon after). */
const SHUTDOWN_DEADLINE_MS = 25 * 1000;

let closing = false;

/**
 * A new embedded database is created, migrated and seeded by the seed command in a child process, before this
 * process opens it: that one-off work (initdb, the demo's inserts and pictures) leaves its memory in the
 * allocator of the process that did it (measured on the demo catalogue: 404 MB at rest after a first start
 * done here, 293 MB after a restart). Answers whether it seeded.
 */
async function prepareNewEmbeddedDatabase(dataDir: string, demo: boolean): Promise<boolean> {
  if (embeddedDatabaseExists(dataDir)) return false;
  // From the sources under tsx (development), from the build's own entry point in apps/api/dist.
  const fromSources = import.meta.url.endsWith(".ts");
  const entry = fileURLToPath(new URL(fromSources ? "./db/seed/cli.ts" : "./seed.js", import.meta.url));
  const args = [...(fromSources ? ["--import", "tsx"] : []), entry, ...(demo ? [] : ["--empty"])];
  const child = spawn(process.execPath, args, { stdio: ["ignore", "inherit", "inherit"] });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (exitCode) => resolve(exitCode));
  });
  if (code !== 0) throw new Error(`preparing the new database in ${dataDir} failed (seed command exit code ${code})`);
  return true;
}

async function main() {
  const config = loadConfig();
  let database: Database;
  let seededNew = false;
  try {
    if (!config.databaseUrl) await refuseIfHeld(config.dataDir);
    if (!config.databaseUrl) seededNew = await prepareNewEmbeddedDatabase(config.dataDir, config.seedDemo);
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (err) {
    console.error(`petsies-api: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
  configurePayments({ testCardGateway: config.testCardGateway, checkMoneyOrder: config.checkMoneyOrder, gateways: config.stripe ? [stripeGateway(config.stripe)] : [] });
  configureReservations({ minutes: config.orderReservationMinutes });
  const storage = createStorage(config.storage, config.dataDir);
  // Processes started together (several API instances on one PostgreSQL) migrate and seed in turn.
  const { seeded } = await database.exclusively(async () => {
    await database.migrate();
    if (config.seedDemo) return seedDemo(database, storage);
    await seedEssentials(database.db);
    return { seeded: false };
  });
  const mailLog = { info: (obj: object, msg: string) => app.log.info(obj, msg) };
  const mailer = createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, dataDir: config.dataDir }, mailLog);
  const app = await buildApp({ database, storage, mailer, siteUrl: config.siteUrl, staffPasskeyOrigin: config.staffPasskeyOrigin, cmsPreviewSecret: config.cmsPreviewSecret, raffleEnabled: config.raffleEnabled, logLevel: config.logLevel, metricsToken: config.metricsToken, trustedProxies: config.trustedProxies, isClosing: () => closing, collectWhenIdle: true });
  if (config.seedDemo && (seeded || seededNew)) app.log.info("seeded the demo catalogue");
  if (!config.seedDemo && seededNew) app.log.info("prepared a new, empty shop (README: Opening a new shop)");
  if (config.testCardGateway) {
    app.log.warn("TEST_CARD_GATEWAY is on: checkout offers the test card gateway, which approves test card numbers and takes no money. Not for a shop that takes real orders.");
  }
  if (!config.smtpUrl) {
    app.log.warn(`SMTP_URL is not set: no e-mail leaves this shop. Every message is written to ${config.dataDir}/outbox instead.`);
  }
  // The embedded database is this process's alone: the staff tool reaches it through this socket.
  const staffContext = { previewSecret: config.cmsPreviewSecret, siteUrl: config.siteUrl, backup: (file: string) => database.backup(file) };
  const staff: StaffSocket | null = config.databaseUrl ? null : await startStaffSocket(database.db, config.dataDir, app.log, staffContext);

  // Stopping drains: /api/ready answers 503 and new connections are refused at once; every request taken is
  // answered with Connection: close and each connection closes after its last answer (connection-drain.ts); jobs
  // in hand finish, then the database closes.
  const connections = trackConnections(app.server);
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const started = Date.now();
    app.log.info({ signal }, "shutting down");
    const deadline = setTimeout(() => {
      app.log.error("shutdown did not finish in time: exiting with work in hand");
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    await staff?.close();
    await connections.drain();
    await app.close();
    await database.close();
    app.log.info({ ms: Date.now() - started }, "stopped");
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.apiPort, host: config.apiHost });

  // Reminder jobs for carts left behind, and old rate-limit counters and sign-in places away; safe to run in
  // every API process (carts are claimed, not shared; deleting a counter twice is harmless).
  const reminders = setInterval(() => {
    scheduleCartReminders(database.db).catch((err: unknown) => app.log.error({ err }, "scheduling cart reminders failed"));
    pruneRateLimits(database.db).catch((err: unknown) => app.log.error({ err }, "pruning rate limits failed"));
    pruneSignInPlaces(database.db).catch((err: unknown) => app.log.error({ err }, "pruning sign-in places failed"));
  }, REMINDER_INTERVAL_MS);
  reminders.unref();

  // Money a provider holds with no order is given back (one process runs each interval's); at start as well,
  // so a shop restarted more often than the interval still reconciles.
  const reconcile = () => schedulePaymentReconciliation(database.db).catch((err: unknown) => app.log.error({ err }, "scheduling the payment reconciliation failed"));
  void reconcile();
  setInterval(reconcile, RECONCILIATION_INTERVAL_MS).unref();

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
