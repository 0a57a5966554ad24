/**
 * Gift cards in the back office (issue 16): find a card by code or e-mail, read its balance and whole history,
 * issue one by hand (e-mailed now or printed), adjust its balance with a reason, disable or enable it. The cards
 * are the same gift_cards rows the cart applies (service.ts) and orders take from (checkout reserve.ts); codes
 * come from the same generator as bought cards (issue.ts) and the e-mail is the same (gift-card-mail.ts).
 * Every change writes its audit row in its own transaction.
 */
import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from "drizzle-orm";
import { formatMoney, maskGiftCardCode } from "@petsies/domain";
import type {
  AdjustGiftCardBody,
  GiftCardDetailAnswer,
  GiftCardEvent,
  GiftCardListAnswer,
  GiftCardListQuery,
  GiftCardRow,
  GiftCardState,
  IssueGiftCardBody,
} from "@petsies/contract/admin";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../../db/like.ts";
import { giftCardDesigns as designTable, giftCardEvents, giftCards, issuedGiftCards, orderGiftCards, orderItems, orders, staffGiftCards, staffRequests } from "../../db/schema.ts";
import { NotFound } from "../../infra/errors.ts";
import { enqueue } from "../../infra/jobs/queue.ts";
import type { JobHandler } from "../../infra/jobs/worker.ts";
import type { Mailer } from "../../infra/mail.ts";
import { InvalidFields } from "../../infra/validation-answer.ts";
import { writeAudit, type Actor } from "../staff/audit.ts";
import { giftCardDesign } from "./designs.ts";
import { giftCardMail } from "./gift-card-mail.ts";
import { newGiftCardCode } from "./issue.ts";

export const GIFT_CARD_MAIL_JOB = "mail.gift_card_issued";
export const giftCardMailJobKey = (giftCardId: number) => `gift-card-mail:${giftCardId}`;

/** Amounts are kept in cents of the base currency (USD). */
const usd = (cents: number) => formatMoney(cents, { symbol: "$" });

function stateOf(card: { isActive: boolean; balanceCents: number }): GiftCardState {
  if (!card.isActive) return "disabled";
  return card.balanceCents > 0 ? "active" : "used_up";
}

function stateFilter(state: GiftCardState): SQL {
  switch (state) {
    case "disabled":
      return eq(giftCards.isActive, false);
    case "used_up":
      return and(eq(giftCards.isActive, true), eq(giftCards.balanceCents, 0))!;
    case "active":
      return and(eq(giftCards.isActive, true), sql`${giftCards.balanceCents} > 0`)!;
  }
}

const SORTS = {
  newest: [desc(giftCards.createdAt), desc(giftCards.id)],
  oldest: [asc(giftCards.createdAt), asc(giftCards.id)],
  balance_desc: [desc(giftCards.balanceCents), desc(giftCards.id)],
  balance_asc: [asc(giftCards.balanceCents), desc(giftCards.id)],
} as const;

const cardFields = {
  id: giftCards.id,
  code: giftCards.code,
  initialCents: giftCards.initialCents,
  balanceCents: giftCards.balanceCents,
  isActive: giftCards.isActive,
  createdAt: giftCards.createdAt,
  staffIssued: staffGiftCards.giftCardId,
  staffRecipientName: staffGiftCards.recipientName,
  staffRecipientEmail: staffGiftCards.recipientEmail,
  senderName: staffGiftCards.senderName,
  message: staffGiftCards.message,
  templateId: staffGiftCards.templateId,
  delivery: staffGiftCards.delivery,
  mailedAt: staffGiftCards.mailedAt,
  boughtAt: issuedGiftCards.createdAt,
  boughtRecipientEmail: issuedGiftCards.recipientEmail,
  boughtOptions: orderItems.giftcardOptions,
  orderIncrementId: orders.incrementId,
  buyerEmail: orders.email,
};

/** Cards with how each came to be: issued by staff, or bought in an order (its item and order). */
const cardsWithOrigin = (db: Db) =>
  db
    .select(cardFields)
    .from(giftCards)
    .leftJoin(staffGiftCards, eq(staffGiftCards.giftCardId, giftCards.id))
    .leftJoin(issuedGiftCards, eq(issuedGiftCards.giftCardId, giftCards.id))
    .leftJoin(orderItems, eq(orderItems.id, issuedGiftCards.orderItemId))
    .leftJoin(orders, eq(orders.id, orderItems.orderId))
    .$dynamic();

