import { describe, expect, it } from "vitest";
import { useTestApp } from "./test/app.ts";
import { databaseKinds } from "./test/template.ts";

describe.each(databaseKinds)("API skeleton on %s", (kind) => {
  const t = useTestApp(kind);

  it("reports health with the database kind", async () => {
    const res = await t().app.inject("/api/health");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, result: { status: "ok", database: kind } });
  });

  it("serves an OpenAPI document describing the routes", async () => {
    const res = await t().app.inject("/api/docs/openapi.json");
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/catalog/product", "/api/product/{sku}", "/api/currencies/list", "/api/health"]),
    );
  });

  it("answers an unknown API route with a 404 envelope", async () => {
    const res = await t().app.inject("/api/nope");
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(404);
  });

  it("answers a malformed JSON body with 400, not 500", async () => {
    const res = await t().app.inject({
      method: "POST",
      url: "/api/ext/mailchimp-subscribe/subscribe",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(400);
  });

  it("never writes a token into a log line", async () => {
    await t().app.inject({
      method: "GET",
      url: "/api/catalog/product?size=1&token=super-secret-token-123",
      headers: { authorization: "Bearer other-secret-456" },
    });
    const all = t().logs.join("\n");
    expect(all).toContain("/api/catalog/product");
    expect(all).not.toContain("super-secret-token-123");
    expect(all).not.toContain("other-secret-456");
  });

  describe("newsletter", () => {
    it("subscribes a valid address, twice without harm", async () => {
      for (let i = 0; i < 2; i++) {
        const res = await t().app.inject({
          method: "POST",
          url: "/api/ext/mailchimp-subscribe/subscribe",
          payload: { email: "  Fan@Example.com " },
        });
        expect(res.json()).toEqual({ code: 200, result: true });
      }
    });

    it("refuses a missing or invalid address with a message", async () => {
      const missing = await t().app.inject({ method: "POST", url: "/api/ext/mailchimp-subscribe/subscribe", payload: {} });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().result).toContain("Field is required");
      const bad = await t().app.inject({
        method: "POST",
        url: "/api/ext/mailchimp-subscribe/subscribe",
        payload: { email: "not-an-email" },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().result).toBe("Please enter a valid e-mail address");
    });
  });
});
