import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { errorForLog, errorText, redactUrl } from "./log-redaction.ts";

describe("redactUrl", () => {
  it("redacts secret parameters, however their names are spelled", () => {
    expect(redactUrl("/api/user/me?token=abc")).toBe("/api/user/me?token=[redacted]");
    expect(redactUrl("/api/user/me?%74oken=abc")).toBe("/api/user/me?%74oken=[redacted]");
    expect(redactUrl("/api/cart/pull?cart%49d=abc&token=def")).toBe("/api/cart/pull?cart%49d=[redacted]&token=[redacted]");
    expect(redactUrl("/api/cart/pull?CARTID=abc&sku=x")).toBe("/api/cart/pull?CARTID=[redacted]&sku=x");
  });

  it("leaves other parameters, names without a value and malformed escapes alone", () => {
    expect(redactUrl("/api/catalog/product?category_id=3&tokens=2&token")).toBe("/api/catalog/product?category_id=3&tokens=2&token");
    expect(redactUrl("/api/reviews?sku=%E0%A4%A&token=x")).toBe("/api/reviews?sku=%E0%A4%A&token=[redacted]");
    expect(redactUrl("/c/%00/")).toBe("/c/%00/");
  });

  it("redacts a download link's token, also behind an encoded path", () => {
    expect(redactUrl("/api/downloads/links/secret?x=1")).toBe("/api/downloads/links/[redacted]?x=1");
    expect(redactUrl("/api/downloads/%6Cinks/secret")).toBe("/api/downloads/links/[redacted]");
  });
});

describe("errorForLog", () => {
  /** A refused insert as node-postgres and PGlite report it, wrapped by Drizzle. */
  function failedInsert() {
    const cause = Object.assign(new Error('new row for relation "customers" violates check constraint "ok"'), {
      severity: "ERROR",
      code: "23514",
      table: "customers",
      constraint: "ok",
      detail: "Failing row contains (7, ann@example.com, Ann, scrypt$32768$…).",
    });
    return new DrizzleQueryError("insert into customers (email, first_name) values ($1, $2)", ["ann@example.com", "Ann"], cause);
  }

  it("keeps the SQL, the code and the constraint, never the parameters or the row", () => {
    const logged = JSON.stringify(errorForLog(failedInsert()));
    expect(logged).toContain("Failed query: insert into customers (email, first_name) values ($1, $2)");
    expect(logged).toContain('"code":"23514"');
    expect(logged).toContain('"constraint":"ok"');
    expect(logged).not.toContain("ann@example.com");
    expect(logged).not.toContain("Ann\"");
    expect(logged).not.toContain("scrypt");
  });

  it("redacts the input a database message quotes", () => {
    const err = Object.assign(new Error('invalid input syntax for type uuid: "a-secret-token"'), { severity: "ERROR", code: "22P02" });
    expect(JSON.stringify(errorForLog(err))).not.toContain("a-secret-token");
    expect(errorText(err)).toBe('invalid input syntax for type uuid: "[redacted]"');
  });

  it("gives a job's stored error the safe message too", () => {
    expect(errorText(failedInsert())).toBe("Failed query: insert into customers (email, first_name) values ($1, $2)");
    expect(errorText("plain")).toBe("plain");
    expect(errorForLog("job failed" as unknown as Error)).toEqual({ type: "string", message: "job failed", stack: "" });
  });

  it("keeps an ordinary error whole", () => {
    const err = Object.assign(new Error("ENOENT: no such file"), { code: "ENOENT", path: "/tmp/x" });
    expect(errorForLog(err)).toMatchObject({ type: "Error", message: "ENOENT: no such file", code: "ENOENT", path: "/tmp/x" });
  });
});
