/**
 * The back office's people and their trail (issue "Back office I"): staff accounts apart from customers,
 * their sessions and one-time set-password links, and the audit log every staff change writes in the same
 * transaction as the change.
 */
import { sql } from "drizzle-orm";
import { bigint, bigserial, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const staffMembers = pgTable(
  "staff_members",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    /** scrypt, like customer passwords; null until the member sets one with their link. */
    passwordHash: text("password_hash"),
    /** The base32 TOTP secret once two-factor is confirmed; the pending one while it is being set up. */
    totpSecret: text("totp_secret"),
    totpPendingSecret: text("totp_pending_secret"),
    /** The last time step whose code was accepted: a code is good once. */
    totpLastStep: integer("totp_last_step"),
    /** Support only: the largest refund they may make (cents of the base currency); null = none. */
    refundLimitCents: integer("refund_limit_cents"),
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("staff_members_email_uq").on(t.email), check("staff_members_role_ck", sql`${t.role} IN ('owner', 'production', 'support')`)],
);

/** A signed-in browser: the cookie's token, stored as SHA-256 only. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: serial("id").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** How the session passed two-factor (totp | passkey); null: it has not (password only, or before set-up). */
    secondFactor: text("second_factor"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("staff_sessions_token_uq").on(t.tokenHash), index("staff_sessions_staff_idx").on(t.staffId)],
);

/** One-time links to set a password (a new member, or a reset); SHA-256 of the token only. */
export const staffPasswordTokens = pgTable(
  "staff_password_tokens",
  {
    id: serial("id").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("staff_password_tokens_token_uq").on(t.tokenHash)],
);

/**
 * Who changed what, when, with the record before and after. staff_email is kept as written so the trail
 * stays readable after a member is removed; rows are only ever added.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    staffId: integer("staff_id").references(() => staffMembers.id, { onDelete: "set null" }),
    staffEmail: text("staff_email").notNull(),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_entity_idx").on(t.entityType, t.entityId),
    index("audit_log_staff_idx").on(t.staffId, t.at),
  ],
);

/** Every e-mail sent about an order (kind: confirmation, preview_ready, shipped, …), for the order page. */
export const orderEmails = pgTable(
  "order_emails",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id").notNull(),
    kind: text("kind").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    /** The job that sent it: a job run again after a crash sees its e-mail went and does not send it twice. */
    jobId: bigint("job_id", { mode: "number" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_emails_order_idx").on(t.orderId), uniqueIndex("order_emails_job_uq").on(t.jobId)],
);


/**
 * Money given back on an order: through the payment provider (an online method), or recorded as made by
 * hand (check, cash on delivery). request_key makes a double click or a retry one refund; a refund is
 * "pending" from the moment it is reserved on the order until the provider answers.
 */
export const orderRefunds = pgTable(
  "order_refunds",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id").notNull(),
    requestKey: text("request_key").notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** provider | manual */
    method: text("method").notNull(),
    status: text("status").notNull().default("pending"),
    providerReference: text("provider_reference"),
    failure: text("failure"),
    reason: text("reason").notNull(),
    /** The items cancelled with this refund, if any. */
    itemIds: jsonb("item_ids").$type<number[]>().notNull().default([]),
    staffId: integer("staff_id").references(() => staffMembers.id, { onDelete: "set null" }),
    staffEmail: text("staff_email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("order_refunds_request_uq").on(t.requestKey),
    index("order_refunds_order_idx").on(t.orderId),
    check("order_refunds_status_ck", sql`${t.status} IN ('pending', 'succeeded', 'failed')`),
    check("order_refunds_amount_ck", sql`${t.amountCents} >= 0`),
  ],
);

/**
 * Staff actions already done, by the key the app sends with each (a cancel, a refund): a double click or
 * a retry of the same request finds its key here and does nothing twice.
 */
export const staffRequests = pgTable("staff_requests", {
  requestKey: text("request_key").primaryKey(),
  action: text("action").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
