CREATE TABLE "cms_story_drafts" (
	"story_id" integer PRIMARY KEY NOT NULL,
	"content" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cms_story_drafts" ADD CONSTRAINT "cms_story_drafts_story_id_cms_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."cms_stories"("id") ON DELETE cascade ON UPDATE no action;