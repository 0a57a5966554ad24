/**
 * Dates as shoppers read them. The shop sells to the US: months are spelled out ("Nov 22, 2026"), because
 * the old shop's D/M/YYYY reads the wrong way round there. Day-only dates (YYYY-MM-DD) are calendar days:
 * they are shown as written, whatever the shopper's time zone.
 */
const DAY = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
const LOCAL_DAY = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric" });

/** "Nov 22, 2026" for a YYYY-MM-DD day or an ISO timestamp (in the shopper's zone); the input itself when unreadable. */
export function formatDay(value: string): string {
  const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dayOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return (dayOnly ? DAY : LOCAL_DAY).format(date);
}
