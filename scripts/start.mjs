// `npm start`: build what is missing (storefront, back office), then serve the shop (web on PORT, API on
// API_PORT; the API also serves the back office, which the storefront forwards at /admin/).
// The API migrates the database and seeds the demo catalogue on its first run.
import "./node-version.mjs";
import { adminIsBuilt, buildAdmin, buildWeb, startShop, webIsBuilt } from "./processes.mjs";

const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 3001);

if (!webIsBuilt()) {
  console.log("Building the storefront (first run)…");
  const code = await buildWeb();
  if (code !== 0) process.exit(code);
}

if (!adminIsBuilt()) {
  console.log("Building the back office (first run)…");
  const code = await buildAdmin();
  if (code !== 0) process.exit(code);
}

// The test card gateway (test card numbers approve, no money taken) is on for a development start, unless
// TEST_CARD_GATEWAY says otherwise; never with NODE_ENV=production, where the API would refuse it.
const env = { ...process.env };
if (env.TEST_CARD_GATEWAY === undefined && env.NODE_ENV !== "production") env.TEST_CARD_GATEWAY = "on";

let shop;
try {
  shop = await startShop({ port, apiPort, env });
} catch (err) {
  console.error(String(err instanceof Error ? err.message : err));
  process.exit(1);
}
console.log(`\nPetsies is open at http://localhost:${port}/ (API on :${apiPort})\n`);

let stopping = false;
const stop = async (exitCode) => {
  if (stopping) return;
  stopping = true;
  await shop.stop();
  process.exit(exitCode);
};
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
// If either process dies, stop the other too rather than serve half a shop.
for (const child of [shop.api, shop.web]) child.on("exit", () => stop(1));
