import { afterEach, describe, expect, it } from "vitest";
import { awaitingPaymentReturn, forgetAwaitingPayment, rememberAwaitingPayment, stripeAmountCents } from "./stripe-payment.ts";
import type { OrderPayload } from "./order.ts";

/** The tab's session storage, as the browser keeps it (the unit tests run in Node, which has none). */
function tabStorage() {
  const kept = new Map<string, string>();
  globalThis.sessionStorage = {
    getItem: (k: string) => kept.get(k) ?? null,
    setItem: (k: string, v: string) => void kept.set(k, v),
    removeItem: (k: string) => void kept.delete(k),
    clear: () => kept.clear(),
    key: () => null,
    get length() {
      return kept.size;
    },
  };
  return kept;
}

const order = {
  order_id: "o-1",
  cart_id: "cart-token",
  addressInformation: { payment_method_code: "stripe" },
  personalDetails: { firstName: "Ann", lastName: "Lee", emailAddress: "ann@example.com", createAccount: true, password: "Secret-pass-2030" },
} as unknown as OrderPayload;

/** Where Stripe sends a shopper back after a bank's page, Affirm or Amazon Pay, and what the address then becomes. */
function returnTo(search: string) {
  const replaced: string[] = [];
  const location = { pathname: "/us/checkout/onepage/", search } as Location;
  const history = { state: null, replaceState: (_s: unknown, _t: string, url: string) => void replaced.push(url) } as unknown as History;
  return { location, history, replaced };
}

afterEach(() => {
  delete (globalThis as { sessionStorage?: Storage }).sessionStorage;
});

describe("a Stripe payment finished on another page", () => {
  it("finds the order that waited for it, without its password, and takes Stripe's marks off the address", () => {
    const kept = tabStorage();
    rememberAwaitingPayment(order, "key-1");
    expect([...kept.values()].join()).not.toContain("Secret-pass-2030");
    const back = returnTo("?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=succeeded&utm_source=mail");
    const found = awaitingPaymentReturn(back.location, back.history);
    expect(found?.key).toBe("key-1");
    expect(found?.order.personalDetails).toEqual({ firstName: "Ann", lastName: "Lee", emailAddress: "ann@example.com" });
    expect(back.replaced).toEqual(["/us/checkout/onepage/?utm_source=mail"]);
    forgetAwaitingPayment();
    expect(kept.size).toBe(0);
  });

  it("does nothing on an ordinary visit, or when nothing waited", () => {
    tabStorage();
    rememberAwaitingPayment(order, "key-1");
    const plain = returnTo("");
    expect(awaitingPaymentReturn(plain.location, plain.history)).toBeNull();
    expect(plain.replaced).toEqual([]);
    forgetAwaitingPayment();
    const back = returnTo("?redirect_status=failed");
    expect(awaitingPaymentReturn(back.location, back.history)).toBeNull();
    expect(back.replaced).toEqual(["/us/checkout/onepage/"]);
  });

  it("asks Stripe to hold the order's total in cents", () => {
    expect(stripeAmountCents({ base_grand_total: 35.18 })).toBe(3518);
    expect(stripeAmountCents({ base_grand_total: 0.1 + 0.2 })).toBe(30);
    expect(stripeAmountCents({ base_grand_total: 0 })).toBe(0);
  });
});
