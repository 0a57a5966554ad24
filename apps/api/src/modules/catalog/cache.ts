/**
 * Catalogue answers cached under a hash of the query (spec §7 "Catalogue"). Each entry remembers the
 * catalogue version it was computed at; the version lives in the database (bumped by triggers), so a
 * change made through any process invalidates every process's cache. The cache is only a cache: losing
 * it costs a query, never correctness.
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { catalogState } from "../../db/schema.ts";

export async function catalogVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: catalogState.version }).from(catalogState).where(eq(catalogState.id, 1));
  return row?.version ?? 0;
}

export class CatalogCache {
  private readonly entries = new Map<string, { version: number; value: unknown }>();

  constructor(private readonly maxEntries = 1000) {}

  static keyOf(kind: string, query: unknown): string {
    return createHash("sha1").update(kind).update("\0").update(JSON.stringify(query)).digest("hex");
  }

  /** The cached answer for this query at the current catalogue version, computing it on a miss. */
  async get<T>(db: Db, kind: string, query: unknown, compute: () => Promise<T>): Promise<T> {
    const key = CatalogCache.keyOf(kind, query);
    const version = await catalogVersion(db);
    const hit = this.entries.get(key);
    if (hit && hit.version === version) {
      // Refresh its place so that the least recently used entry is evicted first.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value as T;
    }
    const value = await compute();
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { version, value });
    return value;
  }
}
