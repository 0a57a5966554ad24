import { campaignPriceCents, convertCents, discountPercent, formatMoney, type CampaignDiscounts, type Currency, type Product } from "@petsies/domain";

/**
 * What shopper-facing prices are shown in: the active currency with its rate, and the running campaign's
 * percent off by product id (spec §3 "Campaign content"), which the cart charges too (api cart/lines.ts).
 */
export interface ActiveCurrency {
  currency: Currency;
  rate: number;
  discounts?: CampaignDiscounts;
}

/** Wire prices are decimal USD amounts; this is the one place they become shopper-facing cents. */
export function toActiveCents(amount: number, active: ActiveCurrency): number {
  return convertCents(Math.round(amount * 100), active.rate);
}

export function money(amount: number, active: ActiveCurrency): string {
  return formatMoney(toActiveCents(amount, active), active.currency);
}

/** What a price tag shows: the final price, and the regular one with the discount when on sale. */
export interface PriceView {
  final: string;
  regular: string | null;
  discountPercent: number;
}

/** A campaign's price counts as the special price: it shows beside the regular one like any sale. */
export function priceView(p: Pick<Product, "id" | "final_price" | "regular_price">, active: ActiveCurrency): PriceView {
  const regularCents = Math.round(p.regular_price * 100);
  const finalCents = campaignPriceCents(Math.round(p.final_price * 100), active.discounts?.[p.id]);
  const percent = discountPercent(regularCents, finalCents);
  const shown = (cents: number) => formatMoney(convertCents(cents, active.rate), active.currency);
  return {
    final: shown(finalCents),
    regular: percent > 0 ? shown(regularCents) : null,
    discountPercent: percent,
  };
}
