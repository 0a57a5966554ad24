/**
 * Server carts (spec §4 "Cart", §7 "Cart"): create, find by the browser's cartServerToken, add, update and
 * remove lines, coupons, and the personal details a shopper types at checkout.
 *
 * A guest cart is reached by its token alone. A customer cart is reached from every device the customer
 * signs in on (one token each), but only together with that customer's live user token: a device that
 * logged out, or another customer, cannot read it.
 */
import { randomUUID } from "node:crypto";
import { and, asc, count, eq, or, sql } from "drizzle-orm";
import { couponMessages, ERROR_CODES, MAX_LINE_QTY } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { cartGiftCards, cartItems, carts, cartTokens } from "../../db/schema.ts";
import { Invalid, NotFound, Unauthorized } from "../../infra/errors.ts";
import { giveBack, LIMITS, takeAttempts, type Attempt } from "../../infra/security/rate-limit.ts";
import { hashToken, newToken } from "../../infra/security/tokens.ts";
import { customerOfToken } from "../users/sessions.ts";
import { couponLines, couponProblem, findCoupon } from "../promotions/service.ts";
import { checkOfferedDesign } from "../giftcards/service.ts";
import { priceNewItem, pricedLines, type ItemInput } from "./lines.ts";

export type CartRow = typeof carts.$inferSelect;

/** The spec §8 text the browser recognises as "this cart is gone: clear it and disconnect". */
export const CART_NOT_FOUND = "No such entity with cartId";
/** Also a spec §8 cart-not-found marker (its spelling included): a customer cart asked for without its owner. */
export const CART_NOT_YOURS = "User is not authroized to access cartId";
export const USER_TOKEN_NOT_VALID = "User token is not valid";

/**
 * Distinct lines one cart holds at most: far more than any order, and every cart answer carries them all
 * (security issue 20, item 13: eight lines of 900 KB made a 7 MB answer).
 */
export const MAX_CART_LINES = 100;
/**
 * A line's product_option, as JSON, at most. The storefront puts a configuration there (each option's id and
 * value, photo links, a description of at most 500 characters, the plushie id): a few KB at the very most.
 */
export const MAX_PRODUCT_OPTION_BYTES = 16 * 1024;
export const CART_FULL = `A cart holds at most ${MAX_CART_LINES} different items: remove one before adding another.`;
export const PRODUCT_OPTION_TOO_LARGE = `product_option is too large: at most ${MAX_PRODUCT_OPTION_BYTES / 1024} KB of JSON.`;

function newCartRow(customerId: number | null) {
  // The recovery code is replaced when a recovery link is issued; until then no code can match it.
  return { customerId, recoveryId: randomUUID(), recoveryCodeHash: hashToken(newToken()) };
}

/** A new token (cartServerToken) that reaches a cart from one browser. */
export async function issueCartToken(db: Db, cartId: number): Promise<string> {
  const token = newToken();
  await db.insert(cartTokens).values({ tokenHash: hashToken(token), cartId });
  return token;
}

/** A new guest cart; answers its token. */
export async function createCart(db: Db): Promise<string> {
  return db.transaction(async (tx) => {
    const [cart] = await tx.insert(carts).values(newCartRow(null)).returning({ id: carts.id });
    return issueCartToken(tx, cart!.id);
  });
}

/** The customer's one active cart, created when there is none (a unique index keeps it one under races). */
export async function customerCart(db: Db, customerId: number): Promise<CartRow> {
  const active = and(eq(carts.customerId, customerId), eq(carts.isActive, true));
  const [existing] = await db.select().from(carts).where(active).limit(1);
  if (existing) return existing;
  await db.insert(carts).values(newCartRow(customerId)).onConflictDoNothing();
  const [cart] = await db.select().from(carts).where(active).limit(1);
  if (!cart) throw new Error(`no active cart for customer ${customerId}`);
  return cart;
}

/** POST /api/cart/create with a user token: the customer's cart, with a new token for this device. */
export async function openCustomerCart(db: Db, customerId: number): Promise<string> {
  return issueCartToken(db, (await customerCart(db, customerId)).id);
}

