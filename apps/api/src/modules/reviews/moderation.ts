/**
 * Review moderation in the back office (issue 16): the owner's setting (publish a verified buyer's review at
 * once, or hold every review), the list by status, approve or reject, a public reply, featuring on /reviews/
 * (the queue of customer stories from the share form is stories.ts). Every change writes its audit row in the same
 * transaction. An approval, a reply or a feature moves updated_at, which the page version reads
 * (url/version.ts), so the storefront renders the page again.
 */
import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import {
  reviewModeration,
  type AdminReview,
  type AdminReviewList,
  type AdminReviewListQuery,
  type ReviewChangeBody,
  type ReviewModeration,
} from "@petsies/contract/admin";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../../db/like.ts";
import { products, reviews, shopSettings } from "../../db/schema.ts";
import { Invalid, NotFound } from "../../infra/errors.ts";
import { writeAudit, type Actor } from "../staff/audit.ts";

const MODERATION_SETTING = "reviews.moderation";
const DEFAULT_MODERATION: ReviewModeration = "publish";

export async function reviewModerationSetting(db: Db): Promise<ReviewModeration> {
  const [row] = await db.select({ value: shopSettings.value }).from(shopSettings).where(eq(shopSettings.name, MODERATION_SETTING));
  const parsed = reviewModeration.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_MODERATION;
}

export async function setReviewModeration(db: Db, actor: Actor, moderation: ReviewModeration): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await reviewModerationSetting(tx);
    await tx
      .insert(shopSettings)
      .values({ name: MODERATION_SETTING, value: moderation })
      .onConflictDoUpdate({ target: shopSettings.name, set: { value: moderation, updatedAt: new Date() } });
    await writeAudit(tx, actor, { action: "setting.update", entityType: "setting", entityId: MODERATION_SETTING, before: { moderation: before }, after: { moderation } });
  });
}

type Row = { review: typeof reviews.$inferSelect; sku: string; name: string };

function adminView({ review, sku, name }: Row): AdminReview {
  return {
    id: review.id,
    sku,
    productName: name,
    rating: review.rating,
    title: review.title,
    text: review.text,
    nickname: review.nickname,
    verifiedBuyer: review.verifiedBuyer,
    status: review.status as AdminReview["status"],
    reply: review.reply,
    featured: review.featured,
    createdAt: review.createdAt.toISOString(),
  };
}

const withProduct = (db: Db) => db.select({ review: reviews, sku: products.sku, name: products.name }).from(reviews).innerJoin(products, eq(products.id, reviews.productId));

export async function listReviewsForStaff(db: Db, query: AdminReviewListQuery): Promise<AdminReviewList> {
  const where: SQL[] = [];
  if (query.status) where.push(eq(reviews.status, query.status));
  const q = query.q?.trim();
  if (q) {
    const like = containsPattern(q);
    where.push(or(ilike(products.name, like), ilike(products.sku, like), ilike(reviews.nickname, like), ilike(reviews.title, like), ilike(reviews.text, like))!);
  }
  const filter = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    withProduct(db)
      .where(filter)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(reviews).innerJoin(products, eq(products.id, reviews.productId)).where(filter),
  ]);
  return { reviews: rows.map(adminView), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** Approve or reject, reply (empty text takes the reply away), feature; only a published review is featured. */
export async function changeReview(db: Db, actor: Actor, id: number, change: ReviewChangeBody, now = new Date()): Promise<AdminReview> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(reviews).where(eq(reviews.id, id)).for("update");
    if (!before) throw new NotFound(`There is no review ${id}`);
    const status = change.status ?? before.status;
    const featured = status === "approved" ? (change.featured ?? before.featured) : false;
    if (change.featured && status !== "approved") throw new Invalid("Only a published review can be featured: approve it first.");
    const reply = change.reply === undefined ? undefined : change.reply === "" ? null : change.reply;
    const [after] = await tx
      .update(reviews)
      .set({ status, featured, ...(reply === undefined ? {} : { reply, repliedAt: reply === null ? null : now }), updatedAt: now })
      .where(eq(reviews.id, id))
      .returning();
    await writeAudit(tx, actor, {
      action: "review.update",
      entityType: "review",
      entityId: id,
      before: { status: before.status, reply: before.reply, featured: before.featured },
      after: { status: after!.status, reply: after!.reply, featured: after!.featured },
    });
    const [row] = await withProduct(tx).where(eq(reviews.id, id));
    return adminView(row!);
  });
}
