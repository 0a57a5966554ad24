/**
 * Campaigns in the back office (issue 16, owners): list, read, create and schedule, change, make the default,
 * disable or enable. Every change writes its audit row in the same transaction and moves the campaign's
 * updated_at, so the storefront's page version (url/version.ts) sees it at once. Which campaign a shopper
 * gets and what it costs them stay in campaigns.ts and service.ts: this file only writes what those read.
 */
import { and, asc, count, desc, eq, gt, ilike, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import type {
  BannerPreviewAnswer,
  BannerPreviewBody,
  CampaignBannerInput,
  CampaignBody,
  CampaignDetailAnswer,
  CampaignListAnswer,
  CampaignListQuery,
  CampaignRow as CampaignRowAnswer,
  CampaignState,
} from "@petsies/contract/admin";
import { BASE_CURRENCY, bestCampaignDiscount, imageUrl, campaignPriceCents, DirectiveError, directiveNeeds, evaluateRichText, type CampaignDiscount, type Product } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../../db/like.ts";
import { campaignCategories, campaignProducts, campaigns, categories, products, type CountdownData } from "../../db/schema.ts";
import { newCampaignToken } from "../../db/seed/promotions.ts";
import { Conflict, NotFound } from "../../infra/errors.ts";
import { InvalidFields } from "../../infra/validation-answer.ts";
import { productsBySkus } from "../catalog/service.ts";
import { statisticValue } from "../plushies/service.ts";
import { writeAudit, type Actor } from "../staff/audit.ts";
import { discountOfRow, type CampaignRow } from "./campaigns.ts";

function stateOf(c: CampaignRow, now: Date): CampaignState {
  if (!c.isActive) return "disabled";
  if (now < c.startsAt) return "scheduled";
  if (now >= c.endsAt) return "ended";
  return "active";
}

function stateFilter(state: CampaignState, now: Date): SQL {
  switch (state) {
    case "disabled":
      return eq(campaigns.isActive, false);
    case "scheduled":
      return and(eq(campaigns.isActive, true), gt(campaigns.startsAt, now))!;
    case "ended":
      return and(eq(campaigns.isActive, true), lte(campaigns.endsAt, now))!;
    case "active":
      return and(eq(campaigns.isActive, true), lte(campaigns.startsAt, now), gt(campaigns.endsAt, now))!;
  }
}

function rowOf(c: CampaignRow, discountCount: number, now: Date): CampaignRowAnswer {
  return {
    id: c.id,
    name: c.name,
    code: c.code,
    state: stateOf(c, now),
    isDefault: c.isDefault,
    startsAt: c.startsAt.toISOString(),
    endsAt: c.endsAt.toISOString(),
    discountCount,
    bannerTitle: c.countdown?.title ?? null,
  };
}

async function discountCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const [byProduct, byCategory] = await Promise.all([
    db.select({ id: campaignProducts.campaignId, n: count() }).from(campaignProducts).where(inArray(campaignProducts.campaignId, ids)).groupBy(campaignProducts.campaignId),
    db.select({ id: campaignCategories.campaignId, n: count() }).from(campaignCategories).where(inArray(campaignCategories.campaignId, ids)).groupBy(campaignCategories.campaignId),
  ]);
  const counts = new Map<number, number>();
  for (const r of [...byProduct, ...byCategory]) counts.set(r.id, (counts.get(r.id) ?? 0) + r.n);
  return counts;
}

