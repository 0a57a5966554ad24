/**
 * Turnaround and the shipment promise (spec §4, reference facts "Shipment promise"): the estimated shipment
 * is today plus turnaround_time days, put in place of {estimatedShipment} in the promise template; each ';'
 * starts a new line; the offer reads "if you order by {date}". Dates are calendar days in UTC, so the
 * browser and the server name the same day for the same instant.
 */
import { messages } from "../messages.ts";
import type { RushAddOn } from "./types.ts";

const DAY_MS = 86_400_000;

/** The chosen rush add-on's turnaround, else the product's own. */
export function turnaroundDays(productTurnaroundDays: number | null, rush: RushAddOn | null): number | null {
  return rush?.turnaround_time ?? productTurnaroundDays;
}

/** Midnight UTC of the day `days` after the day of `today`. */
export function estimatedShipmentDate(today: Date, days: number): Date {
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return new Date(start + Math.max(0, Math.round(days)) * DAY_MS);
}

/** A day as the promise shows it, e.g. "Monday, June 3". */
export function formatPromiseDate(date: Date, locale = "en-US"): string {
  return new Intl.DateTimeFormat(locale, { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" }).format(
    date,
  );
}

export interface ShipmentPromise {
  estimatedShipment: Date;
  /** The template's lines with the date filled in (a ';' in the template starts a new line). */
  lines: string[];
  /** "if you order by {date}", or null without an offer or once it has passed. */
  offer: string | null;
}

export function shipmentPromise(input: {
  template: string;
  today: Date;
  turnaroundDays: number;
  offerExpirationDate?: Date | null;
  locale?: string;
}): ShipmentPromise {
  const estimatedShipment = estimatedShipmentDate(input.today, input.turnaroundDays);
  const date = formatPromiseDate(estimatedShipment, input.locale);
  const lines = input.template
    .split("{estimatedShipment}")
    .join(date)
    .split(";")
    .map((line) => line.trim())
    .filter((line) => line !== "");
  const expires = input.offerExpirationDate;
  const offer =
    expires && !Number.isNaN(expires.getTime()) && expires.getTime() >= input.today.getTime()
      ? messages.shipmentOffer.replace("{date}", formatPromiseDate(expires, input.locale))
      : null;
  return { estimatedShipment, lines, offer };
}
