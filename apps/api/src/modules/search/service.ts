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
  /** The documents whose skus hold the whole text (an exact sku or a child's sku). */
  skuMatches: number[];
  /** The indexed words starting with the last word, when asked for. */
  prefixWords: string[] | null;
}

/**
 * What a search needs to know before it ranks, looked up in one round trip: the typo candidates of its words
 * from the dictionary, the documents its text is the sku of (through the skus index), and when `prefix` is
 * given, the indexed words that start with it, found by stepping through the word index from one distinct
 * word to the next (a few index probes, however many postings the words have).
 */
async function queryLookups(db: Db, text: string, words: string[], prefix: PrefixRange | null): Promise<QueryLookups> {
  const fuzzy = words.filter(isFuzzyWord);
  const distance = sql`levenshtein_less_equal(${dictionary.word}, q.word, ${SEARCH_FUZZINESS})`;
  const candidates = sql`
    SELECT 'candidate' AS kind, c.word, q.word AS of, NULL::integer AS product_id
    FROM unnest(${textArray(fuzzy)}) AS q(word)
    CROSS JOIN LATERAL (
      SELECT ${dictionary.word} FROM ${dictionary}
      WHERE left(${dictionary.word}, ${SEARCH_PREFIX_LENGTH}) = left(q.word, ${SEARCH_PREFIX_LENGTH})
        AND ${dictionary.word} <> q.word AND ${distance} <= ${SEARCH_FUZZINESS}
      ORDER BY ${distance}, ${dictionary.word}
      LIMIT ${MAX_CANDIDATES}
    ) c`;
  const skus = sql`
    SELECT 'sku', NULL, NULL, ${searchDocuments.productId} FROM ${searchDocuments}
    WHERE ${searchDocuments.skus} @> ARRAY[${text.toLowerCase()}]::text[]`;
  const firstWordAfter = (after: SQL) => sql`(SELECT ${postings.word} FROM ${postings}
    WHERE ${after} AND ${postings.word} ~<~ ${prefix?.to} ORDER BY ${postings.word} USING ~<~ LIMIT 1)`;
  const query = prefix
    ? sql`WITH RECURSIVE prefix_words(word) AS (
        SELECT ${firstWordAfter(sql`${postings.word} ~>=~ ${prefix.from}`)}
        UNION ALL
        SELECT ${firstWordAfter(sql`${postings.word} ~>~ w.word`)} FROM prefix_words w WHERE w.word IS NOT NULL
      )
      ${candidates} UNION ALL ${skus} UNION ALL SELECT 'prefix', word, NULL, NULL FROM prefix_words WHERE word IS NOT NULL`
    : sql`${candidates} UNION ALL ${skus}`;
  const rows = await selectRows<{ kind: "candidate" | "sku" | "prefix"; word: string | null; of: string | null; product_id: number | null }>(
    db,
    query,
  );
  const found: QueryLookups = { candidates: new Map(), skuMatches: [], prefixWords: prefix ? [] : null };
  for (const r of rows) {
    if (r.kind === "sku") found.skuMatches.push(Number(r.product_id));
    else if (r.kind === "prefix") found.prefixWords?.push(r.word as string);
    else found.candidates.set(r.of as string, [...(found.candidates.get(r.of as string) ?? []), r.word as string]);
  }
  return found;
}

interface RankedRow {
  product_id: number;
  total: number | string;
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

/**
 * One or two words, of which one must match: the documents and scores from the postings of the named words,
 * read one by one, and of the prefix, read as one range of the word index (both index-only), summed per
 * document (see terms.ts), plus the sku matches.
 */
function matchesByPostings(terms: SearchTerms, skuMatches: number[]): SQL {
  const weight = sql`CASE ${postings.word} ${sql.join(
    [...terms.named].map(([word, w]) => sql`WHEN ${word} THEN ${w}::real`),
    sql` `,
  )} ELSE ${terms.prefix?.weight ?? 0}::real END`;
  const weighted = sql`SELECT ${postings.productId} AS product_id, ${postings.score} * ${weight} AS score FROM ${postings}`;
  const hits = [
    ...(terms.lookups.length > 0 ? [sql`${weighted} WHERE ${postings.word} = ANY (${textArray(terms.lookups)})`] : []),
    ...(terms.prefix ? [sql`${weighted} WHERE ${postings.word} ~>=~ ${terms.prefix.from} AND ${postings.word} ~<~ ${terms.prefix.to}`] : []),
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
 * The documents a search matches, with their scores: from the postings when one word must match, from the
 * documents when several must (see both). There the last word's prefix is matched as the words it stands
 * for, which the GIN index looks up faster than a prefix (measured: 3.7 ms instead of 6.4 ms for
 * "golden retriever pillow" over 100,000 products); it still ranks as one term.
 */
async function searchMatches(db: Db, text: string): Promise<SQL> {
  const words = searchWords(text);
  const byPostings = minimumShouldMatch(words.length) === 1;
  const { candidates, skuMatches, prefixWords } = await queryLookups(db, text, words, byPostings ? null : prefixRange(words));
  const terms = byPostings ? searchTerms(words, candidates) : null;
  return terms ? matchesByPostings(terms, skuMatches) : matchesByDocuments(buildTsQueries(words, candidates, prefixWords), skuMatches);
}

/** One page of matches, best first, with the products to show. */
async function search(db: Db, q: SearchQuery, now: Date): Promise<CatalogResult<Product>> {
  const text = normaliseSearchText(q.text);
  if (text === "") return emptyResult(q);
  const matched = await searchMatches(db, text);
  const ranked = await selectRows<RankedRow>(
    db,
    sql`SELECT product_id, count(*) OVER () AS total FROM (${matched}) matched
    ORDER BY score DESC, product_id LIMIT ${q.size} OFFSET ${q.start}`,
  );
  const ids = ranked.map((r) => Number(r.product_id));
  if (ids.length === 0) {
    if (q.start === 0) return emptyResult(q);
    // Past the last page: no row carries the total, so count it.
    const [counted] = await selectRows<{ total: number | string }>(db, sql`SELECT count(*) AS total FROM (${matched}) matched`);
    return { ...emptyResult(q), total: Number(counted?.total ?? 0) };
  }
  const items = await productsByIds(db, ids, now);
  return { ...emptyResult(q), items, total: Number(ranked[0]?.total ?? items.length) };
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
