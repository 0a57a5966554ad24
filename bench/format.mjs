// Plain-text report helpers: aligned tables that read the same in a terminal, a CI log or a pasted issue.

/** A section heading, underlined so that it stands out in a long log. */
export function heading(title) {
  return `\n${title}\n${"=".repeat(title.length)}`;
}

/**
 * Columns separated by " | ", numbers right-aligned and text left-aligned, so that figures line up
 * by their last digit.
 */
export function table(headers, rows) {
  const cells = rows.map((row) => row.map((cell) => String(cell ?? "")));
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((row) => row[i].length)));
  const numeric = headers.map((_, i) => cells.length > 0 && cells.every((row) => /^[-\d.,×%]+$|^—$/.test(row[i])));
  const line = (row) =>
    row
      .map((cell, i) => (numeric[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
      .join(" | ")
      .trimEnd();
  return [line(headers), widths.map((w) => "-".repeat(w)).join("-|-"), ...cells.map(line)].join("\n");
}

/** A figure with a sensible number of digits for its size: 12,345 / 123 / 12.3 / 1.23. */
export function figure(n) {
  if (n === null || n === undefined || !Number.isFinite(n)) return "—";
  if (Math.abs(n) >= 1000) return Math.round(n).toLocaleString("en-US");
  if (Math.abs(n) >= 100) return n.toFixed(0);
  if (Math.abs(n) >= 10) return n.toFixed(1);
  return n.toFixed(2);
}

/** ours / baseline, or "—" when the baseline is zero (latency below autocannon's 1 ms resolution). */
export function ratio(ours, baseline) {
  if (!Number.isFinite(ours) || !Number.isFinite(baseline) || baseline === 0) return "—";
  const r = ours / baseline;
  return r >= 10 ? r.toFixed(0) : r >= 1 ? r.toFixed(1) : r.toFixed(3);
}
