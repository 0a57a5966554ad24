/**
 * CSV files the back office downloads (coupon codes, newsletter subscribers, the catalogue): RFC 4180 quoting, CRLF
 * lines, and a leading = + - @ defused with a quote so a spreadsheet never runs a typed value as a formula (the
 * catalogue import takes that quote off again, so an export reads back as it was).
 */
function csvField(value: string | number | null): string {
  const text = value === null ? "" : String(value);
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One record and its line end. */
export function csvLine(row: readonly (string | number | null)[]): string {
  return row.map(csvField).join(",") + "\r\n";
}

export function toCsv(header: string[], rows: (string | number | null)[][]): string {
  return [header, ...rows].map(csvLine).join("");
}

/** A cell as written, without the quote that defused a formula. */
export function undefusedCell(cell: string): string {
  return /^'[=+\-@]/.test(cell) ? cell.slice(1) : cell;
}
