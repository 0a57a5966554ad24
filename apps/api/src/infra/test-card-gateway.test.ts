import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { testCardGateway } from "./test-card-gateway.ts";

const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, "0");
const card = { card_number: "4242 4242 4242 4242", expiry: `12/${nextYear}`, cvc: "123", name_on_card: "Ada Lovelace" };

function authorize(additional: unknown, idempotencyKey = "order-key-1") {
  return testCardGateway.authorize({ idempotencyKey, amountCents: 19900, currency: "USD", additional });
}

describe("test card gateway", () => {
  it("authorises a Luhn-valid number with a reference, the last four digits and the brand", async () => {
    const result = await authorize(card);
    expect(result).toEqual({
      ok: true,
      reference: "test_" + createHash("sha256").update("order-key-1").digest("hex").slice(0, 16),
      captured: true,
      cardLast4: "4242",
      cardBrand: "visa",
    });
    expect(JSON.stringify(result)).not.toContain("42424242");
  });

  it("declines 4000000000000002", async () => {
    expect(await authorize({ ...card, card_number: "4000 0000 0000 0002" })).toEqual({ ok: false, message: "Your card was declined." });
  });

  it("answers insufficient funds for 4000000000009995", async () => {
    expect(await authorize({ ...card, card_number: "4000000000009995" })).toEqual({
      ok: false,
      message: "Your card has insufficient funds.",
    });
  });

  it("refuses a Luhn-invalid or malformed number, naming the card number", async () => {
    for (const card_number of ["4242 4242 4242 4241", "4242-4242-4242-4242", "42424242", "abcd", 4242424242424242, undefined])
      expect(await authorize({ ...card, card_number })).toEqual({ ok: false, message: "The card number is not valid." });
  });

  it("refuses an expired card and a malformed expiry date", async () => {
    expect(await authorize({ ...card, expiry: "01/20" })).toEqual({ ok: false, message: "The card has expired." });
    expect(await authorize({ ...card, expiry: "13/30" })).toEqual({ ok: false, message: "The expiry date is not valid. Use MM/YY." });
  });

  it("refuses a bad CVC, a missing name and missing details", async () => {
    expect(await authorize({ ...card, cvc: "12" })).toEqual({ ok: false, message: "The security code (CVC) is not valid." });
    expect(await authorize({ ...card, name_on_card: "  " })).toEqual({ ok: false, message: "Enter the name on the card." });
    expect(await authorize(null)).toEqual({ ok: false, message: "Enter your card details." });
  });

  it("names the first wrong field in form order", async () => {
    expect(await authorize({ card_number: "1", expiry: "x", cvc: "x" })).toEqual({ ok: false, message: "The card number is not valid." });
  });

  it("is idempotent: a retry with the same key gets the same reference, another key another one", async () => {
    const first = await authorize(card, "order-key-7");
    const retry = await authorize(card, "order-key-7");
    const other = await authorize(card, "order-key-8");
    expect(retry).toEqual(first);
    expect(other.ok && first.ok && other.reference !== first.reference).toBe(true);
  });
});
