/**
 * What the checkout tells the cart (spec §7): the destination and shipping method, and the payment method.
 * Both are checked against what the server offers for this cart (methods.ts); totals follow from them.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { carts } from "../../db/schema.ts";
import { Invalid } from "../../infra/errors.ts";
import type { CartRow } from "../cart/service.ts";
import { offeredPaymentMethod, shippingMethodsForCart, type Destination } from "./methods.ts";
import { quoteCart, type CartQuote } from "./quote.ts";

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

export async function setPaymentMethod(db: Db, cart: CartRow, code: string, now = new Date()): Promise<CartQuote> {
  const quote = await quoteCart(db, cart, now);
  if (!offeredPaymentMethod(quote, code)) {
    throw new Invalid(`The payment method '${code}' is not available for this cart.`);
  }
  const [updated] = await db.update(carts).set({ paymentMethodCode: code }).where(eq(carts.id, cart.id)).returning();
  return { ...quote, cart: updated! };
}
