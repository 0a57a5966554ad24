/**
 * A bundle's options and selections, and a grouped product's linked products, as the back office makes them
 * (issue 13). They are stored as the demo's are (spec §3 "Product"): a bundle's options in products.bundle_options
 * (option_id, title, required, type, and product_links of link_type "bundle" with is_default, qty and
 * can_change_quantity), a grouped product's parts in products.product_links (link_type "associated", in order, with
 * the quantity the page starts at). So the storefront's answer, its price from the parts (set-prices.ts) and the
 * cart (cart/lines.ts bundleParts) read a made product as they read the demo's.
 *
 * Every change runs in one transaction with its audit row, the product row locked so two saves queue; the
 * stored price then mirrors the parts (listings sort by it, as the demo's do), and the catalogue-version triggers
 * tell every cache, so the storefront shows the change at once.
 */
import { isDeepStrictEqual } from "node:util";
import { eq, sql } from "drizzle-orm";
import { BUNDLE_PART_TYPES, GROUPED_PART_TYPES, type BundleOptionsBody, type GroupedLinksBody, type ProductDetailAnswer } from "@petsies/contract/admin";
import { bundleParts, groupedPartSkus, type BundleOption, type ProductLink } from "@petsies/domain";
import { selectRows, type Db } from "../../db/client.ts";
import { products } from "../../db/schema.ts";
import { Conflict, NotFound } from "../../infra/errors.ts";
import { InvalidFields } from "../../infra/validation-answer.ts";
import { writeAudit, type Actor } from "../staff/audit.ts";
import { productForStaff } from "./edit.ts";
import { setRules } from "./product-rules.ts";
import { hasCustomizations, type PartRow } from "./set-read.ts";

async function lockOfType(tx: Db, id: number, type: "bundle" | "grouped") {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for("update");
  if (!row) throw new NotFound("No product has this id.");
  if (row.typeId !== type) throw new Conflict(type === "bundle" ? setRules.notBundle(row.typeId) : setRules.notGrouped(row.typeId), type === "bundle" ? "not_bundle" : "not_grouped");
  return row;
}

/** The parts named, found case-blind as the sku is unique (the stored spelling is the one kept); each mistake at its field. */
async function checkParts(tx: Db, named: { path: string; sku: string }[], allowed: readonly string[], ownId: number, errors: Record<string, string>): Promise<Map<string, PartRow>> {
  const rows = await tx
    .select({ id: products.id, sku: products.sku, name: products.name, typeId: products.typeId, priceCents: products.priceCents, status: products.status })
    .from(products)
    .where(sql`lower(${products.sku}) in (${sql.join([...new Set(named.map((n) => n.sku.toLowerCase()))].map((s) => sql`${s}`), sql`, `)})`);
  const byLower = new Map(rows.map((r) => [r.sku.toLowerCase(), r]));
  const found = new Map<string, PartRow>();
  for (const { path, sku } of named) {
    const row = byLower.get(sku.toLowerCase());
    if (!row) errors[path] = setRules.noSuchSku(sku);
    else if (row.id === ownId) errors[path] = setRules.itself;
    else if (!allowed.includes(row.typeId)) errors[path] = setRules.wrongType(row.name, row.typeId, allowed);
    else found.set(sku, row);
  }
  return found;
}

/** Cents of the parts' regular prices, each times its quantity. */
const sumOf = (parts: { sku: string; qty: number }[], rows: Map<string, PartRow>) => parts.reduce((sum, p) => sum + (rows.get(p.sku)?.priceCents ?? 0) * p.qty, 0);

/**
 * Sets a bundle's options. An option the bundle has keeps its option_id (carts name it); a new one is numbered
 * after every option id in the catalogue, so a cart holding a removed option's id never meets a new option by it.
 */
