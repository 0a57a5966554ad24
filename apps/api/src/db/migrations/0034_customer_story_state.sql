ALTER TABLE "customer_stories" ADD COLUMN "state" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_stories" ADD COLUMN "handled_by" text;--> statement-breakpoint
ALTER TABLE "customer_stories" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_stories" ADD CONSTRAINT "customer_stories_state_ck" CHECK ("customer_stories"."state" IN ('new', 'handled', 'archived'));