/**
 * Keys the shop makes for itself in its first migration and never shows or logs: one row per use. They
 * live with the data they protect, so a restored backup keeps its links and references working.
 */
import { pgTable, text } from "drizzle-orm/pg-core";

export const shopSecrets = pgTable("shop_secrets", {
  /** What the key is for, e.g. "public-ids" (infra/public-ids.ts). */
  name: text("name").primaryKey(),
  /** Hex; at least 256 random bits. */
  value: text("value").notNull(),
});
