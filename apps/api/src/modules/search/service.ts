/**
 * Product search (spec §9, petsies-facts "Server behaviour") over the products search may show, from
 * derived tables that triggers keep current: search_postings (each document's score for each of its words)
 * for queries of one or two words, and the search_documents GIN index for longer ones. The name weighs 4
 * and category names 1; typos are forgiven from the search_words dictionary (up to 2 edits, the first 2
 * letters fixed); 75% of the words must match. Skus match whole, as the old shop's keyword field did: an
 * exact sku or a configurable child's sku finds the product, first.
 */
import { sql, type SQL } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import {
  isFuzzyWord,
  isSearchLongEnough,
  minimumShouldMatch,
  normaliseSearchText,
  QUICK_SEARCH_SIZE,
  SEARCH_FUZZINESS,
  SEARCH_PREFIX_LENGTH,
  searchWords,
  type CatalogResult,
  type Product,
} from "@petsies/domain";
import { selectRows, type Db } from "../../db/client.ts";
import { searchDocuments, searchPostings as postings, searchWords as dictionary } from "../../db/schema.ts";
import type { CatalogCache } from "../catalog/cache.ts";
import { productsByIds } from "../catalog/service.ts";
import { FUZZY_RANK_FACTOR, prefixRange, searchTerms, type PrefixRange, type SearchTerms } from "./terms.ts";
import { buildTsQueries, type SearchTsQueries } from "./tsquery.ts";

export interface SearchQuery {
  text: string;
  start: number;
  size: number;
}

/** An exact sku match outranks any text match (a text score is at most 1). */
const SKU_MATCH_SCORE = 10;
/** The closest dictionary words kept per query word. */
const MAX_CANDIDATES = 12;

function emptyResult(q: SearchQuery): CatalogResult<Product> {
  return { items: [], total: 0, perPage: q.size, start: q.start, aggregations: {}, attributeMetadata: [] };
}

/** The texts of a list as one SQL array. */
function textArray(texts: string[]): SQL {
  return texts.length === 0 ? sql`'{}'::text[]` : sql`ARRAY[${sql.join(texts.map((t) => sql`${t}`), sql`, `)}]::text[]`;
}

interface QueryLookups {
  /** Dictionary words within SEARCH_FUZZINESS edits of each query word that share its first letters. */
  candidates: Map<string, string[]>;
  /** The query words and candidates that some document holds (the dictionary keeps words no longer held). */
  indexed: Set<string>;
  /** The indexed words starting with the last word, when it is long enough to be a prefix. */
  prefixWords: string[];
  /** The documents whose skus hold the whole text (an exact sku or a child's sku). */
  skuMatches: number[];
}

/**
 * What a search needs to know before it ranks, looked up in one round trip: the typo candidates of its words
 * from the dictionary, which of those and of the words themselves documents hold, the indexed words that
 * start with the prefix (found by stepping through the word index from one distinct word to the next: a few
 * index probes, however many postings the words have), and the documents the text is the sku of.
 */
async function queryLookups(db: Db, text: string, words: string[], prefix: PrefixRange | null): Promise<QueryLookups> {
  const distance = sql`levenshtein_less_equal(${dictionary.word}, q.word, ${SEARCH_FUZZINESS})`;
  const held = (word: SQL) => sql`EXISTS (SELECT 1 FROM ${postings} WHERE ${postings.word} = ${word})`;
  const firstWordAfter = (after: SQL) => sql`(SELECT ${postings.word} FROM ${postings}
    WHERE ${after} AND ${postings.word} ~<~ ${prefix?.to ?? ""} ORDER BY ${postings.word} USING ~<~ LIMIT 1)`;
  const rows = await selectRows<{ kind: "word" | "candidate" | "prefix" | "sku"; word: string | null; of: string | null; held: boolean | null; product_id: number | null }>(
    db,
    sql`
    WITH RECURSIVE prefix_words(word) AS (
      SELECT ${prefix ? firstWordAfter(sql`${postings.word} ~>=~ ${prefix.from}`) : sql`NULL::text`}
      UNION ALL
      SELECT ${firstWordAfter(sql`${postings.word} ~>~ w.word`)} FROM prefix_words w WHERE w.word IS NOT NULL
    ),
    candidates AS (
      SELECT q.word AS of, c.word
      FROM unnest(${textArray(words.filter(isFuzzyWord))}) AS q(word)
      CROSS JOIN LATERAL (
        SELECT ${dictionary.word} FROM ${dictionary}
        WHERE left(${dictionary.word}, ${SEARCH_PREFIX_LENGTH}) = left(q.word, ${SEARCH_PREFIX_LENGTH})
          AND ${dictionary.word} <> q.word AND ${distance} <= ${SEARCH_FUZZINESS}
        ORDER BY ${distance}, ${dictionary.word}
        LIMIT ${MAX_CANDIDATES}
      ) c
    )
    SELECT 'candidate' AS kind, word, of, ${held(sql`candidates.word`)} AS held, NULL::integer AS product_id FROM candidates
    UNION ALL SELECT 'word', q.word, NULL, ${held(sql`q.word`)}, NULL FROM unnest(${textArray(words)}) AS q(word)
    UNION ALL SELECT 'prefix', word, NULL, true, NULL FROM prefix_words WHERE word IS NOT NULL
    UNION ALL SELECT 'sku', NULL, NULL, NULL, ${searchDocuments.productId} FROM ${searchDocuments}
      WHERE ${searchDocuments.skus} @> ARRAY[${text.toLowerCase()}]::text[]`,
  );
  const found: QueryLookups = { candidates: new Map(), indexed: new Set(), prefixWords: [], skuMatches: [] };
  for (const r of rows) {
    const word = r.word as string;
    if (r.kind === "sku") found.skuMatches.push(Number(r.product_id));
    else if (r.kind === "prefix") found.prefixWords.push(word);
    else if (r.kind === "candidate") found.candidates.set(r.of as string, [...(found.candidates.get(r.of as string) ?? []), word]);
    if (r.held) found.indexed.add(word);
  }
  return found;
}

