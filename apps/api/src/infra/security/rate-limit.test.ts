import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { rateLimits } from "../../db/schema.ts";
import { databaseKinds, openTestDatabase } from "../../test/template.ts";
import {
  attemptsSoFar,
  clearLimit,
  clientAddress,
  countAttempts,
  giveBack,
  limitKey,
  pruneRateLimits,
  takeAttempts,
  type Attempt,
  type Limit,
} from "./rate-limit.ts";

const limit: Limit = { name: "test", max: 3, windowMs: 60_000 };

describe("the client address a limit counts", () => {
  it("is the request's address, loopback included: a caller on this machine is limited like any other", () => {
    expect(clientAddress({ ip: "127.0.0.1" })).toBe("127.0.0.1");
    expect(clientAddress({ ip: "203.0.113.9" })).toBe("203.0.113.9");
  });

  it("is an IPv6 address's /64, however it is spelt, and an IPv4-mapped address's IPv4 address", () => {
    const block = (ip: string) => clientAddress({ ip });
    expect(block("::1")).toBe("::/64");
    expect(block("0:0:0:0:0:0:0:1")).toBe("::/64");
    for (const ip of ["2001:db8:a:b::1", "2001:DB8:A:B:ffff:ffff:ffff:ffff", "2001:0db8:000a:000b:0:0:0:2", "2001:db8:a:b::3%eth0"]) {
      expect(block(ip), ip).toBe("2001:db8:a:b::/64");
    }
    expect(block("2001:db8:a:c::1")).toBe("2001:db8:a:c::/64");
    expect(block("fe80::1")).toBe("fe80::/64");
    expect(block("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(block("::FFFF:cb00:7109")).toBe("203.0.113.9");
    // Not an address (a trusted proxy's header may say anything): counted as it is.
    expect(block("unknown")).toBe("unknown");
  });
});

describe.each(databaseKinds)("rate limits on %s", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });
  const countOf = async (subject: string) =>
    (await database.db.select().from(rateLimits).where(eq(rateLimits.key, limitKey(limit, subject))))[0]?.count;

  it("refuses past the limit within the window, and starts over after it", async () => {
    const db = database.db;
    const attempt: Attempt = [limit, "a"];
    const t0 = new Date("2030-01-01T00:00:00Z");
    for (let i = 0; i < 3; i++) await takeAttempts(db, [attempt], new Date(t0.getTime() + i * 1000));
    await expect(takeAttempts(db, [attempt], new Date(t0.getTime() + 59_000))).rejects.toThrow("Too many requests");
    await takeAttempts(db, [attempt], new Date(t0.getTime() + 60_000));
    expect(await countOf("a")).toBe(1);
  });

  it("counts every one of many attempts at once exactly once", async () => {
    const db = database.db;
    const many: Limit = { name: "burst", max: 10, windowMs: 60_000 };
    const outcomes = await Promise.allSettled(Array.from({ length: 30 }, () => takeAttempts(db, [[many, "b"]])));
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(10);
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, limitKey(many, "b")));
    expect(row!.count).toBe(30);
  });

  it("gives back a successful attempt, clears a counter, and stops at the first counter over its limit", async () => {
    const db = database.db;
    await takeAttempts(db, [[limit, "c"]]);
    await takeAttempts(db, [[limit, "c"]]);
    await giveBack(db, [[limit, "c"]]);
    expect(await countOf("c")).toBe(1);
    await clearLimit(db, [limit, "c"]);
    expect(await countOf("c")).toBeUndefined();

    for (let i = 0; i < 3; i++) await takeAttempts(db, [[limit, "d"]]);
    await expect(takeAttempts(db, [[limit, "d"], [limit, "e"]])).rejects.toThrow("Too many requests");
    expect(await countOf("e")).toBeUndefined();
  });

  it("counts without refusing past the limit, and reads a counter without counting", async () => {
    const db = database.db;
    const t0 = new Date("2031-01-01T00:00:00Z");
    for (let i = 0; i < 5; i++) await countAttempts(db, [[limit, "f"]], t0);
    expect(await attemptsSoFar(db, [limit, "f"], t0)).toBe(5);
    expect(await attemptsSoFar(db, [limit, "f"], t0)).toBe(5);
    expect(await attemptsSoFar(db, [limit, "f"], new Date(t0.getTime() + limit.windowMs))).toBe(0);
    expect(await attemptsSoFar(db, [limit, "never"], t0)).toBe(0);
    expect(await attemptsSoFar(db, [limit, null], t0)).toBe(0);
  });

  it("prunes counters a day old", async () => {
    const db = database.db;
    await takeAttempts(db, [[limit, "old"]], new Date(Date.now() - 25 * 60 * 60 * 1000));
    expect(await pruneRateLimits(db)).toBeGreaterThanOrEqual(1);
    expect(await countOf("old")).toBeUndefined();
  });
});
