import { describe, expect, it } from "vitest";
import { taxCents, taxRatePercent, type TaxRule } from "./tax.ts";

const rules: TaxRule[] = [
  {
    id: 1,
    code: "US sales tax",
    product_tax_class_ids: [2],
    customer_tax_class_ids: [3],
    rates: [
      { rate: 8.875, tax_country_id: "US", tax_region_id: 43, region_name: "New York" },
      { rate: 7.25, tax_country_id: "US", tax_region_id: 12, region_name: "California" },
      { rate: 1, tax_country_id: "US", tax_region_id: 0, region_name: "*" },
    ],
  },
];

describe("tax", () => {
  it("matches the rule by product class, then the region's rate", () => {
    expect(taxRatePercent(rules, { productTaxClassId: 2, countryId: "US", regionId: 43 })).toBe(8.875);
    expect(taxRatePercent(rules, { productTaxClassId: 2, countryId: "US", regionId: 12 })).toBe(7.25);
  });
  it("falls back to a country-wide rate, else zero", () => {
    expect(taxRatePercent(rules, { productTaxClassId: 2, countryId: "US", regionId: 99 })).toBe(1);
    expect(taxRatePercent(rules, { productTaxClassId: 2, countryId: "DE" })).toBe(0);
  });
  it("is zero for other product classes and, when groups count, other customer classes", () => {
    expect(taxRatePercent(rules, { productTaxClassId: 3, countryId: "US", regionId: 43 })).toBe(0);
    expect(taxRatePercent(rules, { productTaxClassId: 2, customerTaxClassId: 5, countryId: "US", regionId: 43 })).toBe(0);
    expect(taxRatePercent(rules, { productTaxClassId: 2, customerTaxClassId: 3, countryId: "US", regionId: 43 })).toBe(8.875);
  });
  it("rounds tax to whole cents", () => {
    expect(taxCents(23900, 8.875)).toBe(2121);
    expect(taxCents(1000, 0)).toBe(0);
  });
});
