/**
 * Catalogue prices, spec §4 "Pricing, currency and tax" and §9.
 * Amounts are integer cents of the base currency (USD) inside the domain; the API converts at the edge.
 */
import { isSingleChoice } from "./catalog.ts";

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

export interface BundleSelection {
  option_id: number;
  option_qty: number;
  /** The linked product skus chosen for the option. */
  option_selections: string[];
}

/**
 * The skus and quantities a bundle consists of (spec §4): each option's chosen links, or its default link
 * (the first link when none is default) when nothing was chosen. An option marked not required (add-ons
 * such as plush upgrades or rush production) adds only a link marked default. Unknown options or skus are
 * errors, and so are an option marked required chosen empty and two links chosen in a radio or drop-down
 * option. A link whose quantity cannot be changed counts its own qty, whatever quantity was sent.
 */
export function bundleParts(
  options: {
    option_id: number;
    title?: string;
    required?: boolean;
    type?: string;
    product_links: { linked_product_sku: string; is_default?: boolean; qty?: number; can_change_quantity?: boolean }[];
  }[],
  selections: BundleSelection[],
): { parts: { sku: string; qty: number }[] } | { error: string } {
  const parts: { sku: string; qty: number }[] = [];
  for (const s of selections) {
    if (!options.some((o) => o.option_id === s.option_id)) return { error: `Unknown bundle option ${s.option_id}` };
  }
  for (const option of options) {
    const chosen = selections.find((s) => s.option_id === option.option_id);
    if (chosen) {
      if (!Number.isInteger(chosen.option_qty) || chosen.option_qty < 0) {
        return { error: "Bundle option quantities must be 0 or more" };
      }
      const name = option.title ?? `bundle option ${option.option_id}`;
      if (option.required === true && chosen.option_selections.length === 0) return { error: `Choose one of ${name}.` };
      if (option.type !== undefined && isSingleChoice(option.type) && chosen.option_selections.length > 1) return { error: `Choose only one of ${name}.` };
      for (const sku of chosen.option_selections) {
        const link = option.product_links.find((l) => l.linked_product_sku === sku);
        if (!link) return { error: `'${sku}' is not a choice of bundle option ${option.option_id}` };
        parts.push({ sku, qty: link.can_change_quantity === false ? (link.qty ?? 1) : chosen.option_qty });
      }
      continue;
    }
    const link = option.product_links.find((l) => l.is_default) ?? (option.required === false ? undefined : option.product_links[0]);
    if (link) parts.push({ sku: link.linked_product_sku, qty: link.qty ?? 1 });
  }
  return { parts };
}

/** What a set product's price is made of: its parts' regular and final prices (cents). */
export interface PartPrices {
  regularCents: number;
  finalCents: number;
}

/** A grouped product's parts (spec §4 "Grouped links are only associated simple products"), in link order. */
export function groupedPartSkus(product: { product_links: { link_type: string; linked_product_type: string; linked_product_sku: string }[] }): string[] {
  return product.product_links
    .filter((l) => l.link_type === "associated" && l.linked_product_type === "simple")
    .map((l) => l.linked_product_sku);
}

/**
 * A grouped product's price (spec §4): from 0, each associated simple product's price once (qty 1). A
 * bundle's: from 0, each option's default link (or its first) times the link's quantity. Parts that cannot
 * be found are named in `missing` for the caller to log; the rest still count.
 */
export function setPrice(
  kind: "grouped" | "bundle",
  product: {
    product_links: { link_type: string; linked_product_type: string; linked_product_sku: string }[];
    bundle_options: {
      option_id: number;
      required?: boolean;
      product_links: { linked_product_sku: string; is_default?: boolean; qty?: number }[];
    }[];
  },
  priceOf: (sku: string) => PartPrices | undefined,
): PartPrices & { missing: string[] } {
  const parts =
    kind === "grouped"
      ? groupedPartSkus(product).map((sku) => ({ sku, qty: 1 }))
      : (bundleParts(product.bundle_options, []) as { parts: { sku: string; qty: number }[] }).parts;
  const total = { regularCents: 0, finalCents: 0, missing: [] as string[] };
  for (const part of parts) {
    const price = priceOf(part.sku);
    if (!price) {
      total.missing.push(part.sku);
      continue;
    }
    total.regularCents += price.regularCents * part.qty;
    total.finalCents += price.finalCents * part.qty;
  }
  return total;
}
