/** Currencies and money formatting, spec §3 "Currency", §4 "Pricing, currency and tax", §9 "General". */
export interface Currency {
  code: string;
  name: string;
  symbol: string;
}

export interface CurrencyRate {
  currency_to: string;
  rate: number;
}

export const BASE_CURRENCY = "USD";
export const CURRENCY_COOKIE = "currency";
/** ISO 3166 alpha-2 code of the visitor's country, set by the edge or a geo-IP lookup in front of the shop. */
export const COUNTRY_COOKIE = "visitor-country";

/** Converts an amount of the base currency with a rate, rounded to whole cents. */
export function convertCents(cents: number, rate: number): number {
  return Math.round(cents * rate);
}

/**
 * Sign then amount with two fraction digits and thousands grouped, e.g. "$1,234.50" or "€19.00". Written out
 * rather than through toLocaleString, which builds an Intl number formatter on every call: a page shows
 * dozens of prices, rendered on the server and again in the browser.
 */
export function formatMoney(cents: number, currency: Pick<Currency, "symbol">): string {
  const whole = Math.round(Math.abs(cents));
  const units = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ",");
  const fraction = String(whole % 100).padStart(2, "0");
  return `${cents < 0 && whole > 0 ? "-" : ""}${currency.symbol}${units}.${fraction}`;
}

/** The label the currency selector shows: the code with its name in brackets. */
export function currencyLabel(c: Currency): string {
  return `${c.code} (${c.name})`;
}

/**
 * The active currency (spec §4): the saved choice if the shop offers it; otherwise the currency of the
 * visitor's country (see country-currency.ts) when offered; otherwise US Dollar.
 */
export function resolveCurrency(saved: string | undefined, available: Currency[], countryCurrency?: string): Currency {
  const base = available.find((c) => c.code === BASE_CURRENCY) ?? available[0];
  if (!base) throw new Error("No currencies are configured");
  const offered = (code: string | undefined) => available.find((c) => c.code === code);
  return offered(saved) ?? offered(countryCurrency) ?? base;
}
