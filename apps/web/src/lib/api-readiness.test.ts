import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiReadiness, servesShoppers } from "./api-readiness.ts";

describe("the API's readiness, as the storefront's /health/ reads it", () => {
  // Answers /api/ready as the API does (apps/api/src/modules/health/routes.ts), with `answer`.
  let answer: { status: number; result: unknown } = { status: 200, result: null };
  const api = createServer((_req, res) => {
    res.writeHead(answer.status, { "content-type": "application/json" });
    res.end(JSON.stringify({ code: answer.status, result: answer.result }));
  });
  let base = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  });
  afterAll(() => api.close());

  const checks = (storage: string, accepting = "ok") => ({ database: "ok", migrations: "ok", storage, accepting });

  it("serves shoppers while the API is ready, or degraded because its file storage fails", async () => {
    answer = { status: 200, result: { status: "ready", checks: checks("ok") } };
    expect(await apiReadiness(base)).toBe("ready");
    answer = { status: 200, result: { status: "degraded", checks: checks("failed") } };
    expect(await apiReadiness(base)).toBe("degraded");
    expect(servesShoppers("ready") && servesShoppers("degraded")).toBe(true);
  });

  it("does not while the API is not ready, answers something else, or cannot be reached", async () => {
    answer = { status: 503, result: { status: "not ready", checks: checks("ok", "failed") } };
    expect(await apiReadiness(base)).toBe("not ready");
    answer = { status: 200, result: "Route not found" };
    expect(await apiReadiness(base)).toBe("not ready");
    expect(await apiReadiness("http://127.0.0.1:1")).toBe("unreachable");
    expect(servesShoppers("not ready") || servesShoppers("unreachable")).toBe(false);
  });
});
