CREATE TABLE "cart_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_tokens" DROP CONSTRAINT "email_tokens_kind_ck";--> statement-breakpoint
DROP INDEX "carts_token_hash_uq";--> statement-breakpoint
ALTER TABLE "cart_tokens" ADD CONSTRAINT "cart_tokens_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_tokens_cart_idx" ON "cart_tokens" USING btree ("cart_id");--> statement-breakpoint
-- Every existing cart keeps its token: it moves from carts.token_hash to cart_tokens.
INSERT INTO "cart_tokens" ("token_hash", "cart_id", "created_at") SELECT "token_hash", "id", "created_at" FROM "carts";--> statement-breakpoint
-- A customer has one active cart; should older rows hold several, the newest stays active.
UPDATE "carts" SET "is_active" = false WHERE "customer_id" IS NOT NULL AND "is_active" AND "id" NOT IN (SELECT max("id") FROM "carts" WHERE "customer_id" IS NOT NULL AND "is_active" GROUP BY "customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_customer_active_uq" ON "carts" USING btree ("customer_id") WHERE "carts"."is_active" and "carts"."customer_id" is not null;--> statement-breakpoint
ALTER TABLE "carts" DROP COLUMN "token_hash";--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_kind_ck" CHECK ("email_tokens"."kind" IN ('login', 'password_reset', 'registration'));