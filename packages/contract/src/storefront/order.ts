/** The answer to placing an order (spec §7 "Orders": POST /api/order) and the success page's summary in it. */
import { z } from "zod";

/** What the success page shows (spec §3 successOrderData), as the confirmation e-mail tells it; amounts are formatted. */
export const orderSummary = z.object({
  items: z.array(z.object({ name: z.string(), qty: z.number().int(), row_total: z.string() })),
  totals: z.array(z.object({ label: z.string(), value: z.string() })),
  shipping_address: z.array(z.string()).nullable(),
  payment_method: z.string(),
  payment_instructions: z.string().nullable(),
  next_steps: z.array(z.string()),
});

/** The account the shopper asked for at checkout: opened with a session, or not (an account had the e-mail already). */
export const checkoutAccount = z.discriminatedUnion("created", [
  z.object({ created: z.literal(true), token: z.string(), refreshToken: z.string() }),
  z.object({ created: z.literal(false), message: z.string() }),
]);

export const placedOrder = z.object({
  increment_id: z.string(),
  /** The browser's own order id, when it sent one. */
  order_id: z.string().nullable(),
  created_at: z.string(),
  email: z.string(),
  grand_total: z.number(),
  currency_code: z.string(),
  payment_method_code: z.string(),
  status: z.string().describe("always created"),
  /** False for a guest: the success page offers an account. */
  has_account: z.boolean(),
  /** Only the placing browser has it (a repeat with the same key too): no route reads an order by its number. */
  summary: orderSummary,
  /** Present when the shopper asked for an account at checkout. */
  account: checkoutAccount.optional(),
});

/**
 * POST /api/order's 202 answer for a method the browser must finish (Stripe's Payment Element: card with 3-D
 * Secure, Apple Pay, Google Pay, Affirm, Amazon Pay). The order is reserved, not placed: the browser confirms
 * the payment with Stripe.js (client_secret, publishable_key), then sends the same order again with the same
 * key, and gets the placed order (200) or the payment error (402).
 */
export const awaitingPayment = z.object({
  status: z.literal("requires_action"),
  /** The browser's own order id, when it sent one: send it again (or the same Idempotency-Key). */
  order_id: z.string().nullable(),
  increment_id: z.string(),
  grand_total: z.number(),
  currency_code: z.string(),
  payment_method_code: z.string(),
  payment: z.object({
    provider: z.literal("stripe"),
    client_secret: z.string(),
    publishable_key: z.string(),
  }),
});

export type OrderSummaryAnswer = z.infer<typeof orderSummary>;
export type CheckoutAccount = z.infer<typeof checkoutAccount>;
export type PlacedOrder = z.infer<typeof placedOrder>;
export type AwaitingPayment = z.infer<typeof awaitingPayment>;
