/** Database rows → the wire shapes of spec §3. Cents become decimal amounts here, once. */
import {
  discountPercent,
  finalPriceCents,
  isSpecialPriceActive,
  type BundleOption,
  type Category,
  type ConfigurableOption,
  type Product,
  type ProductLink,
  type ProductType,
} from "@petsies/domain";
import type { categories, products, stock } from "../../db/schema.ts";

type ProductRow = typeof products.$inferSelect;
type StockRow = typeof stock.$inferSelect;
type CategoryRow = typeof categories.$inferSelect;

const toAmount = (cents: number) => cents / 100;

export function toProduct(
  row: ProductRow,
  stockRow: StockRow | null,
  categoryIds: number[],
  now: Date,
  children: Product[] = [],
): Product {
  const finalCents = finalPriceCents(row, now);
  const special = isSpecialPriceActive(row, now) ? row.specialPriceCents : null;
  const qty = stockRow?.qty ?? 0;
  return {
    id: row.id,
    sku: row.sku,
    parentSku: row.parentSku,
    name: row.name,
    type_id: row.typeId as ProductType,
    url_key: row.urlKey,
    url_path: row.urlPath,
    slug: row.urlKey,
    image: row.image,
    thumbnail: row.image,
    media_gallery: row.mediaGallery,
    description: row.description,
    short_description: row.shortDescription,
    tax_class_id: row.taxClassId,
    status: row.status,
    visibility: row.visibility,
    category_ids: categoryIds,
    stock: {
      qty,
      is_in_stock: stockRow?.isInStock ?? false,
      manage_stock: stockRow?.manageStock ?? true,
      product_id: row.id,
      product_sku: row.sku,
    },
    qty: 1,
    price: toAmount(row.priceCents),
    original_price: toAmount(row.priceCents),
    special_price: special === null ? null : toAmount(special),
    special_from_date: row.specialFromDate?.toISOString() ?? null,
    special_to_date: row.specialToDate?.toISOString() ?? null,
    final_price: toAmount(finalCents),
    regular_price: toAmount(row.priceCents),
    discount_percent: discountPercent(row.priceCents, finalCents),
    configurable_options: row.configurableOptions as ConfigurableOption[],
    configurable_children: children,
    custom_attributes: row.customAttributes,
    bundle_options: row.bundleOptions as BundleOption[],
    product_links: row.productLinks as ProductLink[],
    updated_at: row.updatedAt.toISOString(),
    // Filled in by the catalogue service (product_customizations); null for products without a tree.
    customizations: null,
  };
}

/** A configurable product's price is lowered to its cheapest child (spec §4). */
export function withCheapestChildPrice(parent: Product): Product {
  const sellable = parent.configurable_children;
  if (sellable.length === 0) return parent;
  const cheapest = sellable.reduce((a, b) => (b.final_price < a.final_price ? b : a));
  if (cheapest.final_price >= parent.final_price && parent.final_price > 0) return parent;
  return {
    ...parent,
    price: cheapest.price,
    original_price: cheapest.original_price,
    regular_price: cheapest.regular_price,
    special_price: cheapest.special_price,
    final_price: cheapest.final_price,
    discount_percent: cheapest.discount_percent,
  };
}

export function toCategory(row: CategoryRow, productCount: number): Category {
  return {
    id: row.id,
    name: row.name,
    parent_id: row.parentId,
    level: row.level,
    path: row.path,
    position: row.position,
    product_count: productCount,
    is_active: row.isActive,
    url_key: row.urlKey,
    url_path: row.urlPath,
    slug: row.slug,
    description: row.description,
    menu_column: row.menuColumn,
    children_data: [],
  };
}
