/** Currencies shoppers can browse in. Prices are stored and charged in USD; rates are units per 1 USD. */
import type { CurrencyData } from "../types.ts";

export const currencies: CurrencyData[] = [
  { code: "USD", name: "US Dollar", symbol: "$", rate: 1, position: 0 },
  { code: "EUR", name: "Euro", symbol: "€", rate: 0.92, position: 1 },
  { code: "GBP", name: "British Pound", symbol: "£", rate: 0.79, position: 2 },
  { code: "CAD", name: "Canadian Dollar", symbol: "CA$", rate: 1.37, position: 3 },
  { code: "AUD", name: "Australian Dollar", symbol: "A$", rate: 1.52, position: 4 },
];
