/**
 * Timestamps from the API are ISO instants, shown in the reader's own time zone. Calendar days (YYYY-MM-DD:
 * estimates, shipment dates, filters) have no time zone and are shown as the same day everywhere.
 */
const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const calendarDay = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "—";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

export function formatDay(day: string | null | undefined): string {
  if (!day) return "—";
  const date = new Date(ISO_DAY.test(day) ? `${day}T00:00:00Z` : day);
  return Number.isNaN(date.getTime()) ? day : calendarDay.format(date);
}

/** Today as YYYY-MM-DD in the reader's time zone, for date inputs. */
export function todayIsoDay(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
