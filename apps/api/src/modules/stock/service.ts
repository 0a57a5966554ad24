/** Stock checks (spec §7 "Stock"): the cart asks before adding; lists come in batches of 15 skus. */
import { eq, inArray } from "drizzle-orm";
import { isSellable } from "@petsies/domain";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { products, stock } from "../../db/schema.ts";

export const STOCK_BATCH_SIZE = 15;

export interface StockItem {
  product_id: number;
  product_sku: string;
  qty: number;
  is_in_stock: boolean;
  manage_stock: boolean;
  /** The cart's view: ok to add, or out_of_stock (spec §4 "Adding"). */
  status: "ok" | "out_of_stock";
}

async function stockOf(db: Db, skus: string[]): Promise<StockItem[]> {
  const rows = await db
    .select({ id: products.id, sku: products.sku, qty: stock.qty, isInStock: stock.isInStock, manageStock: stock.manageStock })
    .from(products)
    .leftJoin(stock, eq(stock.productId, products.id))
    .where(inArray(products.sku, skus));
  return rows.map((r) => {
    const info = { qty: r.qty ?? 0, is_in_stock: r.isInStock ?? false, manage_stock: r.manageStock ?? true };
    return { product_id: r.id, product_sku: r.sku, ...info, status: isSellable(info) ? "ok" : "out_of_stock" };
  });
}

export async function checkStock(db: Db, sku: string): Promise<StockItem | null> {
  return (await stockOf(db, [sku]))[0] ?? null;
}

/** A failed stock list answers an empty list and is logged (spec §8): the cart then simply re-checks later. */
export async function listStock(db: Db, skus: string[], log: FastifyBaseLogger): Promise<StockItem[]> {
  try {
    return await stockOf(db, skus);
  } catch (err) {
    log.error({ err, skus }, "stock list failed");
    return [];
  }
}
