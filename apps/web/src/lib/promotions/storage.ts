/**
 * What this browser keeps about promotions (spec §9 local storage keys): the campaign token and content it
 * was last given, the banner version the shopper closed, and the countdown expiration.
 */
import type { CampaignAnswer, CampaignContent } from "@petsies/domain";
import { readLocal, writeLocal } from "../local-store.ts";

export const PROMOTION_KEYS = {
  campaignToken: "campaign-token",
  campaignContent: "campaign-content",
  closedBannerVersion: "last-closed-banner-version",
  countdownExpiration: "countdown-expiration",
} as const;

export function storedCampaignToken(): string | null {
  return readLocal(PROMOTION_KEYS.campaignToken);
}

export function storeCampaign(answer: CampaignAnswer): void {
  writeLocal(PROMOTION_KEYS.campaignToken, answer.campaignToken);
  writeLocal(PROMOTION_KEYS.campaignContent, answer.campaignContent ? JSON.stringify(answer.campaignContent) : null);
}

export function storedCampaignContent(): CampaignContent | null {
  const raw = readLocal(PROMOTION_KEYS.campaignContent);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as CampaignContent;
  } catch {
    return null;
  }
}

export function closedBannerVersion(): number | null {
  const raw = readLocal(PROMOTION_KEYS.closedBannerVersion);
  const version = raw === null ? Number.NaN : Number(raw);
  return Number.isFinite(version) ? version : null;
}

export function closeBannerVersion(version: number): void {
  writeLocal(PROMOTION_KEYS.closedBannerVersion, String(version));
}

/** Set on the page's root element before its first paint when the shopper closed the banner about to show. */
export const CLOSED_BANNER_ATTRIBUTE = "data-promotion-closed";

/**
 * The inline script, run before the banner is painted, that hides it (CLOSED_BANNER_ATTRIBUTE, globals.css)
 * when this browser closed that version: the server renders the banner without knowing.
 */
export function closedBannerScript(version: number): string {
  const key = JSON.stringify(PROMOTION_KEYS.closedBannerVersion);
  const closed = JSON.stringify(String(Math.trunc(version)));
  return `try{if(localStorage.getItem(${key})===${closed})document.documentElement.setAttribute(${JSON.stringify(CLOSED_BANNER_ATTRIBUTE)},"")}catch(e){}`;
}

/** The end the shopper's countdown runs to (ISO 8601), if one was kept. */
export function countdownExpiration(): string | null {
  return readLocal(PROMOTION_KEYS.countdownExpiration);
}

export function keepCountdownExpiration(date: string): void {
  writeLocal(PROMOTION_KEYS.countdownExpiration, date);
}

/**
 * Spec §4: adding a custom product (a configured line) while the countdown still runs clears the countdown
 * expiration. Answers whether it was cleared.
 */
export function clearCountdownExpirationOnCustomAdd(item: { product_option?: Record<string, unknown> }, nowMs = Date.now()): boolean {
  const ext = item.product_option?.extension_attributes as { customization_state?: unknown } | undefined;
  if (ext?.customization_state === undefined) return false;
  const expiration = countdownExpiration();
  if (expiration === null || !(Date.parse(expiration) > nowMs)) return false;
  writeLocal(PROMOTION_KEYS.countdownExpiration, null);
  return true;
}