/**
 * A customer cart answers only to its owner's live user token. Without a token, or with another
 * customer's, the cart is not this browser's (404 with a spec §8 marker: clear and disconnect). A token
 * that is no longer live answers 401, which sends the browser to refresh it (spec §4) and try again.
 */
export async function checkCartOwner(db: Db, cart: CartRow, userToken: string | null, now = new Date()): Promise<void> {
  if (cart.customerId === null) return;
  if (!userToken) throw new NotFound(CART_NOT_YOURS, ERROR_CODES.cartNotYours);
  const customer = await customerOfToken(db, userToken, now);
  if (!customer) throw new Unauthorized(USER_TOKEN_NOT_VALID, ERROR_CODES.tokenNotValid);
  if (customer.id !== cart.customerId) throw new NotFound(CART_NOT_YOURS, ERROR_CODES.cartNotYours);
}

/** A cart with its own pricing, for a module that shows its lines' prices (promotions' adjustedPrices). */
export function pricedCart(db: Db, cart: CartRow) {
  return {
    id: cart.id,
    async unitPrices(now: Date): Promise<Record<string, number>> {
      const lines = await pricedLines(db, cart.id, now);
      return Object.fromEntries(lines.map((l) => [String(l.itemId), l.unitPriceCents / 100]));
    },
  };
}

/** The active cart a token addresses, if the caller may use it; else the cart-not-found answer of spec §8. */
export async function requireCart(db: Db, token: string, userToken: string | null = null): Promise<CartRow> {
  const [row] = await db
    .select({ cart: carts })
    .from(cartTokens)
    .innerJoin(carts, eq(carts.id, cartTokens.cartId))
    .where(and(eq(cartTokens.tokenHash, hashToken(token)), eq(carts.isActive, true)))
    .limit(1);
  if (!row) throw new NotFound(CART_NOT_FOUND, ERROR_CODES.cartNotFound);
  await checkCartOwner(db, row.cart, userToken);
  return row.cart;
}

async function touch(db: Db, cartId: number) {
  await db
    .update(carts)
    .set({ version: sql`${carts.version} + 1`, updatedAt: new Date() })
    .where(eq(carts.id, cartId));
}

export interface UpdateInput extends ItemInput {
  qty: number;
  itemId?: number;
  parentSku?: string;
}

function checkOptionSize(productOption: Record<string, unknown> | undefined) {
  if (productOption && Buffer.byteLength(JSON.stringify(productOption), "utf8") > MAX_PRODUCT_OPTION_BYTES) throw new Invalid(PRODUCT_OPTION_TOO_LARGE);
}

/** A new line needs a free place; the line itself (same sku and configuration) may always change its quantity. */
async function checkRoomForLine(db: Db, cartId: number, sku: string, checksum: string) {
  const [row] = await db
    .select({
      lines: count(),
      same: sql<number>`count(*) filter (where ${cartItems.sku} = ${sku} and ${cartItems.checksum} = ${checksum})`.mapWith(Number),
    })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId));
  if ((row?.lines ?? 0) >= MAX_CART_LINES && !row?.same) throw new Invalid(CART_FULL);
}

/**
 * With an item id, sets that line's quantity. Without one, sets the quantity of the line with the same
 * sku and configuration, creating it when missing. Setting (not adding) makes a retried request harmless.
 */
