/**
 * The promotion platform (spec §7 "Content and promotions"): every call answers the campaign content the
 * shopper gets (countdown banner, discounts, image banner) and the campaignToken that keeps them in it.
 */
import { campaignPriceCents, wireDiscount, type CampaignAnswer, type CampaignContent, type CampaignDiscounts, type CampaignPrice } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { NotFound } from "../../infra/errors.ts";
import { productsByIds } from "../catalog/service.ts";
import { activeCampaignBy, campaignOfCart, defaultCampaign, discountsOf, linkCartToCampaign, type CampaignRow } from "./campaigns.ts";

const NO_CAMPAIGN: CampaignAnswer = { campaignContent: null, campaignToken: null };
const cents = (amount: number) => Math.round(amount * 100);

/** Each discounted product's regular price and its price in the campaign (its own final price less the percent or the amount). */
async function campaignPrices(db: Db, campaign: CampaignRow, now: Date): Promise<Record<string, CampaignPrice>> {
  const discounts = await discountsOf(db, campaign.id, now);
  const found = await productsByIds(db, Object.keys(discounts).map(Number), now);
  return Object.fromEntries(
    found.flatMap((p) => {
      const discount = discounts[p.id];
      if (!discount) return [];
      return [[String(p.id), { regular_price: p.regular_price, final_price: campaignPriceCents(cents(p.final_price), discount) / 100, ...wireDiscount(discount) }]];
    }),
  );
}

/**
 * A cart's unit price by line id, as the cart module prices it (the campaign's discounts included). The
 * caller passes the cart's own pricing in: the cart reads its discounts from this module, so this module
 * does not import the cart back.
 */
export interface PricedCart {
  id: number;
  unitPrices(now: Date): Promise<Record<string, number>>;
}

async function answer(db: Db, campaign: CampaignRow | null, cart: PricedCart | null, now: Date): Promise<CampaignAnswer> {
  if (!campaign) return NO_CAMPAIGN;
  const [prices, adjustedPrices] = await Promise.all([campaignPrices(db, campaign, now), cart ? cart.unitPrices(now) : Promise.resolve({})]);
  const content: CampaignContent = {
    countdown: campaign.countdown,
    discounts: { prices, adjustedPrices },
    image_banner: campaign.imageBanner,
  };
  return { campaignContent: content, campaignToken: campaign.token };
}

/** GET campaigns/default: the default active campaign, or empty content when none runs. */
export async function defaultCampaignAnswer(db: Db, now = new Date()): Promise<CampaignAnswer> {
  return answer(db, await defaultCampaign(db, now), null, now);
}

export interface CampaignUpdate {
  campaignToken?: string | undefined;
  /** A marketing link's campaign code. */
  data?: string | undefined;
  cart: PricedCart | null;
}

/**
 * POST active-campaign-update-requests: the campaign a marketing link names (404 when it names none that
 * runs now), else the campaign of a still active token, else the default one. With a cart, the cart takes
 * part in that campaign from now on, and its lines' campaign prices come back as adjustedPrices.
 */
export async function updateActiveCampaign(db: Db, input: CampaignUpdate, now = new Date()): Promise<CampaignAnswer> {
  let campaign: CampaignRow | null;
  if (input.data !== undefined) {
    campaign = await activeCampaignBy(db, "code", input.data, now);
    if (!campaign) throw new NotFound(`No running campaign for '${input.data}'`);
  } else {
    campaign = (input.campaignToken ? await activeCampaignBy(db, "token", input.campaignToken, now) : null) ?? (await defaultCampaign(db, now));
  }
  if (campaign && input.cart) await linkCartToCampaign(db, input.cart.id, campaign.id);
  return answer(db, campaign, input.cart, now);
}

/**
 * A cart created with the campaignToken a browser keeps takes part in that campaign while it runs (reference
 * facts: the token is sent when a server cart is created). A token of no running campaign changes nothing,
 * and neither does the default campaign's, which every browser keeps: such a cart follows whichever
 * campaign is the default, as a cart without a token does.
 */
export async function joinCampaignByToken(db: Db, cartId: number, campaignToken: string, now = new Date()): Promise<void> {
  const campaign = await activeCampaignBy(db, "token", campaignToken, now);
  if (campaign && !campaign.isDefault) await linkCartToCampaign(db, cartId, campaign.id);
}

/** GET quotes-campaigns: the campaign a cart takes part in, with its lines' campaign prices. */
export async function cartCampaignAnswer(db: Db, cart: PricedCart, now = new Date()): Promise<CampaignAnswer> {
  return answer(db, await campaignOfCart(db, cart.id, now), cart, now);
}

/** The discount by product id that a cart's lines get now (none without an active campaign). */
export async function cartDiscounts(db: Db, cartId: number, now: Date): Promise<CampaignDiscounts> {
  const campaign = await campaignOfCart(db, cartId, now);
  return campaign ? discountsOf(db, campaign.id, now) : {};
}

/** Coupons, as the cart and checkout apply them (the rules themselves: coupons.ts and the domain's coupons.ts). */
export { couponLines, couponProblem, findCoupon } from "./coupons.ts";
