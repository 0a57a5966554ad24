// A flood of listing requests that each ask something new (issue 32): a sort, a page start, a page size each, so
// that every answer is computed and offered to the API's catalogue cache. With a cache bounded by a count of
// entries, 1,000 such listings of 20 products took the API from 168-406 MB at rest to 810-941 MB.
import { rssMB } from "./memory.mjs";

const SORTS = ["updated_at:desc", "final_price:asc", "final_price:desc", "name:asc", "position:asc"];
/** Requests in flight at once: a few clients crawling, not a load test. */
const IN_FLIGHT = 4;

/** The i-th distinct listing: 20 to 44 products from one of 40 starts, in one of five orders. */
function listingPath(i) {
  const start = i % 40;
  const sort = SORTS[Math.floor(i / 40) % SORTS.length];
  const size = 20 + (Math.floor(i / (40 * SORTS.length)) % 25);
  return `/api/catalog/product?start=${start}&size=${size}&sort=${encodeURIComponent(sort)}`;
}

/**
 * Asks `count` distinct listings of the API at `apiBase` (whose process is `pid`); answers the API's peak RSS
 * meanwhile (MB) and the failed requests. With `metricsToken`, also the catalogue cache's bytes after.
 */
export async function floodListings(apiBase, pid, { count = 5_000, metricsToken } = {}) {
  let peak = rssMB(pid);
  let failed = 0;
  let next = 0;
  const asker = async () => {
    while (next < count) {
      const res = await fetch(apiBase + listingPath(next++)).catch(() => null);
      if (!res?.ok) failed++;
      await res?.arrayBuffer();
      peak = Math.max(peak ?? 0, rssMB(pid) ?? 0);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, asker));
  return { count, peak, failed, cacheBytes: metricsToken ? await catalogueCacheBytes(apiBase, metricsToken) : null };
}

async function catalogueCacheBytes(apiBase, token) {
  const res = await fetch(`${apiBase}/api/metrics`, { headers: { authorization: `Bearer ${token}` } });
  const line = (await res.text()).split("\n").find((l) => l.startsWith('cache_bytes{cache="catalogue"} '));
  return line ? Number(line.split(" ")[1]) : null;
}
