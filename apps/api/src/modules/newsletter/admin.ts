/**
 * Newsletter subscribers in the back office (issue 16): the list with dates and source, searched by address,
 * taking an address off at the shopper's request, and every address as CSV. Changes write their audit row in
 * the same transaction.
 */
import { and, asc, count, desc, eq, ilike, type SQL } from "drizzle-orm";
import type { SubscriberList, SubscriberListQuery, SubscriberRow } from "@petsies/contract/admin";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../../db/like.ts";
import { newsletterSubscribers } from "../../db/schema.ts";
import { toCsv } from "../../infra/csv.ts";
import { NotFound } from "../../infra/errors.ts";
import { writeAudit, type Actor } from "../staff/audit.ts";
import { endSubscription } from "./service.ts";

type Row = typeof newsletterSubscribers.$inferSelect;

function rowOf(r: Row): SubscriberRow {
  return {
    email: r.email,
    subscribed: r.subscribed,
    source: r.source === "account" ? "account" : "form",
    subscribedAt: r.createdAt.toISOString(),
    unsubscribedAt: r.unsubscribedAt?.toISOString() ?? null,
  };
}

export async function listSubscribers(db: Db, query: SubscriberListQuery): Promise<SubscriberList> {
  const where: SQL[] = [];
  if (query.q?.trim()) where.push(ilike(newsletterSubscribers.email, containsPattern(query.q.trim())));
  if (query.state) where.push(eq(newsletterSubscribers.subscribed, query.state === "subscribed"));
  const filter = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscribers)
      .where(filter)
      .orderBy(desc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.email))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(newsletterSubscribers).where(filter),
  ]);
  return { subscribers: rows.map(rowOf), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** A shopper asked the shop to take them off the list. */
export async function unsubscribeForShopper(db: Db, actor: Actor, email: string): Promise<SubscriberRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).for("update");
    if (!before) throw new NotFound(`${email} is not on the newsletter list`);
    if (await endSubscription(tx, email)) {
      await writeAudit(tx, actor, { action: "newsletter.unsubscribe", entityType: "newsletter_subscriber", entityId: email, before: { subscribed: true }, after: { subscribed: false } });
    }
    const [after] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    return rowOf(after!);
  });
}

/** Every address with its state, source and dates, oldest first. */
export async function subscribersCsv(db: Db, actor: Actor): Promise<string> {
  const rows = await db.select().from(newsletterSubscribers).orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.email));
  // Personal data leaving the shop: the export itself is on the record.
  await writeAudit(db, actor, { action: "newsletter.export", entityType: "newsletter_subscriber", entityId: "all", after: { rows: rows.length } });
  return toCsv(
    ["email", "subscribed", "source", "subscribed_at", "unsubscribed_at"],
    rows.map((r) => [r.email, r.subscribed ? "yes" : "no", r.source, r.createdAt.toISOString(), r.unsubscribedAt?.toISOString() ?? null]),
  );
}
