import { describe, expect, it } from "vitest";
import { ERROR_CODES, messages } from "@petsies/domain";
import { NO_CONNECTION } from "./checkout-api.ts";
import { canQueue, outcomeOf } from "./submit-order.ts";

const placed = { increment_id: "100000001", order_id: null, created_at: "", email: "a@b.co", grand_total: 1, currency_code: "USD", payment_method_code: "checkmo", status: "created", has_account: false,
  summary: { items: [], totals: [], shipping_address: null, payment_method: "Check / Money order", payment_instructions: null, next_steps: [] } };

describe("what the shop's answer to an order means", () => {
  it("maps each status of spec §4 to an outcome", () => {
    expect(outcomeOf({ ok: true, result: placed })).toEqual({ kind: "placed", order: placed });
    expect(outcomeOf({ ok: false, status: 400, message: "bad" })).toEqual({ kind: "invalid", message: "bad" });
    expect(outcomeOf({ ok: false, status: 402, message: "Your card was declined." })).toEqual({ kind: "declined", message: "Your card was declined." });
    expect(outcomeOf({ ok: false, status: 404, message: "No such entity with cartId" })).toEqual({ kind: "cart-gone" });
    expect(outcomeOf({ ok: false, status: 409, message: "Cart items were changed" })).toEqual({ kind: "cart-changed" });
    expect(outcomeOf({ ok: false, status: 500, message: "Error while adding products to the order: 'X' is out of stock.", error: ERROR_CODES.outOfStock })).toEqual({
      kind: "out-of-stock",
      message: messages.orderOutOfStock,
    });
    // Decided by the code, never by the text.
    expect(outcomeOf({ ok: false, status: 500, message: "Error while adding products to the order" })).toEqual({
      kind: "failed",
      message: "Error while adding products to the order",
      status: 500,
    });
    expect(outcomeOf({ ok: false, status: 500, message: "Sorry!" })).toEqual({ kind: "failed", message: "Sorry!", status: 500 });
  });

  it("has no outcome without a connection: the order waits", () => {
    expect(outcomeOf({ ok: false, status: NO_CONNECTION, message: "offline" })).toBeNull();
  });

  it("never queues card details on the device", () => {
    const base = { addressInformation: { billingAddress: {}, payment_method_code: "checkmo" } } as never;
    expect(canQueue(base)).toBe(true);
    const card = { addressInformation: { billingAddress: {}, payment_method_code: "petsies_testcard", payment_method_additional: { card_number: "1" } } } as never;
    expect(canQueue(card)).toBe(false);
  });
});
