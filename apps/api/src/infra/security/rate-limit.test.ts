import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { rateLimits } from "../../db/schema.ts";
import { databaseKinds, openTestDatabase } from "../../test/template.ts";
import { clearLimit, giveBack, limitKey, pruneRateLimits, takeAttempts, type Attempt, type Limit } from "./rate-limit.ts";

const limit: Limit = { name: "test", max: 3, windowMs: 60_000 };

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

  it("prunes counters a day old", async () => {
    const db = database.db;
    await takeAttempts(db, [[limit, "old"]], new Date(Date.now() - 25 * 60 * 60 * 1000));
    expect(await pruneRateLimits(db)).toBeGreaterThanOrEqual(1);
    expect(await countOf("old")).toBeUndefined();
  });
});
