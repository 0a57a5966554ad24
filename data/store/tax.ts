/**
 * Tax. Prices exclude tax and tax is calculated on the server for US addresses (petsies-facts). Product tax
 * class 2 is taxable goods, 3 is not taxed (gift cards); customer tax class 3 is the retail customer group.
 * Region ids are the numeric US region ids the address forms use; rates are the state-level sales tax
 * (New York City's combined rate for New York).
 */
import type { TaxRuleData } from "../types.ts";

export const PRODUCT_TAX_CLASS = { taxableGoods: 2, notTaxed: 3 } as const;
export const CUSTOMER_TAX_CLASS = { retailCustomer: 3 } as const;

export const taxRules: TaxRuleData[] = [
  {
    id: 1,
    code: "US sales tax",
    productTaxClassIds: [PRODUCT_TAX_CLASS.taxableGoods],
    customerTaxClassIds: [CUSTOMER_TAX_CLASS.retailCustomer],
    rates: [
      { rate: 7.25, tax_country_id: "US", tax_region_id: 12, region_name: "California" },
      { rate: 6, tax_country_id: "US", tax_region_id: 18, region_name: "Florida" },
      { rate: 6.25, tax_country_id: "US", tax_region_id: 23, region_name: "Illinois" },
      { rate: 6.25, tax_country_id: "US", tax_region_id: 32, region_name: "Massachusetts" },
      { rate: 6.625, tax_country_id: "US", tax_region_id: 41, region_name: "New Jersey" },
      { rate: 8.875, tax_country_id: "US", tax_region_id: 43, region_name: "New York" },
      { rate: 6, tax_country_id: "US", tax_region_id: 51, region_name: "Pennsylvania" },
      { rate: 6.25, tax_country_id: "US", tax_region_id: 57, region_name: "Texas" },
      { rate: 6.5, tax_country_id: "US", tax_region_id: 62, region_name: "Washington" },
    ],
  },
];
