/**
 * Gift cards on a cart (spec §7 "Gift cards"): apply a code, choose how much of it to use, remove it.
 * Balances are only taken when an order is placed (see checkout/steps/reserve.ts).
 */
import { and, eq, inArray } from "drizzle-orm";
import { giftCardDesignIds, normalizeCode } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { cartGiftCards, giftCards, products } from "../../db/schema.ts";
import { Invalid, NotFound } from "../../infra/errors.ts";
import { giveBack, LIMITS, takeAttempts, type Attempt } from "../../infra/security/rate-limit.ts";
import type { CartRow } from "../cart/service.ts";
import { activeGiftCardDesign } from "./designs.ts";

export interface AppliedGiftCard {
  giftCardId: number;
  code: string;
  /** What the shopper wants to use from the card. */
  amountCents: number;
  balanceCents: number;
}

export const GIFT_CARD_NOT_VALID = "The gift card code is not valid or has no balance left.";

export async function appliedGiftCards(db: Db, cartId: number): Promise<AppliedGiftCard[]> {
  const rows = await db
    .select({
      giftCardId: giftCards.id,
      code: giftCards.code,
      amountCents: cartGiftCards.amountCents,
      balanceCents: giftCards.balanceCents,
      isActive: giftCards.isActive,
    })
    .from(cartGiftCards)
    .innerJoin(giftCards, eq(giftCards.id, cartGiftCards.giftCardId))
    .where(eq(cartGiftCards.cartId, cartId))
    .orderBy(cartGiftCards.createdAt);
  return rows.filter((r) => r.isActive).map(({ isActive: _active, ...card }) => card);
}

async function usableCard(db: Db, code: string) {
  const [card] = await db.select().from(giftCards).where(eq(giftCards.code, normalizeCode(code))).limit(1);
  if (!card || !card.isActive || card.balanceCents <= 0) throw new Invalid(GIFT_CARD_NOT_VALID);
  return card;
}

/**
 * Gift card codes can be guessed: a code that does not work counts against the client address and the
 * code (429 past the limit), not the cart, since a new guest cart costs nothing; one that works gives its
 * count back.
 */
async function guardedCard(db: Db, code: string, ip: string | null, now: Date) {
  const attempts: Attempt[] = [
    [LIMITS.giftCardPerIp, ip],
    [LIMITS.giftCardPerCode, normalizeCode(code)],
  ];
  await takeAttempts(db, attempts, now);
  const card = await usableCard(db, code);
  await giveBack(db, attempts);
  return card;
}

/** Applies a card for its whole balance; answers the value applied (major units). */
export async function applyGiftCard(db: Db, cart: CartRow, code: string, ip: string | null, now = new Date()): Promise<number> {
  const card = await guardedCard(db, code, ip, now);
  await db
    .insert(cartGiftCards)
    .values({ cartId: cart.id, giftCardId: card.id, amountCents: card.balanceCents })
    .onConflictDoUpdate({ target: [cartGiftCards.cartId, cartGiftCards.giftCardId], set: { amountCents: card.balanceCents } });
  return card.balanceCents / 100;
}

/** Sets how much of an applied card to use: more than zero and at most its balance. */
export async function changeGiftCardValue(db: Db, cart: CartRow, code: string, value: number, ip: string | null, now = new Date()): Promise<number> {
  const card = await guardedCard(db, code, ip, now);
  const cents = Math.round(value * 100);
  if (cents <= 0 || cents > card.balanceCents) {
    throw new Invalid(`Choose an amount above 0 and at most the card's balance of $${(card.balanceCents / 100).toFixed(2)}.`);
  }
  const updated = await db
    .update(cartGiftCards)
    .set({ amountCents: cents })
    .where(and(eq(cartGiftCards.cartId, cart.id), eq(cartGiftCards.giftCardId, card.id)))
    .returning({ id: cartGiftCards.giftCardId });
  if (updated.length === 0) throw new NotFound("This gift card is not applied to the cart");
  return cents / 100;
}

export async function removeGiftCards(db: Db, cart: CartRow, codes: string[]): Promise<boolean> {
  const cards = await db
    .select({ id: giftCards.id })
    .from(giftCards)
    .where(inArray(giftCards.code, codes.map(normalizeCode)));
  if (cards.length === 0) return true;
  await db.delete(cartGiftCards).where(
    and(
      eq(cartGiftCards.cartId, cart.id),
      inArray(
        cartGiftCards.giftCardId,
        cards.map((c) => c.id),
      ),
    ),
  );
  return true;
}

/** The applied cards as a map from code to the value used (spec §7 pull). */
export async function pullGiftCards(db: Db, cart: CartRow): Promise<Record<string, number>> {
  const cards = await appliedGiftCards(db, cart.id);
  return Object.fromEntries(cards.map((c) => [c.code, Math.min(c.amountCents, c.balanceCents) / 100]));
}

export const DESIGN_NOT_OFFERED = "This gift card design is no longer offered: reload the page and choose another.";

/**
 * A bought card's chosen design (the cart's add) must be one the storefront offers now, among the gift card
 * product's own designs when it names them; none chosen is fine.
 */
export async function checkOfferedDesign(db: Db, id: number | undefined, sku?: string): Promise<void> {
  if (id === undefined) return;
  if (!(await activeGiftCardDesign(db, id))) throw new Invalid(DESIGN_NOT_OFFERED);
  if (sku === undefined) return;
  const [product] = await db.select({ attributes: products.customAttributes }).from(products).where(eq(products.sku, sku));
  const offered = product ? giftCardDesignIds(product.attributes) : null;
  if (offered !== null && !offered.includes(id)) throw new Invalid(DESIGN_NOT_OFFERED);
}
