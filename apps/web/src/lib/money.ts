import {
  campaignPriceCents,
  convertCents,
  discountPercent,
  formatMoney,
  type CampaignDiscounts,
  type CampaignPriceSource,
  type Currency,
  type Product,
} from "@petsies/domain";

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

/**
 * The prices a shopper in another campaign than the default sees: that campaign's discounts replace the
 * default's whole (a product the default discounts and theirs does not is at its full price), as the cart
 * charges them; null (the default campaign) leaves `active` as it is.
 */
export function shopperActive(active: ActiveCurrency, shopperDiscounts: CampaignDiscounts | null): ActiveCurrency {
  return shopperDiscounts ? { ...active, discounts: shopperDiscounts } : active;
}

/** What a price tag needs to price a product: its id and prices. */
export type PricedProduct = Pick<Product, "id" | "final_price" | "regular_price">;

/**
 * A tag's inputs as small as they go to the browser: the product's prices, and of the default campaign's
 * discounts only this product's (a listing would otherwise carry the whole campaign once per card).
 */
export function priceInputs(p: PricedProduct, active: ActiveCurrency): { product: PricedProduct; active: ActiveCurrency } {
  const discount = active.discounts?.[p.id];
  return {
    product: { id: p.id, final_price: p.final_price, regular_price: p.regular_price },
    active: { currency: active.currency, rate: active.rate, discounts: discount ? { [p.id]: discount } : {} },
  };
}

/**
 * The inputs of a campaign's price written in a story (a productPrice directive with the promo flag, evaluated
 * with the product's id: lib/story-text.ts): the same as a price tag's, so it re-prices as tags do.
 */
export function campaignPriceInputs(source: CampaignPriceSource, active: ActiveCurrency): { product: PricedProduct; active: ActiveCurrency } {
  return priceInputs({ id: source.productId, final_price: source.finalCents / 100, regular_price: source.regularCents / 100 }, active);
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