export async function updateItem(db: Db, cart: CartRow, input: UpdateInput, now = new Date()): Promise<number> {
  if (input.qty < 1) throw new Invalid("qty must be at least 1; remove the item with /api/cart/delete instead");
  if (input.itemId !== undefined) {
    const updated = await db
      .update(cartItems)
      .set({ qty: input.qty })
      .where(and(eq(cartItems.id, input.itemId), eq(cartItems.cartId, cart.id)))
      .returning({ id: cartItems.id });
    if (updated.length === 0) throw new NotFound(`Cart item ${input.itemId} is not in this cart`);
    await touch(db, cart.id);
    return input.itemId;
  }
  checkOptionSize(input.productOption);
  await checkOfferedDesign(db, input.giftcardOptions?.giftcard_template_id, input.sku);
  const { product, checksum, productOption } = await priceNewItem(db, input, now, cart.email ?? undefined);
  return db.transaction(async (tx) => {
    // The cart is locked: two adds at once cannot both take its last free line.
    await lockOpenCart(tx, cart.id);
    await checkRoomForLine(tx, cart.id, product.sku, checksum);
    const [line] = await tx
      .insert(cartItems)
      .values({
        cartId: cart.id,
        productId: product.id,
        sku: product.sku,
        parentSku: input.parentSku ?? product.parentSku,
        qty: input.qty,
        checksum,
        productOption: productOption ?? null,
        giftcardOptions: (input.giftcardOptions as Record<string, unknown> | undefined) ?? null,
      })
      .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.sku, cartItems.checksum], set: { qty: input.qty } })
      .returning({ id: cartItems.id });
    await touch(tx, cart.id);
    return line!.id;
  });
}

/** Removes a line by its item id, or every line of a sku (also when it is the lines' parent sku). */
export async function deleteItem(db: Db, cart: CartRow, target: { itemId?: number; sku?: string }): Promise<boolean> {
  const where =
    target.itemId !== undefined
      ? eq(cartItems.id, target.itemId)
      : or(eq(cartItems.sku, target.sku ?? ""), eq(cartItems.parentSku, target.sku ?? ""));
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.cartId, cart.id), where))
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw new NotFound("The item is not in this cart");
  await touch(db, cart.id);
  return true;
}

/**
 * Coupon codes can be guessed: one that does not work counts against the client address (429 past the limit).
 * A real code that gives nothing to this cart (its products, its minimum, its uses) says why and is not kept.
 */
export async function applyCoupon(db: Db, cart: CartRow, code: string, ip: string | null, now = new Date()): Promise<boolean> {
  const attempt: Attempt = [LIMITS.couponPerIp, ip];
  await takeAttempts(db, [attempt], now);
  const coupon = await findCoupon(db, code, now);
  if (!coupon) throw new Invalid(couponMessages.invalid(code.trim()));
  await giveBack(db, [attempt]);
  const lines = await couponLines(db, await pricedLines(db, cart.id, now));
  const problem = await couponProblem(db, coupon, lines, { customerId: cart.customerId, email: cart.email });
  if (problem) throw new Invalid(problem);
  await db.update(carts).set({ couponCode: coupon.code }).where(eq(carts.id, cart.id));
  await touch(db, cart.id);
  return true;
}

export async function deleteCoupon(db: Db, cart: CartRow): Promise<boolean> {
  await db.update(carts).set({ couponCode: null }).where(eq(carts.id, cart.id));
  await touch(db, cart.id);
  return true;
}

export interface PersonalDetails {
  email: string;
  firstName?: string;
  lastName?: string;
}

/** Remembers who the cart belongs to, so a recovery e-mail can reach them (spec §7 personal-details-update-requests). */
export async function updatePersonalDetails(db: Db, cart: CartRow, details: PersonalDetails): Promise<boolean> {
  await db
    .update(carts)
    .set({ email: details.email.toLowerCase(), firstName: details.firstName ?? null, lastName: details.lastName ?? null })
    .where(eq(carts.id, cart.id));
  return true;
}

/**
 * A cart locked for a change, checked to be still open. An order placed a moment ago closes the cart this
 * request read before it: a line written into it then would vanish with it (404 instead, as for any
 * closed cart; the browser opens a new one and adds again).
 */
export async function lockOpenCart(tx: Db, cartId: number): Promise<void> {
  const [open] = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.isActive, true)))
    .for("update");
  if (!open) throw new NotFound(CART_NOT_FOUND, ERROR_CODES.cartNotFound);
}

/**
 * The customer's open cart, locked inside `tx` (a new one when there is none). Read under the lock, not
 * before it: an order placed meanwhile has closed the cart that was open a moment ago, and lines merged
 * into that one were lost (issue 17: a login merge 0–15 ms after the order, 8 rounds of 12 on PostgreSQL).
 */
