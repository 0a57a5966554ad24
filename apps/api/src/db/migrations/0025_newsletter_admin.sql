ALTER TABLE "newsletter_subscribers" ADD COLUMN "source" text DEFAULT 'form' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written backfill: an address unsubscribed before this column existed left at its last change.
UPDATE "newsletter_subscribers" SET "unsubscribed_at" = "updated_at" WHERE NOT "subscribed";
