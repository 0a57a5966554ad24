import { describe, expect, it } from "vitest";
import { countryOptions } from "./countries.ts";

describe("the address forms' country list", () => {
  it("names each country once, under one code (Curaçao was listed twice: AN and CW)", () => {
    const countries = countryOptions();
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
    expect(new Set(countries.map((c) => c.name)).size).toBe(countries.length);
    expect(countries.filter((c) => c.name === "Curaçao")).toEqual([{ code: "CW", name: "Curaçao" }]);
  });
});
