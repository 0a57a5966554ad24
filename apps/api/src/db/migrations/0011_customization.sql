CREATE TABLE "plushie_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"plushie_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plushies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" integer NOT NULL,
	"short_code" text NOT NULL,
	"customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_customizations" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"customizations" jsonb NOT NULL,
	"rush_upgrades" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"extra_photos_upgrades" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"body_parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" integer NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"product" text,
	"customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_type_ck" CHECK ("uploads"."type" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "plushie_reminders" ADD CONSTRAINT "plushie_reminders_plushie_id_plushies_id_fk" FOREIGN KEY ("plushie_id") REFERENCES "public"."plushies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plushies" ADD CONSTRAINT "plushies_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plushies" ADD CONSTRAINT "plushies_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_customizations" ADD CONSTRAINT "product_customizations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plushie_reminders_plushie_email_uq" ON "plushie_reminders" USING btree ("plushie_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "plushies_short_code_uq" ON "plushies" USING btree ("short_code");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_storage_key_uq" ON "uploads" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "uploads_customer_idx" ON "uploads" USING btree ("customer_id");--> statement-breakpoint
-- Product answers carry the customization tree, so a change to it is a catalogue change (see 0002).
CREATE TRIGGER product_customizations_bump_catalog_version AFTER INSERT OR UPDATE OR DELETE ON "product_customizations"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
