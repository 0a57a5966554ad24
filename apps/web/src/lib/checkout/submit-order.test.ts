import { describe, expect, it } from "vitest";
import { ERROR_CODES, messages } from "@petsies/domain";
import { NO_CONNECTION, refused } from "../api-call.ts";
import { canQueue, outcomeOf } from "./submit-order.ts";

const placed = { increment_id: "100000001", order_id: null, created_at: "", email: "a@b.co", grand_total: 1, currency_code: "USD", payment_method_code: "checkmo", status: "created", has_account: false,
  summary: { items: [], totals: [], shipping_address: null, payment_method: "Check / Money order", payment_instructions: null, next_steps: [] } };

describe("what the shop's answer to an order means", () => {
  it("maps each status of spec §4 to an outcome", () => {
    expect(outcomeOf({ ok: true, value: placed })).toEqual({ kind: "placed", order: placed });
    expect(outcomeOf(refused(400, "bad"))).toEqual({ kind: "invalid", message: "bad" });
    expect(outcomeOf(refused(402, "Your card was declined."))).toEqual({ kind: "declined", message: "Your card was declined." });
    expect(outcomeOf(refused(404, "No such entity with cartId"))).toEqual({ kind: "cart-gone" });
    expect(outcomeOf(refused(409, "Cart items were changed"))).toEqual({ kind: "cart-changed" });
    expect(outcomeOf(refused(500, "Error while adding products to the order: 'X' is out of stock.", { code: ERROR_CODES.outOfStock }))).toEqual({
      kind: "out-of-stock",
      message: messages.orderOutOfStock,
    });
    // Decided by the code, never by the text.
    expect(outcomeOf(refused(500, "Error while adding products to the order"))).toEqual({
      kind: "failed",
      message: "Error while adding products to the order",
      status: 500,
    });
    expect(outcomeOf(refused(500, "Sorry!"))).toEqual({ kind: "failed", message: "Sorry!", status: 500 });
  });

  it("reads a 202 as the payment the browser must finish with Stripe, not as a placed order", () => {
    const awaiting = {
      status: "requires_action" as const,
      order_id: null,
      increment_id: "100000002",
      grand_total: 35.18,
      currency_code: "USD",
      payment_method_code: "stripe",
      payment: { provider: "stripe" as const, client_secret: "pi_1_secret_2", publishable_key: "pk_test_1" },
    };
    expect(outcomeOf({ ok: true, value: awaiting })).toEqual({ kind: "requires-action", payment: awaiting.payment });
  });

  it("has no outcome without a connection: the order waits", () => {
    expect(outcomeOf(refused(NO_CONNECTION, "offline"))).toBeNull();
  });

  it("never queues card details on the device", () => {
    const base = { addressInformation: { billingAddress: {}, payment_method_code: "checkmo" } } as never;
    expect(canQueue(base)).toBe(true);
    const card = { addressInformation: { billingAddress: {}, payment_method_code: "petsies_testcard", payment_method_additional: { card_number: "1" } } } as never;
    expect(canQueue(card)).toBe(false);
    // A Stripe payment is confirmed with Stripe in this page: it never waits on the device either.
    expect(canQueue({ addressInformation: { billingAddress: {}, payment_method_code: "stripe" } } as never)).toBe(false);
  });
});
