ALTER TABLE "shared_birthdays" ADD COLUMN "greeted_year" integer;--> statement-breakpoint
ALTER TABLE "shared_birthdays" ADD COLUMN "greeted_by" text;--> statement-breakpoint
ALTER TABLE "shared_birthdays" ADD COLUMN "greeted_at" timestamp with time zone;