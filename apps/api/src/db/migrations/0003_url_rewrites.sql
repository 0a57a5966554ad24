CREATE TABLE "url_rewrites" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_path" text NOT NULL,
	"target_path" text NOT NULL,
	"redirect_type" integer DEFAULT 301 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "url_rewrites_redirect_type_ck" CHECK ("url_rewrites"."redirect_type" IN (301, 302))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "url_rewrites_request_path_uq" ON "url_rewrites" USING btree ("request_path");