/**
 * Query words and their fuzzy candidates → PostgreSQL tsquery texts. Pure, so the matching rule
 * (minimum should match, typo candidates, a prefix for the word being typed) is tested without a database.
 */
import { minimumShouldMatch } from "@petsies/domain";

export interface SearchTsQueries {
  /** Matches documents holding at least minimumShouldMatch(words) of the words, each in any of its forms. */
  match: string;
  /** The words as typed, ranked highest. */
  exact: string;
  /** Typo candidates and the prefix of the last word, ranked lower; null when there are none. */
  fuzzy: string | null;
}

/** Lexemes reach us as a–z/0–9 words; quoting them (and escaping, to be safe) keeps tsquery syntax out. */
function lexeme(word: string, prefix = false): string {
  return `'${word.replace(/['\\]/g, "\\$&")}'${prefix ? ":*" : ""}`;
}

function combinations<T>(items: T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items as [T, ...T[]];
  return [...combinations(rest, k - 1).map((c) => [first, ...c]), ...combinations(rest, k)];
}

/**
 * `candidates` maps a query word to dictionary words within the allowed edits (itself excluded). The last
 * word also matches as a prefix when it has 3 letters or more: it is often still being typed. When
 * `prefixWords` (every indexed word starting with the last word) is given, the match names those words
 * instead of the prefix, which matches the same documents; the ranking keeps the prefix as one term.
 */
export function buildTsQueries(
  words: string[],
  candidates: ReadonlyMap<string, readonly string[]>,
  prefixWords: readonly string[] | null = null,
): SearchTsQueries | null {
  if (words.length === 0) return null;
  const last = words[words.length - 1] as string;
  const candidatesOf = (word: string) => (candidates.get(word) ?? []).filter((c) => c !== word);
  const prefix = (word: string) => (word === last && word.length >= 3 ? [lexeme(word, true)] : []);
  const fuzzyTerms = (word: string) => [...candidatesOf(word).map((c) => lexeme(c)), ...prefix(word)];
  const prefixMatch = (word: string) =>
    prefixWords && prefix(word).length > 0
      ? prefixWords.filter((w) => w !== word && !candidatesOf(word).includes(w)).map((w) => lexeme(w))
      : prefix(word);
  const matchTerms = (word: string) => [lexeme(word), ...candidatesOf(word).map((c) => lexeme(c)), ...prefixMatch(word)];
  const group = (word: string) => {
    const terms = matchTerms(word);
    return terms.length === 1 ? terms[0] : `(${terms.join(" | ")})`;
  };
  const required = minimumShouldMatch(words.length);
  const match = combinations(words, required)
    .map((combo) => combo.map(group).join(" & "))
    .map((clause, _, all) => (all.length > 1 && required > 1 ? `(${clause})` : clause))
    .join(" | ");
  const fuzzy = [...new Set(words.flatMap(fuzzyTerms))];
  return {
    match,
    exact: words.map((w) => lexeme(w)).join(" | "),
    fuzzy: fuzzy.length > 0 ? fuzzy.join(" | ") : null,
  };
}
