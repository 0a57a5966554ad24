/**
 * The dry run of a catalogue import: each row matched to its product by sku, read into the product's fields, and
 * judged by the same rules as the product form (contract productBody, product-rules.ts) — what it would create,
 * what it would change, what it leaves as it is, and every mistake with its line and column. A row identical to
 * the shop is "unchanged" and never judged: a product the shop already has is not refused for being itself.
 * Rows are looked up in batches (a few queries per 250 rows), so 50,000 rows are under a thousand queries.
 */
import { asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import {
  BUNDLE_PART_TYPES,
  GIFT_CARD_PRODUCT_TYPE,
  GROUPED_PART_TYPES,
  isEditableType,
  MAX_REPORTED_MISTAKES,
  productBody,
  type ImportMistake,
  type ImportReport,
  type ProductBody,
} from "@petsies/contract/admin";
import { SEO_DESCRIPTION_ATTRIBUTE, SEO_TITLE_ATTRIBUTE, STATUS_ENABLED, type BundleOption, type ProductLink } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { categories, productCategories, products, stock } from "../../db/schema.ts";
import { catalogVersion } from "./cache.ts";
import { day, staffTypeOf, textAttribute } from "./edit.ts";
import type { ImportFile } from "./import-format.ts";
import { changedFields, COLUMN_OF_FIELD, readRow, type CategoryIndex, type ProductFields } from "./import-fields.ts";
import { namedParts, partsShapeMistakes, partsText, placed, textOfParts, withSpelling, type SetParts } from "./import-parts.ts";
import { productRules, setRules } from "./product-rules.ts";
import { judgeParts, partRowsByLowerSku, type PartCandidate } from "./set-edit.ts";
import { hasCustomizations } from "./set-read.ts";

/** A set product's parts as stored: its options' ids and its other links stay when the file changes its parts. */
export interface StoredParts {
  bundleOptions: BundleOption[];
  productLinks: ProductLink[];
}

export interface CurrentProduct {
  id: number;
  fields: ProductFields;
  attributes: Record<string, string | number>;
  stored: StoredParts;
}

/** Rows planned per batch: the process answers other requests between two (see planImport). */
const BATCH = 250;

/** Products as the form reads them, with their stock and categories, a few queries for the lot. */
export async function currentProducts(db: Db, where: SQL, limit?: number): Promise<CurrentProduct[]> {
  const query = db.select({ product: products, stock }).from(products).leftJoin(stock, eq(stock.productId, products.id)).where(where).orderBy(asc(products.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  if (rows.length === 0) return [];
  const links = await db
    .select({ productId: productCategories.productId, categoryId: productCategories.categoryId })
    .from(productCategories)
    .where(inArray(productCategories.productId, rows.map((r) => r.product.id)));
  const linked = new Map<number, number[]>();
  for (const l of links) linked.set(l.productId, [...(linked.get(l.productId) ?? []), l.categoryId]);
  return rows.map(({ product: p, stock: s }) => {
    // A window without a special price means nothing (the form clears it): it is neither shown nor compared.
    const special = p.specialPriceCents;
    const bundleOptions = p.bundleOptions as BundleOption[];
    const productLinks = p.productLinks as ProductLink[];
    return {
      id: p.id,
      attributes: p.customAttributes,
      stored: { bundleOptions, productLinks },
      fields: {
        type: staffTypeOf(p),
        name: p.name,
        sku: p.sku,
        urlKey: p.urlKey,
        description: p.description,
        enabled: p.status === STATUS_ENABLED,
        visibility: p.visibility as ProductFields["visibility"],
        taxClassId: p.taxClassId as ProductFields["taxClassId"],
        categoryIds: (linked.get(p.id) ?? []).sort((a, b) => a - b),
        priceCents: p.priceCents,
        specialPriceCents: special,
        specialFromDate: special === null ? null : day(p.specialFromDate),
        specialToDate: special === null ? null : day(p.specialToDate),
        qty: s?.qty ?? 0,
        manageStock: s?.manageStock ?? true,
        isInStock: s?.isInStock ?? false,
        metaTitle: textAttribute(p.customAttributes, SEO_TITLE_ATTRIBUTE),
        metaDescription: textAttribute(p.customAttributes, SEO_DESCRIPTION_ATTRIBUTE),
        parts: partsText(p.typeId, bundleOptions, productLinks),
      },
    };
  });
}

export interface CategoryTable extends CategoryIndex {
  /** A category's address → its name: a product's url_key must not take it. */
  nameOfPath: Map<string, string>;
}

export async function categoryTable(db: Db): Promise<CategoryTable> {
  const rows = await db.select({ id: categories.id, slug: categories.slug, urlPath: categories.urlPath, name: categories.name }).from(categories);
  return {
    idOfKey: new Map(rows.map((c) => [c.slug, c.id])),
    keyOfId: new Map(rows.map((c) => [c.id, c.slug])),
    nameOfPath: new Map(rows.map((c) => [c.urlPath, c.name])),
  };
}

export interface ImportPlan {
  /** The catalogue version the plan was made against: a write after it means planning again. */
  version: number;
  /** `parts`: a set product's new parts (checked), written with it (import-write.ts). */
  creates: { line: number; fields: ProductBody; parts?: SetParts }[];
  changes: { line: number; id: number; before: ProductFields; fields: ProductBody; attributes: Record<string, string | number>; stored: StoredParts; parts?: SetParts }[];
  unchanged: number;
  badRows: number;
  mistakes: ImportMistake[];
}

export function reportOf(plan: ImportPlan): ImportReport {
  return {
    create: plan.creates.length,
    change: plan.changes.length,
    unchanged: plan.unchanged,
    badRows: plan.badRows,
    mistakes: plan.mistakes.slice(0, MAX_REPORTED_MISTAKES),
    mistakeCount: plan.mistakes.length,
  };
}

/** The product types a row can make or change: every type whose whole product fits in the import's columns. */
const IMPORTABLE_TYPES = "simple, virtual, downloadable, gift card, configurable, bundle and grouped";

/** The form's refusals of a product, each at its column, in the form's own words. */
function formMistakes(fields: ProductFields): { column: string; message: string }[] | ProductBody {
  const checked = productBody.safeParse(fields);
  if (checked.success) return checked.data;
  return checked.error.issues.map((issue) => {
    const field = issue.path[0] as keyof ProductFields | undefined;
    const column = field && field in COLUMN_OF_FIELD ? COLUMN_OF_FIELD[field] : "(row)";
    const message = field === "type" ? `Only ${IMPORTABLE_TYPES} products can be made by import; “${fields.type}” is not one of them.` : issue.message;
    return { column, message };
  });
}

interface Judged {
  line: number;
  sku: string;
  current: CurrentProduct | undefined;
  body: ProductBody;
  mistakes: { column: string; message: string }[];
  parts?: SetParts;
}

/**
 * A set row's new parts, judged by the set editor's rules (set-edit.ts) at the `parts` column: the shape of its
 * options or links, then each product named — in the shop, or made by this file on an earlier line.
 */
async function judgeSetParts(db: Db, j: Judged, inShop: Map<string, PartCandidate>, madeInFile: Map<string, PartCandidate & { line: number }>, lineInFile: Map<string, number>): Promise<void> {
  const parts = j.parts!;
  const wrong = (message: string) => j.mistakes.push({ column: "parts", message });
  if (parts.kind === "bundle" && j.current && (await hasCustomizations(db, j.current.id))) return void wrong(setRules.fromCustomizations);
  for (const m of partsShapeMistakes(parts)) wrong(m.message);
  const named = namedParts(parts);
  const known = new Map(inShop);
  for (const { sku } of named) {
    const made = madeInFile.get(sku.toLowerCase());
    if (!known.has(sku.toLowerCase()) && made && made.line <= j.line) known.set(sku.toLowerCase(), made);
  }
  const errors: Record<string, string> = {};
  judgeParts(named, known, parts.kind === "bundle" ? BUNDLE_PART_TYPES : GROUPED_PART_TYPES, j.sku, errors);
  for (const { path, sku, where } of named) {
    if (!errors[path]) continue;
    const later = lineInFile.get(sku.toLowerCase());
    const below = !known.has(sku.toLowerCase()) && later !== undefined && later > j.line;
    wrong(placed(where, below ? `${sku} is on line ${later}, below this product: put the products a set is made of above it` : errors[path]));
  }
}

/**
 * Plans the file against the catalogue as it is now. `progress` is told the rows done after each batch (a background
 * import shows it); the plan reads only, so it may run outside the transaction that applies it.
 */
export async function planImport(db: Db, file: ImportFile, progress?: (rowsDone: number) => Promise<void>): Promise<ImportPlan> {
  const version = await catalogVersion(db);
  const table = await categoryTable(db);
  const plan: ImportPlan = { version, creates: [], changes: [], unchanged: 0, badRows: 0, mistakes: [] };
  const lineOfSku = new Map<string, number>();
  const lineOfKey = new Map<string, { line: number; sku: string }>();
  // A set's parts may be products this file makes on an earlier line (their rows are written first).
  const madeInFile = new Map<string, PartCandidate & { line: number }>();
  const lineInFile = new Map<string, number>();
  for (const row of file.rows) {
    const sku = row.cells.sku?.trim().toLowerCase();
    if (sku && !lineInFile.has(sku)) lineInFile.set(sku, row.line);
  }

  for (let start = 0; start < file.rows.length; start += BATCH) {
    const batch = file.rows.slice(start, start + BATCH);
    const skus = [...new Set(batch.map((r) => r.cells.sku?.trim() ?? "").filter(Boolean))];
    const current = new Map((skus.length ? await currentProducts(db, inArray(products.sku, skus)) : []).map((p) => [p.fields.sku, p]));
    // The form refuses a sku that differs from another product's only in its letters' case.
    const newSkus = skus.filter((s) => !current.has(s));
    const caseTwins = new Map(
      (newSkus.length
        ? await db
            .select({ sku: products.sku, name: products.name })
            .from(products)
            .where(inArray(sql`lower(${products.sku})`, newSkus.map((s) => s.toLowerCase())))
        : []
      ).map((p) => [p.sku.toLowerCase(), p.name]),
    );

    const judged: Judged[] = [];
    for (const row of batch) {
      const existing = current.get(row.cells.sku?.trim() ?? "");
      const { fields, mistakes, parts: asWritten } = readRow(row, existing?.fields, table);
      // Parts the shop has, spelled as it stores them: a SKU written in another case is the same part.
      const stored = asWritten ? await partRowsByLowerSku(db, namedParts(asWritten).map((n) => n.sku)) : null;
      const parts = asWritten && stored ? withSpelling(asWritten, (sku) => stored.get(sku.toLowerCase())?.sku ?? sku) : undefined;
      if (parts) fields.parts = textOfParts(parts);
      const skuKey = fields.sku.toLowerCase();
      if (!existing && fields.sku && !madeInFile.has(skuKey)) madeInFile.set(skuKey, { sku: fields.sku, name: fields.name, typeId: fields.type === GIFT_CARD_PRODUCT_TYPE ? "virtual" : fields.type, line: row.line });
      const firstLine = lineOfSku.get(skuKey);
      if (fields.sku && firstLine !== undefined) mistakes.push({ column: "sku", message: `This SKU is also on line ${firstLine}: give each product one row.` });
      else if (fields.sku) lineOfSku.set(skuKey, row.line);
      const keyHolder = lineOfKey.get(fields.urlKey);
      if (fields.urlKey && keyHolder && keyHolder.sku !== skuKey) mistakes.push({ column: "url_key", message: `This URL key is also on line ${keyHolder.line}: each product needs its own.` });
      else if (fields.urlKey) lineOfKey.set(fields.urlKey, { line: row.line, sku: skuKey });

      if (existing && mistakes.length === 0 && changedFields(existing.fields, fields).length === 0) {
        plan.unchanged += 1;
        continue;
      }
      if (existing && !isEditableType(existing.fields.type)) mistakes.push({ column: "type", message: productRules.notEditable(existing.fields.type) });
      else if (existing && fields.type !== existing.fields.type) mistakes.push({ column: "type", message: productRules.typeFixed });
      if (!existing && caseTwins.has(skuKey)) mistakes.push({ column: "sku", message: productRules.skuTaken(caseTwins.get(skuKey)!) });
      const form = formMistakes(fields);
      if (Array.isArray(form)) mistakes.push(...form);
      // Parts are written (and judged) only when they differ from the product's.
      const newParts = parts && fields.parts !== (existing?.fields.parts ?? "") ? parts : undefined;
      judged.push({ line: row.line, sku: fields.sku, current: existing, body: Array.isArray(form) ? (fields as ProductBody) : form, mistakes, ...(newParts ? { parts: newParts } : {}) });
    }

    const sets = judged.filter((j) => j.parts);
    if (sets.length > 0) {
      const inShop = await partRowsByLowerSku(db, sets.flatMap((j) => namedParts(j.parts!).map((n) => n.sku)));
      for (const j of sets) await judgeSetParts(db, j, inShop, madeInFile, lineInFile);
    }

    // A url_key another product (or a category's page) has, as the form's checkUnique refuses it.
    const keys = [...new Set(judged.filter((j) => j.body.urlKey && j.body.urlKey !== j.current?.fields.urlKey).map((j) => j.body.urlKey))];
    const holders = new Map(
      (keys.length ? await db.select({ urlKey: products.urlKey, sku: products.sku, name: products.name }).from(products).where(inArray(products.urlKey, keys)) : []).map((p) => [p.urlKey, p]),
    );
    for (const j of judged) {
      const holder = holders.get(j.body.urlKey);
      const newKey = j.body.urlKey !== j.current?.fields.urlKey;
      if (newKey && holder && holder.sku !== j.sku) j.mistakes.push({ column: "url_key", message: productRules.urlKeyTaken(holder.name) });
      else if (newKey && table.nameOfPath.has(j.body.urlKey)) j.mistakes.push({ column: "url_key", message: productRules.urlKeyIsCategory(table.nameOfPath.get(j.body.urlKey)!) });
      if (j.mistakes.length > 0) {
        plan.badRows += 1;
        plan.mistakes.push(...j.mistakes.map((m) => ({ line: j.line, ...m })));
      } else if (j.current) {
        plan.changes.push({ line: j.line, id: j.current.id, before: j.current.fields, fields: j.body, attributes: j.current.attributes, stored: j.current.stored, ...(j.parts ? { parts: j.parts } : {}) });
      } else {
        plan.creates.push({ line: j.line, fields: j.body, ...(j.parts ? { parts: j.parts } : {}) });
      }
    }
    await progress?.(Math.min(start + BATCH, file.rows.length));
    // On the embedded database each query is answered within this task: without a pause here a long file's
    // check would hold the process, and every shopper's request, until its last batch.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return plan;
}
