/**
 * Catalogue answers cached under a hash of the query (spec §7 "Catalogue"). Each entry remembers the
 * catalogue version it was computed at; the version lives in the database (bumped by triggers), so a
 * change made through any process invalidates every process's cache. Time changes prices too, with no
 * write: an entry also ends at the next instant a special price starts or ends anywhere in the catalogue.
 * The cache is only a cache: losing it costs a query, never correctness.
 *
 * It is bounded in bytes (issue 32): a count of 1,000 entries let distinct listing queries (a filter, a sort, a
 * page each) fill it with whole 20-product listings, 810-941 MB of API. The answers of the catalogue and search
 * routes share one cache, and its size is a metric (infra/metrics.ts: cache_bytes{cache="catalogue"}).
 */
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { ByteLru, jsonBytes } from "@petsies/domain";
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

/**
 * What the cache holds at most, as ByteLru reckons objects (twice their JSON's length): a 20-product listing is
 * about 100 KB of it, so some hundreds of listings and thousands of products.
 */
export const CATALOG_CACHE_MAX_BYTES = 32_000_000;

export class CatalogCache {
  private readonly entries: ByteLru<{ version: number; until: number; value: unknown }>;
  /** The next price change as of a catalogue version: read once per version, not once per request. */
  private priceChange = { version: -1, at: 0 };

  constructor(maxBytes = CATALOG_CACHE_MAX_BYTES) {
    this.entries = new ByteLru(maxBytes);
  }

  /** The bytes the cached answers take, as the bound counts them. */
  get bytes(): number {
    return this.entries.bytes;
  }

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
    if (hit && hit.version === version && Date.now() < hit.until) return hit.value as T;
    // Read before computing: a window that opens while the answer is computed ends the entry at once.
    const until = await this.priceChangeAt(db, version);
    const value = await compute();
    this.entries.set(key, { version, until, value }, jsonBytes(value));
    return value;
  }
}
