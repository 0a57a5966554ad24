/**
 * CSV files the back office downloads (coupon codes, newsletter subscribers): RFC 4180 quoting, CRLF lines,
 * and a leading = + - @ defused with a quote so a spreadsheet never runs a typed value as a formula.
 */
function csvField(value: string | number | null): string {
  const text = value === null ? "" : String(value);
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(header: string[], rows: (string | number | null)[][]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
}
