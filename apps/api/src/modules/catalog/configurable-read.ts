/**
 * How the back office reads a configurable product's options and children, and a child's parent (issue 13): the
 * way the storefront reads them (domain configurable.ts), from products.configurable_options and the products
 * whose parent_sku is the configurable's sku. configurable-edit.ts changes them.
 */
import { and, asc, eq } from "drizzle-orm";
import type { ProductDetailAnswer } from "@petsies/contract/admin";
import { STATUS_ENABLED, type ConfigurableOption } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { products, stock } from "../../db/schema.ts";
import { NotFound } from "../../infra/errors.ts";

export const optionsOf = (row: { configurableOptions: unknown[] }) => row.configurableOptions as ConfigurableOption[];

/** A child's value of an option, as the storefront reads it: a number, or none. */
export function valueOf(child: { attributes: Record<string, string | number> }, code: string): number | null {
  const raw = child.attributes[code];
  if (raw === undefined || raw === "") return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

/** What the product's page shows of a configurable product (null for other types) and of a child's parent. */
export async function configurableParts(db: Db, id: number): Promise<Pick<ProductDetailAnswer, "configurable" | "parent">> {
  const [row] = await db.select({ sku: products.sku, typeId: products.typeId, parentSku: products.parentSku, configurableOptions: products.configurableOptions }).from(products).where(eq(products.id, id));
  if (!row) throw new NotFound("No product has this id.");
  const [parent] = row.parentSku
    ? await db.select({ id: products.id, sku: products.sku, name: products.name }).from(products).where(and(eq(products.sku, row.parentSku), eq(products.typeId, "configurable")))
    : [];
  if (row.typeId !== "configurable") return { configurable: null, parent: parent ?? null };
  const options = optionsOf(row);
  const rows = await db
    .select({ product: products, stock })
    .from(products)
    .leftJoin(stock, eq(stock.productId, products.id))
    .where(eq(products.parentSku, row.sku))
    .orderBy(asc(products.id));
  return {
    parent: parent ?? null,
    configurable: {
      options: options.map((o) => ({ code: o.attribute_code, label: o.label, attributeId: o.attribute_id, values: o.values.map((v) => ({ valueIndex: v.value_index, label: v.label })) })),
      children: rows.map(({ product: c, stock: s }) => ({
        id: c.id,
        sku: c.sku,
        name: c.name,
        values: options.map((o) => {
          const valueIndex = valueOf({ attributes: c.customAttributes }, o.attribute_code);
          return { code: o.attribute_code, valueIndex, label: o.values.find((v) => v.value_index === valueIndex)?.label ?? null };
        }),
        priceCents: c.priceCents,
        qty: s?.qty ?? 0,
        enabled: c.status === STATUS_ENABLED,
      })),
    },
  };
}

