import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { databaseKinds, openTestDatabase } from "../../test/template.ts";
import type { Limit } from "./rate-limit.ts";
import { countersFor, pruneSignInPlaces, rememberSignInPlace, signInFailed, SIGN_IN_PLACE_TTL_MS, takeSignInAttempt, type SignInLimits } from "./sign-in-limits.ts";

const limit = (name: string, max: number): Limit => ({ name: `test-${name}`, max, windowMs: 60_000 });
const limits: SignInLimits = { perAddress: limit("ip", 100), perAccountAndAddress: limit("pair", 100), perAccount: limit("account", 2) };

describe.each(databaseKinds)("sign-in places on %s", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("let an address try an account past its limit for 90 days after the last sign-in there, and are pruned then", async () => {
    const db = database.db;
    const t0 = new Date("2032-01-01T00:00:00Z");
    const home = countersFor(limits, "pat", "198.51.100.1");
    await rememberSignInPlace(db, home, t0);
    const later = new Date(t0.getTime() + SIGN_IN_PLACE_TTL_MS - 60_000);
    for (const address of ["203.0.113.1", "203.0.113.2"]) await signInFailed(db, countersFor(limits, "pat", address), later);

    await expect(takeSignInAttempt(db, countersFor(limits, "pat", "203.0.113.3"), later)).rejects.toThrow("Too many requests");
    await expect(takeSignInAttempt(db, countersFor(limits, "pat", null), later)).rejects.toThrow("Too many requests");
    await expect(takeSignInAttempt(db, home, later)).resolves.toBeUndefined();
    // Another account's place is not this one's.
    await rememberSignInPlace(db, countersFor(limits, "sam", "203.0.113.3"), later);
    await expect(takeSignInAttempt(db, countersFor(limits, "pat", "203.0.113.3"), later)).rejects.toThrow("Too many requests");

    const expired = new Date(t0.getTime() + SIGN_IN_PLACE_TTL_MS + 1000);
    for (const address of ["203.0.113.1", "203.0.113.2"]) await signInFailed(db, countersFor(limits, "pat", address), expired);
    await expect(takeSignInAttempt(db, home, expired)).rejects.toThrow("Too many requests");
    expect(await pruneSignInPlaces(db, expired)).toBeGreaterThanOrEqual(1);
    await rememberSignInPlace(db, home, expired);
    await expect(takeSignInAttempt(db, home, expired)).resolves.toBeUndefined();
  });
});
