import { cache } from "react";
import type { CampaignAnswer } from "@petsies/domain";
import { apiGet } from "../api.ts";
import { currentPageVersion } from "../page-version.ts";

export const NO_CAMPAIGN: CampaignAnswer = { campaignContent: null, campaignToken: null };

/**
 * Per process, kept while the version of what pages show stays the same (lib/page-version.ts): the version
 * moves when staff change a campaign and when one starts or ends, so a changed banner or discount shows
 * within a second rather than after a fixed minute.
 */
let kept: { version: string; answer: CampaignAnswer } | null = null;

/**
 * The default active campaign (spec §7 "Other": fetched at server start), shared by every visitor. A failure
 * is logged and the shop runs without a campaign (spec §7 "Content and promotions").
 */
export const getDefaultCampaign = cache(async (): Promise<CampaignAnswer> => {
  const version = await currentPageVersion();
  if (kept && version !== null && kept.version === version) return kept.answer;
  try {
    const answer = await apiGet<CampaignAnswer>("/api/promotion-platform/campaigns/default");
    if (version !== null) kept = { version, answer };
    return answer;
  } catch (error) {
    console.warn("promotions: could not load the default campaign:", (error as Error).message);
    return NO_CAMPAIGN;
  }
});
