/**
 * The browser's promotion-platform calls (spec §7 "Content and promotions"). Every answer's token and
 * content are kept in local storage; a failure is logged and gives empty content.
 */
import { BASE_CURRENCY, type CampaignAnswer } from "@petsies/domain";
import type { RenderListAnswer, StatisticValueAnswer } from "@petsies/contract";
import { apiCall } from "../api-call.ts";
import { withUserToken } from "../user/session.ts";
import type { BannerTextSources } from "./banner-text.ts";
import { storeCampaign } from "./storage.ts";

const NO_CAMPAIGN: CampaignAnswer = { campaignContent: null, campaignToken: null };

export interface CampaignUpdate {
  campaignToken?: string;
  /** A marketing link's campaign code (the `data` a recovery link carries). */
  data?: string;
  /** The cart that takes part in the campaign from now on. */
  cartId?: string;
}

export async function requestActiveCampaign(update: CampaignUpdate): Promise<CampaignAnswer> {
  const answer = await withUserToken((token) =>
    apiCall<CampaignAnswer>(
      "POST",
      `/api/promotion-platform/active-campaign-update-requests${token ? `?${new URLSearchParams({ token })}` : ""}`,
      update,
    ),
  );
  if (!answer.ok) {
    console.warn("promotions: the campaign update failed:", answer.message);
    return NO_CAMPAIGN;
  }
  storeCampaign(answer.value);
  return answer.value;
}

/** The banner text's data, fetched same-origin. */
export const browserBannerSources: BannerTextSources = {
  async products(skus) {
    const answer = await apiCall<RenderListAnswer>("GET", `/api/product/render-list?${new URLSearchParams({ skus: skus.join(","), currencyCode: BASE_CURRENCY })}`);
    if (!answer.ok) throw new Error(answer.message);
    return answer.value.items;
  },
  async orderedPlushiesCount() {
    const answer = await apiCall<StatisticValueAnswer>("GET", "/api/statistic-values?metric=orderedPlushiesCount");
    if (!answer.ok) throw new Error(answer.message);
    return answer.value.value;
  },
};
