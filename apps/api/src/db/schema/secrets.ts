/**
 * Keys the shop makes for itself in its first migration and never shows or logs: one row per use. They
 * live with the data they protect, so a restored backup keeps its links and references working.
 */
import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const shopSecrets = pgTable("shop_secrets", {
  /** What the key is for, e.g. "public-ids" (infra/public-ids.ts). */
  name: text("name").primaryKey(),
  /** Hex; at least 256 random bits. */
  value: text("value").notNull(),
});

/** Settings the owner changes in the back office (issue 16), one row per setting; absent: its default. */
export const shopSettings = pgTable("shop_settings", {
  name: text("name").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
