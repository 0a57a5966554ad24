// Turns measured figures into the printed report: one heading and one aligned table per section.
import os from "node:os";
import { figure, heading, ratio, table } from "./format.mjs";
import { CATEGORIES } from "./lighthouse.mjs";

/** What a reader needs to judge the figures: how big and how busy the machine was, and when. */
export function machineSection(load) {
  const cpus = os.cpus();
  return [
    heading("Petsies benchmark"),
    table(
      ["fact", "value"],
      [
        ["date", new Date().toISOString()],
        ["cpus", `${cpus.length} × ${cpus[0]?.model?.trim() ?? "unknown"}`],
        ["load average (1 min) at start", os.loadavg()[0].toFixed(2)],
        ["memory", `${Math.round(os.totalmem() / 2 ** 30)} GiB`],
        ["node", process.version],
        ["platform", `${os.platform()} ${os.release()}`],
        ["load", `${load.connections} connections, ${load.seconds} s after a ${load.warmupSeconds} s warm-up`],
      ],
    ),
    "Each row is measured beside a baseline from the same run: a plain node:http server answering the same",
    "bytes. ratio = our req/s ÷ baseline req/s (1 would be as fast as Node can send those bytes);",
    "p99 ratio = our p99 ÷ baseline p99. Timings vary with the machine's load; compare ratios across runs.",
  ].join("\n");
}

export function httpSection(title, rows) {
  const lines = [
    heading(title),
    table(
      ["page or call", "req/s", "p50 ms", "p99 ms", "baseline req/s", "ratio", "p99 ratio", "answer"],
      rows.map((r) => [
        r.name,
        figure(r.ours.rps),
        figure(r.ours.p50),
        figure(r.ours.p99),
        figure(r.baseline.rps),
        ratio(r.ours.rps, r.baseline.rps),
        ratio(r.ours.p99, r.baseline.p99),
        `${r.status} ${r.encoding} ${(r.bytes / 1024).toFixed(1)} KB`,
      ]),
    ),
  ];
  for (const r of rows) {
    // Latency only counts 2xx answers: say so when some answers were not, or the row flatters the shop.
    if (r.ours.non2xx > 0 || r.ours.errors > 0) {
      lines.push(`  ! ${r.name}: ${r.ours.non2xx} non-2xx answers and ${r.ours.errors} connection errors under load`);
    }
  }
  return lines.join("\n");
}

/**
 * Pages beside the same Next server sending one of its built files of similar size (issue 18's goal: at
 * least 0.5 of that rate, p99 under 50 ms, at the load's connections).
 */
export function sameServerSection(title, rows) {
  const pages = rows.filter((r) => r.nextFile);
  if (pages.length === 0) return "";
  return [
    heading(title),
    table(
      ["page", "req/s", "p99 ms", "Next file (same server)", "file req/s", "file p99 ms", "ratio"],
      pages.map((r) => [
        r.name,
        figure(r.ours.rps),
        figure(r.ours.p99),
        `${r.nextFile.url.split("/").pop()} ${(r.nextFile.bytes / 1024).toFixed(0)} KB (page ${(r.nextFile.pageBytes / 1024).toFixed(0)} KB)`,
        figure(r.nextFile.rps),
        figure(r.nextFile.p99),
        ratio(r.ours.rps, r.nextFile.rps),
      ]),
    ),
    "ratio = the page's req/s ÷ the same Next server's req/s for a built file of similar size (uncompressed).",
  ].join("\n");
}

/** The time from a price change (the staff tool's commit) to the product and category pages showing it. */
export function priceChangeSection(result) {
  return [
    heading(`Price change to pages (${result.rounds} changes of ${result.sku})`),
    table(
      ["page", "p50 ms", "p99 ms", "max ms"],
      [
        [result.pages.product, figure(result.product.p50), figure(result.product.p99), figure(result.product.max)],
        [result.pages.category, figure(result.category.p50), figure(result.category.p99), figure(result.category.max)],
      ],
    ),
    "From the commit to the first answer carrying the new price, asked for in a loop (goal: under 1,000 ms at p99).",
  ].join("\n");
}

