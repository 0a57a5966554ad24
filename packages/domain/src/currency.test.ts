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
