/**
 * Catalogue imports (issue 13): an uploaded file kept as it came, with its dry-run report and how far its check or
 * its apply has got. The file itself is kept so that any API process can check or apply it later (a background
 * job, or the owner's Apply after a coffee): processes keep no state of their own.
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { ImportReport } from "@petsies/contract/admin";

export const catalogueImports = pgTable(
  "catalogue_imports",
  {
    id: serial("id").primaryKey(),
    staffId: integer("staff_id"),
    staffEmail: text("staff_email").notNull(),
    fileName: text("file_name").notNull(),
    format: text("format").notNull(),
    source: text("source").notNull(),
    rowCount: integer("row_count").notNull(),
    rowsDone: integer("rows_done").notNull().default(0),
    /** The apply's durable place in the file: the rows before it are in the catalogue (imports.ts). */
    appliedRows: integer("applied_rows").notNull().default(0),
    background: boolean("background").notNull().default(false),
    status: text("status").notNull(),
    report: jsonb("report").$type<ImportReport>(),
    failure: text("failure"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp("applied_at", { withTimezone: true }),
  },
  (t) => [
    index("catalogue_imports_created_idx").on(t.createdAt),
    check("catalogue_imports_status_ck", sql`${t.status} IN ('checking', 'checked', 'applying', 'applied', 'failed')`),
    check("catalogue_imports_format_ck", sql`${t.format} IN ('csv', 'json')`),
  ],
);
