CREATE TABLE "product_listing_counts" (
	"category_id" integer,
	"category_ids" integer[] NOT NULL,
	"price_cents" integer NOT NULL,
	"special_price_cents" integer,
	"special_from" timestamp with time zone,
	"special_until" timestamp with time zone,
	"products" integer NOT NULL,
	CONSTRAINT "product_listing_counts_uq" UNIQUE NULLS NOT DISTINCT("category_id","category_ids","price_cents","special_price_cents","special_from","special_until")
);

--> statement-breakpoint
-- Hand-written below: the trigger that keeps product_listing_counts. Rows a statement adds to
-- product_listing count +1 and rows it removes -1 (an update does both), summed per key and upserted in key
-- order (so that concurrent writers lock counts in one order); a count that reaches zero is deleted.
CREATE FUNCTION listing_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT *, 1 AS n FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS n FROM old_rows'
    ELSE 'SELECT *, 1 AS n FROM new_rows UNION ALL SELECT *, -1 AS n FROM old_rows'
  END;
  emptied tid[];
BEGIN
  -- Dynamic SQL: an INSERT trigger has no old_rows and a DELETE trigger no new_rows to name.
  EXECUTE format($sql$
    WITH counted AS (
      INSERT INTO product_listing_counts AS c (category_id, category_ids, price_cents, special_price_cents, special_from,
                                               special_until, products)
      SELECT category_id, category_ids, price_cents, special_price_cents, special_from, special_until, sum(n)
      FROM (%s) changes
      GROUP BY 1, 2, 3, 4, 5, 6
      HAVING sum(n) <> 0
      ORDER BY 1, 2, 3, 4, 5, 6
      ON CONFLICT (category_id, category_ids, price_cents, special_price_cents, special_from, special_until)
        DO UPDATE SET products = c.products + excluded.products
      RETURNING c.ctid, c.products)
    SELECT array_agg(ctid) FROM counted WHERE products = 0 $sql$, changes) INTO emptied;
  DELETE FROM product_listing_counts WHERE ctid = ANY (emptied);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER listing_counts_inserted AFTER INSERT ON product_listing REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_changed();
--> statement-breakpoint
CREATE TRIGGER listing_counts_updated AFTER UPDATE ON product_listing REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_changed();
--> statement-breakpoint
CREATE TRIGGER listing_counts_deleted AFTER DELETE ON product_listing REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_changed();
--> statement-breakpoint
INSERT INTO product_listing_counts (category_id, category_ids, price_cents, special_price_cents, special_from, special_until,
                                    products)
SELECT category_id, category_ids, price_cents, special_price_cents, special_from, special_until, count(*)
FROM product_listing
GROUP BY 1, 2, 3, 4, 5, 6;
