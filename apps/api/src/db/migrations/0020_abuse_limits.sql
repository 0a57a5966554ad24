ALTER TABLE "customer_sessions" ADD COLUMN "family_id" integer;--> statement-breakpoint
ALTER TABLE "customer_sessions" ADD COLUMN "exchanged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "unsubscribe_token_hash" text;--> statement-breakpoint
CREATE INDEX "customer_sessions_family_idx" ON "customer_sessions" USING btree ("family_id");