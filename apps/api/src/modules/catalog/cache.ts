/**
 * Catalogue answers cached under a hash of the query (spec §7 "Catalogue"). Each entry remembers the
 * catalogue version it was computed at; the version lives in the database (bumped by triggers), so a
 * change made through any process invalidates every process's cache. Time changes prices too, with no
 * write: an entry also ends at the next instant a special price starts or ends anywhere in the catalogue.
 * The cache is only a cache: losing it costs a query, never correctness.
 */
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { selectRows, type Db } from "../../db/client.ts";
import { catalogState } from "../../db/schema.ts";

export async function catalogVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: catalogState.version }).from(catalogState).where(eq(catalogState.id, 1));
  return row?.version ?? 0;
}

/**
 * The next instant (ms) at which a special price starts or ends, Infinity when none will: a window starts
 * at special_from_date and ends when the to-date's day ends (UTC), as the domain's isSpecialPriceActive reads it.
 */
export async function nextPriceChange(db: Db): Promise<number> {
  const [row] = await selectRows<{ at: Date | string | null }>(
    db,
    sql`SELECT min(at) AS at FROM (
      SELECT special_from_date AS at FROM products WHERE special_price_cents IS NOT NULL AND special_from_date > now()
      UNION ALL
      SELECT (date_trunc('day', special_to_date AT TIME ZONE 'UTC') + interval '1 day') AT TIME ZONE 'UTC'
      FROM products WHERE special_price_cents IS NOT NULL AND special_to_date >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
    ) windows`,
  );
  return row?.at ? new Date(row.at).getTime() : Infinity;
}

export class CatalogCache {
  private readonly entries = new Map<string, { version: number; until: number; value: unknown }>();
  /** The next price change as of a catalogue version: read once per version, not once per request. */
  private priceChange = { version: -1, at: 0 };

  constructor(private readonly maxEntries = 1000) {}

  static keyOf(kind: string, query: unknown): string {
    return createHash("sha1").update(kind).update("\0").update(JSON.stringify(query)).digest("hex");
  }

  private async priceChangeAt(db: Db, version: number): Promise<number> {
    if (this.priceChange.version !== version || Date.now() >= this.priceChange.at) {
      this.priceChange = { version, at: await nextPriceChange(db) };
    }
    return this.priceChange.at;
  }

  /** The cached answer for this query at the current catalogue version, computing it on a miss. */
  async get<T>(db: Db, kind: string, query: unknown, compute: () => Promise<T>): Promise<T> {
    const key = CatalogCache.keyOf(kind, query);
    const version = await catalogVersion(db);
    const hit = this.entries.get(key);
    if (hit && hit.version === version && Date.now() < hit.until) {
      // Refresh its place so that the least recently used entry is evicted first.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value as T;
    }
    // Read before computing: a window that opens while the answer is computed ends the entry at once.
    const until = await this.priceChangeAt(db, version);
    const value = await compute();
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { version, until, value });
    return value;
  }
}
