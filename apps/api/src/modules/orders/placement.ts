/**
 * Order placement (spec §4 "Order placement", §7 POST /api/order). An order is placed exactly once and all
 * or nothing, in three steps like a small saga:
 *
 *   1. reserve — one transaction: the order row (its key unique), stock taken, gift card balances taken,
 *      the cart closed. Out of stock or a changed cart rolls everything back.
 *   2. authorise — the payment provider is asked outside any transaction, with the order key as its
 *      idempotency key, so asking twice gives the same answer.
 *   3. confirm, or compensate — the order becomes "created", with its confirmation job (confirmation.ts);
 *      or a declined payment gives the stock, the gift card balances and the cart back and removes the
 *      reservation.
 *
 * A repeat with the same key finds the order: a confirmed one is answered as is; a reservation left by a
 * crash between steps 1 and 3 is carried on from step 2. Nothing is answered as placed before step 3.
 */
import { and, eq, sql } from "drizzle-orm";
import {
  BASE_CURRENCY,
  ERROR_CODES,
  isVirtualCart,
  messages,
  ORDER_ITEM_STATUS,
  normalizeAddress,
  validateAddress,
  type Address,
  type AddressErrors,
} from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { carts, cartTokens, giftCards, orderGiftCards, orderItems, orders, stock } from "../../db/schema.ts";
import { AppError, Conflict, Invalid, NotFound } from "../../infra/errors.ts";
import { InvalidFields } from "../../infra/validation-answer.ts";
import { authorizeOrder, paymentMethod } from "../../infra/payments.ts";
import { publicIds } from "../../infra/public-ids.ts";
import { setShippingInformation } from "../cart/checkout-info.ts";
import { hashToken } from "../../infra/security/tokens.ts";
import { CART_NOT_FOUND, checkCartOwner, moveLines } from "../cart/service.ts";
import { quoteCart, type CartQuote } from "../cart/totals.ts";
import { enqueue } from "../../infra/jobs/queue.ts";
import { enqueueConfirmation } from "./confirmation.ts";
import type { AddressInput, OrderInput } from "./schemas.ts";

type OrderRow = typeof orders.$inferSelect;

/** A declined payment: the shopper can fix the card and try again; their cart is untouched. */
export class PaymentDeclined extends AppError {
  constructor(
    message: string,
    /** The payment method that declined (a configured provider's code, never the request's text). */
    readonly method: string,
  ) {
    super(402, message, ERROR_CODES.paymentDeclined);
  }
}

/**
 * Out of stock at the moment of placing. The order contract answers 500 with a text about adding products
 * (spec §4: the offline queue keeps such an order and tells the shopper spec §8's out-of-stock message).
 */
export class OrderOutOfStock extends AppError {
  constructor(name: string) {
    super(500, `Error while adding products to the order: '${name}' is out of stock.`, ERROR_CODES.outOfStock);
  }
}

export interface PlacedOrder {
  order: OrderRow;
  /** True only for the request that confirmed it (that one sends the confirmation e-mail). */
  confirmedNow: boolean;
}

/**
 * An address's errors at their request paths (addressInformation.shippingAddress.postcode); the e-mail is the
 * order's, which the checkout sends in personal details.
 */
function addressRefusal(which: "billing" | "shipping", errors: AddressErrors): InvalidFields {
  const fields = Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field === "email" ? "personalDetails.emailAddress" : `addressInformation.${which}Address.${field}`,
      message,
    ]),
  );
  return new InvalidFields(fields, `The ${which} address is not valid: ${Object.values(errors)[0]}`);
}

function checkedAddress(which: "billing" | "shipping", input: AddressInput, requireEmail = false): Address {
  const errors = validateAddress(input, { requireEmail });
  if (Object.keys(errors).length > 0) throw addressRefusal(which, errors);
  return normalizeAddress(input as Address);
}

/** The server cart must hold exactly what the shopper reviewed: the same lines with the same quantities. */
function checkSameItems(quote: CartQuote, products: OrderInput["products"]) {
  const server = new Map(quote.lines.map((l) => [l.itemId, l.qty]));
  const same = server.size === products.length && products.every((p) => server.get(p.server_item_id) === p.qty);
  if (!same) throw new Conflict(messages.cartItemsChangedServer, ERROR_CODES.cartChanged);
}

async function findByKey(db: Db, key: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.orderKey, key)).limit(1);
  return row;
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

/** Step 1, inside the placement transaction with the cart row locked: the order row and everything it takes. */
async function reserve(tx: Db, key: string, quote: CartQuote, details: Reservation): Promise<OrderRow | null> {
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
      giftcardOptions: l.giftcardOptions as Record<string, unknown> | null,
      // Details still to come (photos by e-mail later, a name): the item waits for them (spec §3 status 22).
      statusId: l.awaitingCustomization ? ORDER_ITEM_STATUS.awaitingCustomization : ORDER_ITEM_STATUS.created,
    })),
  );
  await tx.update(carts).set({ isActive: false, updatedAt: new Date() }).where(eq(carts.id, cart.id));
  return order;
}

/**
 * Step 3, success: only the first request to get here confirms. The confirmation (digital deliveries and
 * the e-mail) is a job written with it, so a confirmed order always gets its e-mail, even when the process
 * dies right after this commit.
 */
