CREATE TABLE "product_listing" (
	"product_id" integer NOT NULL,
	"category_id" integer,
	"category_ids" integer[] NOT NULL,
	"type_id" text NOT NULL,
	"name" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"price_cents" integer NOT NULL,
	"special_price_cents" integer,
	"special_from" timestamp with time zone,
	"special_until" timestamp with time zone,
	CONSTRAINT "product_listing_product_category_uq" UNIQUE NULLS NOT DISTINCT("product_id","category_id")
);
--> statement-breakpoint
ALTER TABLE "product_listing" ADD CONSTRAINT "product_listing_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_listing_latest_idx" ON "product_listing" USING btree ("category_id","updated_at" DESC NULLS LAST,"product_id" DESC NULLS LAST);
--> statement-breakpoint
-- Hand-written below. Covering indexes (drizzle cannot declare INCLUDE): the price sorts read rows in price
-- order, and the listing counts read every matched row, from the indexes alone.
CREATE INDEX "product_listing_price_idx" ON "product_listing" ("category_id", "price_cents", "product_id")
  INCLUDE ("special_price_cents", "special_from", "special_until", "category_ids");
--> statement-breakpoint
CREATE INDEX "product_listing_special_price_idx" ON "product_listing" ("category_id", "special_price_cents", "product_id")
  INCLUDE ("special_from", "special_until") WHERE "special_price_cents" IS NOT NULL;
--> statement-breakpoint
-- What product_listing holds, computed from the catalogue: for each listed product (enabled, visibility 2,
-- 3 or 4, and sellable: stock not managed, or in stock with qty > 0) a row with no category and a row per
-- category. The special price is kept only when below the price; its window ends at the start of the day
-- after special_to_date (UTC), as the domain's finalPriceCents reads it.
CREATE VIEW product_listing_source AS
SELECT p.id AS product_id, c.category_id, coalesce(cats.ids, '{}') AS category_ids, p.type_id, p.name, p.updated_at,
       p.price_cents,
       CASE WHEN p.special_price_cents < p.price_cents THEN p.special_price_cents END AS special_price_cents,
       p.special_from_date AS special_from,
       (date_trunc('day', p.special_to_date AT TIME ZONE 'UTC') + interval '1 day') AT TIME ZONE 'UTC' AS special_until
FROM products p
LEFT JOIN stock s ON s.product_id = p.id
LEFT JOIN LATERAL (
  SELECT array_agg(pc.category_id ORDER BY pc.category_id) AS ids FROM product_categories pc WHERE pc.product_id = p.id
) cats ON true
CROSS JOIN LATERAL (SELECT NULL::integer AS category_id UNION ALL SELECT unnest(cats.ids)) c
WHERE p.status = 1 AND p.visibility IN (2, 3, 4)
  AND coalesce(NOT s.manage_stock OR (s.is_in_stock AND s.qty > 0), false);
--> statement-breakpoint
-- Brings the listing rows of the given products in line with product_listing_source, writing only the rows
-- that change. While the transaction-local setting petsies.bulk_load is 'on' it does nothing: bulk loads
-- refresh once at the end.
CREATE FUNCTION listing_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 OR current_setting('petsies.bulk_load', true) = 'on' THEN
    RETURN;
  END IF;
  DELETE FROM product_listing l
  WHERE l.product_id = ANY (ids)
    AND NOT EXISTS (
      SELECT 1 FROM product_listing_source r
      WHERE r.product_id = l.product_id AND r.category_id IS NOT DISTINCT FROM l.category_id);

  INSERT INTO product_listing AS l (product_id, category_id, category_ids, type_id, name, updated_at, price_cents,
                                    special_price_cents, special_from, special_until)
  SELECT r.product_id, r.category_id, r.category_ids, r.type_id, r.name, r.updated_at, r.price_cents,
         r.special_price_cents, r.special_from, r.special_until
  FROM product_listing_source r
  WHERE r.product_id = ANY (ids)
  ON CONFLICT (product_id, category_id) DO UPDATE
    SET category_ids = excluded.category_ids, type_id = excluded.type_id, name = excluded.name,
        updated_at = excluded.updated_at, price_cents = excluded.price_cents,
        special_price_cents = excluded.special_price_cents, special_from = excluded.special_from,
        special_until = excluded.special_until
    WHERE (l.category_ids, l.type_id, l.name, l.updated_at, l.price_cents, l.special_price_cents, l.special_from,
           l.special_until)
      IS DISTINCT FROM (excluded.category_ids, excluded.type_id, excluded.name, excluded.updated_at, excluded.price_cents,
                        excluded.special_price_cents, excluded.special_from, excluded.special_until);
