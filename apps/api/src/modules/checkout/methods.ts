/**
 * The shipping and payment methods a cart is offered (spec §4 "Shipping and payment"). Shipping follows the
 * destination and how many items ship; payment follows the quote (cash on delivery is hidden for virtual carts).
 */
import { shippingMethodsFor, type ShippingMethod } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { paymentMethod, paymentMethods, type PaymentProvider } from "../../infra/payments.ts";
import { pricedLines, type PricedLine } from "../cart/lines.ts";
import type { CartRow } from "../cart/service.ts";
import type { CartQuote } from "./quote.ts";

export interface Destination {
  countryId: string;
  regionId?: number;
}

export function shippedQty(lines: PricedLine[]): number {
  return lines.filter((l) => l.shipped).reduce((sum, l) => sum + l.qty, 0);
}

/** The methods for a destination, with their prices for this cart's shipped items. */
export function methodsForCart(lines: PricedLine[], countryId: string): ShippingMethod[] {
  return shippingMethodsFor(countryId, shippedQty(lines));
}

export async function shippingMethodsForCart(db: Db, cart: CartRow, destination: Destination, now = new Date()) {
  return methodsForCart(await pricedLines(db, cart.id, now), destination.countryId);
}

const offeredFor = (quote: CartQuote) => (m: PaymentProvider) =>
  m.isAvailable({ isVirtual: quote.isVirtual, grandTotalCents: quote.totals.grandTotalCents });

/** The payment method of this code when this cart may use it, else null. */
export function offeredPaymentMethod(quote: CartQuote, code: string): PaymentProvider | null {
  const method = paymentMethod(code);
  return method && offeredFor(quote)(method) ? method : null;
}

/**
 * The payment methods this cart may use, with how to pay the offline ones (check / money order: to whom and
 * where), shown when the shopper picks one.
 */
export function paymentMethodsFor(quote: CartQuote) {
  return paymentMethods()
    .filter(offeredFor(quote))
    .map((m) => ({
      code: m.code,
      title: m.title,
      offline: m.offline,
      is_server_method: true,
      ...(m.instructions ? { instructions: m.instructions() } : {}),
      ...(m.browserKey ? { publishable_key: m.browserKey } : {}),
    }));
}
