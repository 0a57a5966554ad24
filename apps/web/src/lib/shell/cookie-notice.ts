/**
 * The cookie notice (spec §4 "Shell behaviour"): shown while the cookiesAccepted claim is missing or false,
 * never to a visitor whose country cookie (the one the currency reads, COUNTRY_COOKIE) says US.
 */
import type { ClaimRecord } from "./claims.ts";

export const COOKIES_ACCEPTED = "cookiesAccepted";
export const COOKIES_ACCEPTED_DESCRIPTION = "Whether the visitor accepted the cookie notice";

export function cookieNoticeVisible(claim: ClaimRecord | null, visitorCountry: string | null | undefined): boolean {
  if (visitorCountry?.trim().toUpperCase() === "US") return false;
  return claim === null || claim.value === false;
}
