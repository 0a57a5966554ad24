import Fastify from "fastify";
import { describe, expect, it, vi } from "vitest";
import { collectWhenIdle } from "./idle-collection.ts";

describe("collectWhenIdle", () => {
  const app = Fastify();
  app.get("/", async () => "ok");
  const idle = collectWhenIdle(app, 50);

  it("collects once after a quiet spell that follows answers, and not again until the next answer", async () => {
    expect(idle.collections()).toBe(0);
    await app.inject("/");
    await app.inject("/");
    await vi.waitFor(() => expect(idle.collections()).toBe(1), { timeout: 5000, interval: 20 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(idle.collections()).toBe(1);
    await app.inject("/");
    await vi.waitFor(() => expect(idle.collections()).toBe(2), { timeout: 5000, interval: 20 });
  });
});
