/**
 * The catalogue's answer cache is bounded in bytes, not in entries (issue 32): listings that each ask something
 * new once filled 1,000 entries with whole listings, and the API grew to 810-941 MB. Its size is a metric.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/app.ts";
import { databaseKinds } from "../../test/template.ts";
import { CATALOG_CACHE_MAX_BYTES } from "./cache.ts";

const TOKEN = "metrics-token-0123456789abcdef";

describe.each(databaseKinds)("the catalogue cache on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { metricsToken: TOKEN });
  });
  afterAll(() => t?.close());

  const cacheBytes = async () => {
    const res = await t.app.inject({ url: "/api/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    const line = res.body.split("\n").find((l) => l.startsWith('cache_bytes{cache="catalogue"} '));
    return line === undefined ? null : Number(line.split(" ")[1]);
  };

  it("holds at most its bound in bytes through a flood of distinct listings, and says how much it holds", async () => {
    // The whole demo catalogue in each answer; every page size a new question (the catalogue is smaller than each).
    const listing = (size: number) => t.app.inject(`/api/catalog/product?start=0&size=${size}`);
    const whole = await listing(500);
    expect(whole.statusCode).toBe(200);
    // Listings that would hold a quarter more than the bound, each kept as its JSON in two-byte characters.
    const count = Math.ceil((1.25 * CATALOG_CACHE_MAX_BYTES) / (2 * whole.body.length));
    const total = whole.json().result.total as number;
    expect(500 - count).toBeGreaterThan(total);
    for (let size = 499; size > 500 - count; size--) expect((await listing(size)).statusCode).toBe(200);
    const held = await cacheBytes();
    expect(held).not.toBeNull();
    expect(held!).toBeLessThanOrEqual(CATALOG_CACHE_MAX_BYTES);
    expect(held!).toBeGreaterThan(CATALOG_CACHE_MAX_BYTES / 2);
  });
});
