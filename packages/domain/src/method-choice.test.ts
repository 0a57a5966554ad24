import { describe, expect, it } from "vitest";
import { keptMethod } from "./method-choice.ts";

describe("the method that stays chosen", () => {
  it("is the shopper's while it is offered", () => {
    expect(keptMethod(["flatrate", "express"], "express")).toBe("express");
  });

  it("is the only one when the shopper's is gone or none was chosen", () => {
    expect(keptMethod(["flatrate"], "express")).toBe("flatrate");
    expect(keptMethod(["flatrate"], null)).toBe("flatrate");
  });

  it("is none when several are offered and the shopper's is not among them", () => {
    expect(keptMethod(["flatrate", "express"], "pickup")).toBeNull();
    expect(keptMethod([], null)).toBeNull();
  });
});
