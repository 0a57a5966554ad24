/**
 * Gift cards bought in an order (spec §3 "Gift card"): once the order is placed, every unit of a gift
 * card item becomes a gift card with its own unguessable code and the bought amount as its balance, in the
 * same gift_cards table that /api/giftcards/apply reads. An e-mailed (virtual) card goes to its recipient;
 * a posted (physical) one is shown in the order and its confirmation.
 *
 * Issuing is idempotent: a unit that already has its card is skipped, so a retried or repeated placement
 * answer never makes a second card or a second e-mail.
 */
import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { and, eq, inArray, isNotNull, isNull, type SQL } from "drizzle-orm";
import {
  formatMoney,
  GIFT_CARD_TYPE,
  giftCardCodeFrom,
  giftCardTypeOf,
  maskGiftCardCode,
  type BoughtGiftCard,
  type GiftcardOptions,
} from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { giftCards, issuedGiftCards, orderEmails, orderItems, orders } from "../../db/schema.ts";
import type { Mailer } from "../../infra/mail.ts";
import { giftCardMail } from "./gift-card-mail.ts";

export interface IssuedCard {
  orderItemId: number;
  code: string;
  amountCents: number;
  type: number;
  recipientName: string | null;
  recipientEmail: string | null;
}

/** A new unguessable code (domain giftCardCodeFrom); issue.ts and the back office both draw codes here. */
export function newGiftCardCode(): string {
  for (;;) {
    const code = giftCardCodeFrom(randomBytes(32));
    if (code) return code;
  }
}

/** Makes the cards of an order's gift card items that are not made yet; answers every card of the order. */
export async function issueGiftCards(db: Db, orderId: number): Promise<IssuedCard[]> {
  const items = await db
    .select({ id: orderItems.id, qty: orderItems.qty, options: orderItems.giftcardOptions })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.giftcardOptions), eq(orders.paymentState, "authorized")));
  for (const item of items) {
    const options = (item.options ?? { amount: 0 }) as unknown as GiftcardOptions;
    const amountCents = Math.round(options.amount * 100);
    const type = giftCardTypeOf(options);
    for (let unit = 1; unit <= item.qty; unit++) {
      await db.transaction(async (tx) => {
        // Answers for one order may arrive together (a retried submission): the item's row lock lets one
        // of them make each card and the others find it made.
        await tx.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.id, item.id)).for("update");
        const [made] = await tx
          .select({ id: issuedGiftCards.giftCardId })
          .from(issuedGiftCards)
          .where(and(eq(issuedGiftCards.orderItemId, item.id), eq(issuedGiftCards.unit, unit)));
        if (made) return;
        const [card] = await tx.insert(giftCards).values({ code: newGiftCardCode(), initialCents: amountCents, balanceCents: amountCents }).returning({ id: giftCards.id });
        await tx.insert(issuedGiftCards).values({
          giftCardId: card!.id,
          orderItemId: item.id,
          unit,
          type,
          recipientEmail: type === GIFT_CARD_TYPE.virtual ? (options.recipient_email ?? null) : null,
        });
      });
    }
  }
  return issuedCards(db, eq(orderItems.orderId, orderId));
}

/** The cards bought by the given order items (order history shows them with their items). */
export function issuedCardsOfItems(db: Db, orderItemIds: number[]): Promise<IssuedCard[]> {
  return orderItemIds.length === 0 ? Promise.resolve([]) : issuedCards(db, inArray(issuedGiftCards.orderItemId, orderItemIds));
}

async function issuedCards(db: Db, where: SQL): Promise<IssuedCard[]> {
  const rows = await db
    .select({
      orderItemId: issuedGiftCards.orderItemId,
      code: giftCards.code,
      amountCents: giftCards.initialCents,
      type: issuedGiftCards.type,
      recipientEmail: issuedGiftCards.recipientEmail,
      options: orderItems.giftcardOptions,
    })
    .from(issuedGiftCards)
    .innerJoin(giftCards, eq(giftCards.id, issuedGiftCards.giftCardId))
    .innerJoin(orderItems, eq(orderItems.id, issuedGiftCards.orderItemId))
    .where(where)
    .orderBy(issuedGiftCards.orderItemId, issuedGiftCards.unit);
  return rows.map(({ options, ...r }) => ({ ...r, recipientName: ((options as GiftcardOptions | null)?.recipient_name ?? null) || null }));
}

/**
 * A bought card as the buyer sees it: a posted card's code in full (the buyer may hand it over), an e-mailed
 * one's masked (it is the recipient's), with how it was delivered.
 */
export function boughtCardView(card: IssuedCard): BoughtGiftCard {
  const posted = card.type === GIFT_CARD_TYPE.physical;
  return {
    code: posted ? card.code : maskGiftCardCode(card.code),
    amount: formatMoney(card.amountCents, { symbol: "$" }),
    delivery: posted ? "posted with your order" : `e-mailed to ${card.recipientEmail ?? "the recipient"}`,
  };
}

/**
 * E-mails each virtual card of the order that has not gone out yet to its recipient, once. A card whose
 * mail fails stays unsent, and after trying the others this throws, so the order's confirmation job is
 * retried (with backoff) until every card has gone; the order stands.
 */
export async function mailGiftCards(db: Db, mailer: Mailer, orderId: number, siteUrl: string, log: FastifyBaseLogger): Promise<void> {
  const pending = await db
    .select({ giftCardId: issuedGiftCards.giftCardId, code: giftCards.code, amountCents: giftCards.initialCents, to: issuedGiftCards.recipientEmail, options: orderItems.giftcardOptions })
    .from(issuedGiftCards)
    .innerJoin(giftCards, eq(giftCards.id, issuedGiftCards.giftCardId))
    .innerJoin(orderItems, eq(orderItems.id, issuedGiftCards.orderItemId))
    .where(and(eq(orderItems.orderId, orderId), eq(issuedGiftCards.type, GIFT_CARD_TYPE.virtual), isNull(issuedGiftCards.mailedAt)));
  let failed = 0;
  for (const card of pending) {
    if (!card.to) continue;
    // Claimed before sending, so two answers for the same order never both send it; a failed send gives it back.
    const claimed = await db
      .update(issuedGiftCards)
      .set({ mailedAt: new Date() })
      .where(and(eq(issuedGiftCards.giftCardId, card.giftCardId), isNull(issuedGiftCards.mailedAt)))
      .returning({ id: issuedGiftCards.giftCardId });
    if (claimed.length === 0) continue;
    const options = (card.options ?? {}) as Partial<GiftcardOptions>;
    try {
      const mail = giftCardMail({
        to: card.to,
        code: card.code,
        amount: formatMoney(card.amountCents, { symbol: "$" }),
        recipientName: options.recipient_name ?? "",
        senderName: options.customer_name ?? "",
        message: options.message ?? "",
        shopUrl: siteUrl,
      });
      await mailer.send(mail);
      // Listed on the order's page in the back office, like every e-mail about the order.
      await db.insert(orderEmails).values({ orderId, kind: "gift_card", recipient: mail.to, subject: mail.subject });
    } catch (err) {
      await db.update(issuedGiftCards).set({ mailedAt: null }).where(eq(issuedGiftCards.giftCardId, card.giftCardId));
      log.error({ err, orderId }, "a gift card e-mail could not be sent");
      failed++;
    }
  }
  if (failed > 0) throw new Error(`${failed} gift card e-mail(s) of order ${orderId} could not be sent`);
}
