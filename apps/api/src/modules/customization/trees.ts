/**
 * The customization data of products (product_customizations): trees for product answers, rush add-ons
 * priced by their add-on products, and a product's tree prepared as the configurator prepares it
 * (production time with the product's add-ons), which the server validates states against.
 */
import { and, eq, inArray } from "drizzle-orm";
import {
  finalPriceCents,
  indexTree,
  STATUS_ENABLED,
  withProductionTime,
  type Customization,
  type CustomizationTree,
  type RushAddOn,
} from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { productCustomizations, products } from "../../db/schema.ts";

/** A rush add-on as stored: its price is the add-on product's. */
interface StoredRushUpgrade {
  sku: string;
  text: string;
  isDomestic: boolean;
  turnaround_time?: number | null;
}

/** The trees of the given products (products without one are absent). */
export async function treesByProductId(db: Db, productIds: number[]): Promise<Map<number, Customization[]>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: productCustomizations.productId, customizations: productCustomizations.customizations })
    .from(productCustomizations)
    .where(inArray(productCustomizations.productId, productIds));
  return new Map(rows.map((r) => [r.productId, r.customizations as Customization[]]));
}

/** Products with their `customizations` (null when they have none). */
export async function withCustomizations<T extends { id: number }>(db: Db, list: T[]): Promise<(T & { customizations: Customization[] | null })[]> {
  const trees = await treesByProductId(
    db,
    list.map((p) => p.id),
  );
  return list.map((p) => ({ ...p, customizations: trees.get(p.id) ?? null }));
}

/**
 * Rush add-ons keyed by product id (GET /plushies/products-rush-upgrades): each priced by the enabled
 * product of its sku at its price now; an add-on whose product is gone or disabled is left out. Without
 * ids, every product's.
 */
export async function rushAddOnsByProductId(db: Db, productIds?: number[], now = new Date()): Promise<Map<number, RushAddOn[]>> {
  const rows = await db
    .select({ productId: productCustomizations.productId, rush: productCustomizations.rushUpgrades })
    .from(productCustomizations)
    .where(productIds ? inArray(productCustomizations.productId, productIds.length > 0 ? productIds : [-1]) : undefined)
    .orderBy(productCustomizations.productId);
  const stored = rows.map((r) => ({ productId: r.productId, rush: r.rush as StoredRushUpgrade[] }));
  const skus = [...new Set(stored.flatMap((r) => r.rush.map((u) => u.sku)))];
  const priced =
    skus.length === 0
      ? []
      : await db
          .select()
          .from(products)
          .where(and(inArray(products.sku, skus), eq(products.status, STATUS_ENABLED)));
  const priceOf = new Map(priced.map((p) => [p.sku, finalPriceCents(p, now) / 100]));
  const map = new Map<number, RushAddOn[]>();
  for (const r of stored) {
    map.set(
      r.productId,
      r.rush.flatMap((u) => {
        const price = priceOf.get(u.sku);
        return price === undefined ? [] : [{ sku: u.sku, text: u.text, price, isDomestic: u.isDomestic, turnaround_time: u.turnaround_time ?? null }];
      }),
    );
  }
  return map;
}

export interface PreparedTree {
  tree: CustomizationTree;
  addOns: RushAddOn[];
}

/** A product's tree as the configurator uses it, or null when the product has no customizations. */
export async function preparedTreeOf(db: Db, productId: number, now = new Date()): Promise<PreparedTree | null> {
  const trees = await treesByProductId(db, [productId]);
  const customizations = trees.get(productId);
  // A tree emptied in the back office (its row kept for its add-ons) customizes nothing.
  if (!customizations || customizations.length === 0) return null;
  const addOns = (await rushAddOnsByProductId(db, [productId], now)).get(productId) ?? [];
  return { tree: indexTree(withProductionTime(customizations, addOns)), addOns };
}
