/**
 * Search rules shared by the header search panel, the results page and the API (spec §5 "search of at least
 * 3 characters", §9 "Search, catalogue and listing", petsies-facts "Server behaviour").
 */

/** Trimmed queries shorter than this are not searched: quick search answers nothing, full search 400. */
export const SEARCH_MIN_LENGTH = 3;
export const QUICK_SEARCH_SIZE = 18;
export const SEARCH_PAGE_SIZE = 50;
/** Visibility values search shows (catalogue-only products, visibility 2, are left out). */
export const SEARCH_VISIBILITY = [3, 4] as const;
/** Edits allowed per query word, and how many leading letters a fuzzy candidate must share with it. */
export const SEARCH_FUZZINESS = 2;
export const SEARCH_PREFIX_LENGTH = 2;
/** Share of the query words a product must match (75%, rounded down, at least one). */
export const SEARCH_MINIMUM_SHOULD_MATCH = 0.75;
/** Words past this many are ignored, which keeps the query (and its cost) bounded. */
export const SEARCH_MAX_WORDS = 6;
/** The longest query accepted (characters). */
export const SEARCH_MAX_LENGTH = 200;
/** Quick-search requests wait this long after the last keystroke. */
export const QUICK_SEARCH_DEBOUNCE_MS = 200;

export const searchMessages = {
  tooShort: `Please enter at least ${SEARCH_MIN_LENGTH} characters to search.`,
  noResults: "No products match your search.",
  tooLong: `Please search with at most ${SEARCH_MAX_LENGTH} characters.`,
} as const;

/** The query as searched: trimmed, inner runs of white space collapsed. */
export function normaliseSearchText(text: string): string {
  return text.trim().replace(/\s+/g, " ");
}

/** Longer queries are not searched: the API answers 400, the results page says so. */
export function isSearchTooLong(text: string): boolean {
  return normaliseSearchText(text).length > SEARCH_MAX_LENGTH;
}

export function isSearchLongEnough(text: string): boolean {
  return normaliseSearchText(text).length >= SEARCH_MIN_LENGTH;
}

/**
 * The words of a query, as the search index splits text: lower case, accents dropped, split on anything
 * but a–z and 0–9, each word once, at most SEARCH_MAX_WORDS.
 */
export function searchWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return [...new Set(words)].slice(0, SEARCH_MAX_WORDS);
}

/** How many of `wordCount` words a product must match: 75% rounded down, never fewer than one. */
export function minimumShouldMatch(wordCount: number): number {
  if (wordCount <= 0) return 0;
  return Math.max(1, Math.floor(wordCount * SEARCH_MINIMUM_SHOULD_MATCH));
}

/** Only words longer than the fixed prefix and not plain numbers get fuzzy candidates. */
export function isFuzzyWord(word: string): boolean {
  return word.length > SEARCH_PREFIX_LENGTH && /[a-z]/.test(word);
}

/** The storefront's results page for a query. */
export function searchPagePath(text: string): string {
  return `/search/?q=${encodeURIComponent(normaliseSearchText(text)).replace(/%20/g, "+")}`;
}
