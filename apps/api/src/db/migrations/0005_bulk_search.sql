-- Bulk loads (the synthetic seed) refresh the search tables once at the end instead of once per inserted
-- batch and table: while the transaction-local setting petsies.search_bulk_load is 'on', the triggers'
-- refreshes do nothing, and the loader calls search_refresh for every new product before committing.
CREATE OR REPLACE FUNCTION search_refresh(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 OR current_setting('petsies.search_bulk_load', true) = 'on' THEN
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
