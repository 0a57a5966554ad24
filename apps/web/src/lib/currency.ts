import { cache } from "react";
import { cookies } from "next/headers";
import {
  BASE_CURRENCY,
  campaignDiscounts,
  COUNTRY_COOKIE,
  CURRENCY_COOKIE,
  currencyOfCountry,
  resolveCurrency,
  type Currency,
  type CurrencyRate,
} from "@petsies/domain";
import { apiGet } from "./api.ts";
import type { ActiveCurrency } from "./money.ts";
import { getDefaultCampaign } from "./promotions/default-campaign.ts";

/** Used when the API cannot list currencies, so prices still render in the base currency. */
const BASE_FALLBACK: Currency = { code: BASE_CURRENCY, name: "US Dollar", symbol: "$" };

/** Never from Next's data cache: a rate change must show in the next render (the catalogue version covers currencies). */
async function loadCurrencies(): Promise<{ list: Currency[]; rates: CurrencyRate[] }> {
  try {
    const [list, rates] = await Promise.all([
      apiGet<Currency[]>("/api/currencies/list"),
      apiGet<CurrencyRate[]>("/api/currencies/rates"),
    ]);
    return { list: list.length > 0 ? list : [BASE_FALLBACK], rates };
  } catch {
    return { list: [BASE_FALLBACK], rates: [] };
  }
}

/**
 * The shopper's currency with its rate: the saved choice (cookie), else the visitor's country's currency,
 * else USD; with the default campaign's discounts, so every price rendered is the campaign's (a shopper in
 * another campaign has their tags re-priced in the browser: lib/promotions/shopper-campaign.ts). Once per
 * request however many components ask.
 */
export const getActiveCurrency = cache(async (): Promise<ActiveCurrency & { list: Currency[] }> => {
  const jar = await cookies();
  const [{ list, rates }, campaign] = await Promise.all([loadCurrencies(), getDefaultCampaign()]);
  const discounts = campaignDiscounts(campaign.campaignContent);
  const currency = resolveCurrency(jar.get(CURRENCY_COOKIE)?.value, list, currencyOfCountry(jar.get(COUNTRY_COOKIE)?.value));
  const rate = currency.code === BASE_CURRENCY ? 1 : rates.find((r) => r.currency_to === currency.code)?.rate;
  if (rate === undefined) return { currency: resolveCurrency(BASE_CURRENCY, list), rate: 1, list, discounts };
  return { currency, rate, list, discounts };
});
