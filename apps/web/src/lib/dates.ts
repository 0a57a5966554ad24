/**
 * Dates as shoppers read them. The shop sells to the US: months are spelled out ("Nov 22, 2026"), because
 * the old shop's D/M/YYYY reads the wrong way round there. Day-only dates (YYYY-MM-DD) are calendar days:
 * they are shown as written, whatever the shopper's time zone.
 *
 * Written out here rather than through Intl.DateTimeFormat, whose first formatter costs a phone 15 ms and more
 * of its main thread (ICU's date patterns load): the promotion banner's end date made that a part of every
 * catalogue page's opening (issue 18). The texts are what en-US's medium date and short time write.
 */
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const dayText = (year: number, month: number, day: number) => `${MONTHS[month]} ${day}, ${year}`;

/** "Nov 22, 2026" for a YYYY-MM-DD day or an ISO timestamp (in the shopper's zone); the input itself when unreadable. */
export function formatDay(value: string): string {
  const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dayOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return dayOnly ? dayText(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) : dayText(date.getFullYear(), date.getMonth(), date.getDate());
}

/** "Dec 4, 2026, 12:15 AM": a moment in the shopper's time zone. */
export function formatDateTime(date: Date): string {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, "0");
  return `${dayText(date.getFullYear(), date.getMonth(), date.getDate())}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? "AM" : "PM"}`;
}
