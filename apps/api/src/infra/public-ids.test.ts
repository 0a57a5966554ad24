import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { permutations } from "./public-ids.ts";

describe("public ids", () => {
  const ids = permutations(randomBytes(32));

  it("turn consecutive row ids into unrelated numbers, and back", () => {
    const rows = Array.from({ length: 2000 }, (_, i) => i + 1);
    const published = rows.map((id) => ids.toPublic("address", id));
    expect(new Set(published).size).toBe(rows.length);
    for (const p of published) expect(p > 0 && p < 2 ** 30).toBe(true);
    expect(published.map((p) => ids.toInternal("address", p))).toEqual(rows);
    // Neighbours are far apart and in no order: the gaps say nothing about how many rows lie between.
    const ascending = published.filter((p, i) => i > 0 && p > published[i - 1]!).length;
    expect(ascending).toBeGreaterThan(800);
    expect(ascending).toBeLessThan(1200);
    const closeNeighbours = published.filter((p, i) => i > 0 && Math.abs(p - published[i - 1]!) < 1000).length;
    expect(closeNeighbours).toBeLessThan(10);
  });

  it("differ by kind and by shop", () => {
    expect(ids.toPublic("order", 42)).not.toBe(ids.toPublic("address", 42));
    expect(ids.toPublic("order-item", 42)).not.toBe(ids.toPublic("order", 42));
    expect(permutations(randomBytes(32)).toPublic("order", 42)).not.toBe(ids.toPublic("order", 42));
  });

  it("answer no row for numbers outside the range, and a public id of one kind is another row of the other", () => {
    for (const wrong of [0, -1, 2 ** 30, 2 ** 31, 1.5, Number.NaN]) expect(ids.toInternal("order-item", wrong)).toBeNull();
    expect(() => ids.toPublic("order", 0)).toThrow(RangeError);
    const item = ids.toPublic("order-item", 7);
    expect(ids.toInternal("address", item)).not.toBe(7);
  });

  it("make nine-digit order numbers that never repeat and do not count", () => {
    const first = 100_000_001;
    const numbers = Array.from({ length: 2000 }, (_, i) => ids.orderNumber(first + i));
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const n of numbers) expect(n).toMatch(/^[1-9]\d{8}$/);
    const steps = numbers.slice(1).map((n, i) => Number(n) - Number(numbers[i]));
    expect(steps.filter((step) => step === 1)).toEqual([]);
  });
});
