/**
 * Which campaign applies (spec §7 "Content and promotions"): the default campaign (one at most) while it
 * runs; a campaignToken or a marketing link's code names another; a cart
 * takes part in the campaign an update request linked it to while that is active, else the default one.
 * The cart's prices (cart/lines.ts) read the discounts through the service (cartDiscounts), so the shopper pays
 * what the shop shows.
 */
import { and, desc, eq, gt, lte } from "drizzle-orm";
import type { CampaignDiscounts } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { campaignCategories, campaignProducts, campaigns, cartCampaigns, productCategories } from "../../db/schema.ts";

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

/**
 * The percent off by product id: each product of a discounted category by the category's percent (the
 * largest, when it is in several), and a product the campaign names by its own percent whatever its categories.
 */
export async function discountsOf(db: Db, campaignId: number): Promise<CampaignDiscounts> {
  const [byProduct, byCategory] = await Promise.all([
    db
      .select({ productId: campaignProducts.productId, percentOff: campaignProducts.percentOff })
      .from(campaignProducts)
      .where(eq(campaignProducts.campaignId, campaignId)),
    db
      .select({ productId: productCategories.productId, percentOff: campaignCategories.percentOff })
      .from(campaignCategories)
      .innerJoin(productCategories, eq(productCategories.categoryId, campaignCategories.categoryId))
      .where(eq(campaignCategories.campaignId, campaignId)),
  ]);
  const discounts: CampaignDiscounts = {};
  for (const r of byCategory) discounts[r.productId] = Math.max(discounts[r.productId] ?? 0, r.percentOff);
  for (const r of byProduct) discounts[r.productId] = r.percentOff;
  return discounts;
}
