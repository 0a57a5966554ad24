import { campaignPriceCents, convertCents, discountPercent, formatMoney, type CampaignDiscounts, type Currency, type Product } from "@petsies/domain";

/**
 * What shopper-facing prices are shown in: the active currency with its rate, and the running campaign's
 * discount (a percent or an amount off) by product id (spec §3 "Campaign content"), which the cart charges too (api cart/lines.ts).
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

/** Base-currency cents a product costs now: its final price, less the running campaign's discount when it has one. */
function payableCents(p: Pick<Product, "id" | "final_price">, active: ActiveCurrency): number {
  return campaignPriceCents(Math.round(p.final_price * 100), active.discounts?.[p.id]);
}

/** What a product costs now in the shopper's currency, as text (the price a price tag shows). */
export function payablePrice(p: Pick<Product, "id" | "final_price">, active: ActiveCurrency): string {
  return formatMoney(convertCents(payableCents(p, active), active.rate), active.currency);
}

/** The same as a decimal amount of the shopper's currency (structured data). */
export function payableAmount(p: Pick<Product, "id" | "final_price">, active: ActiveCurrency): number {
  return convertCents(payableCents(p, active), active.rate) / 100;
}

/** A campaign's price counts as the special price: it shows beside the regular one like any sale. */
export function priceView(p: Pick<Product, "id" | "final_price" | "regular_price">, active: ActiveCurrency): PriceView {
  const regularCents = Math.round(p.regular_price * 100);
  const percent = discountPercent(regularCents, payableCents(p, active));
  return {
    final: payablePrice(p, active),
    regular: percent > 0 ? formatMoney(convertCents(regularCents, active.rate), active.currency) : null,
    discountPercent: percent,
  };
}
