/**
 * Writing a planned import — one chunk of a file (imports.ts) — inside the caller's transaction. The form's service writes one product at a time
 * (edit.ts); an import writes the same columns (edit.ts productColumns, the old address kept as moveAddress does) a few
 * hundred rows per statement, so that 50,000 products take seconds and the catalogue's statement triggers (its
 * version, the listing) run once per statement rather than once per product. Nothing is written for a plan
 * without creates or changes: a re-import of the same file leaves the catalogue version where it was.
 */
import { eq, inArray, sql } from "drizzle-orm";
import type { BundleOptionsBody } from "@petsies/contract/admin";
import type { BundleOption, ProductLink } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { productCategories, products, stock, urlRewrites } from "../../db/schema.ts";
import { productColumns, stockOf } from "./edit.ts";
import { namedParts, type SetParts } from "./import-parts.ts";
import type { ImportPlan, StoredParts } from "./import-plan.ts";
import { partRowsByLowerSku, setRowPriceCents, storedBundleOptions, storedGroupedLinks, type PartCandidate } from "./set-edit.ts";

const CHUNK = 500;

function chunks<T>(list: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
  return out;
}

/** `SET column = excluded.column` for each column given, by its property name. */
function fromExcluded(columns: Record<string, { name: string }>) {
  return Object.fromEntries(Object.entries(columns).map(([key, column]) => [key, sql`excluded.${sql.identifier(column.name)}`]));
}

/** The columns an import sets on a product it changes: productColumns' own (created_at and updated_at stay). */
const CHANGED_COLUMNS = {
  typeId: products.typeId,
  name: products.name,
  sku: products.sku,
  urlKey: products.urlKey,
  urlPath: products.urlPath,
  description: products.description,
  status: products.status,
  visibility: products.visibility,
  taxClassId: products.taxClassId,
  priceCents: products.priceCents,
  specialPriceCents: products.specialPriceCents,
  specialFromDate: products.specialFromDate,
  specialToDate: products.specialToDate,
  customAttributes: products.customAttributes,
};

export async function writePlan(tx: Db, plan: ImportPlan): Promise<void> {
  if (plan.creates.length === 0 && plan.changes.length === 0) return;
  // The search and listing rows are rebuilt once for every product written, at the end, not once per statement
  // and table (migrations 0005, 0008: the seed's bulk load does the same).
  await tx.execute(sql`SELECT set_config('petsies.bulk_load', 'on', true)`);
  const ids = await writeRows(tx, plan);
  await tx.execute(sql`SELECT set_config('petsies.bulk_load', 'off', true)`);
  // One array-literal parameter: drizzle would spread a JS array into a list of parameters.
  const literal = `{${ids.join(",")}}`;
  await tx.execute(sql`SELECT search_refresh(${literal}::integer[]), listing_refresh(${literal}::integer[])`);
}

/** Writes the rows, answering the ids of the products written. */
async function writeRows(tx: Db, plan: ImportPlan): Promise<number[]> {
  const idOfSku = new Map<string, number>();
  for (const part of chunks(plan.creates)) {
    const rows = await tx.insert(products).values(part.map((c) => productColumns(c.fields, {}))).returning({ id: products.id, sku: products.sku });
    for (const r of rows) idOfSku.set(r.sku, r.id);
  }
  for (const part of chunks(plan.changes)) {
    // Each row's id is taken, so every row of this insert becomes the update of its product.
    await tx
      .insert(products)
      .values(part.map((c) => ({ id: c.id, ...productColumns(c.fields, c.attributes) })))
      .onConflictDoUpdate({ target: products.id, set: fromExcluded(CHANGED_COLUMNS) });
  }

  const written = [
    ...plan.creates.map((c) => ({ id: idOfSku.get(c.fields.sku)!, fields: c.fields, before: [] as number[] })),
    ...plan.changes.map((c) => ({ id: c.id, fields: c.fields, before: c.before.categoryIds })),
  ];
  for (const part of chunks(written)) {
    await tx
      .insert(stock)
      .values(part.map((w) => ({ productId: w.id, ...stockOf(w.fields) })))
      .onConflictDoUpdate({ target: stock.productId, set: fromExcluded({ qty: stock.qty, manageStock: stock.manageStock, isInStock: stock.isInStock }) });
  }

  const gone: [number, number][] = [];
  const added: [number, number][] = [];
  for (const w of written) {
    const wanted = new Set(w.fields.categoryIds);
    const had = new Set(w.before);
    for (const c of had) if (!wanted.has(c)) gone.push([w.id, c]);
    for (const c of wanted) if (!had.has(c)) added.push([w.id, c]);
  }
  for (const part of chunks(gone)) {
    await tx.execute(
      sql`DELETE FROM ${productCategories} WHERE (${productCategories.productId}, ${productCategories.categoryId}) IN (${sql.join(
        part.map(([p, c]) => sql`(${p}::int, ${c}::int)`),
        sql`, `,
      )})`,
    );
  }
  if (added.length > 0) {
    // A product added to a category goes last there, as the form does it.
    const categoryIds = [...new Set(added.map(([, c]) => c))];
    const last = await tx
      .select({ categoryId: productCategories.categoryId, max: sql<number>`max(${productCategories.position})` })
      .from(productCategories)
      .where(inArray(productCategories.categoryId, categoryIds))
      .groupBy(productCategories.categoryId);
    const next = new Map(last.map((l) => [l.categoryId, Number(l.max) + 1]));
    const rows = added.map(([productId, categoryId]) => {
      const position = next.get(categoryId) ?? 0;
      next.set(categoryId, position + 1);
      return { productId, categoryId, position };
    });
    for (const part of chunks(rows)) await tx.insert(productCategories).values(part);
  }

  await moveAddresses(
    tx,
    plan.changes.filter((c) => c.before.urlKey !== c.fields.urlKey).map((c) => ({ from: `/${c.before.urlKey}/`, to: `/${c.fields.urlKey}/` })),
  );
  await writeSetParts(tx, [
    ...plan.creates.flatMap((c) => (c.parts ? [{ id: idOfSku.get(c.fields.sku)!, parts: c.parts, stored: { bundleOptions: [], productLinks: [] }, priceCents: 0 }] : [])),
    ...plan.changes.flatMap((c) => (c.parts ? [{ id: c.id, parts: c.parts, stored: c.stored, priceCents: c.fields.priceCents }] : [])),
  ]);
  return written.map((w) => w.id);
}

