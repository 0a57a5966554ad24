/**
 * Tax (spec §3 "Tax rule", §4 "Pricing, currency and tax"): a rule is matched by product tax class (and
 * customer tax class when customer groups are in use), then a rate by country and region. No match means
 * zero tax. This shop computes tax on the server; catalogue prices exclude tax.
 */
export interface TaxRate {
  rate: number;
  tax_country_id: string;
  /** 0 means "every region of the country". */
  tax_region_id: number;
  region_name: string;
}

export interface TaxRule {
  id: number;
  code: string;
  product_tax_class_ids: number[];
  customer_tax_class_ids: number[];
  rates: TaxRate[];
}

export const DEFAULT_TAX_COUNTRY = "US";
export const DEFAULT_CUSTOMER_TAX_CLASS = 3;

export interface TaxContext {
  productTaxClassId: number;
  /** Left out when customer groups do not take part in matching. */
  customerTaxClassId?: number;
  countryId: string;
  regionId?: number;
}

/** The rate in percent for a product in a place; a region's own rate wins over a country-wide one. */
export function taxRatePercent(rules: TaxRule[], ctx: TaxContext): number {
  const rule = rules.find(
    (r) =>
      r.product_tax_class_ids.includes(ctx.productTaxClassId) &&
      (ctx.customerTaxClassId === undefined || r.customer_tax_class_ids.includes(ctx.customerTaxClassId)),
  );
  if (!rule) return 0;
  const inCountry = rule.rates.filter((r) => r.tax_country_id === ctx.countryId);
  const regional = inCountry.find((r) => ctx.regionId !== undefined && r.tax_region_id === ctx.regionId);
  const countryWide = inCountry.find((r) => r.tax_region_id === 0);
  return (regional ?? countryWide)?.rate ?? 0;
}

/** Tax on an amount in cents at a percent rate, rounded half up to whole cents. */
export function taxCents(amountCents: number, ratePercent: number): number {
  return Math.round((amountCents * ratePercent) / 100);
}
