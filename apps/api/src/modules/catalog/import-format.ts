/**
 * The catalogue file's format (README "Catalogue import and export"): reading an uploaded CSV or JSON file into rows
 * of cells, each with its line, and writing a product back as the same cells. A file the import cannot take whole —
 * not CSV or JSON, a missing or unknown column, too big — is refused as a whole (ImportFileError) before any row is
 * looked at; a row's own mistakes are the plan's (import-plan.ts).
 */
import { parse } from "csv-parse/sync";
import {
  CATEGORY_SEPARATOR,
  IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
  REQUIRED_IMPORT_COLUMNS,
  type ImportColumn,
  type ImportFormat,
} from "@petsies/contract/admin";
import { AppError } from "../../infra/errors.ts";
import { undefusedCell } from "../../infra/csv.ts";

/** A file refused whole; the answer's `error` is "import_file". */
export class ImportFileError extends AppError {
  constructor(message: string) {
    super(400, message, "import_file");
  }
}

export interface FileRow {
  /** The CSV line the row starts on (the header is line 1), or the item's number in a JSON array. */
  line: number;
  cells: Partial<Record<ImportColumn, string>>;
  /** What is wrong with the row's shape (too many cells, a value that is not text), by column. */
  shapeMistakes: { column: string; message: string }[];
}

export interface ImportFile {
  format: ImportFormat;
  rows: FileRow[];
}

const isColumn = (name: string): name is ImportColumn => (IMPORT_COLUMNS as readonly string[]).includes(name);

function checkColumns(names: string[], where: string): ImportColumn[] {
  const unknown = names.filter((n) => !isColumn(n));
  if (unknown.length > 0) {
    throw new ImportFileError(`${where} has ${unknown.length === 1 ? "a column" : "columns"} the import does not know: ${unknown.map((n) => `“${n}”`).join(", ")}. The columns are: ${IMPORT_COLUMNS.join(", ")}.`);
  }
  const twice = names.filter((n, i) => names.indexOf(n) !== i);
  if (twice.length > 0) throw new ImportFileError(`${where} names the column “${twice[0]}” twice.`);
  const missing = REQUIRED_IMPORT_COLUMNS.filter((c) => !names.includes(c));
  if (missing.length > 0) {
    throw new ImportFileError(`${where} lacks the required ${missing.length === 1 ? "column" : "columns"} ${missing.map((n) => `“${n}”`).join(", ")}. Nothing was saved.`);
  }
  return names as ImportColumn[];
}

function tooMany(rows: number): void {
  if (rows > MAX_IMPORT_ROWS) throw new ImportFileError(`The file has ${rows.toLocaleString("en-US")} rows; an import takes at most ${MAX_IMPORT_ROWS.toLocaleString("en-US")}. Split it into smaller files.`);
}

function readCsv(text: string): FileRow[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { bom: true, info: true, relax_column_count: true, skip_empty_lines: true }) as unknown as typeof records;
  } catch (err) {
    throw new ImportFileError(`This is not a CSV file the import can read: ${(err as Error).message}`);
  }
  const [header, ...body] = records;
  if (!header) throw new ImportFileError("The file is empty: it needs a header line naming its columns, then one line per product.");
  const columns = checkColumns(
    header.record.map((h) => h.trim().toLowerCase()),
    "The header line",
  );
  tooMany(body.length);
  return body.map(({ record, info }) => {
    // info.lines is where the record ends; a quoted cell may run over several lines.
    const inner = record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);
    const cells: FileRow["cells"] = {};
    columns.forEach((column, i) => {
      const cell = record[i];
      if (cell !== undefined) cells[column] = undefusedCell(cell);
    });
    const shapeMistakes =
      record.length === columns.length ? [] : [{ column: "(line)", message: `This line has ${record.length} cells; the header has ${columns.length}. Check the commas and quotes.` }];
    return { line: info.lines - inner, cells, shapeMistakes };
  });
}

/** A JSON value as the text a CSV cell would hold: numbers and true/false as written, categories as a list. */
function jsonCell(column: ImportColumn, value: unknown): string | null {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (column === "categories" && Array.isArray(value) && value.every((v) => typeof v === "string")) return value.join(CATEGORY_SEPARATOR);
  return null;
}

function readJson(text: string): FileRow[] {
  let items: unknown;
  try {
    items = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (err) {
    throw new ImportFileError(`This is not a JSON file the import can read: ${(err as Error).message}`);
  }
  if (!Array.isArray(items)) throw new ImportFileError("The JSON file must be an array of products, one object per product, with the same names as the CSV columns.");
  tooMany(items.length);
  const names = new Set<string>();
  for (const item of items) {
    if (typeof item !== "object" || item === null || Array.isArray(item)) throw new ImportFileError(`Item ${items.indexOf(item) + 1} of the JSON array is not an object: each product is one object.`);
    for (const key of Object.keys(item)) names.add(key);
  }
  const known = [...names].filter(isColumn);
  checkColumns(items.length === 0 ? [...REQUIRED_IMPORT_COLUMNS, ...names] : [...names], "The JSON file");
  return items.map((item: Record<string, unknown>, i) => {
    const cells: FileRow["cells"] = {};
    const shapeMistakes: FileRow["shapeMistakes"] = [];
    for (const column of known) {
      if (!(column in item)) {
        if (REQUIRED_IMPORT_COLUMNS.includes(column)) shapeMistakes.push({ column, message: "This item lacks this required field." });
        continue;
      }
      const cell = jsonCell(column, item[column]);
      if (cell === null) shapeMistakes.push({ column, message: "Write this as text, a number, true or false." });
      else cells[column] = cell;
    }
    return { line: i + 1, cells, shapeMistakes };
  });
}

/** The file's format: as the upload says, else from its content type or name, else from its first character. */
export function formatOf(given: ImportFormat | undefined, contentType: string | undefined, fileName: string, text: string): ImportFormat {
  if (given) return given;
  if (contentType?.includes("json")) return "json";
  if (contentType?.includes("csv")) return "csv";
  if (/\.json$/i.test(fileName)) return "json";
  if (/\.csv$/i.test(fileName)) return "csv";
  return /^\s*\[/.test(text.replace(/^\uFEFF/, "")) ? "json" : "csv";
}

export function readImportFile(text: string, format: ImportFormat): ImportFile {
  if (text.trim() === "") throw new ImportFileError("The file is empty: it needs a header line naming its columns, then one line per product.");
  // eslint-disable-next-line no-control-regex -- NUL bytes mark a binary file (a spreadsheet's .xlsx, an image)
  if (/\u0000/.test(text)) throw new ImportFileError("This is not a CSV or JSON file: it looks like a binary file (a spreadsheet saved as .xlsx?). Save it as CSV and try again.");
  return { format, rows: format === "json" ? readJson(text) : readCsv(text) };
}

/** The cells of a product as an export writes them: text as the CSV holds it. */
export type ExportCells = Record<ImportColumn, string>;

/** The same cells as a JSON item: numbers, true/false and the category list in their JSON form. */
export function jsonItem(cells: ExportCells): Record<string, unknown> {
  return {
    ...cells,
    visibility: Number(cells.visibility),
    tax_class: Number(cells.tax_class),
    qty: Number(cells.qty),
    manage_stock: cells.manage_stock === "yes",
    in_stock: cells.in_stock === "yes",
    categories: cells.categories === "" ? [] : cells.categories.split(CATEGORY_SEPARATOR),
  };
}