export async function lockCustomerCart(tx: Db, customerId: number): Promise<CartRow> {
  const open = () =>
    tx
      .select()
      .from(carts)
      .where(and(eq(carts.customerId, customerId), eq(carts.isActive, true)))
      .limit(1)
      .for("update");
  const [existing] = await open();
  if (existing) return existing;
  await tx.insert(carts).values(newCartRow(customerId)).onConflictDoNothing();
  const [cart] = await open();
  if (!cart) throw new Error(`no active cart for customer ${customerId}`);
  return cart;
}

/**
 * Moves one cart's lines, gift cards and coupon into another, both locked by the caller (same line:
 * quantities add up, capped). New lines join only while the target has room (MAX_CART_LINES): merging many
 * full carts must not grow one cart past what adding allows.
 */
export async function moveLines(tx: Db, fromCartId: number, toCartId: number): Promise<void> {
  const held = await tx.select({ sku: cartItems.sku, checksum: cartItems.checksum }).from(cartItems).where(eq(cartItems.cartId, toCartId));
  const keys = new Set(held.map((l) => JSON.stringify([l.sku, l.checksum])));
  // In the order the guest added them: when the cart is nearly full, the earliest lines are the ones kept.
  const lines = await tx.select().from(cartItems).where(eq(cartItems.cartId, fromCartId)).orderBy(asc(cartItems.id));
  for (const { id: _id, cartId: _cart, createdAt: _at, ...line } of lines) {
    const key = JSON.stringify([line.sku, line.checksum]);
    if (!keys.has(key) && keys.size >= MAX_CART_LINES) continue;
    keys.add(key);
    await tx
      .insert(cartItems)
      .values({ ...line, cartId: toCartId })
      .onConflictDoUpdate({
        target: [cartItems.cartId, cartItems.sku, cartItems.checksum],
        set: { qty: sql`least(${cartItems.qty} + excluded.qty, ${MAX_LINE_QTY})` },
      });
  }
  const cards = await tx.select().from(cartGiftCards).where(eq(cartGiftCards.cartId, fromCartId));
  for (const card of cards) {
    await tx.insert(cartGiftCards).values({ ...card, cartId: toCartId }).onConflictDoNothing();
  }
  const [from] = await tx.select({ couponCode: carts.couponCode }).from(carts).where(eq(carts.id, fromCartId));
  await tx
    .update(carts)
    .set({ couponCode: sql`coalesce(${carts.couponCode}, ${from?.couponCode ?? null})`, version: sql`${carts.version} + 1`, updatedAt: new Date() })
    .where(eq(carts.id, toCartId));
}

/**
 * Guest and customer carts merge on login when both have items (spec §4): the guest's lines join the
 * customer's open cart, its coupon and gift cards come along when the customer's cart has none, and the
 * guest cart closes. Answers the id of the cart that holds them.
 */
export async function mergeCarts(db: Db, guest: CartRow, customerId: number): Promise<number> {
  return db.transaction(async (tx) => {
    // Locked and checked again: of two merges of one guest cart, the second finds it closed and adds nothing.
    const [open] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.id, guest.id), eq(carts.isActive, true)))
      .for("update");
    const target = await lockCustomerCart(tx, customerId);
    if (!open || target.id === guest.id) return target.id;
    await moveLines(tx, guest.id, target.id);
    await tx.update(carts).set({ isActive: false, updatedAt: new Date() }).where(eq(carts.id, guest.id));
    return target.id;
  });
}

/**
 * POST /api/cart/merge-guest-and-customer (spec §4 "merged on login"): the guest cart this browser holds
 * joins the customer's cart. Answers a token for the customer's cart, or the same token when the browser
 * already holds the customer's cart.
 */
export async function mergeIntoCustomerCart(db: Db, guestToken: string, userToken: string, customerId: number): Promise<string> {
  const guest = await requireCart(db, guestToken, userToken);
  if (guest.customerId === customerId) return guestToken;
  return issueCartToken(db, await mergeCarts(db, guest, customerId));
}
