/**
 * Country → currency for about 250 countries (spec §4). Kept apart from currency.ts so that browser code
 * importing the money helpers does not carry the whole map.
 */
import countryToCurrency from "country-to-currency";

/** The currency a country pays in, if the country is known. */
export function currencyOfCountry(country: string | undefined): string | undefined {
  if (!country) return undefined;
  return (countryToCurrency as Record<string, string>)[country.trim().toUpperCase()];
}

/**
 * Codes country-to-currency still carries that ISO 3166-1 has withdrawn: AN, the Netherlands Antilles, split
 * in 2010 into CW, SX and BQ. Intl names AN "Curaçao", so the address forms listed Curaçao twice.
 */
const WITHDRAWN_CODES = new Set(["AN"]);

/** Every country the shop knows (current ISO 3166-1 alpha-2 codes), for the address forms. */
export function countryCodes(): string[] {
  return Object.keys(countryToCurrency)
    .filter((code) => !WITHDRAWN_CODES.has(code))
    .sort();
}
