/** Browser errors the storefront reports (spec §8 error logger), one row per distinct error. */
import { integer, pgTable, serial, text, timestamp, uniqueIndex, index } from "drizzle-orm/pg-core";

export const errorLogs = pgTable(
  "error_logs",
  {
    id: serial("id").primaryKey(),
    /** sha256 of message, file, line and page path: the same error from many shoppers is one row. */
    hash: text("hash").notNull(),
    shortMessage: text("short_message").notNull(),
    fullMessage: text("full_message"),
    currentUrl: text("current_url"),
    file: text("file"),
    line: integer("line"),
    facility: text("facility"),
    host: text("host"),
    userAgent: text("user_agent"),
    /** The address the API saw (the web server's X-Forwarded-For), never one the browser claims. */
    clientIp: text("client_ip"),
    traceId: text("trace_id"),
    appVersion: text("app_version"),
    instanceId: text("instance_id"),
    occurrences: integer("occurrences").notNull().default(1),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("error_logs_hash_uq").on(t.hash), index("error_logs_last_seen_idx").on(t.lastSeenAt)],
);
