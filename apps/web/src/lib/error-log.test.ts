import { describe, expect, it } from "vitest";
import { consoleMessage, errorKey, errorPayload, forget, isBot, LOGGED_MEMORY_MS, remember } from "./error-log.ts";

describe("the error logger's memory (spec §8, §9)", () => {
  const now = 1_800_000_000_000;

  it("logs a hash once within 24 hours, and again after", () => {
    const first = remember([], "a", now);
    expect(first).toEqual([{ hash: "a", at: now }]);
    expect(remember(first!, "a", now + 1000)).toBeNull();
    expect(remember(first!, "a", now + LOGGED_MEMORY_MS)).toEqual([{ hash: "a", at: now + LOGGED_MEMORY_MS }]);
  });

  it("keeps the 10 most recent hashes", () => {
    let memory: { hash: string; at: number }[] = [];
    for (let i = 0; i < 12; i++) memory = remember(memory, `h${i}`, now + i)!;
    expect(memory.map((m) => m.hash)).toEqual(["h2", "h3", "h4", "h5", "h6", "h7", "h8", "h9", "h10", "h11"]);
    // The oldest fell out, so it would be logged again.
    expect(remember(memory, "h0", now + 20)).not.toBeNull();
  });

  it("forgets a hash whose report failed", () => {
    expect(forget([{ hash: "a", at: now }, { hash: "b", at: now }], "a")).toEqual([{ hash: "b", at: now }]);
  });

  it("hashes message, line and url together", () => {
    expect(errorKey({ message: "x", line: 1 }, "/p/a/")).toBe(errorKey({ message: "x", line: 1 }, "/p/a/"));
    expect(errorKey({ message: "x", line: 1 }, "/p/a/")).not.toBe(errorKey({ message: "x", line: 2 }, "/p/a/"));
    expect(errorKey({ message: "x", line: 1 }, "/p/a/")).not.toBe(errorKey({ message: "x", line: 1 }, "/p/b/"));
    expect(errorKey({ message: "x", line: 1 }, "/p/a/")).toMatch(/^[0-9a-f]{8}-[0-9a-f]+$/);
  });
});

describe("what is reported", () => {
  it("never comes from bots", () => {
    expect(isBot("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")).toBe(true);
    expect(isBot("Mozilla/5.0 (compatible; bingbot/2.0)")).toBe(true);
    expect(isBot("Mozilla/5.0 (Linux; Android 11; moto g power) Chrome-Lighthouse")).toBe(true);
    expect(isBot("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1")).toBe(false);
    expect(isBot("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36")).toBe(false);
  });

  it("turns console.error arguments into one message, with an error's stack apart", () => {
    const error = new TypeError("cannot read 'sku'");
    const m = consoleMessage(["Cart sync failed:", error, { code: 500 }]);
    expect(m.message).toBe(`Cart sync failed: TypeError: cannot read 'sku' {"code":500}`);
    expect(m.stack).toBe(error.stack);
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(consoleMessage([circular]).message).toBe("[object Object]");
  });

  it("is the GELF payload of spec §7, bounded to what the API accepts", () => {
    const payload = errorPayload(
      { message: "x".repeat(5000), stack: "at a", file: "app.js", line: 12.7 },
      { url: "https://s/p/a/", host: "s", userAgent: "UA", appVersion: "0.1.0", instanceId: "i", traceId: "t" },
    );
    expect(payload).toEqual({
      version: "1.1",
      host: "s",
      short_message: "x".repeat(1000),
      full_message: "at a",
      facility: "storefront",
      file: "app.js",
      line: 12,
      _current_url: "https://s/p/a/",
      _user_agent: "UA",
      _trace_id: "t",
      _app_version: "0.1.0",
      _instance_id: "i",
    });
  });
});
