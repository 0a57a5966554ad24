/**
 * What the checkout tells the cart (spec §7): the destination and shipping method, and the payment method.
 * Both are checked against what the server offers for this cart; totals follow from them.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { carts } from "../../db/schema.ts";
import { Invalid } from "../../infra/errors.ts";
import { paymentMethod, paymentMethods } from "../../infra/payments.ts";
import { pricedLines } from "./lines.ts";
import type { CartRow } from "./service.ts";
import { methodsForCart, quoteCart, type CartQuote } from "./totals.ts";

export interface Destination {
  countryId: string;
  regionId?: number;
}

export async function shippingMethodsForCart(db: Db, cart: CartRow, destination: Destination, now = new Date()) {
  return methodsForCart(await pricedLines(db, cart.id, now), destination.countryId);
}

/** Stores the destination and (when given) the method; the method must be offered there. */
export async function setShippingInformation(
  db: Db,
  cart: CartRow,
  input: Destination & { methodCode?: string },
  now = new Date(),
): Promise<CartQuote> {
  if (input.methodCode) {
    const methods = await shippingMethodsForCart(db, cart, input, now);
    const method = methods.find((m) => m.method_code === input.methodCode);
    if (!method || !method.available) {
      throw new Invalid(`The shipping method '${input.methodCode}' is not available for this address.`);
    }
  }
  const next = {
    shippingCountry: input.countryId,
    shippingRegionId: input.regionId || null,
    shippingMethodCode: input.methodCode ?? cart.shippingMethodCode,
  };
  const unchanged =
    next.shippingCountry === cart.shippingCountry &&
    next.shippingRegionId === cart.shippingRegionId &&
    next.shippingMethodCode === cart.shippingMethodCode;
  // An unchanged destination keeps the cart's version, so a repeated order submission is not a "change".
  if (unchanged) return quoteCart(db, cart, now);
  const [updated] = await db
    .update(carts)
    .set({ ...next, version: sql`${carts.version} + 1`, updatedAt: now })
    .where(eq(carts.id, cart.id))
    .returning();
  return quoteCart(db, updated!, now);
}

/**
 * The payment methods this cart may use (cash on delivery is hidden for virtual carts), with how to pay the
 * offline ones (check / money order: to whom and where), shown when the shopper picks one.
 */
export function paymentMethodsFor(quote: CartQuote) {
  return paymentMethods()
    .filter((m) => m.isAvailable({ isVirtual: quote.isVirtual, grandTotalCents: quote.totals.grandTotalCents }))
    .map((m) => ({ code: m.code, title: m.title, offline: m.offline, is_server_method: true, ...(m.instructions ? { instructions: m.instructions() } : {}) }));
}

export async function setPaymentMethod(db: Db, cart: CartRow, code: string, now = new Date()): Promise<CartQuote> {
  const quote = await quoteCart(db, cart, now);
  const method = paymentMethod(code);
  if (!method || !method.isAvailable({ isVirtual: quote.isVirtual, grandTotalCents: quote.totals.grandTotalCents })) {
    throw new Invalid(`The payment method '${code}' is not available for this cart.`);
  }
  const [updated] = await db.update(carts).set({ paymentMethodCode: code }).where(eq(carts.id, cart.id)).returning();
  return { ...quote, cart: updated! };
}
