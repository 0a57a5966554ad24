import { cache } from "react";
import type { CampaignAnswer } from "@petsies/domain";
import { apiGet } from "../api.ts";

export const NO_CAMPAIGN: CampaignAnswer = { campaignContent: null, campaignToken: null };

/** Seconds the server keeps the default campaign before asking again: a campaign's start or end shows within a minute. */
const REVALIDATE_SECONDS = 60;

/**
 * The default active campaign (spec §7 "Other": fetched at server start), kept briefly and shared by every
 * visitor. A failure is logged and the shop runs without a campaign (spec §7 "Content and promotions").
 */
export const getDefaultCampaign = cache(async (): Promise<CampaignAnswer> => {
  try {
    return await apiGet<CampaignAnswer>("/api/promotion-platform/campaigns/default", { revalidate: REVALIDATE_SECONDS });
  } catch (error) {
    console.warn("promotions: could not load the default campaign:", (error as Error).message);
    return NO_CAMPAIGN;
  }
});
