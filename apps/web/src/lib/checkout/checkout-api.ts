/**
 * The checkout's calls (spec §7 "Cart", "Orders"): shipping methods for a destination, shipping
 * information (answers totals and payment methods), payment methods, and placing the order.
 */
import { messages, type ShippingMethod } from "@petsies/domain";
import type { CartTotals } from "../cart/types.ts";

export interface PaymentMethodOption {
  code: string;
  title: string;
  offline: boolean;
}

export type Answer<T> = { ok: true; result: T } | { ok: false; status: number; message: string };

/** Status 0: the request never reached the shop (offline or the connection dropped). */
export const NO_CONNECTION = 0;

async function call<T>(method: "GET" | "POST", path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers: { accept: "application/json", ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      cache: "no-store",
    });
  } catch {
    return { ok: false, status: NO_CONNECTION, message: messages.offline };
  }
  const envelope = (await res.json().catch(() => null)) as { result?: unknown } | null;
  if (!envelope) return { ok: false, status: res.status, message: messages.responseNotJson };
  if (!res.ok) {
    const text = typeof envelope.result === "string" && envelope.result ? envelope.result : messages.somethingWentWrong;
    return { ok: false, status: res.status, message: text };
  }
  if (!("result" in envelope)) return { ok: false, status: res.status, message: messages.responseWithoutBody };
  return { ok: true, result: envelope.result as T };
}

const withCart = (path: string, cartId: string) => `${path}?${new URLSearchParams({ cartId })}`;

export interface Destination {
  countryId: string;
  regionId?: number;
}

export const checkoutApi = {
  /** Methods for a destination; those the server marks unavailable are dropped (spec §4). */
  async shippingMethods(cartId: string, to: Destination): Promise<Answer<ShippingMethod[]>> {
    const answer = await call<ShippingMethod[]>("POST", withCart("/api/cart/shipping-methods", cartId), {
      address: { country_id: to.countryId, ...(to.regionId ? { region_id: to.regionId } : {}) },
    });
    return answer.ok ? { ok: true, result: answer.result.filter((m) => m.available) } : answer;
  },
  shippingInformation: (cartId: string, to: Destination, methodCode: string | null) =>
    call<{ totals: CartTotals; payment_methods: PaymentMethodOption[] }>("POST", withCart("/api/cart/shipping-information", cartId), {
      addressInformation: {
        shippingAddress: { countryId: to.countryId, ...(to.regionId ? { regionId: to.regionId } : {}) },
        ...(methodCode ? { shippingCarrierCode: "petsies", shippingMethodCode: methodCode } : {}),
      },
    }),
  paymentMethods: (cartId: string) => call<PaymentMethodOption[]>("GET", withCart("/api/cart/payment-methods", cartId)),
  /** Places an order; the key makes a repeat of the same order answer the first one (exactly once). */
  placeOrder: (order: unknown, key: string) => call<PlacedOrder>("POST", "/api/order", order, { "idempotency-key": key }),
};

export interface PlacedOrder {
  increment_id: string;
  order_id: string | null;
  created_at: string;
  email: string;
  grand_total: number;
  currency_code: string;
  payment_method_code: string;
}
