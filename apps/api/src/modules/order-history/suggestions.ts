/**
 * GET /customers/me/suggested-products/active-orders (spec §7): products to offer beside the orders a
 * customer is waiting for. A plush on its way goes well with what keeps and shows it: first the products
 * linked to what is in the active orders (cross-sells, related, up-sells), then the accessories; never
 * something the customer has already ordered, and only what can be bought now. No active order, no
 * suggestions.
 */
import { and, asc, eq, inArray, or } from "drizzle-orm";
import { COMPLETED_STATUSES, LISTED_VISIBILITY, ORDER_ITEM_STATUS, STATUS_ENABLED, type Product, type ProductLink } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { categories, orderItems, orders, productCategories, products, stock } from "../../db/schema.ts";
import { productsBySkus } from "../catalog/service.ts";
import { placedBy } from "./service.ts";

export const ACCESSORIES_CATEGORY_SLUG = "petsies-accessories";
const SUGGESTING_LINKS = new Set(["crosssell", "related", "upsell"]);
const FINISHED = [ORDER_ITEM_STATUS.cancelled, ...COMPLETED_STATUSES];

export async function suggestedProducts(db: Db, customerId: number, pageSize: number): Promise<{ items: Product[]; total_count: number }> {
  const ordered = await db
    .select({ sku: orderItems.sku, parentSku: orderItems.parentSku, statusId: orderItems.statusId, links: products.productLinks })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(placedBy(customerId));
  const active = ordered.filter((o) => !(FINISHED as readonly number[]).includes(o.statusId));
  if (active.length === 0) return { items: [], total_count: 0 };

  const owned = new Set(ordered.flatMap((o) => [o.sku, o.parentSku ?? ""]).filter(Boolean));
  const linked = active.flatMap((o) =>
    (o.links as ProductLink[]).filter((l) => SUGGESTING_LINKS.has(l.link_type)).map((l) => l.linked_product_sku),
  );
  const accessories = await db
    .select({ sku: products.sku })
    .from(products)
    .innerJoin(productCategories, eq(productCategories.productId, products.id))
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(eq(categories.slug, ACCESSORIES_CATEGORY_SLUG))
    .orderBy(asc(productCategories.position), asc(products.id));
  const candidates = [...new Set([...linked, ...accessories.map((a) => a.sku)])].filter((sku) => !owned.has(sku));
  const buyable = await buyableSkus(db, candidates);
  const skus = candidates.filter((sku) => buyable.has(sku));
  return { items: await productsBySkus(db, skus.slice(0, pageSize)), total_count: skus.length };
}

/** Enabled, listed and in stock (or not stock-managed). */
async function buyableSkus(db: Db, skus: string[]): Promise<Set<string>> {
  if (skus.length === 0) return new Set();
  const rows = await db
    .select({ sku: products.sku })
    .from(products)
    .leftJoin(stock, eq(stock.productId, products.id))
    .where(
      and(
        inArray(products.sku, skus),
        eq(products.status, STATUS_ENABLED),
        inArray(products.visibility, [...LISTED_VISIBILITY]),
        or(eq(stock.manageStock, false), eq(stock.isInStock, true)),
      ),
    );
  return new Set(rows.map((r) => r.sku));
}
