import { BASE_CURRENCY } from "@petsies/domain";
import type { RenderListAnswer, StatisticValueAnswer } from "@petsies/contract";
import { apiGet } from "../../lib/api.ts";
import { getActiveCurrency } from "../../lib/currency.ts";
import { requestNonce } from "../../lib/nonce.ts";
import { bannerText, type BannerTextSources } from "../../lib/promotions/banner-text.ts";
import { getDefaultCampaign } from "../../lib/promotions/default-campaign.ts";
import { closedBannerScript } from "../../lib/promotions/storage.ts";
import { CountdownBanner } from "./CountdownBanner.tsx";

const serverSources: BannerTextSources = {
  // Prices: asked with each render, which the render cache keeps until the catalogue changes (issue 18).
  async products(skus) {
    const answer = await apiGet<RenderListAnswer>(`/api/product/render-list?${new URLSearchParams({ skus: skus.join(","), currencyCode: BASE_CURRENCY })}`);
    return answer.items;
  },
  async orderedPlushiesCount() {
    return (await apiGet<StatisticValueAnswer>("/api/statistic-values?metric=orderedPlushiesCount", { revalidate: 60 })).value;
  },
};

/**
 * The promotion countdown banner above the header (spec §2 "Layout and shell"): the default campaign's
 * countdown with its directives evaluated here, rendered with the page at this moment (CountdownBanner).
 * The script before it hides the banner before the first paint in a browser that closed this version; it
 * runs under the page's Content-Security-Policy with this request's nonce.
 */
export async function PromotionBanner() {
  const [campaign, active, nonce] = await Promise.all([getDefaultCampaign(), getActiveCurrency(), requestNonce()]);
  const countdown = campaign.campaignContent?.countdown ?? null;
  const segments = countdown ? await bannerText(countdown.description, serverSources, active, active.discounts ?? {}) : null;
  return (
    <>
      {countdown && <script nonce={nonce} dangerouslySetInnerHTML={{ __html: closedBannerScript(countdown.version) }} />}
      <CountdownBanner
        initial={{ answer: campaign, segments }}
        active={{ currency: active.currency, rate: active.rate, discounts: active.discounts ?? {} }}
        serverNow={Date.now()}
      />
    </>
  );
}
