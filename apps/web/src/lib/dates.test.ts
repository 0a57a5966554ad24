import { describe, expect, it } from "vitest";
import { formatDateTime, formatDay } from "./dates.ts";

const intlDay = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric" });
const intlDateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
/** ICU writes a narrow no-break space before AM/PM in some versions; a reader hears the same. */
const spaced = (text: string) => text.replace(/\u202f/g, " ");

describe("dates", () => {
  it("writes a calendar day as written, whatever the time zone", () => {
    expect(formatDay("2026-11-22")).toBe("Nov 22, 2026");
    expect(formatDay("2027-01-01")).toBe("Jan 1, 2027");
    expect(formatDay("not a date")).toBe("not a date");
  });

  it("writes what Intl's en-US formats write, for days and moments around the clock and the year", () => {
    for (let hour = 0; hour < 24; hour++) {
      for (const day of [new Date(2026, 0, 1, hour, 5), new Date(2026, 11, 31, hour, 59), new Date(2027, 5, 15, hour, 0)]) {
        expect(formatDateTime(day)).toBe(spaced(intlDateTime.format(day)));
        expect(formatDay(day.toISOString())).toBe(intlDay.format(day));
      }
    }
  });
});
