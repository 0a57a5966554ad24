/**
 * Step 1, reserve, and its compensation. Reserve is one transaction under the cart's lock: the order's details
 * checked against the server cart, the order row (its key unique), stock taken, gift card balances taken, the
 * cart closed. Out of stock or a changed cart rolls everything back. The compensation (a declined payment, or
 * a reservation that waited too long) gives all of it back, once.
 */
import { and, eq, sql } from "drizzle-orm";
import { BASE_CURRENCY, ERROR_CODES, ORDER_ITEM_STATUS } from "@petsies/domain";
import type { Db } from "../../../db/client.ts";
import { carts, cartTokens, giftCards, orderGiftCards, orderItems, orders, stock } from "../../../db/schema.ts";
import { AppError, Conflict, Invalid, NotFound } from "../../../infra/errors.ts";
import { enqueue } from "../../../infra/jobs/queue.ts";
import { publicIds } from "../../../infra/public-ids.ts";
import { hashToken } from "../../../infra/security/tokens.ts";
import { releasePayment } from "../../payments/record.ts";
import { CART_NOT_FOUND, checkCartOwner, moveLines } from "../../cart/service.ts";
import type { OrderInput } from "../../orders/schemas.ts";
import { setShippingInformation } from "../checkout-info.ts";
import { offeredPaymentMethod } from "../methods.ts";
import { findByKey, type OrderRow } from "../order-by-key.ts";
import { checkSameItems, readOrder, type Reservation } from "../order-input.ts";
import { quoteCart, type CartQuote } from "../quote.ts";
import { couponLines, couponProblem, lockCouponCode } from "../../promotions/coupons.ts";

/**
 * Out of stock at the moment of placing. The order contract answers 500 with a text about adding products
 * (spec §4: the offline queue keeps such an order and tells the shopper spec §8's out-of-stock message).
 */
export class OrderOutOfStock extends AppError {
  constructor(name: string) {
    super(500, `Error while adding products to the order: '${name}' is out of stock.`, ERROR_CODES.outOfStock);
  }
}

export const RESERVATION_EXPIRY_JOB = "order.reservation_expiry";
/** How long a reservation waits for payment before it is given back (ORDER_RESERVATION_MINUTES). */
let reservationMs = 30 * 60 * 1000;

/** Set once at start-up from the configuration. */
export function configureReservations(options: { minutes: number }): void {
  reservationMs = options.minutes * 60 * 1000;
}

export function reservationWindowMs(): number {
  return reservationMs;
}

/**
 * The order sequence's next value put through the shop's permutation (infra/public-ids.ts): order numbers
 * do not count the shop's orders. Orders placed before numbers were permuted kept sequential ones, which a
 * new number can meet; the next value is taken then.
 */
async function nextOrderNumber(tx: Db): Promise<string> {
  const ids = await publicIds(tx);
  for (;;) {
    // Both drivers answer raw SQL with { rows }; Db's generic type does not say so.
    const sequence = (await tx.execute(sql`select nextval('order_increment_seq')::text as n`)) as unknown as { rows: { n: string }[] };
    const number = ids.orderNumber(Number(sequence.rows[0]!.n));
    const [taken] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.incrementId, number)).limit(1);
    if (!taken) return number;
  }
}

