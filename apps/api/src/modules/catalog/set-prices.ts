/**
 * Grouped and bundle prices (spec §4 "Product load and configuration"): a set product's price is made of
 * its parts, using only parts that are enabled and can be sold. A part that cannot be found is logged.
 */
import { and, eq, inArray } from "drizzle-orm";
import { bundleParts, discountPercent, finalPriceCents, groupedPartSkus, isSellable, setPrice, STATUS_ENABLED, type PartPrices, type Product } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { products, stock } from "../../db/schema.ts";

const isSet = (p: Product) => p.type_id === "grouped" || p.type_id === "bundle";

export interface PriceLog {
  warn(obj: object, msg: string): void;
}

function partSkus(p: Product): string[] {
  if (p.type_id === "grouped") return groupedPartSkus(p);
  return (bundleParts(p.bundle_options, []) as { parts: { sku: string }[] }).parts.map((part) => part.sku);
}

async function partPrices(db: Db, skus: string[], now: Date): Promise<Map<string, PartPrices>> {
  if (skus.length === 0) return new Map();
  // Only the price columns: search and listing pages holding a set product wait for this.
  const rows = await db
    .select({
      product: {
        sku: products.sku,
        priceCents: products.priceCents,
        specialPriceCents: products.specialPriceCents,
        specialFromDate: products.specialFromDate,
        specialToDate: products.specialToDate,
      },
      stock: { qty: stock.qty, isInStock: stock.isInStock, manageStock: stock.manageStock },
    })
    .from(products)
    .leftJoin(stock, eq(stock.productId, products.id))
    .where(and(inArray(products.sku, [...new Set(skus)]), eq(products.status, STATUS_ENABLED)));
  const sellable = rows.filter((r) => !r.stock || isSellable({ qty: r.stock.qty, is_in_stock: r.stock.isInStock, manage_stock: r.stock.manageStock }));
  return new Map(sellable.map((r) => [r.product.sku, { regularCents: r.product.priceCents, finalCents: finalPriceCents(r.product, now) }]));
}

/** The products with grouped and bundle prices computed from their parts; other products unchanged. */
export async function withSetPrices(db: Db, list: Product[], now: Date, log?: PriceLog): Promise<Product[]> {
  const sets = list.filter(isSet);
  if (sets.length === 0) return list;
  const prices = await partPrices(db, sets.flatMap(partSkus), now);
  return list.map((p) => {
    if (!isSet(p)) return p;
    const total = setPrice(p.type_id as "grouped" | "bundle", p, (sku) => prices.get(sku));
    if (total.missing.length > 0) log?.warn({ sku: p.sku, missing: total.missing }, "a linked product of a set product is missing");
    if (total.regularCents === 0) return p;
    const regular = total.regularCents / 100;
    const final = total.finalCents / 100;
    return {
      ...p,
      price: regular,
      original_price: regular,
      regular_price: regular,
      final_price: final,
      special_price: final < regular ? final : null,
      discount_percent: discountPercent(total.regularCents, total.finalCents),
    };
  });
}
