CREATE TABLE "catalog_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalog_state" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
CREATE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_state SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER stock_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE ON "stock"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER categories_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER product_categories_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE ON "product_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER currencies_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE ON "currencies"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
