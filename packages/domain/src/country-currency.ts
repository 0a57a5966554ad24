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

/** Every country the shop knows (ISO 3166-1 alpha-2), for the address forms. */
export function countryCodes(): string[] {
  return Object.keys(countryToCurrency).sort();
}
