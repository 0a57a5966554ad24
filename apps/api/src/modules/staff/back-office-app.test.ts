import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backOfficeApp } from "./back-office-app.ts";

describe("serving the back office at /admin/", () => {
  let dir: string;
  const app = Fastify();
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "admin-dist-"));
    await backOfficeApp(app, dir);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });
  const get = (url: string) => app.inject({ method: "GET", url });

  it("says the app is not built, then serves a build made while running, its client routes and its assets", async () => {
    expect((await get("/admin/")).statusCode).toBe(503);
    await mkdir(path.join(dir, "assets"));
    await writeFile(path.join(dir, "index.html"), "<!doctype html><title>Back office</title>");
    await writeFile(path.join(dir, "assets", "app-abc123.js"), "console.log(1)");

    const index = await get("/admin/orders/100000001");
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain("Back office");
    expect(index.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(index.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(index.headers["content-security-policy"]).toContain("frame-src 'self'");
    expect(index.headers["cache-control"]).toBe("no-cache");

    const asset = await get("/admin/assets/app-abc123.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    expect((await get("/admin/assets/missing.js")).statusCode).toBe(404);
    expect((await get("/admin")).headers.location).toBe("/admin/");
  });

  it("never serves a file outside the build", async () => {
    for (const url of ["/admin/../package.json", "/admin/%2e%2e/%2e%2e/etc/passwd", "/admin/..%2f..%2fpackage.json"]) {
      const res = await get(url);
      expect(res.body, url).not.toContain('"name"');
      expect(res.body, url).not.toContain("root:");
    }
  });
});
