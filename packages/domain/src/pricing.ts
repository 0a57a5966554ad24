/**
 * Catalogue prices, spec §4 "Pricing, currency and tax" and §9.
 * Amounts are integer cents of the base currency (USD) inside the domain; the API converts at the edge.
 */
export interface PriceSource {
  priceCents: number;
  specialPriceCents: number | null;
  specialFromDate: Date | null;
  specialToDate: Date | null;
}

/** A special price applies only when below the original price and within its date window. */
export function isSpecialPriceActive(p: PriceSource, now: Date): boolean {
  if (p.specialPriceCents === null) return false;
  if (p.specialPriceCents >= p.priceCents) return false;
  if (p.specialFromDate && now < p.specialFromDate) return false;
  if (p.specialToDate && now > endOfDay(p.specialToDate)) return false;
  return true;
}

/** The to-date names a whole day: a sale "until 30 November" lasts through that day. */
function endOfDay(d: Date): Date {
  const end = new Date(d);
  end.setUTCHours(23, 59, 59, 999);
  return end;
}

export function finalPriceCents(p: PriceSource, now: Date): number {
  return isSpecialPriceActive(p, now) ? (p.specialPriceCents as number) : p.priceCents;
}

/** Discount percent, rounded, computed as 1 minus special over regular (spec §9). */
export function discountPercent(regularCents: number, finalCents: number): number {
  if (regularCents <= 0 || finalCents >= regularCents) return 0;
  return Math.round((1 - finalCents / regularCents) * 100);
}

/** A configurable product's price is lowered to its cheapest child. */
export function cheapestCents(values: number[]): number | null {
  return values.length === 0 ? null : Math.min(...values);
}
