/**
 * Catalogue import and export (issue 13): products with their prices and stock as a CSV file (or the same rows as
 * JSON). An upload is checked first — a dry run that says what it would create and change and lists every bad row —
 * and applied only when the owner asks, all or nothing. The columns are documented in README "Catalogue import and
 * export"; IMPORT_COLUMNS is their one list.
 */
import { z } from "zod";
import { line, queryInt } from "./fields.ts";

/** The columns, in the order an export writes them. */
export const IMPORT_COLUMNS = [
  "sku",
  "type",
  "name",
  "url_key",
  "status",
  "visibility",
  "tax_class",
  "price",
  "special_price",
  "special_from",
  "special_to",
  "qty",
  "manage_stock",
  "in_stock",
  "categories",
  "parts",
  "description",
  "meta_title",
  "meta_description",
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
/** A file without one of these is refused whole; any other column may be left out (a product keeps what it has). */
export const REQUIRED_IMPORT_COLUMNS: readonly ImportColumn[] = ["sku", "type", "name", "url_key", "price"];
/** Categories in one cell are separated by this; so are a grouped product's parts and a bundle's options in `parts`. */
export const CATEGORY_SEPARATOR = "|";
/**
 * The `parts` cell of a set product (README "Catalogue import and export"): a grouped product's parts as
 * `SKU*qty | SKU*qty`, a bundle's options as `Title (radio, required): SKU*qty default, SKU*qty | Title (checkbox): …`.
 * A selection's flags: DEFAULT_PART_FLAG chosen by default, CHOOSE_QTY_PART_FLAG shoppers may change its quantity.
 */
export const DEFAULT_PART_FLAG = "default";
export const CHOOSE_QTY_PART_FLAG = "choose-qty";

export const IMPORT_FORMATS = ["csv", "json"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
/** The biggest file an upload takes, and its most rows. */
export const MAX_IMPORT_BYTES = 32 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 100_000;
/** Files with more rows than this are checked and applied in the background, with progress. */
export const BACKGROUND_IMPORT_ROWS = 2_000;
/** The report lists at most this many mistakes (and counts them all). */
export const MAX_REPORTED_MISTAKES = 1_000;

/** POST /api/admin/catalogue/imports?fileName=…&format=…: the file is the request's body, as it is. */
export const importUploadQuery = z.object({
  fileName: line(200).min(1, "Name the file").default("catalogue.csv"),
  format: z.enum(IMPORT_FORMATS).optional(),
});
export type ImportUploadQuery = z.infer<typeof importUploadQuery>;

/** GET /api/admin/catalogue/export?format=csv|json */
export const exportQuery = z.object({ format: z.enum(IMPORT_FORMATS).default("csv") });

export const IMPORT_STATUSES = ["checking", "checked", "applying", "applied", "failed"] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** One mistake: the line of the CSV file (the header is line 1), or the item's number in a JSON array. */
export const importMistake = z.object({ line: z.number().int(), column: z.string(), message: z.string() });
export type ImportMistake = z.infer<typeof importMistake>;

export const importReport = z.object({
  create: z.number().int(),
  change: z.number().int(),
  unchanged: z.number().int(),
  /** How many rows have at least one mistake. */
  badRows: z.number().int(),
  /** Every mistake up to MAX_REPORTED_MISTAKES, in file order; mistakeCount counts them all. */
  mistakes: z.array(importMistake),
  mistakeCount: z.number().int(),
});
export type ImportReport = z.infer<typeof importReport>;

export const importView = z.object({
  id: z.number().int(),
  fileName: z.string(),
  format: z.enum(IMPORT_FORMATS),
  status: z.enum(IMPORT_STATUSES),
  rowCount: z.number().int(),
  /** Rows checked so far (a background import's progress). */
  rowsDone: z.number().int(),
  /**
   * While applying: the rows of the file already in the catalogue (it is written a few hundred rows per
   * transaction); 0 while the file is first checked against the catalogue again.
   */
  rowsApplied: z.number().int(),
  background: z.boolean(),
  report: importReport.nullable(),
  /** Why the last apply did not happen, when it did not. */
  failure: z.string().nullable(),
  staffEmail: z.string(),
  createdAt: z.string(),
  appliedAt: z.string().nullable(),
});
export type ImportView = z.infer<typeof importView>;

export const importParams = z.object({ id: queryInt(1, 2_147_483_647) });

/** The back office's Import / export screen: the import it shows, kept in the address. */
export const importScreenQuery = z.object({ import: queryInt(1, 2_147_483_647).optional() });
