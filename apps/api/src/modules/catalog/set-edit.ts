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

/** The products of these skus, found case-blind as the sku is unique, by their lower-case sku. */
export async function partRowsByLowerSku(tx: Db, skus: string[]): Promise<Map<string, PartRow>> {
  const lower = [...new Set(skus.map((s) => s.toLowerCase()))];
  if (lower.length === 0) return new Map();
  const rows = await tx
    .select({ id: products.id, sku: products.sku, name: products.name, typeId: products.typeId, priceCents: products.priceCents, status: products.status })
    .from(products)
    .where(sql`lower(${products.sku}) in (${sql.join(lower.map((s) => sql`${s}`), sql`, `)})`);
  return new Map(rows.map((r) => [r.sku.toLowerCase(), r]));
}

/** What the set rules need of a part: the back office's editor reads it from the catalogue, the import also from its file. */
export type PartCandidate = Pick<PartRow, "sku" | "name" | "typeId">;

/**
 * The rules every named part meets, whoever names it (this editor, the catalogue import): it exists, is not the set
 * itself, and is of a type that is bought as it is. Each mistake goes to `errors` at its path; the parts found are
 * answered by the sku as named (their stored spelling is the one kept).
 */
export function judgeParts<R extends PartCandidate>(named: { path: string; sku: string }[], byLower: Map<string, R>, allowed: readonly string[], ownSku: string, errors: Record<string, string>): Map<string, R> {
  const found = new Map<string, R>();
  for (const { path, sku } of named) {
    const row = byLower.get(sku.toLowerCase());
    if (!row) errors[path] = setRules.noSuchSku(sku);
    else if (row.sku.toLowerCase() === ownSku.toLowerCase()) errors[path] = setRules.itself;
    else if (!allowed.includes(row.typeId)) errors[path] = setRules.wrongType(row.name, row.typeId, allowed);
    else found.set(sku, row);
  }
  return found;
}

async function checkParts(tx: Db, named: { path: string; sku: string }[], allowed: readonly string[], ownSku: string, errors: Record<string, string>): Promise<Map<string, PartRow>> {
  return judgeParts(named, await partRowsByLowerSku(tx, named.map((n) => n.sku)), allowed, ownSku, errors);
}

/** Cents of the parts' regular prices, each times its quantity. */
const sumOf = (parts: { sku: string; qty: number }[], priceOfSku: Map<string, number>) => parts.reduce((sum, p) => sum + (priceOfSku.get(p.sku) ?? 0) * p.qty, 0);

/**
 * The price a set's row keeps (listings sort by it): a bundle's default parts times their quantities, a grouped
 * product's parts once each (spec §4), whatever quantity the page starts at; `fallback` when a bundle has no default.
 */
export function setRowPriceCents(set: { bundleOptions: BundleOption[] } | { productLinks: ProductLink[] }, priceOfSku: Map<string, number>, fallback: number): number {
  if ("productLinks" in set) return sumOf(groupedPartSkus({ product_links: set.productLinks }).map((sku) => ({ sku, qty: 1 })), priceOfSku);
  const defaults = bundleParts(set.bundleOptions, []);
  return "parts" in defaults ? sumOf(defaults.parts, priceOfSku) : fallback;
}

/**
 * A bundle's options as stored. An option the bundle has keeps its option_id (carts name it); a new one is numbered
 * after every option id in the catalogue, so a cart holding a removed option's id never meets a new option by it.
 */
export async function storedBundleOptions(tx: Db, body: BundleOptionsBody, current: BundleOption[], parts: Map<string, PartCandidate>): Promise<BundleOption[]> {
  const [highest] = await selectRows<{ max: number | null }>(tx, sql`select max((o ->> 'option_id')::int) as max from ${products}, jsonb_array_elements(${products.bundleOptions}) as o`);
  let nextId = Math.max(Number(highest?.max ?? 0), ...current.map((o) => o.option_id)) + 1;
  return body.options.map((option) => ({
    option_id: option.optionId ?? nextId++,
    title: option.title,
    required: option.required,
    type: option.type,
    product_links: option.selections.map((s) => {
      const part = parts.get(s.sku)!;
      return { link_type: "bundle", linked_product_type: part.typeId, linked_product_sku: part.sku, is_default: s.isDefault, qty: s.qty, can_change_quantity: s.canChangeQty };
    }),
  }));
}

/** A grouped product's links as stored: its linked products in order, then its other links (none the back office makes yet). */
export function storedGroupedLinks(body: GroupedLinksBody, current: ProductLink[], parts: Map<string, PartCandidate>): ProductLink[] {
  const associated: ProductLink[] = body.links.map((l) => {
    const part = parts.get(l.sku)!;
    return { link_type: "associated", linked_product_type: part.typeId, linked_product_sku: part.sku, qty: l.qty };
  });
  return [...associated, ...current.filter((l) => l.link_type !== "associated")];
}

const priceMap = (parts: Map<string, PartRow>) => new Map([...parts.values()].map((p) => [p.sku, p.priceCents]));

/** Sets a bundle's options (storedBundleOptions says how they are kept). */
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
    const parts = await checkParts(tx, named, BUNDLE_PART_TYPES, bundle.sku, errors);
    if (Object.keys(errors).length > 0) throw new InvalidFields(errors);

    const options = await storedBundleOptions(tx, body, current, parts);
    // jsonb keeps its own order of keys: compare the values.
    if (isDeepStrictEqual(options, current)) return;
    const priceCents = setRowPriceCents({ bundleOptions: options }, priceMap(parts), bundle.priceCents);
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
    const parts = await checkParts(tx, body.links.map((l, i) => ({ path: `links.${i}.sku`, sku: l.sku })), GROUPED_PART_TYPES, grouped.sku, errors);
    if (Object.keys(errors).length > 0) throw new InvalidFields(errors);
    const links = storedGroupedLinks(body, current, parts);
    if (isDeepStrictEqual(links, current)) return;
    const priceCents = setRowPriceCents({ productLinks: links }, priceMap(parts), grouped.priceCents);
    await tx.update(products).set({ productLinks: links, priceCents, specialPriceCents: null, specialFromDate: null, specialToDate: null }).where(eq(products.id, id));
    await writeAudit(tx, actor, { action: "product.grouped", entityType: "product", entityId: id, before: { links: current, priceCents: grouped.priceCents }, after: { links, priceCents } });
  });
  return productForStaff(db, id);
}
