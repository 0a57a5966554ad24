/**
 * GET /api/affirm/get-checkout-object (spec §7: token, cartId; the result is a JSON string): Affirm's checkout
 * object for a shop that runs Affirm's own checkout beside Stripe, built from the server cart (never from what
 * the browser says): items with unit prices in cents, discounts, shipping, tax and total in cents, the merchant's
 * return URLs. The cart is read like every cart route reads it: someone else's customer cart is refused.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope } from "@petsies/contract";
import { BASE_CURRENCY, imageUrl, productPath, type Product } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { ok } from "../../infra/envelope.ts";
import { cartOfRequest } from "../cart/request-cart.ts";
import { cartQuery } from "../cart/schemas.ts";
import { quoteCart, type CartQuote } from "../checkout/quote.ts";

const MERCHANT_NAME = "Petsies";

/** Affirm's checkout object (docs.affirm.com "Checkout object"), amounts in cents. */
export function affirmCheckoutObject(quote: CartQuote, siteUrl: string) {
  const t = quote.totals;
  const giftCards = t.giftCardCents.reduce((a, b) => a + b, 0);
  return {
    merchant: {
      name: MERCHANT_NAME,
      user_confirmation_url: `${siteUrl}/checkout?affirm=confirm`,
      user_cancel_url: `${siteUrl}/checkout?affirm=cancel`,
      user_confirmation_url_action: "POST",
    },
    items: quote.lines.map((l) => ({
      display_name: l.name,
      sku: l.sku,
      unit_price: l.unitPriceCents,
      qty: l.qty,
      item_image_url: l.image ? `${siteUrl}${imageUrl(l.image)}` : undefined,
      item_url: `${siteUrl}${productPath({ sku: l.sku, parentSku: l.parentSku, type_id: l.typeId as Product["type_id"] })}`,
    })),
    discounts: {
      ...(t.discountCents > 0 ? { [quote.couponCode ?? "discount"]: { discount_amount: t.discountCents, discount_display_name: quote.couponCode ? `Coupon ${quote.couponCode}` : "Discount" } } : {}),
      ...(giftCards > 0 ? { gift_card: { discount_amount: giftCards, discount_display_name: "Gift card" } } : {}),
    },
    metadata: { mode: "modal", shipping_type: quote.shippingMethod?.method_title ?? null },
    // Orders are charged in the base currency (other currencies are shown only), as POST /api/order charges.
    currency: BASE_CURRENCY,
    shipping_amount: t.shippingCents,
    tax_amount: t.taxCents,
    total: t.grandTotalCents,
  };
}

export function affirmRoutes(app: FastifyInstance, db: Db, options: { siteUrl: string }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/affirm/get-checkout-object",
    {
      schema: {
        tags: ["payments"],
        summary: "Affirm's checkout object for the cart, as a JSON string (items, shipping, tax, total in cents, merchant URLs)",
        description: "Built from the server cart. A customer's cart needs its owner's user token (token). 404 for a cart that is not the caller's.",
        querystring: cartQuery,
        response: { 200: envelope(z.string()) },
      },
    },
    async (req) => ok(JSON.stringify(affirmCheckoutObject(await quoteCart(db, await cartOfRequest(db, req)), options.siteUrl))),
  );
}
