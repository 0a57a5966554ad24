CREATE TABLE "error_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"short_message" text NOT NULL,
	"full_message" text,
	"current_url" text,
	"file" text,
	"line" integer,
	"facility" text,
	"host" text,
	"user_agent" text,
	"client_ip" text,
	"trace_id" text,
	"app_version" text,
	"instance_id" text,
	"occurrences" integer DEFAULT 1 NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "error_logs_hash_uq" ON "error_logs" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "error_logs_last_seen_idx" ON "error_logs" USING btree ("last_seen_at");