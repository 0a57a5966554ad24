import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { addToList, COMPARE_MAX, listFullMessage, listLimit, mergeLists, removeFromList } from "./product-lists.ts";

describe("product lists", () => {
  it("adds once at the end, and refuses a new sku when the list is full", () => {
    expect(addToList(["a", "b"], "a", 4)).toEqual(["a", "b"]);
    expect(addToList(["a", "b"], "c", 4)).toEqual(["a", "b", "c"]);
    expect(addToList(["a", "b", "c", "d"], "e", COMPARE_MAX)).toBeNull();
    expect(addToList(["a", "b", "c", "d"], "d", COMPARE_MAX)).toEqual(["a", "b", "c", "d"]);
    expect(listFullMessage("compare")).toBe("You can compare up to 4 products. Remove one to add another.");
    expect(removeFromList(["a", "b"], "a")).toEqual(["b"]);
    expect(listLimit("compare")).toBe(4);
    expect(listLimit("wishlist")).toBeGreaterThan(4);
  });

  it("merges a guest's list into the account's: account first, each sku once, newest kept past the limit", () => {
    expect(mergeLists(["a", "b"], ["b", "c"], 10)).toEqual(["a", "b", "c"]);
    expect(mergeLists(["a", "b", "c"], ["d", "e"], 4)).toEqual(["b", "c", "d", "e"]);
    fc.assert(
      fc.property(fc.array(fc.string()), fc.array(fc.string()), fc.integer({ min: 1, max: 8 }), (account, guest, max) => {
        const merged = mergeLists(account, guest, max);
        expect(merged.length).toBeLessThanOrEqual(max);
        expect(new Set(merged).size).toBe(merged.length);
        for (const sku of merged) expect([...account, ...guest]).toContain(sku);
      }),
    );
  });
});
