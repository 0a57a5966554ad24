// The time from a price change to the category and product pages showing it (issue 18: under a second at
// p99, on pages served from the storefront's render cache). Each round sets a new regular price with the
// staff tool, which prints the moment it committed, while this process asks for both pages over and over
// from before the change; a page's delay is when its answer first carries the new price, less that moment.
import { spawn } from "node:child_process";
import { percentile } from "./latency.mjs";

/** GET an API path and unwrap the `{ code, result }` envelope. */
async function apiGet(apiBase, path) {
  const res = await fetch(apiBase + path);
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
  return (await res.json()).result;
}

/**
 * A listed simple product whose shown price is its regular price (no special price), on the first page of
 * its category: its product and category pages then show a regular price change as it is.
 */
export async function priceChangeTarget({ apiBase, webBase }) {
  const { items } = await apiGet(apiBase, "/api/catalog/product?type_id=simple&size=100");
  const flatten = (cs) => cs.flatMap((c) => [c, ...flatten(c.children_data ?? [])]);
  const categories = flatten(await apiGet(apiBase, "/api/catalog/category/tree"));
  for (const p of items.filter((i) => i.final_price === i.regular_price)) {
    const category = categories.find((c) => p.category_ids.includes(c.id));
    if (!category) continue;
    const shown = await apiGet(apiBase, `/api/catalog/product?category_id=${category.id}&size=50`);
    if (!shown.items.some((i) => i.sku === p.sku)) continue;
    return {
      sku: p.sku,
      regularPrice: p.regular_price,
      pages: { product: `${webBase}/p/${encodeURIComponent(p.sku)}/`, category: `${webBase}/c/${category.slug}/` },
    };
  }
  throw new Error("no listed simple product without a special price was found for the price change");
}

/** "$1,234.50", as the pages show US dollars. */
const dollars = (amount) => `$${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The staff tool's `product price`; answers the commit time it printed (ms since the epoch). */
function setPrice(runShop, sku, amount) {
  return new Promise((resolve, reject) => {
    const child = runShop(["product", "price", sku, amount.toFixed(2)]);
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.on("error", reject);
    child.on("exit", (code) => {
      const committed = /committed at (\S+Z)\)/.exec(out)?.[1];
      if (code !== 0 || !committed) return reject(new Error(`the staff tool could not set the price (exit ${code}): ${out.trim()}`));
      resolve(Date.parse(committed));
    });
  });
}

/** Asks for `url` until its HTML carries `text`; answers when it first did, or null after `giveUpMs`. */
async function firstShown(url, text, until) {
  while (Date.now() < until.giveUpAt) {
    const html = await fetch(url, { headers: { accept: "text/html" } }).then((r) => r.text(), () => "");
    // When the answer has arrived, as a shopper would see it.
    if (html.includes(text)) return Date.now();
    if (until.stop) return null;
  }
  return null;
}

/**
 * `rounds` price changes; per page, the delays (ms) from each commit to the page showing the new price.
 * `runShop(args)` spawns the staff tool against the shop under test.
 */
export async function measurePriceChange(target, runShop, { rounds = 10, giveUpMs = 20_000 } = {}) {
  const delays = { product: [], category: [] };
  try {
    for (let round = 1; round <= rounds; round++) {
      const amount = Math.round((target.regularPrice + round * 0.37) * 100) / 100;
      const text = dollars(amount);
      const until = { giveUpAt: Date.now() + giveUpMs, stop: false };
      // Asking starts before the change: no page can show the new price before its commit.
      const seen = Promise.all([firstShown(target.pages.product, text, until), firstShown(target.pages.category, text, until)]);
      const committed = await setPrice(runShop, target.sku, amount).catch((err) => {
        until.stop = true;
        throw err;
      });
      const [product, category] = await seen;
      if (product === null || category === null) throw new Error(`the pages did not show ${text} within ${giveUpMs / 1000} s`);
      delays.product.push(product - committed);
      delays.category.push(category - committed);
    }
  } finally {
    await setPrice(runShop, target.sku, target.regularPrice).catch(() => {});
  }
  const figures = (list) => {
    const sorted = [...list].sort((a, b) => a - b);
    return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99), max: sorted.at(-1) };
  };
  return { rounds, sku: target.sku, pages: target.pages, product: figures(delays.product), category: figures(delays.category) };
}

/** The staff tool as `npm run shop` runs it, with the shop's environment. */
export function shopTool(env, cwd) {
  return (args) => spawn(process.execPath, ["--import", "tsx", "apps/api/src/cli/shop.ts", ...args], { cwd, env, stdio: ["ignore", "pipe", "inherit"] });
}
