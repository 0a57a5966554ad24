// Pages outlive the API (issue 33), checked on the storefront's production build (`npm run build`) with an API of
// its own on a fresh demo shop: a product page and a category page are loaded (the render cache keeps them), the
// API is stopped (SIGTERM, and its exit waited for), and then:
//   - the kept pages answer 200, marked stale (X-Petsies-Stale: 1);
//   - an existing product page nobody loaded answers 503 with Retry-After and the retry page, never 404: without
//     the API the storefront cannot tell it from a path that never existed, so that one answers 503 as well;
//   - a cart call through the storefront answers 503 with Retry-After (JSON, as the browser's apiCall reads it).
// The API is started again and the unloaded page answers 200. `npm test` runs it beside the journeys.
// Exits non-zero on any failure.
import "./node-version.mjs";
import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startApi, startShop, stopProcess, waitForHttp, webIsBuilt } from "./processes.mjs";

/** Below 32768, where Linux picks the local ports of outgoing connections. */
const API_PORT = 29341;
const WEB_PORT = 29342;
const web = `http://127.0.0.1:${WEB_PORT}`;
/** A product at its url_path (what the deployment probe found answering 404) and a category: loaded, so kept. */
const KEPT_PRODUCT = { path: "/custom-dog-plush/", shows: "Custom Dog Plush (Forevers)" };
const KEPT_CATEGORY = "/c/petsies-accessories/";
/** Existing product pages never loaded before the API stops: one at its url_path, one at its /p/ path. */
const UNVISITED_PRODUCTS = ["/petsies-gift-box-dog/", "/p/plush_travel_tote/"];
const NEVER_EXISTED = "/no-such-page-in-the-shop/";

if (!webIsBuilt()) {
  console.error("The storefront is not built: run npm run build first.");
  process.exit(1);
}

const failures = [];
function check(name, ok, detail = "") {
  console.log(`${ok ? "ok    " : "FAILED"} ${name}${ok ? "" : `: ${detail}`}`);
  if (!ok) failures.push(name);
}

/** A page as a browser loads it: status, headers and body. */
async function load(url) {
  const res = await fetch(web + url, { headers: { accept: "text/html" }, redirect: "manual" });
  return { status: res.status, headers: res.headers, body: await res.text() };
}

const dir = mkdtempSync(path.join(tmpdir(), "petsies-api-down-"));
const log = createWriteStream(path.join(dir, "server.log"));
const env = { ...process.env, DATA_DIR: path.join(dir, "data"), DATABASE_URL: "", SEED_DEMO: "1", LOG_LEVEL: "warn" };
// The API started again has startShop's environment.
const apiEnv = { ...env, API_PORT: String(API_PORT), API_URL: `http://127.0.0.1:${API_PORT}`, PORT: String(WEB_PORT) };
let shop;
let api;
try {
  shop = await startShop({ port: WEB_PORT, apiPort: API_PORT, env, log });
  api = shop.api;

  for (const url of [KEPT_PRODUCT.path, KEPT_CATEGORY]) {
    const page = await load(url);
    check(`${url} answers 200 while the API runs`, page.status === 200, `${page.status}`);
  }

  await stopProcess(api);
  check("the API stopped on SIGTERM", api.exitCode !== null, `exit ${api.exitCode}`);

  const product = await load(KEPT_PRODUCT.path);
  check(`kept ${KEPT_PRODUCT.path} answers 200`, product.status === 200, `${product.status}`);
  check(`kept ${KEPT_PRODUCT.path} is marked stale`, product.headers.get("x-petsies-stale") === "1", `${product.headers.get("x-petsies-stale")}`);
  check(`kept ${KEPT_PRODUCT.path} shows its product`, product.body.includes(KEPT_PRODUCT.shows));
  const category = await load(KEPT_CATEGORY);
  check(`kept ${KEPT_CATEGORY} answers 200, stale`, category.status === 200 && category.headers.get("x-petsies-stale") === "1", `${category.status} ${category.headers.get("x-petsies-stale")}`);

  // Search results nobody asked for and the shop's own pages (gift cards, cart) render with the API's answers too.
  for (const url of [...UNVISITED_PRODUCTS, NEVER_EXISTED, "/search/?q=nothing-kept", "/giftcards/", "/checkout/cart/"]) {
    const page = await load(url);
    check(`${url} answers 503, not 404`, page.status === 503, `${page.status}`);
    check(`${url} says when to try again`, Number(page.headers.get("retry-after")) > 0, `${page.headers.get("retry-after")}`);
    check(`${url} is the retry page`, page.body.includes("briefly unavailable") && page.body.includes(`href="${url}"`), page.body.slice(0, 200));
  }

  const cart = await fetch(`${web}/api/cart/create`, { method: "POST", headers: { accept: "application/json" } });
  const cartBody = await cart.text();
  check("a cart call answers 503", cart.status === 503, `${cart.status} ${cartBody.slice(0, 200)}`);
  check("a cart call says when to try again", Number(cart.headers.get("retry-after")) > 0, `${cart.headers.get("retry-after")}`);
  check("a cart call answers JSON", (cart.headers.get("content-type") ?? "").startsWith("application/json"), `${cart.headers.get("content-type")}`);

  api = startApi(apiEnv, log);
  await waitForHttp(`http://127.0.0.1:${API_PORT}/api/ready`, api);
  for (const url of UNVISITED_PRODUCTS) {
    const page = await load(url);
    check(`${url} answers 200 once the API is back`, page.status === 200, `${page.status}`);
  }
  const fresh = await load(KEPT_PRODUCT.path);
  check(`${KEPT_PRODUCT.path} is no longer stale`, fresh.status === 200 && !fresh.headers.has("x-petsies-stale"), `${fresh.status} ${fresh.headers.get("x-petsies-stale")}`);
} catch (error) {
  failures.push(String(error));
  console.error(error);
} finally {
  await Promise.all([stopProcess(shop?.web), stopProcess(api)]);
  log.end();
  if (failures.length === 0) rmSync(dir, { recursive: true, force: true });
  else console.log(`The servers' output: ${path.join(dir, "server.log")}`);
}
console.log(failures.length === 0 ? "\nThe storefront outlives its API." : `\n${failures.length} failed`);
process.exit(failures.length === 0 ? 0 : 1);
