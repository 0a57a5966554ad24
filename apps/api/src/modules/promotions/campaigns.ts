/**
 * Which campaign applies (spec §7 "Content and promotions"): the default campaign (one at most) while it
 * runs; a campaignToken or a marketing link's code names another; a cart
 * takes part in the campaign an update request linked it to while that is active, else the default one.
 * The cart's prices (cart/lines.ts) read the discounts through the service (cartDiscounts), so the shopper pays
 * what the shop shows.
 */
import { and, desc, eq, gt, lte } from "drizzle-orm";
import { bestCampaignDiscount, type CampaignDiscount, type CampaignDiscounts } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { campaignCategories, campaignProducts, campaigns, cartCampaigns, productCategories } from "../../db/schema.ts";
import { productsByIds } from "../catalog/service.ts";

export type CampaignRow = typeof campaigns.$inferSelect;

/** Running now: inside its window and not disabled by staff. */
const activeAt = (now: Date) => and(eq(campaigns.isActive, true), lte(campaigns.startsAt, now), gt(campaigns.endsAt, now));

export async function defaultCampaign(db: Db, now: Date): Promise<CampaignRow | null> {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.isDefault, true), activeAt(now)))
    .orderBy(desc(campaigns.startsAt), desc(campaigns.id))
    .limit(1);
  return row ?? null;
}

export async function activeCampaignBy(db: Db, field: "token" | "code", value: string, now: Date): Promise<CampaignRow | null> {
  const column = field === "token" ? campaigns.token : campaigns.code;
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(column, value), activeAt(now)))
    .limit(1);
  return row ?? null;
}

export async function campaignOfCart(db: Db, cartId: number, now: Date): Promise<CampaignRow | null> {
  const [linked] = await db
    .select({ campaign: campaigns })
    .from(cartCampaigns)
    .innerJoin(campaigns, eq(campaigns.id, cartCampaigns.campaignId))
    .where(and(eq(cartCampaigns.cartId, cartId), activeAt(now)))
    .limit(1);
  return linked?.campaign ?? (await defaultCampaign(db, now));
}

export async function linkCartToCampaign(db: Db, cartId: number, campaignId: number): Promise<void> {
  await db
    .insert(cartCampaigns)
    .values({ cartId, campaignId })
    .onConflictDoUpdate({ target: cartCampaigns.cartId, set: { campaignId, updatedAt: new Date() } });
}

/** A discount row's percent or amount off, as the domain prices with it. */
export function discountOfRow(row: { percentOff: number | null; amountOffCents: number | null }): CampaignDiscount {
  return row.amountOffCents !== null ? { amountOffCents: row.amountOffCents } : { percentOff: row.percentOff ?? 0 };
}

/**
 * The discount by product id: a product the campaign names gets its own line's, whatever its categories; a
 * product of one discounted category gets the category's; one in several gets the discount that makes its
 * own price (as the shop shows it now) the lowest, so its tag, its banner price and its cart line agree.
 */
export async function discountsOf(db: Db, campaignId: number, now: Date): Promise<CampaignDiscounts> {
  const [byProduct, byCategory] = await Promise.all([
    db
      .select({ productId: campaignProducts.productId, percentOff: campaignProducts.percentOff, amountOffCents: campaignProducts.amountOffCents })
      .from(campaignProducts)
      .where(eq(campaignProducts.campaignId, campaignId)),
    db
      .select({ productId: productCategories.productId, percentOff: campaignCategories.percentOff, amountOffCents: campaignCategories.amountOffCents })
      .from(campaignCategories)
      .innerJoin(productCategories, eq(productCategories.categoryId, campaignCategories.categoryId))
      .where(eq(campaignCategories.campaignId, campaignId)),
  ]);
  const named = new Set(byProduct.map((r) => r.productId));
  const candidates = new Map<number, CampaignDiscount[]>();
  for (const r of byCategory) if (!named.has(r.productId)) candidates.set(r.productId, [...(candidates.get(r.productId) ?? []), discountOfRow(r)]);
  const contested = [...candidates].filter(([, list]) => list.length > 1).map(([id]) => id);
  const prices = new Map((await productsByIds(db, contested, now)).map((p) => [p.id, Math.round(p.final_price * 100)]));
  const discounts: CampaignDiscounts = {};
  for (const [productId, list] of candidates) {
    const best = list.length === 1 ? list[0] : bestCampaignDiscount(prices.get(productId) ?? 0, list);
    if (best) discounts[productId] = best;
  }
  for (const r of byProduct) discounts[r.productId] = discountOfRow(r);
  return discounts;
}
