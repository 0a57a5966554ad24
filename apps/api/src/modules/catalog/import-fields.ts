/**
 * A row's cells and a product's fields, both ways: what a cell means (price "19.99" → 1999 cents, status "enabled",
 * categories by their address key), and the cells an export writes for a product. The product rules themselves
 * (limits, windows, required fields) are the contract's productBody, which the plan runs on the fields.
 */
import { CATEGORY_SEPARATOR, isSetType, type ImportColumn, type ProductBody } from "@petsies/contract/admin";
import { sanitiseDescription } from "@petsies/domain";
import type { ExportCells, FileRow } from "./import-format.ts";
import { readParts, textOfParts, type SetParts } from "./import-parts.ts";

/**
 * A product's fields as the form edits them; the type is any type (exports list every product). `parts` is a set
 * product's parts as the `parts` column writes them (import-parts.ts), "" for other types.
 */
export type ProductFields = Omit<ProductBody, "type"> & { type: string; parts: string };

/** The form's field → the file's column: a refusal of a field is shown at its column. */
export const COLUMN_OF_FIELD: Record<keyof ProductFields, ImportColumn> = {
  sku: "sku",
  type: "type",
  name: "name",
  urlKey: "url_key",
  enabled: "status",
  visibility: "visibility",
  taxClassId: "tax_class",
  priceCents: "price",
  specialPriceCents: "special_price",
  specialFromDate: "special_from",
  specialToDate: "special_to",
  qty: "qty",
  manageStock: "manage_stock",
  isInStock: "in_stock",
  categoryIds: "categories",
  description: "description",
  metaTitle: "meta_title",
  metaDescription: "meta_description",
  parts: "parts",
};

/** Columns a bundle's or grouped product's row does not set: its parts make its price and hold its stock (as the form). */
const NOT_FOR_SETS: readonly ImportColumn[] = ["price", "special_price", "special_from", "special_to", "qty", "manage_stock", "in_stock"];

export interface CategoryIndex {
  idOfKey: Map<string, number>;
  keyOfId: Map<number, string>;
}

/** What a new product is given for a column its row leaves out. */
function newProduct(sku: string): ProductFields {
  return {
    type: "simple",
    name: "",
    sku,
    urlKey: "",
    description: "",
    enabled: true,
    visibility: 4,
    taxClassId: 2,
    categoryIds: [],
    priceCents: 0,
    specialPriceCents: null,
    specialFromDate: null,
    specialToDate: null,
    qty: 0,
    manageStock: true,
    isInStock: true,
    metaTitle: "",
    metaDescription: "",
    parts: "",
  };
}

const MONEY = /^\d{1,9}(\.\d{1,2})?$/;
const money = (cell: string) => {
  const [dollars, cents = ""] = cell.split(".");
  return Number(dollars) * 100 + Number(cents.padEnd(2, "0"));
};
const YES = new Set(["yes", "true", "1", "y"]);
const NO = new Set(["no", "false", "0", "n"]);

export interface ReadRow {
  fields: ProductFields;
  mistakes: { column: string; message: string }[];
  /** A set row's parts as its `parts` cell gives them, not judged yet; undefined when the row keeps the product's. */
  parts?: SetParts;
}

/**
 * The fields a row asks for: the product as it is (or a new one's defaults) with each cell the row has written over
 * it. A column the file leaves out keeps what the product has; an empty cell of an optional column clears it.
 */
