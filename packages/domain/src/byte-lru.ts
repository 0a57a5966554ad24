/**
 * The one shape of every in-process cache (issue 32): bounded by the bytes of what it holds, never by a count of
 * entries, since one entry may be a 300 KB page or a 20-product listing and another a few bytes of a resolved path.
 * Each entry is stored with its size (a Buffer's length, or jsonBytes of an object); its key counts too.
 *
 * Segmented LRU: a new entry is on probation, and moves to the protected part when it is asked for again. Room is
 * made on probation first, so a flood of keys asked for once each (junk query strings, a crawl of distinct
 * listings) only pushes out other keys asked for once, never an entry in use. The protected part holds at most
 * PROTECTED_SHARE of the bound: past it, its least recently used entries go back on probation.
 */

/** The part of the bound that entries asked for more than once may hold. */
const PROTECTED_SHARE = 0.8;

/** What an object costs in memory, roughly: its JSON text in two-byte characters. */
export function jsonBytes(value: unknown): number {
  return (JSON.stringify(value) ?? "").length * 2;
}

interface Held<V> {
  value: V;
  bytes: number;
}

export class ByteLru<V> {
  /** Oldest first, in both parts: a Map iterates in insertion order. */
  private readonly probation = new Map<string, Held<V>>();
  private readonly protected = new Map<string, Held<V>>();
  private probationBytes = 0;
  private protectedBytes = 0;

  constructor(readonly maxBytes: number) {}

  /** The entry, now the most recently used (and protected). */
  get(key: string): V | undefined {
    const kept = this.protected.get(key);
    if (kept) {
      this.protected.delete(key);
      this.protected.set(key, kept);
      return kept.value;
    }
    const tried = this.probation.get(key);
    if (!tried) return undefined;
    this.probation.delete(key);
    this.probationBytes -= tried.bytes;
    this.protected.set(key, tried);
    this.protectedBytes += tried.bytes;
    this.demoteOverflow();
    return tried.value;
  }

  /**
   * Keeps `value`, which takes `bytes`, as the most recently used entry of its part: a key already protected stays
   * protected (a page rendered again is still in use). A value larger than the whole bound is not kept.
   */
  set(key: string, value: V, bytes: number): void {
    const size = bytes + key.length * 2;
    const wasProtected = this.protected.has(key);
    this.delete(key);
    if (size > this.maxBytes) return;
    if (wasProtected) {
      this.protected.set(key, { value, bytes: size });
      this.protectedBytes += size;
      this.demoteOverflow();
    } else {
      this.probation.set(key, { value, bytes: size });
      this.probationBytes += size;
    }
    this.evict();
  }

  delete(key: string): void {
    const kept = this.protected.get(key);
    if (kept) {
      this.protected.delete(key);
      this.protectedBytes -= kept.bytes;
    }
    const tried = this.probation.get(key);
    if (tried) {
      this.probation.delete(key);
      this.probationBytes -= tried.bytes;
    }
  }

  /** The bytes held: what the bound counts, and what the metrics show. */
  get bytes(): number {
    return this.probationBytes + this.protectedBytes;
  }

  get size(): number {
    return this.probation.size + this.protected.size;
  }

  private demoteOverflow(): void {
    while (this.protectedBytes > this.maxBytes * PROTECTED_SHARE) {
      const [key, held] = this.protected.entries().next().value as [string, Held<V>];
      this.protected.delete(key);
      this.protectedBytes -= held.bytes;
      this.probation.set(key, held);
      this.probationBytes += held.bytes;
    }
  }

  private evict(): void {
    while (this.bytes > this.maxBytes) {
      const from = this.probation.size > 0 ? this.probation : this.protected;
      this.delete(from.keys().next().value as string);
    }
  }
}
