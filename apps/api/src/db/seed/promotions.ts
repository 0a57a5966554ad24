/**
 * Loads the demo campaigns and statistic bases (data/store/campaigns.ts): campaign dates from day offsets,
 * product skus to ids, the countdown's end at the campaign's end, and an unguessable campaignToken each.
 */
import { randomBytes } from "node:crypto";
import { inArray } from "drizzle-orm";
import { demoCampaigns, statisticBases, type CampaignData } from "../../../../../data/index.ts";
import type { Db } from "../client.ts";
import { campaignProducts, campaigns, products, statisticBases as statisticBaseRows } from "../schema.ts";
import { artKey } from "./art.ts";

const DAY_MS = 86_400_000;

export function newCampaignToken(): string {
  return randomBytes(24).toString("base64url");
}

function campaignRow(c: CampaignData, now: Date): typeof campaigns.$inferInsert {
  const endsAt = new Date(now.getTime() + c.endDay * DAY_MS);
  return {
    code: c.code,
    token: newCampaignToken(),
    name: c.name,
    isDefault: c.isDefault,
    startsAt: new Date(now.getTime() + c.startDay * DAY_MS),
    endsAt,
    countdown: c.countdown ? { ...c.countdown, date: endsAt.toISOString() } : null,
    imageBanner: c.imageBanner ? { ...c.imageBanner, image: artKey(c.imageBanner.image) } : null,
  };
}

/** Inserts the demo campaigns with their products; a sku that is not in the catalogue is an error in the data. */
export async function seedPromotions(tx: Db, now: Date): Promise<void> {
  await tx.insert(statisticBaseRows).values(statisticBases).onConflictDoNothing();
  for (const c of demoCampaigns) {
    const [campaign] = await tx.insert(campaigns).values(campaignRow(c, now)).onConflictDoNothing().returning({ id: campaigns.id });
    if (!campaign) continue;
    const found = await tx.select({ id: products.id, sku: products.sku }).from(products).where(inArray(products.sku, c.skus));
    const missing = c.skus.filter((sku) => !found.some((p) => p.sku === sku));
    if (missing.length > 0) throw new Error(`Campaign ${c.code} names products that are not in the catalogue: ${missing.join(", ")}`);
    await tx.insert(campaignProducts).values(found.map((p) => ({ campaignId: campaign.id, productId: p.id, percentOff: c.percentOff })));
  }
}
