/**
 * The checkout's calls (spec §7 "Cart", "Orders"): shipping methods for a destination, shipping
 * information (answers totals and payment methods), payment methods, and placing the order. While logged
 * in every call carries the user token (a customer cart answers only to its owner; the order is the
 * customer's), renewed once when refused (user/session.ts).
 */
import type { AwaitingPayment, PaymentMethodOption, PlacedOrder } from "@petsies/contract";
import type { ShippingMethod } from "@petsies/domain";
import { apiCall, withQuery, type Answer } from "../api-call.ts";
import type { CartTotals } from "../cart/types.ts";
import { withUserToken } from "../user/session.ts";

export { NO_CONNECTION, type Answer } from "../api-call.ts";

/** The answers' shapes, as the API declares them (packages/contract). */
export type { AwaitingPayment, PaymentMethodOption, PlacedOrder };

export interface Destination {
  countryId: string;
  regionId?: number;
}

function cartCall<T>(method: "GET" | "POST", path: string, cartId: string, body?: unknown): Promise<Answer<T>> {
  return withUserToken((token) => apiCall<T>(method, withQuery(path, { cartId, token }), body));
}

export const checkoutApi = {
  /** Methods for a destination; those the server marks unavailable are dropped (spec §4). */
  async shippingMethods(cartId: string, to: Destination): Promise<Answer<ShippingMethod[]>> {
    const answer = await cartCall<ShippingMethod[]>("POST", "/api/cart/shipping-methods", cartId, {
      address: { country_id: to.countryId, ...(to.regionId ? { region_id: to.regionId } : {}) },
    });
    return answer.ok ? { ok: true, value: answer.value.filter((m) => m.available) } : answer;
  },
  shippingInformation: (cartId: string, to: Destination, methodCode: string | null) =>
    cartCall<{ totals: CartTotals; payment_methods: PaymentMethodOption[] }>("POST", "/api/cart/shipping-information", cartId, {
      addressInformation: {
        shippingAddress: { countryId: to.countryId, ...(to.regionId ? { regionId: to.regionId } : {}) },
        ...(methodCode ? { shippingCarrierCode: "petsies", shippingMethodCode: methodCode } : {}),
      },
    }),
  paymentMethods: (cartId: string) => cartCall<PaymentMethodOption[]>("GET", "/api/cart/payment-methods", cartId),
  /**
   * Places an order (POST /api/order?token while logged in); the key makes a repeat answer the first one (exactly
   * once). A method the browser finishes (Stripe) answers 202 first: the order reserved, awaiting its payment.
   */
  placeOrder: (order: unknown, key: string) =>
    withUserToken((token) => apiCall<PlacedOrder | AwaitingPayment>("POST", withQuery("/api/order", { token }), order, { headers: { "idempotency-key": key } })),
};
