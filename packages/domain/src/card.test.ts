import { describe, expect, it } from "vitest";
import { cardBrand, cardDigits, isCardExpired, isLuhnValid, parseCardExpiry } from "./card.ts";

describe("card rules", () => {
  it("reads 12 to 19 digits with spaces between groups, nothing else", () => {
    expect(cardDigits("4242 4242 4242 4242")).toBe("4242424242424242");
    expect(cardDigits("424242424242")).toBe("424242424242");
    expect(cardDigits("42424242424")).toBeNull();
    expect(cardDigits("42424242424242424242")).toBeNull();
    expect(cardDigits("4242-4242-4242-4242")).toBeNull();
    expect(cardDigits("")).toBeNull();
  });

  it("checks the Luhn sum", () => {
    for (const n of ["4242424242424242", "4000000000000002", "4000000000009995", "5555555555554444", "378282246310005"])
      expect(isLuhnValid(n)).toBe(true);
    expect(isLuhnValid("4242424242424241")).toBe(false);
    expect(isLuhnValid("2424424242424242")).toBe(false);
  });

  it("names the brand from the number's prefix", () => {
    expect(cardBrand("4242424242424242")).toBe("visa");
    expect(cardBrand("5555555555554444")).toBe("mastercard");
    expect(cardBrand("2223003122003222")).toBe("mastercard");
    expect(cardBrand("378282246310005")).toBe("amex");
    expect(cardBrand("6011111111111117")).toBe("discover");
    expect(cardBrand("3566002020360505")).toBe("other");
  });

  it("parses MM/YY", () => {
    expect(parseCardExpiry("04/31")).toEqual({ month: 4, year: 2031 });
    expect(parseCardExpiry(" 12/29 ")).toEqual({ month: 12, year: 2029 });
    for (const bad of ["13/30", "00/30", "4/30", "04/2030", "0430", ""]) expect(parseCardExpiry(bad)).toBeNull();
  });

  it("keeps a card good through the last day of its expiry month", () => {
    const now = new Date("2027-06-30T23:59:59Z");
    expect(isCardExpired({ month: 6, year: 2027 }, now)).toBe(false);
    expect(isCardExpired({ month: 5, year: 2027 }, now)).toBe(true);
    expect(isCardExpired({ month: 12, year: 2026 }, now)).toBe(true);
    expect(isCardExpired({ month: 1, year: 2028 }, now)).toBe(false);
  });
});