export function lighthouseSection(results) {
  const lines = [
    heading("Lighthouse (mobile preset, simulated throttling; each page's median run by performance)"),
    table(
      ["page", ...CATEGORIES, "performance, each run", "JS KB (gzip, transferred)", "load (1 min) at start"],
      results.map((r) => [r.name, ...CATEGORIES.map((c) => r.scores[c] ?? "—"), r.performanceRuns.map((s) => s ?? "—").join(" "), r.scriptKB?.toFixed(1) ?? "—", r.load?.toFixed(2) ?? "—"]),
    ),
  ];
  const failing = results.flatMap((r) =>
    Object.entries(r.failing).map(([category, audits]) => ({ label: `${r.name} / ${category}`, audits })),
  );
  if (failing.length > 0) {
    lines.push("", "Audits short of full marks, per category below 100 (partial scores in brackets):");
    const width = Math.max(...failing.map((f) => f.label.length));
    for (const { label, audits } of failing) {
      const list = audits.length > 0 ? audits : ["(no single audit: rounding of partial scores)"];
      lines.push(...wrap(list, 100 - width - 4).map((text, i) => `  ${(i === 0 ? label : "").padEnd(width)}  ${text}`));
    }
  }
  for (const r of results) {
    if (r.runtimeError) lines.push(`  ! ${r.name}: Lighthouse could not audit the page (${r.runtimeError})`);
    for (const warning of r.warnings) lines.push(`  ! ${r.name}: ${warning}`);
  }
  return lines.join("\n");
}

