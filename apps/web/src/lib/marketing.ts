/**
 * Marketing state (spec §3 "Marketing state", §9 "Marketing"): the e-mail campaign a visit came from (the
 * mc_cid query parameter) and the page it landed on, kept under campaign-id and landing-page. A visit whose
 * utm_source contains "mailchimp" clears what was kept first, so the latest e-mail visit is the one kept.
 */
import { readLocal, writeLocal } from "./local-store.ts";

export interface MarketingState {
  campaignId: string | null;
  landingPage: string | null;
}

export const MARKETING_KEYS = { campaignId: "campaign-id", landingPage: "landing-page" } as const;

/** A campaign id is an opaque token; anything longer or stranger than this is not one. */
const CAMPAIGN_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function readMarketingState(): MarketingState {
  return { campaignId: readLocal(MARKETING_KEYS.campaignId), landingPage: readLocal(MARKETING_KEYS.landingPage) };
}

/** Reads a visited address (path and query) and keeps what it says; answers the state now kept. */
export function trackMarketingVisit(pathAndQuery: string): MarketingState {
  const url = new URL(pathAndQuery, "http://shop.invalid");
  const source = url.searchParams.get("utm_source") ?? "";
  if (source.toLowerCase().includes("mailchimp")) {
    writeLocal(MARKETING_KEYS.campaignId, null);
    writeLocal(MARKETING_KEYS.landingPage, null);
  }
  const campaignId = url.searchParams.get("mc_cid")?.trim() ?? "";
  if (CAMPAIGN_ID.test(campaignId)) {
    writeLocal(MARKETING_KEYS.campaignId, campaignId);
    writeLocal(MARKETING_KEYS.landingPage, url.pathname + url.search);
  }
  return readMarketingState();
}
