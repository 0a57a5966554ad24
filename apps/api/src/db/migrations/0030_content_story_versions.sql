CREATE TABLE "cms_story_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"story_id" integer NOT NULL,
	"name" text NOT NULL,
	"content" jsonb NOT NULL,
	"event" text NOT NULL,
	"staff_id" integer,
	"staff_email" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_story_versions_event_ck" CHECK ("cms_story_versions"."event" in ('saved', 'published', 'restored'))
);
--> statement-breakpoint
ALTER TABLE "cms_story_versions" ADD CONSTRAINT "cms_story_versions_story_id_cms_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."cms_stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_story_versions" ADD CONSTRAINT "cms_story_versions_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cms_story_versions_story_idx" ON "cms_story_versions" USING btree ("story_id","id");--> statement-breakpoint
-- The stories a shop already holds start their history with what they show (or, unpublished, hold) and their drafts.
INSERT INTO "cms_story_versions" ("story_id", "name", "content", "event", "staff_email", "at")
SELECT "id", "name", "content", CASE WHEN "published" THEN 'published' ELSE 'saved' END, 'migration', "updated_at" FROM "cms_stories";--> statement-breakpoint
INSERT INTO "cms_story_versions" ("story_id", "name", "content", "event", "staff_email", "at")
SELECT s."id", s."name", d."content", 'saved', 'migration', d."updated_at" FROM "cms_story_drafts" d JOIN "cms_stories" s ON s."id" = d."story_id";