interface RankedPage {
  ids: number[];
  total: number;
}

/**
 * ts_rank weights in the order D, C, B, A: category names (C) 1, name (A) 4, scaled to 1 for the name. The
 * postings' scores are computed with the same weights (search_posting_score, migration 0017).
 */
const RANK_WEIGHTS = "{0, 0.25, 0, 1}";

/** Ids as one SQL array. */
function idArray(ids: number[]): SQL {
  return sql`${`{${ids.join(",")}}`}::integer[]`;
}

/** One page of (product_id, score) rows, best first, with the count of all of them. */
async function rankedPage(db: Db, matched: SQL, q: SearchQuery): Promise<RankedPage> {
  const rows = await selectRows<{ product_id: number; total: number | string }>(
    db,
    sql`SELECT product_id, count(*) OVER () AS total FROM (${matched}) matched
    ORDER BY score DESC, product_id LIMIT ${q.size} OFFSET ${q.start}`,
  );
  if (rows.length > 0 || q.start === 0) return { ids: rows.map((r) => Number(r.product_id)), total: Number(rows[0]?.total ?? 0) };
  // Past the last page: no row carries the total, so count it.
  const [counted] = await selectRows<{ total: number | string }>(db, sql`SELECT count(*) AS total FROM (${matched}) matched`);
  return { ids: [], total: Number(counted?.total ?? 0) };
}

/**
 * The query reaches one indexed word (and no sku): every match has that word once, so the ranking is the
 * word's postings in the index's own order (score descending, then product id) and the total is their
 * count: the page is read from the index, with no sum or sort over all matches (measured: "plush" over
 * 100,000 products, 1.5 ms instead of 7.8 ms).
 */
async function onePostingList(db: Db, word: string, q: SearchQuery): Promise<RankedPage> {
  const rows = await selectRows<{ product_id: number }>(
    db,
    sql`SELECT ${postings.productId} AS product_id FROM ${postings} WHERE ${postings.word} = ${word}
    ORDER BY ${postings.score} DESC, ${postings.productId} LIMIT ${q.size} OFFSET ${q.start}`,
  );
  const [counted] = await selectRows<{ total: number | string }>(db, sql`SELECT count(*) AS total FROM ${postings} WHERE ${postings.word} = ${word}`);
  return { ids: rows.map((r) => Number(r.product_id)), total: Number(counted?.total ?? 0) };
}

/**
 * One or two words, of which one must match: the documents and scores from the postings of the indexed
 * words the query reaches (index-only), summed per document with each word's weight (see terms.ts), plus
 * the sku matches.
 */
function matchesByPostings(terms: SearchTerms, read: string[], skuMatches: number[]): SQL {
  const weight = sql`CASE ${postings.word} ${sql.join(
    [...terms.named].map(([word, w]) => sql`WHEN ${word} THEN ${w}::real`),
    sql` `,
  )} ELSE ${terms.prefix?.weight ?? 0}::real END`;
  const hits = [
    ...(read.length > 0
      ? [sql`SELECT ${postings.productId} AS product_id, ${postings.score} * ${weight} AS score FROM ${postings} WHERE ${postings.word} = ANY (${textArray(read)})`]
      : []),
    ...(skuMatches.length > 0 ? [sql`SELECT unnest(${idArray(skuMatches)}), ${SKU_MATCH_SCORE}::real`] : []),
  ];
  return sql`SELECT product_id, sum(score) AS score FROM (${sql.join(hits, sql` UNION ALL `)}) hits GROUP BY product_id`;
}

