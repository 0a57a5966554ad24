import { convertCents, discountPercent, formatMoney, type Currency, type Product } from "@petsies/domain";

export interface ActiveCurrency {
  currency: Currency;
  rate: number;
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

export function priceView(p: Pick<Product, "final_price" | "regular_price">, active: ActiveCurrency): PriceView {
  const percent = discountPercent(Math.round(p.regular_price * 100), Math.round(p.final_price * 100));
  return {
    final: money(p.final_price, active),
    regular: percent > 0 ? money(p.regular_price, active) : null,
    discountPercent: percent,
  };
}
