import { describe, expect, it } from "vitest";
import { validateAddress } from "./address.ts";
import { postcodeFormatError } from "./postcodes.ts";

describe("postcodes by country", () => {
  it.each([
    ["US", "12207"],
    ["US", "12207-1234"],
    ["CA", "K1A 0B1"],
    ["CA", "k1a0b1"],
    ["GB", "SW1A 1AA"],
    ["GB", "M1 1AE"],
    ["AU", "2000"],
    ["DE", "10115"],
    ["FR", "75001"],
    ["NL", "1012 AB"],
    ["PL", "00-950"],
  ])("takes a %s postcode written like %s", (country, postcode) => {
    expect(postcodeFormatError(postcode, country)).toBeNull();
  });

  it.each([
    ["US", "ABCDE"],
    ["US", "1220"],
    ["US", "12207-12"],
    ["CA", "12345"],
    ["GB", "12345"],
    ["AU", "20000"],
    ["DE", "1011"],
    ["FR", "ABCDE"],
  ])("refuses a %s postcode %s", (country, postcode) => {
    expect(postcodeFormatError(postcode, country)).toMatch(/^Please enter a valid (ZIP code|postcode for the selected country), like /);
  });

  it("takes any postcode for a country outside the table", () => {
    expect(postcodeFormatError("ABC-99 Z", "KE")).toBeNull();
  });

  it("is one of the address rules: a US address with ZIP ABCDE is refused at its postcode", () => {
    const address = { firstname: "Ann", lastname: "Lee", street: ["1 Main St"], city: "Albany", postcode: "ABCDE", country_id: "US", region_id: 43, telephone: "(518) 555-0143" };
    expect(validateAddress(address)).toEqual({ postcode: "Please enter a valid ZIP code, like 12345 or 12345-6789." });
    expect(validateAddress({ ...address, postcode: "12207" })).toEqual({});
  });
});