/** Inside the placement transaction with the cart row locked: the order row and everything it takes. */
async function takeReservation(tx: Db, key: string, quote: CartQuote, details: Reservation): Promise<OrderRow | null> {
  const cart = quote.cart;
  const incrementId = await nextOrderNumber(tx);
  const t = quote.totals;
  const [order] = await tx
    .insert(orders)
    .values({
      incrementId,
      orderKey: key,
      cartId: cart.id,
      customerId: cart.customerId,
      email: details.email,
      // Orders are charged in the base currency (spec §3 "base_" totals); other currencies are shown only.
      currencyCode: BASE_CURRENCY,
      subtotalCents: t.subtotalCents,
      discountCents: t.discountCents,
      taxCents: t.taxCents,
      shippingCents: t.shippingCents,
      giftCardCents: t.giftCardCents.reduce((a, b) => a + b, 0),
      grandTotalCents: t.grandTotalCents,
      couponCode: quote.couponCode,
      shippingAddress: (details.shippingAddress as unknown as Record<string, unknown>) ?? null,
      billingAddress: details.billingAddress as unknown as Record<string, unknown>,
      shippingMethodCode: quote.shippingMethod?.method_code ?? "none",
      paymentMethodCode: details.paymentMethodCode,
      personalDetails: details.personalDetails,
    })
    .onConflictDoNothing({ target: orders.orderKey })
    .returning();
  if (!order) return null;
  // Should payment or confirmation never come (the process died, the shopper left), the reservation is
  // given back after a while by a job written with it.
  await enqueue(tx, { kind: RESERVATION_EXPIRY_JOB, payload: { orderId: order.id }, dedupeKey: `reservation:${order.id}`, runAt: new Date(Date.now() + reservationMs) });

  const perProduct = new Map<number, { qty: number; name: string }>();
  for (const l of quote.lines) {
    const seen = perProduct.get(l.productId);
    perProduct.set(l.productId, { qty: (seen?.qty ?? 0) + l.qty, name: l.name });
  }
  for (const [productId, { qty, name }] of perProduct) {
    const taken = await tx
      .update(stock)
      .set({ qty: sql`case when ${stock.manageStock} then ${stock.qty} - ${qty} else ${stock.qty} end` })
      .where(
        and(
          eq(stock.productId, productId),
          sql`(not ${stock.manageStock} or (${stock.isInStock} and ${stock.qty} >= ${qty}))`,
        ),
      )
      .returning({ productId: stock.productId });
    if (taken.length === 0) throw new OrderOutOfStock(name);
  }

  for (const [i, card] of quote.giftCards.entries()) {
    const cents = t.giftCardCents[i] ?? 0;
    if (cents === 0) continue;
    const taken = await tx
      .update(giftCards)
      .set({ balanceCents: sql`${giftCards.balanceCents} - ${cents}` })
      .where(and(eq(giftCards.id, card.giftCardId), sql`${giftCards.balanceCents} >= ${cents}`))
      .returning({ id: giftCards.id });
    if (taken.length === 0) throw new Conflict("A gift card's balance changed. Please review your cart and try again.", ERROR_CODES.cartChanged);
    await tx.insert(orderGiftCards).values({ orderId: order.id, giftCardId: card.giftCardId, amountCents: cents });
  }

  await tx.insert(orderItems).values(
    quote.lines.map((l, i) => ({
      orderId: order.id,
      productId: l.productId,
      sku: l.sku,
      parentSku: l.parentSku,
      name: l.name,
      typeId: l.typeId,
      qty: l.qty,
      priceCents: l.unitPriceCents,
      discountCents: t.lines[i]?.discountCents ?? 0,
      taxCents: t.lines[i]?.taxCents ?? 0,
      productOption: l.productOption,
      // Only a gift card's item keeps a card's options: they are what marks it to be issued (giftcards/issue.ts).
      giftcardOptions: l.giftCard ? (l.giftcardOptions as Record<string, unknown> | null) : null,
      // Details still to come (photos by e-mail later, a name): the item waits for them (spec §3 status 22).
      statusId: l.awaitingCustomization ? ORDER_ITEM_STATUS.awaitingCustomization : ORDER_ITEM_STATUS.created,
    })),
  );
  await tx.update(carts).set({ isActive: false, updatedAt: new Date() }).where(eq(carts.id, cart.id));
  return order;
}

/**
 * The coupon's uses, counted again under its code's lock: another order may have taken the last one since the
 * cart was priced, and a guest is counted by the e-mail the order carries. The order is refused, not placed
 * without the discount the shopper saw.
 */
async function checkCouponUses(tx: Db, quote: CartQuote, email: string): Promise<void> {
  if (!quote.coupon) return;
  await lockCouponCode(tx, quote.coupon.code);
  const problem = await couponProblem(tx, quote.coupon, await couponLines(tx, quote.lines), { customerId: quote.cart.customerId, email });
  if (problem) throw new Invalid(problem);
}

/** The cart a token addresses, locked until the placement transaction ends. */
async function lockCart(tx: Db, token: string) {
  const [row] = await tx
    .select({ cart: carts })
    .from(cartTokens)
    .innerJoin(carts, eq(carts.id, cartTokens.cartId))
    .where(eq(cartTokens.tokenHash, hashToken(token)))
    .for("update", { of: carts });
  return row?.cart;
}