export async function listCampaigns(db: Db, query: CampaignListQuery, now = new Date()): Promise<CampaignListAnswer> {
  const where: SQL[] = [];
  const q = query.q?.trim();
  if (q) where.push(or(ilike(campaigns.name, containsPattern(q)), ilike(campaigns.code, containsPattern(q)))!);
  if (query.state) where.push(stateFilter(query.state, now));
  const filter = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(campaigns)
      .where(filter)
      .orderBy(desc(campaigns.startsAt), desc(campaigns.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(campaigns).where(filter),
  ]);
  const counts = await discountCounts(
    db,
    rows.map((r) => r.id),
  );
  return { campaigns: rows.map((c) => rowOf(c, counts.get(c.id) ?? 0, now)), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** A discount row as the owner wrote it: a percent or an amount in dollars, the other null. */
function offAsWritten(row: { percentOff: number | null; amountOffCents: number | null }) {
  return { percent: row.amountOffCents === null ? row.percentOff : null, amount: row.amountOffCents === null ? null : row.amountOffCents / 100 };
}

/** A discount line of the form as the database holds it: a percent, or an amount in cents. */
function offAsStored(line: { percent?: number | null | undefined; amount?: number | null | undefined }) {
  return line.amount !== null && line.amount !== undefined ? { percentOff: null, amountOffCents: cents(line.amount) } : { percentOff: line.percent ?? null, amountOffCents: null };
}

/** A discount line as the domain prices with it. */
const discountOfLine = (line: { percent?: number | null | undefined; amount?: number | null | undefined }) => discountOfRow(offAsStored(line));

export async function campaignDetail(db: Db, id: number, now = new Date()): Promise<CampaignDetailAnswer> {
  const [c] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  if (!c) throw new NotFound(`There is no campaign ${id}`);
  const [byProduct, byCategory] = await Promise.all([
    db
      .select({ sku: products.sku, name: products.name, percentOff: campaignProducts.percentOff, amountOffCents: campaignProducts.amountOffCents })
      .from(campaignProducts)
      .innerJoin(products, eq(products.id, campaignProducts.productId))
      .where(eq(campaignProducts.campaignId, id))
      .orderBy(asc(products.sku)),
    db
      .select({ categoryId: categories.id, name: categories.name, percentOff: campaignCategories.percentOff, amountOffCents: campaignCategories.amountOffCents })
      .from(campaignCategories)
      .innerJoin(categories, eq(categories.id, campaignCategories.categoryId))
      .where(eq(campaignCategories.campaignId, id))
      .orderBy(asc(categories.name)),
  ]);
  const banner = c.countdown
    ? {
        title: c.countdown.title,
        description: c.countdown.description,
        backgroundColor: c.countdown.style.background_color,
        textColor: c.countdown.style.text_color,
        numbersColor: c.countdown.style.numbers_color,
        blacklistUrls: c.countdown.blacklist_urls,
        version: c.countdown.version,
      }
    : null;
  return {
    ...rowOf(c, byProduct.length + byCategory.length, now),
    productDiscounts: byProduct.map(({ sku, name, ...off }) => ({ sku, name, ...offAsWritten(off) })),
    categoryDiscounts: byCategory.map(({ categoryId, name, ...off }) => ({ categoryId, name, ...offAsWritten(off) })),
    banner,
    imageBanner: c.imageBanner ? { ...c.imageBanner, imageUrl: imageUrl(c.imageBanner.image, "banner") } : null,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

// ---- checks against the catalogue ----

/** Product ids by sku; an unknown sku is refused at its line. */
async function productIdsOf(db: Db, discounts: CampaignBody["productDiscounts"]): Promise<Map<string, number>> {
  if (discounts.length === 0) return new Map();
  const found = await db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(
      inArray(
        products.sku,
        discounts.map((d) => d.sku),
      ),
    );
  const ids = new Map(found.map((p) => [p.sku, p.id]));
  const fields: Record<string, string> = {};
  discounts.forEach((d, i) => {
    if (!ids.has(d.sku)) fields[`productDiscounts.${i}.sku`] = `No product has the sku "${d.sku}"`;
  });
  if (Object.keys(fields).length) throw new InvalidFields(fields);
  return ids;
}

async function checkCategories(db: Db, discounts: CampaignBody["categoryDiscounts"]): Promise<void> {
  if (discounts.length === 0) return;
  const found = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      inArray(
        categories.id,
        discounts.map((d) => d.categoryId),
      ),
    );
  const fields: Record<string, string> = {};
  discounts.forEach((d, i) => {
    if (!found.some((f) => f.id === d.categoryId)) fields[`categoryDiscounts.${i}.categoryId`] = "This category no longer exists: reload the page";
  });
  if (Object.keys(fields).length) throw new InvalidFields(fields);
}

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: BASE_CURRENCY });
const cents = (amount: number) => Math.round(amount * 100);

/** The discount a product gets from lines not yet saved, by the rule the shop prices with (campaigns.ts discountsOf). */
function discountFrom(discounts: Pick<CampaignBody, "productDiscounts" | "categoryDiscounts">, p: Product): CampaignDiscount | undefined {
  const own = discounts.productDiscounts.find((d) => d.sku === p.sku);
  if (own) return discountOfLine(own);
  const byCategory = discounts.categoryDiscounts.filter((d) => p.category_ids.includes(d.categoryId)).map(discountOfLine);
  return bestCampaignDiscount(cents(p.final_price), byCategory);
}

/**
 * The description evaluated now by the domain's directive evaluator, with the campaign's discounts as the
 * form has them: what the storefront's banner will show (in the base currency). A directive that cannot be
 * evaluated (an unknown sku, a disabled product) is refused at the description in the evaluator's words.
 */
export async function bannerPreview(db: Db, body: BannerPreviewBody, now = new Date()): Promise<BannerPreviewAnswer> {
  try {
    const needs = directiveNeeds(body.description);
    const [found, plushies] = await Promise.all([productsBySkus(db, needs.skus, now), needs.orderedPlushiesCount ? statisticValue(db, "orderedPlushiesCount") : Promise.resolve(0)]);
    const bySku = new Map(found.map((p) => [p.sku, p]));
    const segments = evaluateRichText(body.description, {
      price: (sku) => {
        const p = bySku.get(sku);
        if (!p) return undefined;
        const discount = discountFrom(body, p);
        return { regularCents: cents(p.regular_price), finalCents: cents(p.final_price), campaignCents: discount ? campaignPriceCents(cents(p.final_price), discount) : null };
      },
      orderedPlushiesCount: () => plushies,
      money: (amount) => money.format(amount / 100),
    });
    return { segments };
  } catch (error) {
    if (error instanceof DirectiveError) throw new InvalidFields({ "banner.description": error.message });
    throw error;
  }
}

// ---- writes ----

/** What shoppers see of a banner: a change of it is a new version, shown again to those who closed the last. */
const bannerLooks = (c: Pick<CountdownData, "title" | "description" | "style">) =>
  JSON.stringify([c.title, c.description, c.style.background_color, c.style.text_color, c.style.numbers_color]);

/**
 * The next banner version: above every campaign's, not only this one's. A shopper's closed banner is one
 * number for the whole shop (spec §9 "last-closed banner version"), so a new campaign's banner must not
 * share the version of one the shopper closed before.
 */
async function nextBannerVersion(tx: Db): Promise<number> {
  const [row] = await tx.select({ v: sql<number>`coalesce(max((${campaigns.countdown} ->> 'version')::int), 0)` }).from(campaigns);
  return Number(row?.v ?? 0) + 1;
}

async function countdownOf(tx: Db, banner: CampaignBannerInput | null, endsAt: Date, before: CountdownData | null): Promise<CountdownData | null> {
  if (!banner) return null;
  const style = { background_color: banner.backgroundColor, text_color: banner.textColor, numbers_color: banner.numbersColor };
  const next = { title: banner.title, description: banner.description, style };
  const version = before && bannerLooks(before) === bannerLooks(next) ? before.version : await nextBannerVersion(tx);
  return { ...next, date: endsAt.toISOString(), version, blacklist_urls: banner.blacklistUrls };
}

function isUniqueViolation(err: unknown): boolean {
  const cause = (err as { cause?: { code?: string }; code?: string } | null) ?? {};
  return cause.code === "23505" || cause.cause?.code === "23505";
}

/** Two owners saving the same code at once: the unique index decides, and the loser hears it at the field. */
async function answeringTakenCode<T>(code: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw new InvalidFields({ code: `The code ${code} is taken by another campaign: choose another` });
    throw err;
  }
}