async function confirm(db: Db, order: OrderRow, reference: string): Promise<PlacedOrder> {
  const confirmed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      // Orders and their items share the spec's numeric statuses (§3): a paid order is "created".
      .set({ paymentState: "authorized", status: ORDER_ITEM_STATUS.created, paymentReference: reference, updatedAt: new Date() })
      .where(and(eq(orders.id, order.id), eq(orders.paymentState, "pending")))
      .returning();
    if (row) await enqueueConfirmation(tx, row.id);
    return row;
  });
  if (confirmed) return { order: confirmed, confirmedNow: true };
  const current = await findByKey(db, order.orderKey);
  if (!current) throw new ReservationGone();
  return { order: current, confirmedNow: false };
}

/**
 * Another attempt at the same order (a second tab, same key) was declined and gave the reservation back
 * while this one was paying. The cart is live again, so placement starts over; never "cart not found".
 */
class ReservationGone extends Error {}

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
 * Step 3, declined (or the reservation expired): everything the reservation took goes back, once.
 * False when there was nothing to give back: another attempt confirmed or released it first.
 */
async function compensate(db: Db, order: Pick<OrderRow, "id" | "cartId">): Promise<boolean> {
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
    await tx.delete(orders).where(eq(orders.id, order.id));
    return true;
  });
}

/** Steps 2 and 3 for a reservation (new, or left by an earlier attempt). */
async function settle(db: Db, order: OrderRow, additional: unknown): Promise<PlacedOrder> {
  if (order.paymentState === "authorized") return { order, confirmedNow: false };
  const provider = paymentMethod(order.paymentMethodCode);
  if (!provider) throw new Invalid(`The payment method '${order.paymentMethodCode}' is not available.`);
  const result = await authorizeOrder(provider, {
    idempotencyKey: order.orderKey,
    amountCents: order.grandTotalCents,
    currency: order.currencyCode,
    additional,
  });
  if (!result.ok) {
    const released = await compensate(db, order);
    // Another attempt at this order (a second tab) paid meanwhile: the order stands, as a retry would find.
    const placed = released ? undefined : await findByKey(db, order.orderKey);
    if (placed?.paymentState === "authorized") return { order: placed, confirmedNow: false };
    throw new PaymentDeclined(result.message, provider.code);
  }
  return confirm(db, order, result.reference);
}

interface Reservation {
  email: string;
  billingAddress: Address;
  shippingAddress: Address | null;
  paymentMethodCode: string;
  personalDetails: Record<string, unknown>;
}

/** Everything about the order that does not need the database: addresses, e-mail, the chosen methods. */
function readOrder(input: OrderInput, quote: CartQuote, cartEmail: string | null): Reservation {
  const info = input.addressInformation;
  const virtual = isVirtualCart(
    quote.lines.map((l) => ({ sku: l.sku, type_id: l.typeId, giftcardShipped: l.giftcardOptions?.recipient_ship })),
  );
  const email = (input.personalDetails?.emailAddress || info.billingAddress.email || cartEmail || "").trim().toLowerCase();
  const billingAddress = checkedAddress("billing", { ...info.billingAddress, email }, true);
  if (!virtual && !info.shippingAddress) throw new Invalid("The shipping address is required");
  const shippingAddress = info.shippingAddress && !virtual ? checkedAddress("shipping", info.shippingAddress) : null;
  return {
    email: billingAddress.email!,
    billingAddress,
    shippingAddress,
    paymentMethodCode: info.payment_method_code,
    personalDetails: {
      firstName: input.personalDetails?.firstName ?? billingAddress.firstname,
      lastName: input.personalDetails?.lastName ?? billingAddress.lastname,
      emailAddress: billingAddress.email,
      createAccount: input.personalDetails?.createAccount ?? false,
    },
  };
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

/** `userToken`: the one the request carries; a customer cart is only placed with its owner's (see checkCartOwner). */
export const RESERVATION_EXPIRY_JOB = "order.reservation_expiry";
/** How long a reservation waits for payment before it is given back (ORDER_RESERVATION_MINUTES). */
let reservationMs = 30 * 60 * 1000;

/** Set once at start-up from the configuration. */
export function configureReservations(options: { minutes: number }): void {
  reservationMs = options.minutes * 60 * 1000;
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

const ORDER_BUSY = "This order is being placed in another window. Please try again in a moment.";
/** How many times placement starts over after a concurrent attempt released the reservation it relied on. */
const PLACEMENT_ATTEMPTS = 3;

export async function placeOrder(
  db: Db,
  key: string,
  input: OrderInput,
  userToken: string | null = null,
  now = new Date(),
): Promise<PlacedOrder> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await placeOnce(db, key, input, userToken, now);
    } catch (error) {
      if (!(error instanceof ReservationGone)) throw error;
      if (attempt === PLACEMENT_ATTEMPTS) throw new Conflict(ORDER_BUSY, ERROR_CODES.orderBusy);
    }
  }
}

async function placeOnce(db: Db, key: string, input: OrderInput, userToken: string | null, now: Date): Promise<PlacedOrder> {
  const additional = input.addressInformation.payment_method_additional;
  const earlier = await findByKey(db, key);
  if (earlier) return settle(db, earlier, additional);

  // Everything is checked and reserved under the cart's lock: a second submission of this order waits here,
  // then finds the order the first one made.
  const reserved = await db.transaction(async (tx) => {
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
    const provider = paymentMethod(details.paymentMethodCode);
    if (!provider || !provider.isAvailable({ isVirtual: quote.isVirtual, grandTotalCents: quote.totals.grandTotalCents })) {
      throw new Invalid(`The payment method '${details.paymentMethodCode}' is not available for this cart.`);
    }
    return reserve(tx, key, quote, details);
  });
  const order = reserved ?? (await findByKey(db, key));
  // The reservation this request waited for was declined and given back meanwhile.
  if (!order) throw new ReservationGone();
  return settle(db, order, additional);
}
