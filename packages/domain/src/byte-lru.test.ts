import { describe, expect, it } from "vitest";
import { ByteLru, jsonBytes } from "./byte-lru.ts";

/** Entries of 98 bytes plus a one-letter key: 100 bytes each. */
const ENTRY = 98;

describe("ByteLru", () => {
  it("holds at most its bound in bytes, counting each entry's size and key, however many entries that is", () => {
    const cache = new ByteLru<string>(1_000);
    for (let i = 0; i < 5_000; i++) cache.set(`listing ${i}`, "x", 200);
    expect(cache.bytes).toBeLessThanOrEqual(1_000);
    expect(cache.size).toBe(4);
    expect(cache.get("listing 4999")).toBe("x");
    expect(cache.get("listing 0")).toBeUndefined();
  });

  it("drops the least recently used entry first", () => {
    const cache = new ByteLru<string>(300);
    cache.set("a", "A", ENTRY);
    cache.set("b", "B", ENTRY);
    cache.set("c", "C", ENTRY);
    cache.set("d", "D", ENTRY);
    expect(cache.get("a")).toBeUndefined();
    expect([cache.get("b"), cache.get("c"), cache.get("d")]).toEqual(["B", "C", "D"]);
  });

  it("keeps an entry asked for again through a flood of keys asked for once", () => {
    const cache = new ByteLru<string>(1_000);
    cache.set("home", "page", ENTRY);
    expect(cache.get("home")).toBe("page");
    for (let i = 0; i < 1_000; i++) cache.set(`junk ${i}`, "junk", 200);
    expect(cache.get("home")).toBe("page");
    expect(cache.bytes).toBeLessThanOrEqual(1_000);
  });

  it("keeps an entry protected when it is stored again (a page rendered anew is still in use)", () => {
    const cache = new ByteLru<string>(1_000);
    cache.set("home", "v1", ENTRY);
    cache.get("home");
    cache.set("home", "v2", ENTRY);
    for (let i = 0; i < 100; i++) cache.set(`junk ${i}`, "junk", 200);
    expect(cache.get("home")).toBe("v2");
  });

  it("protects at most its share of the bound: the entries in use longest ago go back on probation", () => {
    const cache = new ByteLru<string>(1_000);
    for (const key of "abcdefghi") {
      cache.set(key, key, ENTRY);
      cache.get(key);
    }
    // Nine entries in use, eight fit in the protected part: "a" is on probation again, and goes first.
    cache.set("j", "j", 2 * ENTRY);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")).toBe("b");
    expect(cache.bytes).toBeLessThanOrEqual(1_000);
  });

  it("keeps nothing larger than its whole bound, and forgets a deleted entry", () => {
    const cache = new ByteLru<string>(100);
    cache.set("big", "x", 500);
    expect(cache.get("big")).toBeUndefined();
    cache.set("a", "A", 10);
    cache.delete("a");
    expect(cache.get("a")).toBeUndefined();
    expect(cache.bytes).toBe(0);
    expect(cache.size).toBe(0);
  });

  it("reckons an object as its JSON in two-byte characters", () => {
    expect(jsonBytes({ a: 1 })).toBe(14);
    expect(jsonBytes(undefined)).toBe(0);
  });
});