async function checkCodeFree(db: Db, code: string, id: number | null): Promise<void> {
  const [taken] = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.code, code));
  if (taken && taken.id !== id) throw new InvalidFields({ code: `The code ${code} is taken by another campaign: choose another` });
}

async function writeDiscounts(tx: Db, campaignId: number, body: CampaignBody, productIds: Map<string, number>): Promise<void> {
  await tx.delete(campaignProducts).where(eq(campaignProducts.campaignId, campaignId));
  await tx.delete(campaignCategories).where(eq(campaignCategories.campaignId, campaignId));
  if (body.productDiscounts.length) {
    await tx.insert(campaignProducts).values(body.productDiscounts.map((d) => ({ campaignId, productId: productIds.get(d.sku)!, ...offAsStored(d) })));
  }
  if (body.categoryDiscounts.length) {
    await tx.insert(campaignCategories).values(body.categoryDiscounts.map((d) => ({ campaignId, categoryId: d.categoryId, ...offAsStored(d) })));
  }
}

/** The campaign as the audit keeps it: its row and its discounts as the owner wrote them. */
const audited = (row: CampaignRow | undefined, body?: CampaignBody) => ({ ...row, ...(body ? { productDiscounts: body.productDiscounts, categoryDiscounts: body.categoryDiscounts } : {}) });

