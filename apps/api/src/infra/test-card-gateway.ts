/**
 * A card gateway for development and tests: it authorises or declines by card number, so checkout runs
 * end to end with no real gateway. It keeps nothing, and answers only the last four digits and the brand.
 */
import { cardBrand, cardDigits, isCardExpired, isLuhnValid, parseCardExpiry } from "@petsies/domain";
import { z } from "zod";
import { stableReference } from "./payment-reference.ts";
import type { PaymentProvider } from "./payments.ts";

/** Approved; so is any other Luhn-valid number not declined below. README "Test orders" lists these. */
export const APPROVED_TEST_CARD = "4242424242424242";

/** Well-known test numbers that are Luhn-valid but must fail, as a real gateway would refuse them. */
export const DECLINED = new Map([
  ["4000000000000002", "Your card was declined."],
  ["4000000000009995", "Your card has insufficient funds."],
]);

const MESSAGES = {
  details: "Enter your card details.",
  number: "The card number is not valid.",
  expiry: "The expiry date is not valid. Use MM/YY.",
  expired: "The card has expired.",
  cvc: "The security code (CVC) is not valid.",
  name: "Enter the name on the card.",
};

const cardSchema = z.object(
  {
    card_number: z.string({ error: MESSAGES.number }).transform((v, ctx) => {
      const digits = cardDigits(v);
      if (digits && isLuhnValid(digits)) return digits;
      ctx.addIssue({ code: "custom", message: MESSAGES.number });
      return z.NEVER;
    }),
    expiry: z.string({ error: MESSAGES.expiry }).transform((v, ctx) => {
      const expiry = parseCardExpiry(v);
      if (!expiry) ctx.addIssue({ code: "custom", message: MESSAGES.expiry });
      else if (isCardExpired(expiry, new Date())) ctx.addIssue({ code: "custom", message: MESSAGES.expired });
      return expiry;
    }),
    cvc: z.string({ error: MESSAGES.cvc }).regex(/^\d{3,4}$/, MESSAGES.cvc),
    name_on_card: z.string({ error: MESSAGES.name }).trim().min(1, MESSAGES.name),
  },
  { error: MESSAGES.details },
);

export const testCardGateway: PaymentProvider = {
  code: "petsies_testcard",
  title: "Credit card (test gateway)",
  offline: false,
  isAvailable: () => true,
  // Refunds always succeed here, with a reference that is the same for every retry of one refund.
  refund: async (request) => ({ ok: true, reference: stableReference("testrefund-", request.idempotencyKey) }),
  async authorize(request) {
    const parsed = cardSchema.safeParse(request.additional);
    if (!parsed.success) {
      // Fields are checked in form order; the shopper fixes the first one first.
      return { ok: false, message: parsed.error.issues[0]?.message ?? MESSAGES.details };
    }
    const digits = parsed.data.card_number;
    const declined = DECLINED.get(digits);
    if (declined) return { ok: false, message: declined };
    return {
      ok: true,
      reference: stableReference("test_", request.idempotencyKey),
      // Authorised and taken at once, as a simple gateway does.
      captured: true,
      cardLast4: digits.slice(-4),
      cardBrand: cardBrand(digits),
    };
  },
};
