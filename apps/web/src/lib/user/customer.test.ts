import { describe, expect, it } from "vitest";
import { addressIdFromPath } from "./customer.ts";

describe("addressIdFromPath (the edit page's URL segment)", () => {
  it("takes every public address id, the ten-digit ones too", () => {
    expect(addressIdFromPath("7")).toBe(7);
    expect(addressIdFromPath("154399984")).toBe(154_399_984);
    // Public address ids run to 2^30 − 1: about one address in fourteen has ten digits.
    expect(addressIdFromPath("1073741823")).toBe(1_073_741_823);
    expect(addressIdFromPath("2147483647")).toBe(2_147_483_647);
  });

  it("refuses what cannot be an address id", () => {
    for (const segment of ["", "0", "007", "-1", "1.5", "1e3", "abc", "2147483648", "99999999999", " 7"]) {
      expect(addressIdFromPath(segment), segment).toBeNull();
    }
  });
});
