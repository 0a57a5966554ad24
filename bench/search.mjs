// Search latency through the HTTP API: each query asked one at a time (a shopper waits for one answer),
// after a warm-up, so the figures are the time one search takes rather than a throughput under load.
//
//   import { measureSearch } from "./search.mjs";
//   const r = await measureSearch("http://127.0.0.1:3001", { uncached: true });
//   // → { overall: { p50, p95, n }, queries: [{ query, total, p50, p95, n }] }
//
// or from a shell: node bench/search.mjs [apiBaseUrl] [rounds]

import { summary, timeJson } from "./latency.mjs";

/** A mix of what shoppers type: plain words, typos, several words, a prefix being typed, skus. */
export const SEARCH_QUERIES = [
  "plush",
  "pillow",
  "pilow",
  "dgo plush",
  "golden retriever pillow",
  "cozy corgi plush",
  "blanket",
  "socks",
  "figurine",
  "tumblr",
  "gift box",
  "ForeversDog_bundle",
  "gift_box_dog",
  "petsies_hoodie_s",
  "pil",
  "no such thing here",
];

async function timeOne(url) {
  const { ms, result } = await timeJson(url);
  return { ms, total: result.total };
}

/**
 * Measures p50/p95 (milliseconds) of `queries` against the API at `baseUrl`, per query and overall.
 * `path` picks full search (default) or quick search ("/api/catalog/search/quick").
 */
export async function measureSearch(
  baseUrl,
  { queries = SEARCH_QUERIES, rounds = 20, warmupRounds = 3, path = "/api/catalog/search", uncached = false } = {},
) {
  // The API caches answers per query; `uncached` asks each round a page start not asked before (full
  // search only), which costs the same work as a new query.
  const urlOf = (q, round) =>
    `${baseUrl.replace(/\/$/, "")}${path}?q=${encodeURIComponent(q)}${uncached ? `&start=${round}` : ""}`;
  for (let i = 0; i < warmupRounds; i++) for (const q of queries) await timeOne(urlOf(q, 1000 + i));
  const byQuery = new Map(queries.map((q) => [q, { ms: [], total: 0 }]));
  // Rounds interleave the queries, so a slow moment of a shared machine spreads over all of them.
  for (let i = 0; i < rounds; i++) {
    for (const q of queries) {
      const { ms, total } = await timeOne(urlOf(q, i));
      const entry = byQuery.get(q);
      entry.ms.push(ms);
      entry.total = total;
    }
  }
  const all = [...byQuery.values()].flatMap((e) => e.ms);
  return {
    overall: summary(all),
    queries: [...byQuery.entries()].map(([q, e]) => ({ query: q, total: e.total, ...summary(e.ms) })),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? "http://127.0.0.1:3001";
  const rounds = Number(process.argv[3] ?? 20);
  const fmt = (n) => n.toFixed(1).padStart(7);
  const runs = [
    { path: "/api/catalog/search", uncached: true },
    { path: "/api/catalog/search", uncached: false },
    { path: "/api/catalog/search/quick", uncached: false },
  ];
  for (const { path, uncached } of runs) {
    const r = await measureSearch(base, { rounds, path, uncached });
    console.log(`\n${path}${uncached ? " uncached" : " (answer cache warm)"}, ${rounds} rounds\n  ${"query".padEnd(26)} ${"total".padStart(7)} ${"p50 ms".padStart(7)} ${"p95 ms".padStart(7)}`);
    for (const q of r.queries) console.log(`  ${q.query.padEnd(26)} ${String(q.total).padStart(7)} ${fmt(q.p50)} ${fmt(q.p95)}`);
    console.log(`  ${"all".padEnd(26)} ${"".padStart(7)} ${fmt(r.overall.p50)} ${fmt(r.overall.p95)}`);
  }
}