async function discountsAsWritten(tx: Db, id: number) {
  const [byProduct, byCategory] = await Promise.all([
    tx
      .select({ sku: products.sku, percentOff: campaignProducts.percentOff, amountOffCents: campaignProducts.amountOffCents })
      .from(campaignProducts)
      .innerJoin(products, eq(products.id, campaignProducts.productId))
      .where(eq(campaignProducts.campaignId, id)),
    tx
      .select({ categoryId: campaignCategories.categoryId, percentOff: campaignCategories.percentOff, amountOffCents: campaignCategories.amountOffCents })
      .from(campaignCategories)
      .where(eq(campaignCategories.campaignId, id)),
  ]);
  return {
    productDiscounts: byProduct.map(({ sku, ...off }) => ({ sku, ...offAsWritten(off) })),
    categoryDiscounts: byCategory.map(({ categoryId, ...off }) => ({ categoryId, ...offAsWritten(off) })),
  };
}

/** The picture of an image banner: one of the products' stored pictures, or the one the campaign already shows. */
async function checkBannerPicture(db: Db, imageBanner: CampaignBody["imageBanner"], id: number | null): Promise<void> {
  if (!imageBanner) return;
  const key = imageBanner.image;
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(or(eq(products.image, key), sql`${products.mediaGallery} @> ${JSON.stringify([{ image: key }])}::jsonb`))
    .limit(1);
  if (product) return;
  const [current] = id === null ? [] : await db.select({ imageBanner: campaigns.imageBanner }).from(campaigns).where(eq(campaigns.id, id));
  if (current?.imageBanner?.image !== key) throw new InvalidFields({ "imageBanner.image": "Choose one of the products' pictures" });
}

/** Checks everything against the catalogue and the directives' products before any write. */
async function checked(db: Db, body: CampaignBody, id: number | null) {
  const [productIds] = await Promise.all([
    productIdsOf(db, body.productDiscounts),
    checkBannerPicture(db, body.imageBanner, id),
    checkCategories(db, body.categoryDiscounts),
    checkCodeFree(db, body.code, id),
    body.banner ? bannerPreview(db, { description: body.banner.description, productDiscounts: body.productDiscounts, categoryDiscounts: body.categoryDiscounts }) : null,
  ]);
  return productIds;
}

