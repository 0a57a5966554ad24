/**
 * How the back office reads a bundle's options and a grouped product's links (issue 13): from the rows the
 * storefront reads (products.bundle_options, products.product_links), each named product looked up by its sku so
 * the page shows its name, type and price. set-edit.ts changes them.
 */
import { eq, inArray } from "drizzle-orm";
import type { BundleAnswer, GroupedAnswer, ProductDetailAnswer } from "@petsies/contract/admin";
import { groupedPartSkus, STATUS_ENABLED, type BundleOption, type ProductLink } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { productCustomizations, products } from "../../db/schema.ts";
import { NotFound } from "../../infra/errors.ts";

export interface PartRow {
  id: number;
  sku: string;
  name: string;
  typeId: string;
  priceCents: number;
  status: number;
}

/** The products of these skus, by sku. */
export async function partsBySku(db: Db, skus: string[]): Promise<Map<string, PartRow>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, sku: products.sku, name: products.name, typeId: products.typeId, priceCents: products.priceCents, status: products.status })
    .from(products)
    .where(inArray(products.sku, [...new Set(skus)]));
  return new Map(rows.map((r) => [r.sku, r]));
}

const partOf = (sku: string, row: PartRow | undefined) => ({
  sku,
  productId: row?.id ?? null,
  name: row?.name ?? null,
  type: row?.typeId ?? null,
  priceCents: row?.priceCents ?? null,
  enabled: row?.status === STATUS_ENABLED,
});

/** Whether a bundle's options are made by its customization tree (the demo's creation bundles). */
export async function hasCustomizations(db: Db, id: number): Promise<boolean> {
  return (await db.select({ id: productCustomizations.productId }).from(productCustomizations).where(eq(productCustomizations.productId, id)).limit(1)).length > 0;
}

export async function bundleOf(db: Db, id: number, options: BundleOption[]): Promise<BundleAnswer> {
  const parts = await partsBySku(db, options.flatMap((o) => o.product_links.map((l) => l.linked_product_sku)));
  return {
    fromCustomizations: await hasCustomizations(db, id),
    options: options.map((o) => ({
      optionId: o.option_id,
      title: o.title,
      required: o.required,
      type: o.type,
      selections: o.product_links.map((l) => ({
        ...partOf(l.linked_product_sku, parts.get(l.linked_product_sku)),
        isDefault: l.is_default === true,
        qty: l.qty ?? 1,
        // The demo's links leave it out, and the quantity sent counts for them.
        canChangeQty: l.can_change_quantity !== false,
      })),
    })),
  };
}

export async function groupedOf(db: Db, links: ProductLink[]): Promise<GroupedAnswer> {
  const skus = groupedPartSkus({ product_links: links });
  const parts = await partsBySku(db, skus);
  return {
    links: skus.map((sku, position) => ({
      ...partOf(sku, parts.get(sku)),
      position,
      qty: links.find((l) => l.link_type === "associated" && l.linked_product_sku === sku)?.qty ?? 1,
    })),
  };
}

/** What the product's page shows of a bundle's options or a grouped product's links (null for other types). */
export async function setParts(db: Db, id: number): Promise<Pick<ProductDetailAnswer, "bundle" | "grouped">> {
  const [row] = await db.select({ typeId: products.typeId, bundleOptions: products.bundleOptions, productLinks: products.productLinks }).from(products).where(eq(products.id, id));
  if (!row) throw new NotFound("No product has this id.");
  return {
    bundle: row.typeId === "bundle" ? await bundleOf(db, id, row.bundleOptions as BundleOption[]) : null,
    grouped: row.typeId === "grouped" ? await groupedOf(db, row.productLinks as ProductLink[]) : null,
  };
}
