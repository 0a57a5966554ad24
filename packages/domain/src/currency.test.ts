import { describe, expect, it } from "vitest";
import { currencyOfCountry } from "./country-currency.ts";
import { convertCents, currencyLabel, formatMoney, resolveCurrency, type Currency } from "./currency.ts";

const usd: Currency = { code: "USD", name: "US Dollar", symbol: "$" };
const eur: Currency = { code: "EUR", name: "Euro", symbol: "€" };

describe("money", () => {
  it("formats sign then amount with two decimals", () => {
    expect(formatMoney(123450, usd)).toBe("$1,234.50");
    expect(formatMoney(1900, eur)).toBe("€19.00");
    expect(formatMoney(5, usd)).toBe("$0.05");
    expect(formatMoney(-250, usd)).toBe("-$2.50");
    expect(formatMoney(0, usd)).toBe("$0.00");
    expect(formatMoney(123456789012, usd)).toBe("$1,234,567,890.12");
  });
  it("writes what toLocaleString writes, for amounts around every grouping", () => {
    for (const cents of [1, 99, 100, 99999, 100000, 100001, 9999999, 10000000, 123456789, -100000, -99]) {
      const amount = (Math.abs(cents) / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      expect(formatMoney(cents, usd)).toBe(`${cents < 0 ? "-" : ""}$${amount}`);
    }
  });
  it("converts with a rate to whole cents", () => {
    expect(convertCents(23900, 0.92)).toBe(21988);
    expect(convertCents(1995, 1.3713)).toBe(2736);
  });
  it("labels a currency with its name in brackets", () => {
    expect(currencyLabel(usd)).toBe("USD (US Dollar)");
  });
  it("resolves the saved currency when offered, else USD", () => {
    expect(resolveCurrency("EUR", [usd, eur])).toBe(eur);
    expect(resolveCurrency("XYZ", [eur, usd])).toBe(usd);
    expect(resolveCurrency(undefined, [eur, usd])).toBe(usd);
    expect(() => resolveCurrency("USD", [])).toThrow();
  });
  it("derives the currency from the visitor's country when nothing is saved", () => {
    const gbp: Currency = { code: "GBP", name: "British Pound", symbol: "£" };
    expect(resolveCurrency(undefined, [usd, eur, gbp], currencyOfCountry("de"))).toBe(eur);
    expect(resolveCurrency(undefined, [usd, eur, gbp], currencyOfCountry("GB"))).toBe(gbp);
    expect(resolveCurrency("EUR", [usd, eur, gbp], currencyOfCountry("GB"))).toBe(eur);
    // Japan pays in yen, which the shop does not offer: US Dollar.
    expect(resolveCurrency(undefined, [usd, eur, gbp], currencyOfCountry("JP"))).toBe(usd);
    expect(resolveCurrency(undefined, [usd, eur, gbp], currencyOfCountry("ZZ"))).toBe(usd);
    expect(currencyOfCountry("au")).toBe("AUD");
  });
});
