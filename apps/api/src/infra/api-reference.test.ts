import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/app.ts";
import { databaseKinds } from "../test/template.ts";

describe.each(databaseKinds)("the API reference on %s", (kind) => {
  const t = useTestApp(kind);

  it("serves a page that loads Scalar's script from this server, with a policy allowing exactly its inline script", async () => {
    const page = await t().app.inject("/api/docs/");
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain("<title>Petsies storefront API reference</title>");
    expect(page.body).toContain('"url": "/api/docs/openapi.json"');

    const src = /<script src="([^"]+)"/.exec(page.body)?.[1];
    expect(src).toBe("js/scalar.js");
    const script = await t().app.inject(new URL(src!, "http://shop.test/api/docs/").pathname);
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-type"]).toMatch(/^application\/javascript/);

    const inline = /<script type="text\/javascript">([\s\S]*?)<\/script>/.exec(page.body)![1]!;
    const hash = createHash("sha256").update(inline).digest("base64");
    const scriptSrc = String(page.headers["content-security-policy"]).split(";").find((d) => d.startsWith("script-src "));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it("leaves the rest of the app under the usual policy", async () => {
    const res = await t().app.inject("/api/health");
    expect(String(res.headers["content-security-policy"])).toContain("script-src 'self';");
  });

  it("keeps serving the OpenAPI document, without the reference's own routes in it", async () => {
    expect((await t().app.inject("/api/docs")).headers.location).toBe("/api/docs/");
    const res = await t().app.inject("/api/docs/openapi.json");
    expect(res.statusCode).toBe(200);
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toContain("/api/health");
    expect(paths.filter((p) => p.startsWith("/api/docs"))).toEqual([]);
  });
});