/**
 * An option the bundle has by the same title keeps its option_id (carts name it), as the editor keeps the ids it is
 * sent; a file has no ids, so the title is what names an option.
 */
function withOptionIds(body: BundleOptionsBody, current: BundleOption[]): BundleOptionsBody {
  const taken = new Set<number>();
  return {
    options: body.options.map((option) => {
      const same = current.find((o) => !taken.has(o.option_id) && o.title.trim().toLowerCase() === option.title.trim().toLowerCase());
      if (same) taken.add(same.option_id);
      return same ? { ...option, optionId: same.option_id } : option;
    }),
  };
}

/**
 * The set products' new parts, stored as the set editor stores them (set-edit.ts), with the price they make: after
 * the rows, so a part this chunk creates is found (an earlier chunk's already is: the plan wants parts above the set).
 */
async function writeSetParts(tx: Db, sets: { id: number; parts: SetParts; stored: StoredParts; priceCents: number }[]): Promise<void> {
  if (sets.length === 0) return;
  const rows = await partRowsByLowerSku(tx, sets.flatMap((s) => namedParts(s.parts).map((n) => n.sku)));
  const priceOfSku = new Map([...rows.values()].map((r) => [r.sku, r.priceCents]));
  for (const set of sets) {
    const found = new Map<string, PartCandidate>();
    for (const { sku } of namedParts(set.parts)) {
      const row = rows.get(sku.toLowerCase());
      if (!row) throw new Error(`The part ${sku} of product ${set.id} is not in the catalogue: the plan should have refused it.`);
      found.set(sku, row);
    }
    const columns =
      set.parts.kind === "bundle"
        ? { bundleOptions: await storedBundleOptions(tx, withOptionIds(set.parts.body, set.stored.bundleOptions), set.stored.bundleOptions, found) }
        : { productLinks: storedGroupedLinks(set.parts.body, set.stored.productLinks, found) };
    const priceCents = setRowPriceCents(columns as { bundleOptions: BundleOption[] } | { productLinks: ProductLink[] }, priceOfSku, set.priceCents);
    await tx.update(products).set({ ...columns, priceCents, specialPriceCents: null, specialFromDate: null, specialToDate: null }).where(eq(products.id, set.id));
  }
}

/**
 * edit.ts moveAddress for many products at once, in three statements: one per product took 13 ms at 50,000 rows
 * (url_rewrites has no index on its target, so each product's update read the whole table). A file cannot chain
 * moves (a url_key another product holds is refused), so the order between them does not matter.
 */
async function moveAddresses(tx: Db, moves: { from: string; to: string }[]): Promise<void> {
  if (moves.length === 0) return;
  const list = sql`jsonb_to_recordset(${JSON.stringify(moves)}::jsonb) AS m("from" text, "to" text)`;
  await tx.execute(sql`DELETE FROM ${urlRewrites} u USING ${list} WHERE u.request_path = m."to"`);
  await tx.execute(sql`UPDATE ${urlRewrites} u SET target_path = m."to" FROM ${list} WHERE u.target_path = m."from"`);
  await tx.execute(
    sql`INSERT INTO ${urlRewrites} (request_path, target_path, redirect_type) SELECT m."from", m."to", 301 FROM ${list}
        ON CONFLICT (request_path) DO UPDATE SET target_path = excluded.target_path, redirect_type = 301`,
  );
}
