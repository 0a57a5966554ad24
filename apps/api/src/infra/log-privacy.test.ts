/**
 * No log line holds personal data or a secret (issue 20 items 8 and 12): a query the database refuses is
 * logged with its SQL and error code, never its parameters, and a secret query parameter is redacted
 * however its name is spelled.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { accountClient, newEmail, PASSWORD } from "../test/accounts.ts";
import { useTestApp } from "../test/app.ts";
import { databaseKinds } from "../test/template.ts";

/** A value that the database itself refuses (a check constraint this test adds), whatever the input guard lets through. */
const REFUSED = "Refused-By-The-Database";

describe.each(databaseKinds)("log lines on %s", (kind) => {
  const t = useTestApp(kind);
  const { call, signUp } = accountClient(t);
  const logs = () => t().logs.join("\n");

  beforeAll(async () => {
    const { db } = t().database;
    await db.execute(sql.raw(`ALTER TABLE customers ADD CONSTRAINT log_test_refused CHECK (last_name <> '${REFUSED}')`));
    await db.execute(sql.raw(`ALTER TABLE customer_addresses ADD CONSTRAINT log_test_refused CHECK (company IS DISTINCT FROM '${REFUSED}')`));
  });

  it("a failed sign-up logs the SQL error, not the e-mail, the name or the password hash", async () => {
    const email = newEmail();
    const res = await call("POST", "/api/user/create", { customer: { email, firstname: "Rosalind", lastname: REFUSED }, password: PASSWORD });
    expect(res.status).toBe(500);
    const failure = t().logs.find((line) => line.includes("unhandled error"));
    expect(failure).toContain("log_test_refused");
    expect(failure).toContain("23514"); // check_violation
    expect(logs()).not.toContain(email);
    expect(logs()).not.toContain("Rosalind");
    expect(logs()).not.toMatch(/scrypt\$/);
    expect(logs()).not.toContain(PASSWORD);
  });

  it("a failed address logs no name, street, phone or company", async () => {
    const { token } = await signUp();
    const address = {
      firstname: "Beatrix",
      lastname: "Quimby",
      street: ["742 Evergreen Terrace"],
      city: "Springfield",
      postcode: "97403",
      country_id: "US",
      region_id: 49,
      telephone: "+15415550199",
      company: REFUSED,
    };
    const res = await call("POST", `/api/address/create?token=${token}`, { address });
    expect(res.status).toBe(500);
    for (const value of ["Beatrix", "Quimby", "742 Evergreen Terrace", "+15415550199", REFUSED, token]) {
      expect(logs()).not.toContain(value);
    }
  });

  it("redacts a secret query parameter whose name is percent-encoded", async () => {
    const secret = "percent-encoded-secret-that-must-not-be-logged";
    await t().app.inject(`/api/user/me?%74oken=${secret}`);
    await t().app.inject(`/api/cart/pull?cart%49d=${secret}-cart`);
    await t().app.inject(`/api/cart/pull?cartId=x&%54OKEN=${secret}-upper`);
    expect(logs()).toContain("/api/user/me?%74oken=[redacted]");
    expect(logs()).not.toContain(secret);
  });

  it("redacts a download link's token in a percent-encoded path", async () => {
    const secret = "download-token-that-must-not-be-logged";
    await t().app.inject(`/api/downloads/%6Cinks/${secret}`);
    expect(logs()).not.toContain(secret);
  });
});
