/**
 * The checkout's analytics (spec §9): begin_checkout, add_shipping_info, add_payment_info, purchase,
 * purchase_error (with the error and its code, spec §8) and checkoutSectionChange.
 */
import { ecommerceOf, itemOfCartLine, track, trackEcommerce } from "../analytics.ts";
import type { CartItem, CartTotals } from "../cart/types.ts";
import type { PlacedOrder } from "./checkout-api.ts";
import type { OrderOutcome } from "./submit-order.ts";

type Lines = Pick<CartItem, "sku" | "parentSku" | "name" | "price" | "qty" | "type_id">[];

const itemsOf = (lines: Lines) => lines.map(itemOfCartLine);

export function trackBeginCheckout(lines: Lines, couponCode: string | null): void {
  trackEcommerce("begin_checkout", ecommerceOf(itemsOf(lines), couponCode ? { coupon: couponCode } : {}));
}

export function trackShippingInfo(lines: Lines, shippingTier: string): void {
  trackEcommerce("add_shipping_info", ecommerceOf(itemsOf(lines), { shipping_tier: shippingTier }));
}

export function trackPaymentInfo(lines: Lines, paymentType: string): void {
  trackEcommerce("add_payment_info", ecommerceOf(itemsOf(lines), { payment_type: paymentType }));
}

/** The placed order: its number, the amounts the shop confirmed, and the lines bought. */
export function trackPurchase(order: PlacedOrder, lines: Lines, totals: CartTotals | null): void {
  trackEcommerce(
    "purchase",
    ecommerceOf(itemsOf(lines), {
      transaction_id: order.increment_id,
      value: order.grand_total,
      currency: order.currency_code,
      tax: totals?.tax_amount ?? 0,
      shipping: totals?.shipping_amount ?? 0,
      ...(totals?.coupon_code ? { coupon: totals.coupon_code } : {}),
      payment_type: order.payment_method_code,
    }),
  );
}

/** The HTTP code behind each refusal (0: the request never reached the shop). */
const OUTCOME_CODES: Record<Exclude<OrderOutcome["kind"], "placed" | "queued" | "requires-action" | "failed">, number> = {
  invalid: 400,
  declined: 402,
  "cart-gone": 404,
  "cart-changed": 409,
  "out-of-stock": 500,
};

/** A refusal of the order; an order still awaiting its payment is none. */
export function trackPurchaseError(outcome: Exclude<OrderOutcome, { kind: "placed" } | { kind: "queued" } | { kind: "requires-action" }>): void {
  const code = outcome.kind === "failed" ? outcome.status : OUTCOME_CODES[outcome.kind];
  const error = "message" in outcome ? outcome.message : outcome.kind;
  track("purchase_error", { error, code });
}

/** The checkout's sections, by the id of their heading. */
const SECTIONS: Record<string, string> = {
  "personal-title": "personal_details",
  "shipping-title": "shipping",
  "payment-title": "payment",
  "review-title": "review",
};

export function checkoutSectionOf(labelledBy: string | null): string | null {
  return labelledBy ? (SECTIONS[labelledBy] ?? null) : null;
}

export function trackCheckoutSection(section: string): void {
  track("checkoutSectionChange", { checkout_section: section });
}
