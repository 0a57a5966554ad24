/** Upkeep after bulk loads: the triggers keep the derived tables' content current, not their storage. */
import { sql } from "drizzle-orm";
import type { Db } from "./client.ts";

/**
 * Reclaims the rows that bulk loads rewrote in the derived tables (search, listing), marks their pages
 * all-visible (the listing's covering indexes answer without reading the table only then), and refreshes
 * the planner's statistics of those and of the catalogue tables. PostgreSQL's autovacuum would get there
 * eventually; embedded PGlite has none, and without statistics its planner scans every search document
 * instead of using the indexes (measured: 45 ms instead of 1 ms for a rare word over 100,000 products).
 * VACUUM cannot run inside a transaction: call it after the load commits.
 */
export async function tidyAfterBulkLoad(db: Db): Promise<void> {
  await db.execute(sql`VACUUM ANALYZE search_documents, search_postings, search_words, product_listing`);
  await db.execute(sql`ANALYZE products, stock, product_categories`);
}

/**
 * Day-to-day upkeep of the derived tables on embedded PGlite, which has no autovacuum: orders, stock and
 * price changes rewrite listing and search rows, and until a VACUUM marks their pages all-visible again the
 * listing's index-only scans read the table as well. Only the pages changed since the last run are visited,
 * so a run is short; PostgreSQL's own autovacuum does this there.
 */
export async function tidyDerivedTables(db: Db): Promise<void> {
  await db.execute(sql`VACUUM ANALYZE search_documents, search_postings, search_words, product_listing, product_listing_counts`);
}
