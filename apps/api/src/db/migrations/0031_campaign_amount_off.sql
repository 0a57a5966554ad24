ALTER TABLE "campaign_categories" ALTER COLUMN "percent_off" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_products" ALTER COLUMN "percent_off" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_categories" ADD COLUMN "amount_off_cents" integer;--> statement-breakpoint
ALTER TABLE "campaign_products" ADD COLUMN "amount_off_cents" integer;--> statement-breakpoint
ALTER TABLE "campaign_categories" ADD CONSTRAINT "campaign_categories_amount_ck" CHECK ("campaign_categories"."amount_off_cents" > 0);--> statement-breakpoint
ALTER TABLE "campaign_categories" ADD CONSTRAINT "campaign_categories_one_discount_ck" CHECK (("campaign_categories"."percent_off" is null) <> ("campaign_categories"."amount_off_cents" is null));--> statement-breakpoint
ALTER TABLE "campaign_products" ADD CONSTRAINT "campaign_products_amount_ck" CHECK ("campaign_products"."amount_off_cents" > 0);--> statement-breakpoint
ALTER TABLE "campaign_products" ADD CONSTRAINT "campaign_products_one_discount_ck" CHECK (("campaign_products"."percent_off" is null) <> ("campaign_products"."amount_off_cents" is null));