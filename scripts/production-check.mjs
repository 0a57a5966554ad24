// The production install, checked the way a deployment does it: a copy of this checkout without
// node_modules or builds, `npm ci`, `npm run build`, `npm ci --omit=dev` (development tools gone), then the
// API and the storefront started alone (`npm run start:api`, `npm run start:web`), an order placed through
// the storefront, its confirmation e-mail sent by a job, the staff tool run from the build, and both stopped.
// `node scripts/production-check.mjs` runs it whole. With `--built` the copy takes this checkout's build
// (`npm run build` has run here) in place of its own `npm ci` and `npm run build`, as an image built on one
// machine and installed on another does: `npm test` runs it so, beside the journeys that use the same build.
// Exits non-zero on any failure.
import "./node-version.mjs";
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT, run, startProcess, stopProcess, waitForHttp } from "./processes.mjs";

const dir = mkdtempSync(path.join(tmpdir(), "petsies-production-"));
const dataDir = path.join(dir, ".data-production");
const apiPort = 29311;
const webPort = 29312;
const web = `http://127.0.0.1:${webPort}`;
const useBuild = process.argv.includes("--built");
/** What `npm run build` writes, copied with --built (the storefront's build cache stays behind). */
const WEB_BUILD = `apps/web/${process.env.NEXT_DIST_DIR ?? ".next"}`;
const BUILD_OUTPUTS = ["apps/api/dist", "apps/admin/dist", WEB_BUILD, "apps/web/public/sw.js"];
const npm = (args) => run("npm", [...args, "--no-audit", "--no-fund", "--prefer-offline"], { cwd: dir });

function step(name) {
  console.log(`\n▷ ${name}`);
}

function fail(message) {
  throw new Error(message);
}

async function call(method, url, body) {
  const res = await fetch(web + url, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) fail(`${method} ${url} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text).result;
}

let api;
let storefront;
let code = 1;
try {
  step("a copy of the checkout, as a clean clone has it");
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: ROOT, encoding: "utf8" })
    .split("\0")
    .filter((f) => f && existsSync(path.join(ROOT, f)));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    cpSync(path.join(ROOT, file), path.join(dir, file));
  }
  console.log(`${files.length} files in ${dir}`);

  if (useBuild) {
    step("the build of this checkout");
    for (const output of BUILD_OUTPUTS) {
      if (!existsSync(path.join(ROOT, output))) fail(`${output} is missing: run npm run build first`);
      cpSync(path.join(ROOT, output), path.join(dir, output), {
        recursive: true,
        filter: (source) => source !== path.join(ROOT, WEB_BUILD, "cache"),
      });
    }
  } else {
    step("npm ci");
    if ((await npm(["ci"])) !== 0) fail("npm ci failed");
    step("npm run build");
    if ((await run("npm", ["run", "build"], { cwd: dir })) !== 0) fail("npm run build failed");
  }
  step("npm ci --omit=dev");
  if ((await npm(["ci", "--omit=dev"])) !== 0) fail("npm ci --omit=dev failed");
  if (existsSync(path.join(dir, "node_modules", "tsx"))) fail("tsx is still installed: this is not a production install");

  step("start:api and start:web");
  // SEED_DEMO: the check orders a demo product from a production start, which would otherwise start empty.
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", SEED_DEMO: "1", API_PORT: String(apiPort), PORT: String(webPort), API_URL: `http://127.0.0.1:${apiPort}`, SITE_URL: web, LOG_LEVEL: "warn" };
  // The README's commands, npm included: a stop sent to npm alone must stop the part and end in its exit code.
  api = startProcess("api", "npm", ["run", "--silent", "start:api"], { cwd: dir, env });
  await waitForHttp(`http://127.0.0.1:${apiPort}/api/ready`, api);
  storefront = startProcess("web", "npm", ["run", "--silent", "start:web"], { cwd: dir, env });
  await waitForHttp(`${web}/health/`, storefront);
  const health = await fetch(`${web}/health/`);
  if (health.status !== 200) fail(`the storefront's /health/ answered ${health.status}`);

  step("the shop through the storefront");
  const home = await fetch(`${web}/`);
  if (home.status !== 200 || !(await home.text()).includes("</html>")) fail(`the home page answered ${home.status}`);
  const backOffice = await fetch(`${web}/admin/`);
  if (backOffice.status !== 200) fail(`the back office answered ${backOffice.status}`);
  const cartId = await call("POST", "/api/cart/create");
  const item = await call("POST", `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: "inspiration_kit", qty: 1 } });
  const address = { firstname: "Prod", lastname: "Check", street: ["1 Main St"], city: "Albany", postcode: "12207", country_id: "US", region_id: 43, telephone: "518 555 0143" };
  const order = await call("POST", "/api/order", {
    order_id: `production-check-${Date.now()}`,
    cart_id: cartId,
    products: [{ server_item_id: item.item_id, sku: "inspiration_kit", qty: 1 }],
    addressInformation: { billingAddress: address, payment_method_code: "checkmo" },
    personalDetails: { firstName: "Prod", lastName: "Check", emailAddress: "prod-check@example.com" },
  });
  console.log(`order #${order.increment_id} placed`);
  const outbox = path.join(dataDir, "outbox");
  const deadline = Date.now() + 60_000;
  const confirmed = () =>
    existsSync(outbox) && readdirSync(outbox).some((f) => f.endsWith(".json") && readFileSync(path.join(outbox, f), "utf8").includes(`#${order.increment_id}`));
  while (!confirmed()) {
    if (Date.now() > deadline) fail(`no confirmation e-mail for order #${order.increment_id} within a minute`);
    await new Promise((r) => setTimeout(r, 500));
  }
  console.log("its confirmation e-mail is in the outbox");

  step("the staff tool from the build");
  if ((await run("npm", ["run", "--silent", "shop", "--", "staff", "list"], { cwd: dir, env })) !== 0) fail("npm run shop -- staff list failed");

  step("stopping: SIGTERM to each npm run");
  await Promise.all([stopProcess(storefront, { group: false }), stopProcess(api, { group: false })]);
  for (const [part, child] of [["start:api", api], ["start:web", storefront]]) {
    if (child.exitCode !== 0) fail(`npm run ${part} exited with ${child.exitCode ?? child.signalCode} on SIGTERM`);
  }
  for (const port of [apiPort, webPort]) {
    if (await fetch(`http://127.0.0.1:${port}/`).then(() => true, () => false)) fail(`port ${port} still answers after its npm run stopped`);
  }
  code = 0;
  console.log("\nThe production install works.");
} catch (err) {
  console.error(`\nProduction check failed: ${err instanceof Error ? err.message : String(err)}`);
} finally {
  await Promise.all([stopProcess(storefront), stopProcess(api)]);
  rmSync(dir, { recursive: true, force: true });
}
process.exit(code);