const countWithOrigin = (db: Db) =>
  db
    .select({ n: count() })
    .from(giftCards)
    .leftJoin(staffGiftCards, eq(staffGiftCards.giftCardId, giftCards.id))
    .leftJoin(issuedGiftCards, eq(issuedGiftCards.giftCardId, giftCards.id))
    .leftJoin(orderItems, eq(orderItems.id, issuedGiftCards.orderItemId))
    .leftJoin(orders, eq(orders.id, orderItems.orderId))
    .$dynamic();

type CardRow = Awaited<ReturnType<typeof cardsWithOrigin>>[number];

function rowOf(card: CardRow): GiftCardRow {
  const boughtName = (card.boughtOptions as { recipient_name?: unknown } | null)?.recipient_name;
  return {
    id: card.id,
    code: maskGiftCardCode(card.code),
    initialCents: card.initialCents,
    balanceCents: card.balanceCents,
    state: stateOf(card),
    source: card.staffIssued !== null ? "staff" : card.orderIncrementId !== null ? "order" : "shop",
    recipientName: card.staffRecipientName ?? ((typeof boughtName === "string" && boughtName) || null),
    recipientEmail: card.staffRecipientEmail ?? card.boughtRecipientEmail ?? null,
    orderIncrementId: card.orderIncrementId,
    buyerEmail: card.buyerEmail,
    createdAt: card.createdAt.toISOString(),
  };
}

export async function listGiftCards(db: Db, query: GiftCardListQuery): Promise<GiftCardListAnswer> {
  const where: SQL[] = [];
  const q = query.q?.trim();
  if (q) {
    const like = containsPattern(q);
    where.push(or(ilike(giftCards.code, like), ilike(staffGiftCards.recipientEmail, like), ilike(issuedGiftCards.recipientEmail, like), ilike(orders.email, like))!);
  }
  if (query.state) where.push(stateFilter(query.state));
  const filter = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    cardsWithOrigin(db)
      .where(filter)
      .orderBy(...SORTS[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    countWithOrigin(db).where(filter),
  ]);
  return { giftCards: rows.map(rowOf), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** Every line of a card's history, oldest first, with the balance after each: they add up to its balance. */
async function historyOf(db: Db, card: CardRow): Promise<GiftCardEvent[]> {
  const [uses, events] = await Promise.all([
    db
      .select({ amountCents: orderGiftCards.amountCents, incrementId: orders.incrementId, at: orders.createdAt })
      .from(orderGiftCards)
      .innerJoin(orders, eq(orders.id, orderGiftCards.orderId))
      // A declined payment's reservation gave the amount back and is no use of the card.
      .where(and(eq(orderGiftCards.giftCardId, card.id), ne(orders.paymentState, "declined"))),
    db
      .select({ event: giftCardEvents, incrementId: orders.incrementId })
      .from(giftCardEvents)
      .leftJoin(orders, eq(orders.id, giftCardEvents.orderId))
      .where(eq(giftCardEvents.giftCardId, card.id))
      .orderBy(asc(giftCardEvents.createdAt), asc(giftCardEvents.id)),
  ]);
  type Line = Omit<GiftCardEvent, "balanceAfterCents" | "at"> & { at: Date };
  const lines: Line[] = [];
  if (card.staffIssued === null) {
    lines.push(
      card.orderIncrementId !== null
        ? { at: card.boughtAt ?? card.createdAt, kind: "bought", amountCents: card.initialCents, orderIncrementId: card.orderIncrementId, by: card.buyerEmail, reason: null }
        : { at: card.createdAt, kind: "created", amountCents: card.initialCents, orderIncrementId: null, by: null, reason: null },
    );
  }
  for (const u of uses) lines.push({ at: u.at, kind: "used", amountCents: -u.amountCents, orderIncrementId: u.incrementId, by: null, reason: null });
  for (const { event: e, incrementId } of events) {
    lines.push({ at: e.createdAt, kind: e.kind as GiftCardEvent["kind"], amountCents: e.amountCents, orderIncrementId: incrementId, by: e.staffEmail, reason: e.reason });
  }
  // The issue comes first whatever the clocks say; then by time (a stable sort keeps events in their id order).
  const first = (l: Line) => (l.kind === "issued" || l.kind === "bought" || l.kind === "created" ? 0 : 1);
  lines.sort((a, b) => first(a) - first(b) || a.at.getTime() - b.at.getTime());
  let balance = 0;
  return lines.map((l) => {
    balance += l.amountCents;
    return { ...l, at: l.at.toISOString(), balanceAfterCents: balance };
  });
}

/** One card; its code in full only when `fullCode` (owners): support reads the balance and history with the code masked. */
export async function giftCardDetail(db: Db, id: number, options: { fullCode: boolean }): Promise<GiftCardDetailAnswer> {
  const [card] = await cardsWithOrigin(db).where(eq(giftCards.id, id));
  if (!card) throw new NotFound(`There is no gift card ${id}`);
  const bought = card.boughtOptions as { customer_name?: unknown; message?: unknown; giftcard_template_id?: unknown } | null;
  const templateId = card.templateId ?? (typeof bought?.giftcard_template_id === "number" ? bought.giftcard_template_id : null);
  const text = (v: unknown) => (typeof v === "string" && v ? v : null);
  return {
    ...rowOf(card),
    code: options.fullCode ? card.code : maskGiftCardCode(card.code),
    codeIsMasked: !options.fullCode,
    senderName: card.senderName ?? text(bought?.customer_name),
    message: (card.message || null) ?? text(bought?.message),
    template: templateId === null ? null : await giftCardDesign(db, templateId),
    delivery: card.delivery as GiftCardDetailAnswer["delivery"],
    mailedAt: card.mailedAt?.toISOString() ?? null,
    history: await historyOf(db, card),
  };
}

async function cardExists(tx: Db, id: number) {
  const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, id)).for("update");
  if (!card) throw new NotFound(`There is no gift card ${id}`);
  return card;
}

