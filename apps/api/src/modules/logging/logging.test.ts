import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { errorLogs, rateLimits } from "../../db/schema.ts";
import { LIMITS, limitKey } from "../../infra/security/rate-limit.ts";
import { useTestApp } from "../../test/app.ts";
import { databaseKinds } from "../../test/template.ts";
import { errorHash, pagePath } from "./service.ts";

describe("page paths and error hashes", () => {
  it("keep the page without its query or fragment, which may carry tokens", () => {
    expect(pagePath("https://petsies.com/authenticate/?token=abc&email=a@b.co#x")).toBe("https://petsies.com/authenticate/");
    expect(pagePath("/p/dog/?token=abc")).toBe("/p/dog/");
    expect(pagePath(undefined)).toBeNull();
  });

  it("make one error on one page one hash, whatever its query", () => {
    const e = { short_message: "TypeError: x is undefined", file: "app.js", line: 12 };
    expect(errorHash({ ...e, _current_url: "https://s/p/a/?q=1" })).toBe(errorHash({ ...e, _current_url: "https://s/p/a/?q=2" }));
    expect(errorHash({ ...e, _current_url: "https://s/p/a/" })).not.toBe(errorHash({ ...e, line: 13, _current_url: "https://s/p/a/" }));
  });
});

describe.each(databaseKinds)("the browser error log on %s", (kind) => {
  const t = useTestApp(kind);
  let n = 0;
  const nextIp = () => `10.88.${Math.floor(++n / 250)}.${(n % 250) + 1}`;
  const post = async (payload: unknown, ip = nextIp()) => {
    const res = await t().app.inject({ method: "POST", url: "/api/error-log", headers: { "x-forwarded-for": ip }, payload: payload as object });
    return { status: res.statusCode, body: res.json() };
  };
  const error = (message: string) => ({
    version: "1.1",
    host: "petsies.test",
    short_message: message,
    full_message: `${message}\n    at render (app.js:10:5)`,
    facility: "storefront",
    file: "https://petsies.test/_next/static/chunks/app.js",
    line: 10,
    _current_url: "https://petsies.test/p/dog/?token=secret-token",
    _user_agent: "Mozilla/5.0",
    _trace_id: "6f1d3c1e-0000-4000-8000-000000000001",
    _app_version: "0.1.0",
    _instance_id: "b9a0e5c2-0000-4000-8000-000000000002",
    _client_ip: "1.2.3.4",
  });

  it("answers 202 and keeps one row per distinct error, counting repeats, with the address the API saw", async () => {
    const ip = nextIp();
    expect(await post(error("ReferenceError: dog is not defined"), ip)).toEqual({ status: 202, body: { code: 202, result: "Accepted" } });
    expect((await post(error("ReferenceError: dog is not defined"))).status).toBe(202);
    const rows = await t().database.db.select().from(errorLogs).where(eq(errorLogs.shortMessage, "ReferenceError: dog is not defined"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      occurrences: 2,
      currentUrl: "https://petsies.test/p/dog/",
      file: "https://petsies.test/_next/static/chunks/app.js",
      line: 10,
      facility: "storefront",
      appVersion: "0.1.0",
    });
    // The query (a token here) is never stored, and the browser's own claim of an address is ignored.
    expect(JSON.stringify(rows[0])).not.toContain("secret-token");
    expect(rows[0]?.clientIp).not.toBe("1.2.3.4");
  });

  it("refuses bad input with a 400 that names the field", async () => {
    const missing = await post({ full_message: "no short message" });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fields)).toEqual(["short_message"]);
    expect((await post({ short_message: "" })).status).toBe(400);
    expect((await post({ short_message: "x", line: -1 })).status).toBe(400);
    expect((await post({ short_message: "x".repeat(1001) })).status).toBe(400);
    const malformed = await t().app.inject({ method: "POST", url: "/api/error-log", headers: { "content-type": "application/json" }, payload: "{not json" });
    expect(malformed.statusCode).toBe(400);
  });

  it("limits reports per client address (429 past 30 in 15 minutes)", async () => {
    const ip = nextIp();
    await t().database.db.insert(rateLimits).values({ key: limitKey(LIMITS.errorLogPerIp, ip), count: 30, windowStart: new Date() });
    expect(await post(error("Flood"), ip)).toEqual({ status: 429, body: { code: 429, result: "Too many requests. Please wait before trying again." } });
    expect((await post(error("Flood"))).status).toBe(202);
  });
});
