CREATE TABLE "campaign_categories" (
	"campaign_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"percent_off" integer NOT NULL,
	CONSTRAINT "campaign_categories_campaign_id_category_id_pk" PRIMARY KEY("campaign_id","category_id"),
	CONSTRAINT "campaign_categories_percent_ck" CHECK ("campaign_categories"."percent_off" between 1 and 99)
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_categories" ADD CONSTRAINT "campaign_categories_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_categories" ADD CONSTRAINT "campaign_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One default campaign from now on: where a database holds several, the latest started one stays the default.
UPDATE "campaigns" SET "is_default" = false WHERE "is_default" AND "id" <> (SELECT "id" FROM "campaigns" WHERE "is_default" ORDER BY "starts_at" DESC, "id" DESC LIMIT 1);--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_one_default_uq" ON "campaigns" USING btree ("is_default") WHERE "campaigns"."is_default";