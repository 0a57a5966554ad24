// The shop the browser journeys run against: a fresh embedded database in .data/e2e with the demo
// catalogue plus enough synthetic products that category pages need "Load more".
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { ROOT, run, startProcess, startShop, stopProcess, waitForHttp } from "./processes.mjs";

const dataDir = process.env.E2E_DATA_DIR ?? path.join(ROOT, ".data", "e2e");
// STORE_CODE turns the store-code prefix on (spec §2); unprefixed paths keep working beside it.
// CMS_PREVIEW_SECRET turns draft preview on; e2e/content.spec.ts gets its editor links from the staff tool.
// LOG_LEVEL info: every request's line goes to server.log beside the data, where e2e/walk.spec.ts reads it
// for server errors, tokens and shoppers' data (issue 19). SEED_DEMO: the journeys shop in the demo shop, whatever
// NODE_ENV the runner has. TEST_CARD_GATEWAY: the journeys pay with the test gateway's card numbers (off unless asked for).
// Stripe: the API talks to the stand-in for Stripe's servers (apps/api/src/test/stripe-stand-in.ts) on the port after
// the API's; e2e/stripe.spec.ts sends the browser's calls to Stripe there too.
const stripePort = Number(process.env.E2E_STRIPE_PORT ?? Number(process.env.E2E_PORT ?? 3200) + 2);
const stripe = {
  STRIPE_SECRET_KEY: "sk_test_standin",
  STRIPE_PUBLISHABLE_KEY: "pk_test_standin",
  STRIPE_WEBHOOK_SECRET: "whsec_standin",
  STRIPE_API_URL: `http://127.0.0.1:${stripePort}`,
};
const env = {
  ...process.env,
  ...stripe,
  TEST_CARD_GATEWAY: "on",
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  SEED_DEMO: "1",
  LOG_LEVEL: "info",
  STORE_CODE: "us",
  CMS_PREVIEW_SECRET: "e2e-editor-secret-0123456789abcdef",
  // WebAuthn wants a domain, not 127.0.0.1: the passkey journey opens the shop as localhost.
  STAFF_PASSKEY_ORIGIN: `http://localhost:${Number(process.env.E2E_PORT ?? 3200)}`,
};
await rm(dataDir, { recursive: true, force: true });
// Pages cache what they fetched from the API on disk beside the build; a previous run's shop is not this one.
await rm(path.join(ROOT, "apps/web", process.env.NEXT_DIST_DIR ?? ".next", "cache", "fetch-cache"), { recursive: true, force: true });
const seeded = await run(process.execPath, ["--import", "tsx", "apps/api/src/db/seed/cli.ts", "--products", "1500"], {
  env,
  stdio: "ignore",
});
if (seeded !== 0) throw new Error(`seeding the e2e database failed with code ${seeded}`);
const stripeStandIn = startProcess("stripe stand-in", process.execPath, ["--import", "tsx", "apps/api/src/test/stripe-stand-in-server.ts"], {
  env: { ...process.env, STRIPE_STAND_IN_PORT: String(stripePort) },
  stdio: "ignore",
});
await waitForHttp(`${stripe.STRIPE_API_URL}/v1`, stripeStandIn);
const shop = await startShop({
  port: Number(process.env.E2E_PORT ?? 3200),
  apiPort: Number(process.env.E2E_API_PORT ?? 3201),
  env,
  log: createWriteStream(path.join(dataDir, "server.log"), { flags: "a" }),
});
const stop = async () => {
  await shop.stop();
  await stopProcess(stripeStandIn);
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
// If the test runner dies without a signal, do not leave the shop running.
const parent = process.ppid;
setInterval(() => {
  try {
    process.kill(parent, 0);
  } catch {
    void stop();
  }
}, 1000).unref();
