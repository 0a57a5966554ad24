import { describe, expect, it } from "vitest";
import { normalizeAddress, splitFullName, toE164, validateAddress, type Address } from "./address.ts";
import { regionsOf } from "./regions.ts";
import { FIELD_LIMITS } from "./field-limits.ts";

const good: Address = {
  firstname: "Ann",
  lastname: "Lee",
  street: ["1 Main St", ""],
  city: "Albany",
  postcode: "12207",
  country_id: "us",
  region_id: 43,
  telephone: "(518) 555-0143",
};

describe("addresses", () => {
  it("accepts a complete address and stores the phone as E.164 with the region from the list", () => {
    expect(validateAddress(good)).toEqual({});
    expect(normalizeAddress(good)).toMatchObject({
      country_id: "US",
      region: "New York",
      region_code: "NY",
      telephone: "+15185550143",
      street: ["1 Main St"],
    });
  });

  it("reports each problem at its field", () => {
    const errors = validateAddress({ ...good, firstname: " ", lastname: "L", street: [""], postcode: "12", telephone: "123", region_id: 999 });
    expect(errors).toEqual({
      firstname: "Field is required",
      lastname: "Please enter at least 2 characters.",
      street: "Field is required",
      postcode: "Please enter at least 3 characters.",
      region_id: "Please choose a state or region from the list.",
      telephone: "Please enter a valid phone number for the selected country.",
    });
  });

  it("needs a region only where the country has a list", () => {
    expect(validateAddress({ ...good, region_id: undefined })).toEqual({ region_id: "Field is required" });
    const uk = { ...good, country_id: "GB", region_id: undefined, telephone: "020 7946 0018", postcode: "SW1A 1AA" };
    expect(validateAddress(uk)).toEqual({});
  });

  it("checks the e-mail when asked", () => {
    expect(validateAddress({ ...good, email: "x@" }, { requireEmail: true })).toEqual({ email: "Please enter a valid e-mail address." });
    expect(validateAddress(good, { requireEmail: true })).toEqual({ email: "Field is required" });
  });

  it("formats phones by country", () => {
    expect(toE164("030 901820", "DE")).toBe("+4930901820");
    expect(toE164("12", "US")).toBeNull();
  });

  it("splits a full name into first word and the rest", () => {
    expect(splitFullName("  Mary Ann  van Dyke ")).toEqual({ firstName: "Mary", lastName: "Ann van Dyke" });
  });

  it("lists the US with territories and armed forces, ids matching the tax rules", () => {
    const us = regionsOf("US");
    expect(us).toHaveLength(65);
    expect(us.find((r) => r.id === 12)?.name).toBe("California");
    expect(us.some((r) => r.name === "Puerto Rico")).toBe(true);
    expect(us.some((r) => r.name === "Armed Forces Europe")).toBe(true);
    expect(new Set(us.map((r) => r.code)).size).toBe(65);
  });

  it("has region lists for every country spec §3 names, with ids unique across countries", () => {
    const countries = ["LT", "LV", "EE", "FI", "RO", "FR", "ES", "CH", "AT", "DE", "CA", "US"];
    for (const c of countries) expect(regionsOf(c).length, c).toBeGreaterThan(5);
    const ids = countries.flatMap((c) => regionsOf(c).map((r) => r.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(regionsOf("DE")[0]).toEqual({ id: 79, code: "BW", name: "Baden-Württemberg" });
    expect(regionsOf("de").some((r) => r.name === "Bayern")).toBe(true);
    expect(regionsOf("GB")).toEqual([]);
  });

  it("asks for a region in Germany and accepts a German phone", () => {
    const berlin = regionsOf("DE").find((r) => r.name === "Berlin")!;
    const de = { ...good, country_id: "DE", region_id: berlin.id, postcode: "10115", telephone: "030 901820" };
    expect(validateAddress(de)).toEqual({});
    expect(normalizeAddress(de)).toMatchObject({ region: "Berlin", telephone: "+4930901820" });
    expect(validateAddress({ ...de, region_id: undefined })).toEqual({ region_id: "Field is required" });
  });
});

describe("address field limits", () => {
  it("refuses text longer than the field's limit, at that field", () => {
    const long = "x".repeat(FIELD_LIMITS.name + 1);
    expect(validateAddress({ ...good, firstname: long, street: ["y".repeat(FIELD_LIMITS.street + 1)] })).toEqual({
      firstname: `Please use at most ${FIELD_LIMITS.name} characters.`,
      street: `Please use at most ${FIELD_LIMITS.street} characters.`,
    });
  });
});