export async function createCampaign(db: Db, actor: Actor, body: CampaignBody): Promise<number> {
  const productIds = await checked(db, body, null);
  const startsAt = new Date(body.startsAt);
  const endsAt = new Date(body.endsAt);
  return answeringTakenCode(body.code, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(campaigns)
        .values({ code: body.code, token: newCampaignToken(), name: body.name, startsAt, endsAt, countdown: await countdownOf(tx, body.banner, endsAt, null), imageBanner: body.imageBanner })
        .returning();
      await writeDiscounts(tx, row!.id, body, productIds);
      await writeAudit(tx, actor, { action: "campaign.create", entityType: "campaign", entityId: row!.id, after: audited(row, body) });
      return row!.id;
    }),
  );
}

/** The whole campaign anew. A change of the banner's title, description or colours gives it a new version. */
export async function updateCampaign(db: Db, actor: Actor, id: number, body: CampaignBody): Promise<void> {
  const productIds = await checked(db, body, id);
  const startsAt = new Date(body.startsAt);
  const endsAt = new Date(body.endsAt);
  await answeringTakenCode(body.code, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for("update");
      if (!before) throw new NotFound(`There is no campaign ${id}`);
      const beforeDiscounts = await discountsAsWritten(tx, id);
      const countdown = await countdownOf(tx, body.banner, endsAt, before.countdown);
      const [after] = await tx.update(campaigns).set({ code: body.code, name: body.name, startsAt, endsAt, countdown, imageBanner: body.imageBanner, updatedAt: new Date() }).where(eq(campaigns.id, id)).returning();
      await writeDiscounts(tx, id, body, productIds);
      await writeAudit(tx, actor, { action: "campaign.update", entityType: "campaign", entityId: id, before: { ...before, ...beforeDiscounts }, after: audited(after, body) });
    }),
  );
}

/**
 * Makes a campaign the one every shopper gets without a link. The database keeps one default at most (a
 * unique index); the lock makes two owners doing this at once take turns (each reads the default after
 * the other's commit), so the later one wins rather than failing.
 */
export async function makeDefaultCampaign(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('campaign_default'))`);
    const [target] = await tx.select().from(campaigns).where(eq(campaigns.id, id));
    if (!target) throw new NotFound(`There is no campaign ${id}`);
    if (target.isDefault) return;
    if (!target.isActive) throw new Conflict("A disabled campaign cannot be the default: enable it first");
    const previous = await tx.update(campaigns).set({ isDefault: false, updatedAt: new Date() }).where(eq(campaigns.isDefault, true)).returning({ id: campaigns.id });
    await tx.update(campaigns).set({ isDefault: true, updatedAt: new Date() }).where(eq(campaigns.id, id));
    await writeAudit(tx, actor, {
      action: "campaign.make_default",
      entityType: "campaign",
      entityId: id,
      before: { isDefault: false, defaultCampaignId: previous[0]?.id ?? null },
      after: { isDefault: true },
    });
  });
}

/** A disabled campaign runs for no one, its links and tokens included, and is no longer the default. */
export async function setCampaignActive(db: Db, actor: Actor, id: number, active: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for("update");
    if (!before) throw new NotFound(`There is no campaign ${id}`);
    if (before.isActive === active) return;
    const isDefault = active ? before.isDefault : false;
    await tx.update(campaigns).set({ isActive: active, isDefault, updatedAt: new Date() }).where(eq(campaigns.id, id));
    await writeAudit(tx, actor, {
      action: active ? "campaign.enable" : "campaign.disable",
      entityType: "campaign",
      entityId: id,
      before: { isActive: before.isActive, isDefault: before.isDefault },
      after: { isActive: active, isDefault },
    });
  });
}