export async function setBundleOptions(db: Db, actor: Actor, id: number, body: BundleOptionsBody): Promise<ProductDetailAnswer> {
  await db.transaction(async (tx) => {
    const bundle = await lockOfType(tx, id, "bundle");
    if (await hasCustomizations(tx, id)) throw new Conflict(setRules.fromCustomizations, "bundle_from_customizations");
    const current = bundle.bundleOptions as BundleOption[];
    const errors: Record<string, string> = {};
    body.options.forEach((option, i) => {
      if (option.optionId !== undefined && !current.some((o) => o.option_id === option.optionId)) errors[`options.${i}.optionId`] = setRules.unknownOption;
    });
    const named = body.options.flatMap((option, i) => option.selections.map((s, j) => ({ path: `options.${i}.selections.${j}.sku`, sku: s.sku })));
    const parts = await checkParts(tx, named, BUNDLE_PART_TYPES, id, errors);
    if (Object.keys(errors).length > 0) throw new InvalidFields(errors);

    const [highest] = await selectRows<{ max: number | null }>(tx, sql`select max((o ->> 'option_id')::int) as max from ${products}, jsonb_array_elements(${products.bundleOptions}) as o`);
    let nextId = Math.max(Number(highest?.max ?? 0), ...current.map((o) => o.option_id)) + 1;
    const options: BundleOption[] = body.options.map((option) => ({
      option_id: option.optionId ?? nextId++,
      title: option.title,
      required: option.required,
      type: option.type,
      product_links: option.selections.map((s) => {
        const part = parts.get(s.sku)!;
        return { link_type: "bundle", linked_product_type: part.typeId, linked_product_sku: part.sku, is_default: s.isDefault, qty: s.qty, can_change_quantity: s.canChangeQty };
      }),
    }));
    // jsonb keeps its own order of keys: compare the values.
    if (isDeepStrictEqual(options, current)) return;
    const defaults = bundleParts(options, []);
    const priceCents = "parts" in defaults ? sumOf(defaults.parts, new Map([...parts.values()].map((p) => [p.sku, p]))) : bundle.priceCents;
    await tx.update(products).set({ bundleOptions: options, priceCents, specialPriceCents: null, specialFromDate: null, specialToDate: null }).where(eq(products.id, id));
    await writeAudit(tx, actor, { action: "product.bundle", entityType: "product", entityId: id, before: { options: current, priceCents: bundle.priceCents }, after: { options, priceCents } });
  });
  return productForStaff(db, id);
}

/** Sets a grouped product's linked products, in order; its other links (none the back office makes yet) stay. */
export async function setGroupedLinks(db: Db, actor: Actor, id: number, body: GroupedLinksBody): Promise<ProductDetailAnswer> {
  await db.transaction(async (tx) => {
    const grouped = await lockOfType(tx, id, "grouped");
    const current = grouped.productLinks as ProductLink[];
    const errors: Record<string, string> = {};
    const parts = await checkParts(tx, body.links.map((l, i) => ({ path: `links.${i}.sku`, sku: l.sku })), GROUPED_PART_TYPES, id, errors);
    if (Object.keys(errors).length > 0) throw new InvalidFields(errors);
    const associated: ProductLink[] = body.links.map((l) => {
      const part = parts.get(l.sku)!;
      return { link_type: "associated", linked_product_type: part.typeId, linked_product_sku: part.sku, qty: l.qty };
    });
    const links = [...associated, ...current.filter((l) => l.link_type !== "associated")];
    if (isDeepStrictEqual(links, current)) return;
    // A grouped product's price is each part's once (spec §4), whatever quantity the page starts at.
    const priceCents = sumOf(groupedPartSkus({ product_links: links }).map((sku) => ({ sku, qty: 1 })), new Map([...parts.values()].map((p) => [p.sku, p])));
    await tx.update(products).set({ productLinks: links, priceCents, specialPriceCents: null, specialFromDate: null, specialToDate: null }).where(eq(products.id, id));
    await writeAudit(tx, actor, { action: "product.grouped", entityType: "product", entityId: id, before: { links: current, priceCents: grouped.priceCents }, after: { links, priceCents } });
  });
  return productForStaff(db, id);
}
