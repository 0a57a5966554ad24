/**
 * Product search (spec §9, petsies-facts "Server behaviour"): PostgreSQL full-text ranking over
 * search_documents, which triggers keep current and which hold only products search may show. The name
 * weighs 4 and category names 1; typos are forgiven from the search_words dictionary (up to 2 edits, the
 * first 2 letters fixed); 75% of the words must match. Skus match whole, as the old shop's keyword field
 * did: an exact sku or a configurable child's sku finds the product, first.
 */
import { and, count, sql, type SQL } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import {
  isFuzzyWord,
  isSearchLongEnough,
  normaliseSearchText,
  QUICK_SEARCH_SIZE,
  SEARCH_FUZZINESS,
  SEARCH_PREFIX_LENGTH,
  searchWords,
  type CatalogResult,
  type Product,
} from "@petsies/domain";
import { selectRows, type Db } from "../../db/client.ts";
import { searchDocuments, searchWords as dictionary } from "../../db/schema.ts";
import type { CatalogCache } from "../catalog/cache.ts";
import { productsByIds } from "../catalog/service.ts";
import { buildTsQueries } from "./tsquery.ts";

export interface SearchQuery {
  text: string;
  start: number;
  size: number;
}

/** ts_rank weights in the order D, C, B, A: category names (C) 1, name (A) 4, scaled to 1 for the name. */
const RANK_WEIGHTS = "{0, 0.25, 0, 1}";
/** Typo candidates rank at half the weight of the word as typed. */
const FUZZY_RANK_FACTOR = 0.5;
/** An exact sku match outranks any text match (ts_rank is at most 1). */
const SKU_MATCH_SCORE = 10;
/** The closest dictionary words kept per query word. */
const MAX_CANDIDATES = 12;

function emptyResult(q: SearchQuery): CatalogResult<Product> {
  return { items: [], total: 0, perPage: q.size, start: q.start, aggregations: {}, attributeMetadata: [] };
}

/** Dictionary words within SEARCH_FUZZINESS edits of each query word that share its first letters. */
async function fuzzyCandidates(db: Db, words: string[]): Promise<Map<string, string[]>> {
  const fuzzy = words.filter(isFuzzyWord);
  const map = new Map<string, string[]>();
  if (fuzzy.length === 0) return map;
  const queryWords = sql`unnest(ARRAY[${sql.join(
    fuzzy.map((w) => sql`${w}`),
    sql`, `,
  )}]::text[])`;
  const distance = sql`levenshtein_less_equal(${dictionary.word}, q.word, ${SEARCH_FUZZINESS})`;
  const rows = await db
    .select({ queryWord: sql<string>`q.word`, candidate: sql<string>`c.word` })
    .from(sql`${queryWords} AS q(word)`)
    .innerJoinLateral(
      db
        .select({ word: dictionary.word })
        .from(dictionary)
        .where(
          and(
            sql`left(${dictionary.word}, ${SEARCH_PREFIX_LENGTH}) = left(q.word, ${SEARCH_PREFIX_LENGTH})`,
            sql`${dictionary.word} <> q.word`,
            sql`${distance} <= ${SEARCH_FUZZINESS}`,
          ),
        )
        .orderBy(distance, dictionary.word)
        .limit(MAX_CANDIDATES)
        .as("c"),
      sql`true`,
    );
  for (const r of rows) map.set(r.queryWord, [...(map.get(r.queryWord) ?? []), r.candidate]);
  return map;
}

interface RankedRow {
  product_id: number;
  total: number | string;
}

/**
 * One page of matches, best first, with the products to show. Scores are computed below an OFFSET 0
 * fence: without it the planner flattens the subquery and sorts whole documents (measured: a parallel
 * sequential scan, 35 ms instead of 11 ms for "pilow" over 100,000 products); with it the count over all
 * matches carries only ids and scores.
 */
async function search(db: Db, q: SearchQuery, now: Date): Promise<CatalogResult<Product>> {
  const text = normaliseSearchText(q.text);
  if (text === "") return emptyResult(q);
  const words = searchWords(text);
  const queries = buildTsQueries(words, await fuzzyCandidates(db, words));
  // The documents whose skus hold the text, looked up once through the skus index (an uncorrelated
  // subquery): testing the skus of every matched document costs more on broad queries.
  const skuMatches = sql`ARRAY(SELECT ${searchDocuments.productId} FROM ${searchDocuments}
    WHERE ${searchDocuments.skus} @> ARRAY[${text.toLowerCase()}]::text[])`;
  const skuMatch = sql`${searchDocuments.productId} = ANY (${skuMatches})`;
  const rank = (tsquery: string) => sql`ts_rank(${RANK_WEIGHTS}::float4[], ${searchDocuments.document}, ${tsquery}::tsquery)`;
  const score: SQL = queries
    ? sql`CASE WHEN ${skuMatch} THEN ${SKU_MATCH_SCORE} ELSE 0 END + ${rank(queries.exact)}${
        queries.fuzzy ? sql` + ${FUZZY_RANK_FACTOR}::float4 * ${rank(queries.fuzzy)}` : sql``
      }`
    : sql`${SKU_MATCH_SCORE}`;
  const where = queries ? sql`(${skuMatch} OR ${searchDocuments.document} @@ ${queries.match}::tsquery)` : skuMatch;

  const ranked = await selectRows<RankedRow>(
    db,
    sql`
    SELECT product_id, count(*) OVER () AS total
    FROM (SELECT ${searchDocuments.productId}, ${score} AS score FROM ${searchDocuments} WHERE ${where} OFFSET 0) scored
    ORDER BY score DESC, product_id
    LIMIT ${q.size} OFFSET ${q.start}`,
  );
  const ids = ranked.map((r) => Number(r.product_id));
  if (ids.length === 0) {
    if (q.start === 0) return emptyResult(q);
    // Past the last page: no row carries the total, so count it.
    const [counted] = await db.select({ n: count() }).from(searchDocuments).where(where);
    return { ...emptyResult(q), total: counted?.n ?? 0 };
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
