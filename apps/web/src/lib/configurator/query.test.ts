import { describe, expect, it } from "vitest";
import { firstOf, sameQuery, searchOf, urlQueryOf } from "./query.ts";

describe("the page query", () => {
  it("reads repeated keys as lists, from URLSearchParams or Next's search params", () => {
    expect(urlQueryOf(new URLSearchParams("accent_color=a&accent_color=b&size=medium"))).toEqual({ accent_color: ["a", "b"], size: "medium" });
    expect(urlQueryOf({ front_design: "x", back_design: ["y"], gone: undefined })).toEqual({ front_design: "x", back_design: "y" });
  });

  it("writes lists as repeated keys and tells a real change from a reordering", () => {
    expect(searchOf({ a: "1", b: ["2", "3"], c: null })).toBe("a=1&b=2&b=3");
    expect(sameQuery("a=1&b=2", "b=2&a=1")).toBe(true);
    expect(sameQuery("a=1", "a=2")).toBe(false);
    expect(firstOf(["x", "y"])).toBe("x");
    expect(firstOf("")).toBeUndefined();
  });
});