END;
$$;
--> statement-breakpoint
-- A deleted product takes its rows with it (foreign key); an inserted or changed one is refreshed when a
-- column the listing reads changed.
CREATE FUNCTION listing_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM listing_refresh(ARRAY(SELECT id FROM new_rows));
  ELSE
    PERFORM listing_refresh(ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.type_id, n.name, n.status, n.visibility, n.updated_at, n.price_cents, n.special_price_cents,
             n.special_from_date, n.special_to_date)
        IS DISTINCT FROM (o.type_id, o.name, o.status, o.visibility, o.updated_at, o.price_cents,
                          o.special_price_cents, o.special_from_date, o.special_to_date)));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER listing_products_inserted AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_products_changed();
--> statement-breakpoint
CREATE TRIGGER listing_products_updated AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_products_changed();
--> statement-breakpoint
-- Stock decides whether a product is sellable; a quantity change matters only when it crosses zero.
CREATE FUNCTION listing_stock_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM listing_refresh(ARRAY(SELECT product_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM listing_refresh(ARRAY(
      SELECT n.product_id FROM new_rows n JOIN old_rows o ON o.product_id = n.product_id
      WHERE (n.qty > 0, n.is_in_stock, n.manage_stock) IS DISTINCT FROM (o.qty > 0, o.is_in_stock, o.manage_stock)
      UNION SELECT o.product_id FROM old_rows o WHERE NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.product_id = o.product_id)
      UNION SELECT n.product_id FROM new_rows n WHERE NOT EXISTS (SELECT 1 FROM old_rows o WHERE o.product_id = n.product_id)));
  ELSE
    PERFORM listing_refresh(ARRAY(SELECT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER listing_stock_inserted AFTER INSERT ON stock REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_stock_changed();
--> statement-breakpoint
CREATE TRIGGER listing_stock_updated AFTER UPDATE ON stock REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_stock_changed();
--> statement-breakpoint
CREATE TRIGGER listing_stock_deleted AFTER DELETE ON stock REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_stock_changed();
--> statement-breakpoint
-- A product's categories give it its category rows and the category_ids of every row (deleting a category
-- removes its links, which fires these triggers too).
CREATE FUNCTION listing_product_categories_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM listing_refresh(ARRAY(SELECT DISTINCT product_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM listing_refresh(ARRAY(SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows));
  ELSE
    PERFORM listing_refresh(ARRAY(SELECT DISTINCT product_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER listing_product_categories_inserted AFTER INSERT ON product_categories REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_product_categories_changed();
--> statement-breakpoint
CREATE TRIGGER listing_product_categories_updated AFTER UPDATE ON product_categories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_product_categories_changed();
--> statement-breakpoint
CREATE TRIGGER listing_product_categories_deleted AFTER DELETE ON product_categories REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_product_categories_changed();
--> statement-breakpoint
-- One bulk-load setting for every derived table: search_refresh of migration 0005 read
-- petsies.search_bulk_load, renamed here to petsies.bulk_load; its body is otherwise unchanged.
CREATE OR REPLACE FUNCTION search_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
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
SELECT listing_refresh(ARRAY(SELECT id FROM products));
