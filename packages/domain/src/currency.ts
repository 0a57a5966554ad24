/** Currencies and money formatting, spec §3 "Currency", §9 "General". */
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

/** Converts an amount of the base currency with a rate, rounded to whole cents. */
export function convertCents(cents: number, rate: number): number {
  return Math.round(cents * rate);
}

/** Sign then amount with two fraction digits, e.g. "$1,234.50" or "€19.00". */
export function formatMoney(cents: number, currency: Pick<Currency, "symbol">): string {
  const negative = cents < 0;
  const amount = (Math.abs(cents) / 100).toLocaleString("en-US", {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${negative ? "-" : ""}${currency.symbol}${amount}`;
}

/** The label the currency selector shows: the code with its name in brackets. */
export function currencyLabel(c: Currency): string {
  return `${c.code} (${c.name})`;
}

/** Picks the active currency: a saved choice that is still offered, else the base currency. */
export function resolveCurrency(saved: string | undefined, available: Currency[]): Currency {
  const base = available.find((c) => c.code === BASE_CURRENCY) ?? available[0];
  if (!base) throw new Error("No currencies are configured");
  return available.find((c) => c.code === saved) ?? base;
}