/**
 * Reserves the order under the cart's lock: a second submission of this order waits here, then finds the
 * order the first one made (null). `userToken`: the one the request carries; a customer cart is only placed
 * with its owner's (see checkCartOwner).
 */
export async function reserve(db: Db, key: string, input: OrderInput, userToken: string | null, now: Date): Promise<OrderRow | null> {
  return db.transaction(async (tx) => {
    const cart = await lockCart(tx, input.cart_id);
    if (await findByKey(tx, key)) return null;
    if (!cart || !cart.isActive) throw new NotFound(CART_NOT_FOUND, ERROR_CODES.cartNotFound);
    await checkCartOwner(tx, cart, userToken, now);

    const firstQuote = await quoteCart(tx, cart, now);
    if (firstQuote.lines.length === 0) throw new Invalid("The cart is empty");
    checkSameItems(firstQuote, input.products);
    const details = readOrder(input, firstQuote, cart.email);

    const destination = details.shippingAddress ?? details.billingAddress;
    const quote = await setShippingInformation(
      tx,
      cart,
      {
        countryId: destination.country_id,
        regionId: destination.region_id,
        methodCode: details.shippingAddress ? input.addressInformation.shipping_method_code ?? "" : undefined,
      },
      now,
    );
    if (details.shippingAddress && !quote.shippingMethod) throw new Invalid("Choose a shipping method");
    if (!offeredPaymentMethod(quote, details.paymentMethodCode)) {
      throw new Invalid(`The payment method '${details.paymentMethodCode}' is not available for this cart.`);
    }
    await checkCouponUses(tx, quote, details.email);
    return takeReservation(tx, key, quote, details);
  });
}

/**
 * The cart of an order that did not go through comes back. A customer has one open cart: when a login merge
 * opened a new one while this order was paying, this cart's lines join that one instead, so nothing the
 * shopper chose is lost.
 */
async function reopenCart(tx: Db, cartId: number): Promise<void> {
  const [cart] = await tx.select({ customerId: carts.customerId }).from(carts).where(eq(carts.id, cartId));
  if (cart?.customerId != null) {
    const [current] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.customerId, cart.customerId), eq(carts.isActive, true)))
      .for("update");
    if (current) return moveLines(tx, cartId, current.id);
  }
  await tx.update(carts).set({ isActive: true, updatedAt: new Date() }).where(eq(carts.id, cartId));
}

/**
 * Compensation of reserve (a declined payment, or the reservation expired): everything the reservation took
 * goes back, once, and a payment the provider still holds for it is let go (payments/record.ts). False when there was nothing to give back: another attempt confirmed or released it first.
 */
export async function compensate(db: Db, order: Pick<OrderRow, "id" | "cartId">, failure: string | null = null): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, order.id), eq(orders.paymentState, "pending")))
      .for("update");
    if (!pending) return false;
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    for (const item of items) {
      await tx
        .update(stock)
        .set({ qty: sql`${stock.qty} + ${item.qty}` })
        .where(and(eq(stock.productId, item.productId), eq(stock.manageStock, true)));
    }
    const used = await tx.select().from(orderGiftCards).where(eq(orderGiftCards.orderId, order.id));
    for (const g of used) {
      await tx
        .update(giftCards)
        .set({ balanceCents: sql`${giftCards.balanceCents} + ${g.amountCents}` })
        .where(eq(giftCards.id, g.giftCardId));
    }
    await reopenCart(tx, order.cartId);
    await releasePayment(tx, order.id, failure);
    await tx.delete(orders).where(eq(orders.id, order.id));
    return true;
  });
}

/**
 * The expiry job: a reservation still awaiting payment gives back its stock, gift card balances and cart,
 * exactly once (compensate takes the order's lock and acts only on a pending order). A placed order is
 * left alone.
 */
export async function releaseReservation(db: Db, orderId: number): Promise<boolean> {
  const [order] = await db.select({ id: orders.id, cartId: orders.cartId, paymentState: orders.paymentState }).from(orders).where(eq(orders.id, orderId));
  if (order?.paymentState !== "pending") return false;
  await compensate(db, order);
  return true;
}
