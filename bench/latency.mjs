// One request at a time (a shopper waits for one answer), timed; and the percentiles of such timings.

/** The nearest-rank percentile of sorted values; NaN when there are none. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
}

/** p50 and p95 (and the count) of a list of milliseconds. */
export function summary(ms) {
  const sorted = [...ms].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), n: sorted.length };
}

/** GETs a JSON API URL; answers the milliseconds it took and the envelope's result. */
export async function timeJson(url) {
  const started = performance.now();
  const res = await fetch(url, { headers: { accept: "application/json" } });
  const body = await res.json();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(body.result)}`);
  return { ms, result: body.result };
}
