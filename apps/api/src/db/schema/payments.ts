import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The payment of each order, as the provider holds it (infra/payments.ts). `orders.payment_state` says whether
 * the order is placed; this row says where the money is: pending (an offline method, nothing taken yet; or
 * created at the provider), requires_action (the browser must confirm: 3-D Secure, a wallet, a redirect),
 * authorized, captured, partially_refunded, refunded, voided, failed. One row per order key, kept when a
 * reservation is given back (order_id then null), so a retry of the same order finds the provider's payment
 * again instead of opening a second one.
 */
export const PAYMENT_STATES = ["pending", "requires_action", "authorized", "captured", "partially_refunded", "refunded", "voided", "failed"] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    orderKey: text("order_key").notNull(),
    orderId: integer("order_id"),
    provider: text("provider").notNull(),
    /** The provider's id of the payment (a Stripe PaymentIntent id). */
    reference: text("reference"),
    state: text("state").$type<PaymentState>().notNull().default("pending"),
    currencyCode: text("currency_code").notNull(),
    /** What the order charges: the server's grand total, never the browser's. */
    amountCents: integer("amount_cents").notNull(),
    authorizedCents: integer("authorized_cents").notNull().default(0),
    capturedCents: integer("captured_cents").notNull().default(0),
    refundedCents: integer("refunded_cents").notNull().default(0),
    /** The provider's last word on a failed payment, as the shopper was told it. */
    failure: text("failure"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payments_order_key_uq").on(t.orderKey),
    index("payments_order_idx").on(t.orderId),
    index("payments_reference_idx").on(t.provider, t.reference),
    check("payments_state_ck", sql`${t.state} IN ('pending', 'requires_action', 'authorized', 'captured', 'partially_refunded', 'refunded', 'voided', 'failed')`),
    check("payments_amounts_ck", sql`${t.capturedCents} <= ${t.authorizedCents} AND ${t.refundedCents} >= 0`),
  ],
);

/** Provider webhook events already taken in: each is handled once, however often the provider sends it. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