/**
 * Issues a card with a new code and the amount as its balance. The form's request key makes a double click or
 * a retry one card: the key is taken first, so a second request waits for the first and then finds its card.
 * An e-mailed card's e-mail is a job written with it (sent at once by the route, retried by the worker).
 */
export async function issueGiftCard(db: Db, actor: Actor, body: IssueGiftCardBody): Promise<number> {
  return db.transaction(async (tx) => {
    const fresh = await tx.insert(staffRequests).values({ requestKey: body.requestKey, action: "gift_card.issue" }).onConflictDoNothing().returning();
    if (fresh.length === 0) {
      const [earlier] = await tx.select({ id: staffGiftCards.giftCardId }).from(staffGiftCards).where(eq(staffGiftCards.requestKey, body.requestKey));
      if (!earlier) throw new InvalidFields({ requestKey: "Reload the page and try again" });
      return earlier.id;
    }
    // An active design, held until the card is written: a design being deleted at this moment waits, or wins and is refused here.
    const [design] = await tx
      .select({ id: designTable.id })
      .from(designTable)
      .where(and(eq(designTable.id, body.templateId), eq(designTable.active, true)))
      .for("share");
    if (!design) throw new InvalidFields({ templateId: "Choose one of the designs" });
    let card: typeof giftCards.$inferSelect | undefined;
    // 79 random bits: a code drawn twice is all but impossible, but the unique index decides, not chance.
    while (!card) {
      [card] = await tx
        .insert(giftCards)
        .values({ code: newGiftCardCode(), initialCents: body.amountCents, balanceCents: body.amountCents })
        .onConflictDoNothing()
        .returning();
    }
    await tx.insert(staffGiftCards).values({
      giftCardId: card.id,
      requestKey: body.requestKey,
      recipientName: body.recipientName,
      recipientEmail: body.recipientEmail,
      senderName: body.senderName,
      message: body.message,
      templateId: body.templateId,
      delivery: body.delivery,
    });
    await tx.insert(giftCardEvents).values({ giftCardId: card.id, kind: "issued", amountCents: body.amountCents, staffId: actor.staffId, staffEmail: actor.email });
    if (body.delivery === "email") {
      await enqueue(tx, { kind: GIFT_CARD_MAIL_JOB, payload: { giftCardId: card.id }, dedupeKey: giftCardMailJobKey(card.id) });
    }
    const { requestKey: _key, ...issued } = body;
    await writeAudit(tx, actor, { action: "gift_card.issue", entityType: "gift_card", entityId: card.id, after: { ...issued, code: maskGiftCardCode(card.code) } });
    return card.id;
  });
}

