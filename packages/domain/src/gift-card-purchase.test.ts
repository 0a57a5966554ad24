import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  giftCardAmounts,
  giftCardDesignIds,
  offeredDesigns,
  giftCardCodeFrom,
  giftCardOptionsOf,
  isGiftCardAmountAllowed,
  validateGiftCardForm,
  type GiftCardForm,
} from "./gift-card-purchase.ts";

const amounts = giftCardAmounts({ am_giftcard_prices: "25,50,100", am_allow_open_amount: 1, am_open_amount_min: 25, am_open_amount_max: 500 });
const form: GiftCardForm = {
  type: "virtual",
  templateId: 1,
  amountChoice: "50",
  customAmount: "",
  senderName: "Ann",
  recipientName: "Bo",
  recipientEmail: "bo@example.com",
  message: "Happy birthday!",
};

describe("gift card purchase", () => {
  it("reads the fixed and open amounts of the product", () => {
    expect(amounts).toEqual({ fixed: [25, 50, 100], open: { min: 25, max: 500 } });
    expect(giftCardAmounts({ am_giftcard_prices: "25" })).toEqual({ fixed: [25], open: null });
    expect(isGiftCardAmountAllowed(amounts, 42.5)).toBe(true);
    expect(isGiftCardAmountAllowed(amounts, 24)).toBe(false);
    expect(isGiftCardAmountAllowed(amounts, 501)).toBe(false);
    expect(isGiftCardAmountAllowed(amounts, 30.123)).toBe(false);
    expect(isGiftCardAmountAllowed(giftCardAmounts({ am_giftcard_prices: "25" }), 30)).toBe(false);
  });

  it("checks the form with a clear message per field", () => {
    expect(validateGiftCardForm(form, amounts)).toEqual({});
    expect(validateGiftCardForm({ ...form, amountChoice: "custom", customAmount: "" }, amounts)).toEqual({ customAmount: "Enter an amount" });
    expect(validateGiftCardForm({ ...form, amountChoice: "custom", customAmount: "1000" }, amounts)).toEqual({
      customAmount: "Enter a whole-cent amount from $25 to $500",
    });
    expect(validateGiftCardForm({ ...form, amountChoice: "" }, amounts)).toEqual({ amountChoice: "Choose an amount" });
    expect(validateGiftCardForm({ ...form, senderName: " ", recipientName: "", recipientEmail: "nope" }, amounts)).toEqual({
      senderName: "Enter your name",
      recipientName: "Enter the recipient's name",
      recipientEmail: "Please enter a valid e-mail address",
    });
    expect(validateGiftCardForm({ ...form, type: "physical", recipientEmail: "" }, amounts)).toEqual({});
    expect(validateGiftCardForm({ ...form, message: "x".repeat(501) }, amounts).message).toBe("At most 500 characters");
  });

  it("turns a form into the cart line's options: e-mailed or posted", () => {
    expect(giftCardOptionsOf(form)).toEqual({
      amount: 50,
      giftcard_template_id: 1,
      customer_name: "Ann",
      recipient_name: "Bo",
      recipient_email: "bo@example.com",
      send_friend: true,
      message: "Happy birthday!",
      recipient_ship: false,
    });
    expect(giftCardOptionsOf({ ...form, type: "physical", amountChoice: "custom", customAmount: "42.50", message: " " })).toEqual({
      amount: 42.5,
      giftcard_template_id: 1,
      customer_name: "Ann",
      recipient_name: "Bo",
      recipient_ship: true,
    });
  });

  it("makes PETS- codes of 16 unambiguous characters from random bytes, or null when too few bytes are usable", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }).filter((b) => b.filter((x) => x < 248).length >= 16), (bytes) => {
        expect(giftCardCodeFrom(bytes)).toMatch(/^PETS(-[A-HJKMNP-Z2-9]{4}){4}$/);
      }),
    );
    expect(giftCardCodeFrom(new Uint8Array(16).fill(255))).toBeNull();
  });
});

describe("the designs a gift card offers", () => {
  const designs = [{ id: 1 }, { id: 2 }, { id: 3 }];
  it("are every design of the shop when the product names none, else the ones it names in the shop's order", () => {
    expect(offeredDesigns(designs, {})).toEqual(designs);
    expect(giftCardDesignIds({ am_giftcard_templates: "3, 1" })).toEqual([3, 1]);
    expect(offeredDesigns(designs, { am_giftcard_templates: "3,1" })).toEqual([{ id: 1 }, { id: 3 }]);
    expect(offeredDesigns(designs, { am_giftcard_templates: "" })).toEqual([]);
  });
});