/** Joins items with ", " into lines of at most `width` characters (an item longer than that gets a line). */
function wrap(items, width) {
  const lines = [];
  let line = "";
  for (const item of items) {
    const next = line ? `${line}, ${item}` : item;
    if (line && next.length > width) {
      lines.push(`${line},`);
      line = item;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Search and listing p50/p95 per catalogue size, and how much p95 grew from the smallest to the largest. */
export function scaleSection(rows) {
  const lines = [
    heading("Catalogue scale: search and category listing through the HTTP API (one request at a time, uncached)"),
    table(
      ["products", "search p50 ms", "search p95 ms", "listing p50 ms", "listing p95 ms"],
      rows.map((r) => [
        r.size.toLocaleString("en-US"),
        figure(r.search.p50),
        figure(r.search.p95),
        figure(r.listing.p50),
        figure(r.listing.p95),
      ]),
    ),
  ];
  const first = rows[0];
  const last = rows.at(-1);
  if (first && last && first !== last) {
    lines.push(
      `growth of p95 from ${first.size.toLocaleString("en-US")} to ${last.size.toLocaleString("en-US")} products: ` +
        `search ×${ratio(last.search.p95, first.search.p95)}, listing ×${ratio(last.listing.p95, first.listing.p95)}`,
    );
    lines.push(`listing measured on the largest categories: ${last.listing.categories.join(", ")}`);
  }
  return lines.join("\n");
}

/** Cart updates and order placement beside a cached catalogue read from the same run (bench/orders.mjs). */
export function ordersSection({ read, update, placement }) {
  const row = (name, r) => [
    name,
    figure(r.rps),
    figure(r.p50),
    figure(r.p99),
    ratio(r.rps, read.rps),
    ratio(r.p99, read.p99),
    `${r.non2xx} non-2xx, ${r.errors} errors`,
  ];
  return [
    heading("Cart and orders (API, embedded PGlite)"),
    table(
      ["call", "req/s", "p50 ms", "p99 ms", "req/s ÷ read", "p99 ÷ read", "failures"],
      [row("catalogue read (cached)", read), row("cart update", update), row("order placement", placement)],
    ),
    "Each order is placed on its own prepared cart (stock reserved, payment authorised, cart closed).",
  ].join("\n");
}

export function uploadsSection(rows) {
  return [
    heading("Photo upload to thumbnail (API, one request at a time)"),
    table(
      ["photo", "upload p50 ms", "upload p95 ms", "thumbnail p50 ms", "thumbnail p95 ms", "cached p50 ms", "upload + thumbnail p95 ms"],
      rows.map((r) => [r.name, figure(r.upload.p50), figure(r.upload.p95), figure(r.made.p50), figure(r.made.p95), figure(r.cached.p50), figure(r.total.p95)]),
    ),
    "Upload: type from the bytes, decode, upright re-encode without EXIF/GPS, storage. Thumbnail: 324×489 WebP",
    "made with sharp on first request (then served from storage: cached).",
  ].join("\n");
}

/** The customization rules engine per shopper input on the largest demo tree (bench/rules.ts). */
export function rulesSection(r) {
  return [
    heading(`Customization rules engine (${r.tree}: ${r.options} options, ${r.entries} options and values; ${r.inputs} inputs)`),
    table(
      ["work per input", "p50 ms", "p95 ms", "p50 ÷ baseline"],
      [
        ["applyInput", figure(r.applyInput.p50), figure(r.applyInput.p95), ratio(r.applyInput.p50, r.baseline.p50)],
        ["applyInput + offered, validate, price", figure(r.withRender.p50), figure(r.withRender.p95), ratio(r.withRender.p50, r.baseline.p50)],
        ["baseline: JSON.parse of the tree", figure(r.baseline.p50), figure(r.baseline.p95), "1.0"],
      ],
    ),
  ].join("\n");
}

export function backOfficeSection(r) {
  const row = (name, m) => [name, figure(m.p50), figure(m.p95), ratio(m.p50, r.baseline.p50)];
  return [
    heading(`Back office: the order list at ${r.orders.toLocaleString("en-US")} orders (in-process, one request at a time, embedded database)`),
    table(
      ["list", "p50 ms", "p95 ms", "p50 ÷ baseline"],
      [
        row("newest first, page by page", r.plain),
        row("one item status (the board's links)", r.status),
        row("search: an e-mail", r.search),
        row("search: a name", r.name),
        ["baseline: one order's page", figure(r.baseline.p50), figure(r.baseline.p95), "1.0"],
      ],
    ),
  ].join("\n");
}

export function importSection(r) {
  return [
    heading("Catalogue import: generated CSV files of new products through the staff API (in-process, embedded database, background jobs)"),
    table(
      ["rows", "file MB", "dry run rows/s", "apply rows/s", "re-import check rows/s", "dry run s", "apply s", "API peak RSS MB", "cart/create during apply: p99 / max ms"],
      r.sizes.map((s) => [
        s.rows.toLocaleString("en-US"),
        figure(s.megabytes),
        figure(s.dryRunRowsPerSecond),
        figure(s.applyRowsPerSecond),
        figure(s.reimportRowsPerSecond),
        figure(s.dryRunSeconds),
        figure(s.applySeconds),
        figure(s.peakRssMB),
        `${figure(s.shopperP99Ms)} / ${figure(s.shopperMaxMs)} (${s.shopperCalls} calls)`,
      ]),
    ),
    "A shopper's cart is due every 200 ms during each apply, each call timed from when it was due: on the embedded",
    "database a call waits for the apply's transaction under way (one chunk of 250 rows) or its plan's batch.",
  ].join("\n");
}

export function jobsSection(r) {
  const delay = (name, m) => [name, figure(m.p50), figure(m.p99)];
  return [
    heading(`Job queue: ${r.jobs.toLocaleString("en-US")} e-mail jobs through one worker (in-process, embedded database)`),
    table(
      ["run", "e-mails per second", "÷ baseline"],
      [
        ["through the queue (claim, send, record)", figure(r.queuedPerSecond), ratio(r.queuedPerSecond, r.directPerSecond)],
        ["baseline: the same e-mails sent straight", figure(r.directPerSecond), "1.0"],
      ],
    ),
    "",
    table(
      ["commit → e-mail written", "p50 ms", "p99 ms"],
      [
        delay("worker woken after the commit (order confirmations)", r.woken),
        delay(`found by the worker's poll (every ${r.pollMs} ms)`, r.polled),
      ],
    ),
  ].join("\n");
}

/**
 * How long a process is left alone before its memory "at rest" is read: longer than the 10 s of quiet after
 * which the API collects its garbage (apps/api/src/infra/idle-collection.ts), as a shop at rest would have.
 */
export const REST_SECONDS = 15;

/**
 * The API's resident memory beside the same run's baseline servers (plain node:http processes): at rest after
 * start, the peak under each load test, and at rest again after the load.
 */
export function apiMemorySection({ restAfterStart, restAfterLoad, rows, flood }) {
  const baselineRest = Math.max(...rows.map((r) => r.rss.baselineRest ?? 0)) || null;
  const row = (moment, ours, baseline) => [moment, figure(ours), figure(baseline), ratio(ours, baseline)];
  const floodName = `${flood.count.toLocaleString("en-US")} distinct listings`;
  return [
    heading("API memory (RSS of the API process, embedded PGlite, demo catalogue)"),
    table(
      ["moment", "API MB", "baseline MB", "ratio"],
      [
        row(`at rest, ${REST_SECONDS} s after start`, restAfterStart, baselineRest),
        ...rows.map((r) => row(`peak under load: ${r.name}`, r.rss.ours, r.rss.baseline)),
        row(`at rest, ${REST_SECONDS} s after the load`, restAfterLoad, baselineRest),
        row(`peak while asked ${floodName}`, flood.peak, null),
        row(`at rest, ${2 * REST_SECONDS} s after ${floodName}`, flood.rest, null),
      ],
    ),
    `After ${floodName} (each computed, offered to the catalogue cache): the cache holds ${figure(flood.cacheBytes === null ? null : flood.cacheBytes / 1e6)} MB` +
      ` by its own count (cache_bytes), bounded in bytes; ${flood.failed} requests failed.`,
    "baseline = the plain node:http server of the same row (at rest: the largest of them before its load).",
    "The API runs from its production build, as npm run start:api runs it (npm start's tsx adds about 90 MB).",
  ].join("\n");
}
