CREATE TABLE "catalogue_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer,
	"staff_email" text NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"source" text NOT NULL,
	"row_count" integer NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"background" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"report" jsonb,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "catalogue_imports_status_ck" CHECK ("catalogue_imports"."status" IN ('checking', 'checked', 'applying', 'applied', 'failed')),
	CONSTRAINT "catalogue_imports_format_ck" CHECK ("catalogue_imports"."format" IN ('csv', 'json'))
);
--> statement-breakpoint
CREATE INDEX "catalogue_imports_created_idx" ON "catalogue_imports" USING btree ("created_at");