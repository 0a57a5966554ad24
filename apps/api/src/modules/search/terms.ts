/**
 * Query words and their typo candidates → what each indexed word is worth in a search read from
 * search_postings. Pure, so the ranking rule (typo candidates, a prefix for the word being typed) is tested
 * without a database.
 *
 * A document's score for one word is kept in search_postings: its ts_rank for that word alone. ts_rank of a
 * query of several terms joined by OR is the sum of those over the document's matching words, divided by
 * the number of terms, so a document's score for a search is the sum over its matching words of the
 * posting score times the word's weight here: the words as typed share a weight of 1, and the typo
 * candidates and the prefix share FUZZY_RANK_FACTOR, each split evenly between its terms. That is the score
 * the documents path ranks by (ts_rank of the words + FUZZY_RANK_FACTOR × ts_rank of the rest).
 */

/** Typo candidates and the prefix rank at half the weight of the words as typed. */
export const FUZZY_RANK_FACTOR = 0.5;

export interface SearchTerms {
  /**
   * The weight of every indexed word the query names (as typed, or as a typo candidate); the prefix's
   * weight is already included for the named words that start with it.
   */
  named: Map<string, number>;
  /** The named words the prefix range does not cover: these are read one by one. */
  lookups: string[];
  /** The last word as a prefix, and the weight of the words it covers. */
  prefix: (PrefixRange & { weight: number }) | null;
}

/** Every indexed word from `from` (inclusive) to `to` (exclusive), in byte order: the words starting with `from`. */
export interface PrefixRange {
  from: string;
  to: string;
}

/**
 * The last word also matches as a prefix when it has 3 letters or more: it is often still being typed. `to`
 * is the first string after every string starting with it (indexed words are a–z and 0–9).
 */
export function prefixRange(words: string[]): PrefixRange | null {
  const last = words[words.length - 1];
  if (last === undefined || last.length < 3) return null;
  return { from: last, to: last.slice(0, -1) + String.fromCharCode(last.charCodeAt(last.length - 1) + 1) };
}

/** `candidates` maps a query word to dictionary words within the allowed edits (itself excluded). */
export function searchTerms(words: string[], candidates: ReadonlyMap<string, readonly string[]>): SearchTerms | null {
  if (words.length === 0) return null;
  const range = prefixRange(words);
  // A candidate of several query words is one term, as the prefix is one term beside the word itself.
  const candidateWords = new Set(words.flatMap((w) => (candidates.get(w) ?? []).filter((c) => c !== w)));
  const fuzzyTerms = candidateWords.size + (range ? 1 : 0);
  const fuzzyWeight = fuzzyTerms > 0 ? FUZZY_RANK_FACTOR / fuzzyTerms : 0;
  const prefix = range ? { ...range, weight: fuzzyWeight } : null;
  const covered = (word: string) => prefix !== null && word.startsWith(prefix.from);

  const named = new Map<string, number>();
  const add = (word: string, weight: number) => named.set(word, (named.get(word) ?? (covered(word) ? fuzzyWeight : 0)) + weight);
  for (const word of words) add(word, 1 / words.length);
  for (const c of candidateWords) add(c, fuzzyWeight);
  return { named, lookups: [...named.keys()].filter((w) => !covered(w)), prefix };
}
