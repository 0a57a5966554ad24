CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"document" "tsvector" NOT NULL,
	"skus" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_documents_skus_idx" ON "search_documents" USING gin ("skus") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree (left("word", 2));
--> statement-breakpoint
-- Hand-written below: the functions and triggers that keep search_documents and search_words current.
-- Text is lower-cased and split on anything but a-z and 0-9, exactly as the API splits query words.
CREATE FUNCTION search_text(t text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace(lower(t), '[^a-z0-9]+', ' ', 'g')
$$;
--> statement-breakpoint
-- Rebuilds the search rows of the given products. A row exists only while search may show the product:
-- enabled, visibility 3 or 4, and sellable like the catalogue listing (stock not managed, or in stock with
-- qty > 0). Its document holds the name (weight A) and the active category names (C); skus are matched
-- whole, as the old shop's keyword field was, so they are kept apart in lower case, a configurable's
-- with its children's.
CREATE FUNCTION search_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  DELETE FROM search_documents d
  WHERE d.product_id = ANY (ids)
    AND NOT EXISTS (
      SELECT 1 FROM products p LEFT JOIN stock s ON s.product_id = p.id
      WHERE p.id = d.product_id AND p.status = 1 AND p.visibility IN (3, 4)
        AND coalesce(NOT s.manage_stock OR (s.is_in_stock AND s.qty > 0), false));

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
    WHERE (d.document, d.skus) IS DISTINCT FROM (excluded.document, excluded.skus);

  INSERT INTO search_words (word)
  SELECT DISTINCT w
  FROM search_documents d, unnest(tsvector_to_array(d.document)) AS w
  WHERE d.product_id = ANY (ids) AND w ~ '^[a-z]{3,}$'
  ON CONFLICT DO NOTHING;
END;
$$;
--> statement-breakpoint
-- A product's row changes with its own name, sku, status or visibility; a configurable's changes with its
-- children's skus, so the parents of changed rows are refreshed too.
CREATE FUNCTION search_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_refresh(ARRAY(
      SELECT n.id FROM new_rows n
      UNION SELECT p.id FROM products p JOIN new_rows n ON p.sku = n.parent_sku));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM search_refresh(ARRAY(
      WITH changed AS (
        SELECT n.id, n.parent_sku AS new_parent, o.parent_sku AS old_parent
        FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE (n.name, n.sku, n.parent_sku, n.status, n.visibility)
          IS DISTINCT FROM (o.name, o.sku, o.parent_sku, o.status, o.visibility)
      )
      SELECT id FROM changed
      UNION SELECT p.id FROM products p JOIN changed c ON p.sku = c.new_parent OR p.sku = c.old_parent));
  ELSE
    PERFORM search_refresh(ARRAY(SELECT p.id FROM products p JOIN old_rows o ON p.sku = o.parent_sku));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER search_products_inserted AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_products_changed();
--> statement-breakpoint
CREATE TRIGGER search_products_updated AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_products_changed();
--> statement-breakpoint
CREATE TRIGGER search_products_deleted AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_products_changed();
--> statement-breakpoint
-- Stock decides whether a product is sellable; a quantity change matters only when it crosses zero.
CREATE FUNCTION search_stock_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_refresh(ARRAY(SELECT product_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM search_refresh(ARRAY(
      SELECT n.product_id FROM new_rows n JOIN old_rows o ON o.product_id = n.product_id
      WHERE (n.qty > 0, n.is_in_stock, n.manage_stock) IS DISTINCT FROM (o.qty > 0, o.is_in_stock, o.manage_stock)
      UNION SELECT o.product_id FROM old_rows o WHERE NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.product_id = o.product_id)
      UNION SELECT n.product_id FROM new_rows n WHERE NOT EXISTS (SELECT 1 FROM old_rows o WHERE o.product_id = n.product_id)));
  ELSE
    PERFORM search_refresh(ARRAY(SELECT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER search_stock_inserted AFTER INSERT ON stock REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_stock_changed();
--> statement-breakpoint
CREATE TRIGGER search_stock_updated AFTER UPDATE ON stock REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_stock_changed();
--> statement-breakpoint
CREATE TRIGGER search_stock_deleted AFTER DELETE ON stock REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_stock_changed();
--> statement-breakpoint
CREATE FUNCTION search_product_categories_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM search_refresh(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM search_refresh(ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  ELSE
    PERFORM search_refresh(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER search_product_categories_inserted AFTER INSERT ON product_categories REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_product_categories_changed();
--> statement-breakpoint
CREATE TRIGGER search_product_categories_updated AFTER UPDATE ON product_categories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_product_categories_changed();
--> statement-breakpoint
CREATE TRIGGER search_product_categories_deleted AFTER DELETE ON product_categories REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_product_categories_changed();
--> statement-breakpoint
-- Renaming, enabling or disabling a category changes the documents of its products (deleting one removes
-- its links, which the product_categories triggers handle).
CREATE FUNCTION search_categories_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_refresh(ARRAY(
    SELECT DISTINCT pc.product_id
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    JOIN product_categories pc ON pc.category_id = n.id
    WHERE (n.name, n.is_active) IS DISTINCT FROM (o.name, o.is_active)));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER search_categories_updated AFTER UPDATE ON categories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_categories_changed();
--> statement-breakpoint
SELECT search_refresh(ARRAY(SELECT id FROM products));