export function readRow(row: FileRow, current: ProductFields | undefined, categories: CategoryIndex): ReadRow {
  const cells = row.cells;
  const sku = cells.sku?.trim() ?? "";
  const fields: ProductFields = current ? { ...current, categoryIds: [...current.categoryIds] } : newProduct(sku);
  const mistakes = [...row.shapeMistakes];
  const wrong = (column: ImportColumn, message: string) => mistakes.push({ column, message });
  let set = false;
  const text = (column: ImportColumn) => (set && NOT_FOR_SETS.includes(column) ? undefined : cells[column]);

  fields.sku = sku;
  if (text("type") !== undefined) fields.type = text("type")!.trim().toLowerCase();
  set = isSetType(fields.type);
  if (text("name") !== undefined) fields.name = text("name")!.trim();
  if (text("url_key") !== undefined) fields.urlKey = text("url_key")!.trim();
  if (text("description") !== undefined) fields.description = text("description")!;
  if (text("meta_title") !== undefined) fields.metaTitle = text("meta_title")!.trim();
  if (text("meta_description") !== undefined) fields.metaDescription = text("meta_description")!.trim();

  const status = text("status")?.trim().toLowerCase();
  if (status !== undefined) {
    if (status === "enabled" || status === "disabled") fields.enabled = status === "enabled";
    else wrong("status", "Write enabled or disabled.");
  }
  for (const [column, field] of [
    ["visibility", "visibility"],
    ["tax_class", "taxClassId"],
    ["qty", "qty"],
  ] as const) {
    const cell = text(column)?.trim();
    if (cell === undefined) continue;
    if (/^-?\d{1,9}$/.test(cell)) (fields[field] as number) = Number(cell);
    else wrong(column, column === "qty" ? "Write the quantity as a whole number, like 12." : column === "visibility" ? "Write 1, 2, 3 or 4 (see the column list)." : "Write 2 (taxable goods) or 3 (not taxed).");
  }
  const price = text("price")?.trim();
  if (price !== undefined) {
    if (MONEY.test(price)) fields.priceCents = money(price);
    else wrong("price", price === "" ? "Enter the price." : "Write the price in dollars with a dot, like 19.99 (no currency sign).");
  }
  const special = text("special_price")?.trim();
  if (special !== undefined) {
    if (special === "") fields.specialPriceCents = null;
    else if (MONEY.test(special)) fields.specialPriceCents = money(special);
    else wrong("special_price", "Write the special price in dollars with a dot, like 14.99, or leave it empty.");
  }
  const from = text("special_from")?.trim();
  if (from !== undefined) fields.specialFromDate = from === "" ? null : from;
  const to = text("special_to")?.trim();
  if (to !== undefined) fields.specialToDate = to === "" ? null : to;
  for (const [column, field] of [
    ["manage_stock", "manageStock"],
    ["in_stock", "isInStock"],
  ] as const) {
    const cell = text(column)?.trim().toLowerCase();
    if (cell === undefined) continue;
    if (YES.has(cell)) fields[field] = true;
    else if (NO.has(cell)) fields[field] = false;
    else wrong(column, "Write yes or no.");
  }
  // A new product's stock flag follows its quantity unless the row says otherwise.
  if (!current && text("in_stock") === undefined) fields.isInStock = !fields.manageStock || fields.qty > 0;
  const keys = text("categories");
  if (keys !== undefined) {
    const wanted = keys.split(CATEGORY_SEPARATOR).map((k) => k.trim()).filter(Boolean);
    const unknown = wanted.filter((k) => !categories.idOfKey.has(k));
    if (unknown.length > 0) wrong("categories", `No category has the address key ${unknown.map((k) => `“${k}”`).join(", ")}.`);
    else fields.categoryIds = [...new Set(wanted.map((k) => categories.idOfKey.get(k)!))].sort((a, b) => a - b);
  }
  const partsCell = text("parts");
  let parts: SetParts | undefined;
  if (partsCell !== undefined && set) {
    const read = readParts(fields.type as "bundle" | "grouped", partsCell);
    for (const message of read.mistakes) wrong("parts", message);
    if (read.parts) {
      parts = read.parts;
      fields.parts = textOfParts(read.parts);
    }
  } else if (partsCell !== undefined && partsCell.trim() !== "") {
    wrong("parts", "Only a bundle or grouped product is made of parts: leave this cell empty.");
  }
  return { fields, mistakes, ...(parts ? { parts } : {}) };
}

const cents = (value: number | null) => (value === null ? "" : (value / 100).toFixed(2));

export function exportCells(p: ProductFields, categories: CategoryIndex): ExportCells {
  return {
    sku: p.sku,
    type: p.type,
    name: p.name,
    url_key: p.urlKey,
    status: p.enabled ? "enabled" : "disabled",
    visibility: String(p.visibility),
    tax_class: String(p.taxClassId),
    price: cents(p.priceCents),
    special_price: cents(p.specialPriceCents),
    special_from: p.specialFromDate ?? "",
    special_to: p.specialToDate ?? "",
    qty: String(p.qty),
    manage_stock: p.manageStock ? "yes" : "no",
    in_stock: p.isInStock ? "yes" : "no",
    categories: p.categoryIds.map((id) => categories.keyOfId.get(id) ?? String(id)).join(CATEGORY_SEPARATOR),
    description: p.description,
    meta_title: p.metaTitle,
    meta_description: p.metaDescription,
    parts: p.parts,
  };
}

const sameIds = (a: number[], b: number[]) => a.length === b.length && [...a].sort((x, y) => x - y).every((id, i) => id === [...b].sort((x, y) => x - y)[i]);

/** The columns whose value a row would change; descriptions are compared as the storefront keeps them. */
export function changedFields(before: ProductFields, after: ProductFields): (keyof ProductFields)[] {
  return (Object.keys(COLUMN_OF_FIELD) as (keyof ProductFields)[]).filter((field) => {
    if (field === "categoryIds") return !sameIds(before.categoryIds, after.categoryIds);
    if (field === "description") return sanitiseDescription(before.description) !== sanitiseDescription(after.description);
    return before[field] !== after[field];
  });
}
