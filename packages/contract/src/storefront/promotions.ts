/**
 * Promotion campaigns (spec §7 "Content and promotions"): what every promotion-platform call answers. The
 * domain package keeps the same shape as interfaces (`CampaignAnswer`, `CampaignContent`), which its rules
 * take; the check at the end of this file fails to compile when the two differ.
 */
import { z } from "zod";
import type { CampaignAnswer } from "@petsies/domain";

/** Colours as hex without '#'. */
const hex = z.string();

export const campaignContent = z.object({
  /** The countdown banner; `date` is when it ends (ISO 8601). */
  countdown: z
    .object({
      title: z.string(),
      description: z.string(),
      date: z.string(),
      version: z.number(),
      style: z.object({ background_color: hex, text_color: hex, numbers_color: hex }),
      blacklist_urls: z.array(z.string()),
    })
    .nullable(),
  discounts: z.object({
    /** By product id: its regular price and its price in this campaign (base currency, decimal amounts). */
    prices: z.record(
      z.string(),
      /** percent_off: a whole percent off; amount_off: a fixed amount off each unit; the other is 0. */
      z.object({ regular_price: z.number(), final_price: z.number(), percent_off: z.number(), amount_off: z.number() }),
    ),
    /** By cart item id: the unit price the cart charges in this campaign. */
    adjustedPrices: z.record(z.string(), z.number()),
  }),
  image_banner: z.object({ image: z.string(), alt: z.string(), link: z.string() }).nullable(),
});

/**
 * POST /api/promotion-platform/active-campaign-update-requests, GET …/quotes-campaigns and GET
 * …/campaigns/default: the campaign and its token, both null when no campaign runs.
 */
export const campaignAnswer = z.object({ campaignContent: campaignContent.nullable(), campaignToken: z.string().nullable() });

// ── the domain's interface and this schema describe the same answer ───────────────────────────────────
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const campaignsAgree: Same<CampaignAnswer, z.infer<typeof campaignAnswer>> = true;
void campaignsAgree;
