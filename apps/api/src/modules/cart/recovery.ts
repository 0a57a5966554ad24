/**
 * Cart recovery (spec §2 /alerts/recover/cart/id/{id}/code/{code}/, §7 recovery-requests): a shopper who
 * left items behind gets one e-mail with a link; opening it gives their browser a copy of that cart. The
 * original cart is left alone, so a shopper with the shop open on two devices loses nothing.
 */
import { and, eq, gt, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cartGiftCards, cartItems, carts } from "../../db/schema.ts";
import { NotFound } from "../../infra/errors.ts";
import type { Mailer } from "../../infra/mail.ts";
import { enqueue } from "../../infra/jobs/queue.ts";
import type { JobHandler } from "../../infra/jobs/worker.ts";
import { giveBack, LIMITS, takeAttempts, type Attempt } from "../../infra/security/rate-limit.ts";
import { hashToken, newToken, tokenMatches } from "../../infra/security/tokens.ts";
import { cartReminderMail } from "./reminder-mail.ts";
import { createCart, requireCart } from "./service.ts";

/** A cart idle this long with an e-mail on it gets the reminder. */
export const REMINDER_AFTER_MS = 60 * 60 * 1000;
/** A recovery link works this long after it was sent. */
export const RECOVERY_LINK_TTL_MS = 14 * 24 * 60 * 60 * 1000;
export const RECOVERY_FAILED = "This cart link is not valid or has expired.";

export function recoveryPath(recoveryId: string, code: string): string {
  return `/alerts/recover/cart/id/${encodeURIComponent(recoveryId)}/code/${encodeURIComponent(code)}/`;
}

/** A fresh link for a cart; any earlier link for it stops working. */
export async function issueRecoveryLink(db: Db, cartId: number, now = new Date()): Promise<string> {
  const code = newToken();
  const [cart] = await db
    .update(carts)
    .set({ recoveryCodeHash: hashToken(code), remindedAt: now })
    .where(eq(carts.id, cartId))
    .returning({ recoveryId: carts.recoveryId });
  if (!cart) throw new NotFound("No such cart");
  return recoveryPath(cart.recoveryId, code);
}

/**
 * Copies the cart a valid link names into a new cart and answers the new cart's id (its token). The copy is
 * a guest cart even when the original was a customer's: the link works without signing in, and signing in
 * merges it into the customer's cart. A link that does not work counts against the client address.
 */
export async function recoverCart(db: Db, recoveryId: string, code: string, ip: string | null, now = new Date()): Promise<string> {
  const attempt: Attempt = [LIMITS.linkPerIp, ip];
  await takeAttempts(db, [attempt], now);
  const [source] = await db.select().from(carts).where(eq(carts.recoveryId, recoveryId)).limit(1);
  const expired = !source?.remindedAt || now.getTime() - source.remindedAt.getTime() > RECOVERY_LINK_TTL_MS;
  if (!source || expired || !tokenMatches(code, source.recoveryCodeHash)) throw new NotFound(RECOVERY_FAILED);
  await giveBack(db, [attempt]);

  const token = await createCart(db);
  const copy = await requireCart(db, token);
  await db.transaction(async (tx) => {
    const items = await tx.select().from(cartItems).where(eq(cartItems.cartId, source.id));
    if (items.length > 0) {
      await tx.insert(cartItems).values(items.map(({ id: _id, cartId: _cart, createdAt: _at, ...item }) => ({ ...item, cartId: copy.id })));
    }
    const cards = await tx.select().from(cartGiftCards).where(eq(cartGiftCards.cartId, source.id));
    if (cards.length > 0) {
      await tx.insert(cartGiftCards).values(cards.map((c) => ({ ...c, cartId: copy.id })));
    }
    await tx
      .update(carts)
      .set({ couponCode: source.couponCode, email: source.email, firstName: source.firstName, lastName: source.lastName })
      .where(eq(carts.id, copy.id));
  });
  return token;
}

export const CART_REMINDER_JOB = "cart.reminder";

/**
 * Finds the carts left idle with items and an e-mail, and writes one reminder job for each in the
 * transaction that marks the cart reminded: a cart is reminded once, and its e-mail is sent by the job
 * (retried until it goes). Carts are claimed with SKIP LOCKED, so every API process can run this.
 */
export async function scheduleCartReminders(db: Db, now = new Date()): Promise<number> {
  const idleSince = new Date(now.getTime() - REMINDER_AFTER_MS);
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: carts.id })
      .from(carts)
      .where(
        and(
          eq(carts.isActive, true),
          isNotNull(carts.email),
          isNull(carts.remindedAt),
          lt(carts.updatedAt, idleSince),
          sql`exists (select 1 from ${cartItems} where ${cartItems.cartId} = ${carts.id})`,
        ),
      )
      .limit(50)
      .for("update", { skipLocked: true });
    const claimed = await tx
      .update(carts)
      .set({ remindedAt: now })
      .where(and(sql`${carts.id} in ${due}`, gt(carts.id, 0)))
      .returning({ id: carts.id });
    for (const cart of claimed) {
      await enqueue(tx, { kind: CART_REMINDER_JOB, payload: { cartId: cart.id }, dedupeKey: `cart-reminder:${cart.id}:${now.getTime()}` });
    }
    return claimed.length;
  });
}

/**
 * The reminder job: a fresh recovery link (only the e-mail that goes out carries a working one) in the
 * reminder e-mail. A cart that was ordered or emptied meanwhile gets none. The message id is the job's, so
 * a retry after a crash is the same message, not a second one.
 */
export function cartReminderHandler(db: Db, mailer: Mailer, siteUrl: string): JobHandler {
  return async (payload, job) => {
    const [cart] = await db
      .select({ id: carts.id, email: carts.email, firstName: carts.firstName })
      .from(carts)
      .where(and(eq(carts.id, Number(payload.cartId)), eq(carts.isActive, true), sql`exists (select 1 from ${cartItems} where ${cartItems.cartId} = ${carts.id})`));
    if (!cart?.email) return;
    const link = siteUrl + (await issueRecoveryLink(db, cart.id));
    await mailer.send({ ...cartReminderMail({ email: cart.email, firstName: cart.firstName, link }), messageId: `cart-reminder-${job.id}` });
  };
}
