/**
 * Staff passkeys (WebAuthn): a member's registered credentials, each a public key with the signature counter
 * its authenticator last reported, and the one-time challenges the ceremonies sign, kept in the database so
 * that any API process can finish a ceremony another began.
 */
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { staffMembers } from "./staff.ts";

export const staffPasskeys = pgTable(
  "staff_passkeys",
  {
    id: serial("id").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    /** The credential's id, base64url, as the browser names it. */
    credentialId: text("credential_id").notNull(),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    /** The authenticator's signature counter at the last accepted use (0: it keeps none). */
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    /** The member's name for it ("Work laptop"). */
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("staff_passkeys_credential_uq").on(t.credentialId), index("staff_passkeys_staff_idx").on(t.staffId)],
);

export const staffPasskeyChallenges = pgTable(
  "staff_passkey_challenges",
  {
    /** base64url, as the options carried it and the signed client data repeats it. */
    challenge: text("challenge").primaryKey(),
    /** register (adding a passkey to staff_id) | sign_in (passwordless or as the second factor). */
    purpose: text("purpose").notNull(),
    staffId: integer("staff_id").references(() => staffMembers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("staff_passkey_challenges_expiry_idx").on(t.expiresAt), check("staff_passkey_challenges_purpose_ck", sql`${t.purpose} IN ('register', 'sign_in')`)],
);
