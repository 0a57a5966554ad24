/**
 * Product reviews (spec §1 hinted features, §7 POST /api/review/create, GET /stores/ratings).
 *
 * Only customers with a live session write reviews, one per product (writing again updates it), and
 * writing is rate-limited; the text is stored as typed and shown as text, never as HTML. A verified
 * buyer's review (a paid order with the product) is published at once; any other waits as pending for
 * the shop's approval (security issue 20, item 13: an account costs nothing, so unverified ones could
 * fill the ratings), outside the lists and the ratings; with the owner's "hold" setting every review waits.
 * The back office approves, rejects, replies and features (moderation.ts).
 */
import { and, count, desc, eq, sql } from "drizzle-orm";
import { ratingSummary, STATUS_ENABLED, type RatingSummary, type Review } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { orderItems, orders, products, reviews } from "../../db/schema.ts";
import { NotFound } from "../../infra/errors.ts";
import { LIMITS, takeAttempts } from "../../infra/security/rate-limit.ts";
import { reviewModerationSetting } from "./moderation.ts";
import type { ReviewInput } from "./schemas.ts";

export const PUBLISHED = "approved";
/** Waits for approval: in no list and no rating. */
export const PENDING = "pending";
/** This storefront has one store view (spec: a single store view for the US). */
export const STORE_ID = 1;

/** A review with its moderation status. */
export interface ReviewView extends Review {
  status: string;
}

async function reviewableProduct(db: Db, sku: string) {
  const [product] = await db
    .select({ id: products.id, sku: products.sku, name: products.name, parentSku: products.parentSku })
    .from(products)
    .where(and(eq(products.sku, sku), eq(products.status, STATUS_ENABLED)))
    .limit(1);
  if (!product) throw new NotFound(`Product ${sku} not found`);
  return product;
}

/** Whether the customer has a placed order with the product (or one of its children) in it. */
async function hasBought(db: Db, customerId: number, productId: number, sku: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.paymentState, "authorized"),
        sql`(${orderItems.productId} = ${productId} or ${orderItems.parentSku} = ${sku})`,
      ),
    );
  return (row?.n ?? 0) > 0;
}

/**
 * Writes the customer's review of a product, or updates the one they wrote before. Its status follows
 * the writer on every write: an approved review that someone who has not bought the product rewrites
 * waits for approval again, so approval cannot be spent on other words.
 */
export async function saveReview(db: Db, customerId: number, input: ReviewInput, now = new Date()): Promise<ReviewView> {
  await takeAttempts(db, [[LIMITS.reviewPerCustomer, customerId]], now);
  const product = await reviewableProduct(db, input.sku);
  const verifiedBuyer = await hasBought(db, customerId, product.id, product.sku);
  const publishAtOnce = verifiedBuyer && (await reviewModerationSetting(db)) === "publish";
  const status = publishAtOnce ? PUBLISHED : PENDING;
  const fields = { rating: input.rating, title: input.title, text: input.text, nickname: input.nickname, verifiedBuyer, status, updatedAt: now };
  const [row] = await db
    .insert(reviews)
    .values({ customerId, productId: product.id, ...fields, createdAt: now })
    .onConflictDoUpdate({ target: [reviews.customerId, reviews.productId], set: fields })
    .returning();
  return view(row!, product);
}

function view(row: typeof reviews.$inferSelect, product: { sku: string; name: string }): ReviewView {
  return {
    id: row.id,
    sku: product.sku,
    product_name: product.name,
    rating: row.rating,
    title: row.title,
    text: row.text,
    nickname: row.nickname,
    verified_buyer: row.verifiedBuyer,
    reply: row.reply,
    featured: row.featured,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

/** Published reviews: of one product (by sku) or of the whole store. */
function published(productId: number | null) {
  return productId === null ? eq(reviews.status, PUBLISHED) : and(eq(reviews.status, PUBLISHED), eq(reviews.productId, productId));
}

async function summaryOf(db: Db, productId: number | null): Promise<RatingSummary> {
  const counts = await db
    .select({ rating: reviews.rating, count: count() })
    .from(reviews)
    .where(published(productId))
    .groupBy(reviews.rating);
  return ratingSummary(counts);
}

/** The store's rating (spec §7 storeRating), from every published review. */
export async function storeRating(db: Db, storeId: number): Promise<RatingSummary> {
  if (storeId !== STORE_ID) throw new NotFound(`Store ${storeId} not found`);
  return summaryOf(db, null);
}

export interface ReviewPage {
  items: ReviewView[];
  total: number;
  page: number;
  size: number;
  summary: RatingSummary;
}

/** A page of published reviews, newest first (the store's list: featured ones first), with the rating summary of the same reviews. */
export async function reviewPage(db: Db, query: { sku?: string | undefined; page: number; size: number }): Promise<ReviewPage> {
  const productId = query.sku ? (await reviewableProduct(db, query.sku)).id : null;
  const rows = await db
    .select({ review: reviews, sku: products.sku, name: products.name })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(published(productId))
    .orderBy(...(productId === null ? [desc(reviews.featured)] : []), desc(reviews.createdAt), desc(reviews.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const summary = await summaryOf(db, productId);
  return {
    items: rows.map((r) => view(r.review, { sku: r.sku, name: r.name })),
    total: summary.reviewsCount,
    page: query.page,
    size: query.size,
    summary,
  };
}
