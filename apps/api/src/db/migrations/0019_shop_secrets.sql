CREATE TABLE "shop_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
-- The key of infra/public-ids.ts: two random UUIDs, 244 random bits, made by the database itself.
INSERT INTO "shop_secrets" ("name", "value") VALUES ('public-ids', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));