/**
 * Adds to or takes from a card's balance, never below zero. The adjustment's row is written first under its
 * request key (unique), so the same click sent twice waits for the first and then does nothing; the balance
 * moves by a conditional update, so two adjustments at once can never take more than the card holds.
 */
export async function adjustGiftCard(db: Db, actor: Actor, id: number, body: AdjustGiftCardBody): Promise<void> {
  await db.transaction(async (tx) => {
    const [card] = await tx.select({ id: giftCards.id }).from(giftCards).where(eq(giftCards.id, id));
    if (!card) throw new NotFound(`There is no gift card ${id}`);
    const [event] = await tx
      .insert(giftCardEvents)
      .values({ giftCardId: id, kind: "adjusted", amountCents: body.amountCents, reason: body.reason, staffId: actor.staffId, staffEmail: actor.email, requestKey: body.requestKey })
      .onConflictDoNothing({ target: giftCardEvents.requestKey })
      .returning({ id: giftCardEvents.id });
    if (!event) return;
    const [after] = await tx
      .update(giftCards)
      .set({ balanceCents: sql`${giftCards.balanceCents} + ${body.amountCents}` })
      .where(and(eq(giftCards.id, id), sql`${giftCards.balanceCents} + ${body.amountCents} >= 0`))
      .returning({ balanceCents: giftCards.balanceCents });
    if (!after) {
      const [now] = await tx.select({ balanceCents: giftCards.balanceCents }).from(giftCards).where(eq(giftCards.id, id));
      throw new InvalidFields({ amountCents: `The card holds ${usd(now?.balanceCents ?? 0)}: take at most that` });
    }
    await writeAudit(tx, actor, {
      action: "gift_card.adjust",
      entityType: "gift_card",
      entityId: id,
      before: { balanceCents: after.balanceCents - body.amountCents },
      after: { balanceCents: after.balanceCents, amountCents: body.amountCents, reason: body.reason },
    });
  });
}

/** A disabled card is refused in every cart and drops out of carts that hold it (service.ts appliedGiftCards). */
export async function setGiftCardActive(db: Db, actor: Actor, id: number, active: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await cardExists(tx, id);
    if (before.isActive === active) return;
    await tx.update(giftCards).set({ isActive: active }).where(eq(giftCards.id, id));
    await tx.insert(giftCardEvents).values({ giftCardId: id, kind: active ? "enabled" : "disabled", staffId: actor.staffId, staffEmail: actor.email });
    await writeAudit(tx, actor, { action: active ? "gift_card.enable" : "gift_card.disable", entityType: "gift_card", entityId: id, before: { isActive: before.isActive }, after: { isActive: active } });
  });
}

/** A cancelled order gave a card's amount back: a line of the card's history, written with the change. */
export async function recordGiftCardReturn(tx: Db, actor: Actor, giftCardId: number, amountCents: number, orderId: number, reason: string): Promise<void> {
  await tx.insert(giftCardEvents).values({ giftCardId, kind: "returned", amountCents, orderId, reason, staffId: actor.staffId, staffEmail: actor.email });
}

/**
 * The job that e-mails a card an owner issued to its recipient, once: the card is claimed before sending, so
 * two runs never both send it, and a failed send gives it back and fails the job, which is retried.
 */
export function giftCardMailHandler(db: Db, mailer: Mailer, siteUrl: string): JobHandler {
  return async (payload) => {
    const giftCardId = Number(payload.giftCardId);
    const [claimed] = await db
      .update(staffGiftCards)
      .set({ mailedAt: new Date() })
      .where(and(eq(staffGiftCards.giftCardId, giftCardId), eq(staffGiftCards.delivery, "email"), sql`${staffGiftCards.mailedAt} is null`))
      .returning();
    if (!claimed?.recipientEmail) return;
    const [card] = await db.select().from(giftCards).where(eq(giftCards.id, giftCardId));
    try {
      await mailer.send(
        giftCardMail({
          to: claimed.recipientEmail,
          code: card!.code,
          amount: usd(card!.initialCents),
          recipientName: claimed.recipientName,
          senderName: claimed.senderName,
          message: claimed.message,
          shopUrl: siteUrl,
        }),
      );
    } catch (err) {
      await db.update(staffGiftCards).set({ mailedAt: null }).where(eq(staffGiftCards.giftCardId, giftCardId));
      throw err;
    }
  };
}
