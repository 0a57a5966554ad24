CREATE TABLE "search_postings" (
	"word" text NOT NULL,
	"product_id" integer NOT NULL,
	"score" real NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_postings" ADD CONSTRAINT "search_postings_product_id_search_documents_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."search_documents"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_postings_product_idx" ON "search_postings" USING btree ("product_id");--> statement-breakpoint
-- Hand-written below. The index searches read without the table (drizzle cannot declare an operator class
-- with a descending column): a word's postings best first, and the distinct words of a prefix (the pattern
-- operator class compares bytes, so a prefix is a range).
CREATE INDEX "search_postings_word_idx" ON "search_postings" USING btree ("word" text_pattern_ops, "score" DESC, "product_id");
--> statement-breakpoint
-- A document's score for one of its words: ts_rank of the document for that word alone, with the weights
-- search ranked by before (category names, C, 0.25; name, A, 1). ts_rank of a query of several words, or of
-- a prefix, is the sum of these over the document's matching words divided by the number of query terms,
-- which is how the API combines them.
CREATE FUNCTION search_posting_score(document tsvector, word text) RETURNS real LANGUAGE sql IMMUTABLE AS $$
  SELECT ts_rank('{0, 0.25, 0, 1}'::float4[], document, quote_literal(word)::tsquery)
$$;
--> statement-breakpoint
-- search_refresh of migration 0008, which also rewrites the postings of every document it inserts or
-- changes (a document's postings go with it when it is deleted).
CREATE OR REPLACE FUNCTION search_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  written integer[];
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 OR current_setting('petsies.bulk_load', true) = 'on' THEN
    RETURN;
  END IF;
  DELETE FROM search_documents d
  WHERE d.product_id = ANY (ids)
    AND NOT EXISTS (
      SELECT 1 FROM products p LEFT JOIN stock s ON s.product_id = p.id
      WHERE p.id = d.product_id AND p.status = 1 AND p.visibility IN (3, 4)
        AND coalesce(NOT s.manage_stock OR (s.is_in_stock AND s.qty > 0), false));

  WITH upserted AS (
    INSERT INTO search_documents AS d (product_id, document, skus)
    SELECT p.id,
           setweight(to_tsvector('simple', search_text(p.name)), 'A')
             || setweight(to_tsvector('simple', search_text(coalesce(cat.names, ''))), 'C'),
           ARRAY[lower(p.sku)] || coalesce(child.skus, '{}'::text[])
    FROM products p
    LEFT JOIN stock s ON s.product_id = p.id
    LEFT JOIN LATERAL (
      SELECT string_agg(c.name, ' ') AS names
      FROM product_categories pc JOIN categories c ON c.id = pc.category_id AND c.is_active
      WHERE pc.product_id = p.id
    ) cat ON true
    LEFT JOIN LATERAL (
      SELECT array_agg(lower(ch.sku)) AS skus FROM products ch WHERE ch.parent_sku = p.sku
    ) child ON true
    WHERE p.id = ANY (ids) AND p.status = 1 AND p.visibility IN (3, 4)
      AND coalesce(NOT s.manage_stock OR (s.is_in_stock AND s.qty > 0), false)
    ON CONFLICT (product_id) DO UPDATE
      SET document = excluded.document, skus = excluded.skus
      WHERE (d.document, d.skus) IS DISTINCT FROM (excluded.document, excluded.skus)
    RETURNING d.product_id
  )
  SELECT array_agg(product_id) INTO written FROM upserted;

  IF written IS NOT NULL THEN
    DELETE FROM search_postings WHERE product_id = ANY (written);
    INSERT INTO search_postings (word, product_id, score)
    SELECT w.lexeme, d.product_id, search_posting_score(d.document, w.lexeme)
    FROM search_documents d, unnest(d.document) AS w
    WHERE d.product_id = ANY (written);
  END IF;

  INSERT INTO search_words (word)
  SELECT DISTINCT w
  FROM search_documents d, unnest(tsvector_to_array(d.document)) AS w
  WHERE d.product_id = ANY (ids) AND w ~ '^[a-z]{3,}$'
  ON CONFLICT DO NOTHING;
END;
$$;
--> statement-breakpoint
INSERT INTO search_postings (word, product_id, score)
SELECT w.lexeme, d.product_id, search_posting_score(d.document, w.lexeme)
FROM search_documents d, unnest(d.document) AS w;