/**
 * Three words or more, of which several must match (or no words, only a sku): the GIN index of the
 * documents intersects the words, far fewer documents match than the words' postings hold, and each is
 * ranked by ts_rank, which scores as the postings do. The OFFSET 0 fence keeps the planner from sorting
 * whole documents (measured: 35 ms instead of 11 ms over 100,000 products).
 */
function matchesByDocuments(queries: SearchTsQueries | null, skuMatches: number[]): SQL {
  const skuMatch = sql`${searchDocuments.productId} = ANY (${idArray(skuMatches)})`;
  const rank = (tsquery: string) => sql`ts_rank(${RANK_WEIGHTS}::float4[], ${searchDocuments.document}, ${tsquery}::tsquery)`;
  const score = queries
    ? sql`CASE WHEN ${skuMatch} THEN ${SKU_MATCH_SCORE} ELSE 0 END + ${rank(queries.exact)}${
        queries.fuzzy ? sql` + ${FUZZY_RANK_FACTOR}::float4 * ${rank(queries.fuzzy)}` : sql``
      }`
    : sql`${SKU_MATCH_SCORE}`;
  const where = queries ? sql`(${skuMatch} OR ${searchDocuments.document} @@ ${queries.match}::tsquery)` : skuMatch;
  return sql`SELECT ${searchDocuments.productId}, ${score} AS score FROM ${searchDocuments} WHERE ${where} OFFSET 0`;
}

/**
 * The ids of one page of matches, best first, and their total: from the postings when one word must match,
 * from the documents when several must. The documents path matches the last word's prefix as the words it
 * stands for, which the GIN index looks up faster than a prefix (measured: 3.7 ms instead of 6.4 ms for
 * "golden retriever pillow" over 100,000 products); it still ranks as one term.
 */
async function rank(db: Db, text: string, q: SearchQuery): Promise<RankedPage> {
  const words = searchWords(text);
  const { candidates, indexed, prefixWords, skuMatches } = await queryLookups(db, text, words, prefixRange(words));
  const terms = minimumShouldMatch(words.length) === 1 ? searchTerms(words, candidates) : null;
  if (!terms) return rankedPage(db, matchesByDocuments(buildTsQueries(words, candidates, prefixWords), skuMatches), q);
  const read = [...new Set([...terms.lookups.filter((w) => indexed.has(w)), ...prefixWords])];
  if (read.length === 0 && skuMatches.length === 0) return { ids: [], total: 0 };
  if (read.length === 1 && skuMatches.length === 0) return onePostingList(db, read[0] as string, q);
  return rankedPage(db, matchesByPostings(terms, read, skuMatches), q);
}

/** One page of matches, best first, with the products to show. */
async function search(db: Db, q: SearchQuery, now: Date): Promise<CatalogResult<Product>> {
  const text = normaliseSearchText(q.text);
  if (text === "") return emptyResult(q);
  const { ids, total } = await rank(db, text, q);
  return { ...emptyResult(q), items: await productsByIds(db, ids, now), total };
}

/**
 * Searches listed products. Answers are cached under the query and the catalogue version like other
 * catalogue queries (spec §7), so a change to products, stock or categories is seen at once. A failing
 * search answers an empty list and is logged (spec §8), and is not cached. Input is validated by the route.
 */
export async function searchProducts(
  db: Db,
  cache: CatalogCache,
  q: SearchQuery,
  log: Pick<FastifyBaseLogger, "error">,
  now = new Date(),
): Promise<CatalogResult<Product>> {
  try {
    return await cache.get(db, "search", { text: normaliseSearchText(q.text), start: q.start, size: q.size }, () => search(db, q, now));
  } catch (err) {
    log.error({ err, query: q.text }, "search failed");
    return emptyResult(q);
  }
}

/** The header panel's quick results: the best 18; a query shorter than 3 characters answers nothing. */
export async function quickSearchProducts(
  db: Db,
  cache: CatalogCache,
  text: string,
  log: Pick<FastifyBaseLogger, "error">,
  now = new Date(),
): Promise<CatalogResult<Product>> {
  const q = { text, start: 0, size: QUICK_SEARCH_SIZE };
  return isSearchLongEnough(text) ? searchProducts(db, cache, q, log, now) : emptyResult(q);
}
