CREATE TABLE "coupon_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "percent" DROP NOT NULL;--> statement-breakpoint
-- Hand-written (drizzle-kit does not drop the old primary key on "code" before adding "id"):
ALTER TABLE "coupons" DROP CONSTRAINT "coupons_pkey";--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "id" serial PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "amount_cents" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "min_subtotal_cents" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "uses_per_code" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "uses_per_customer" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD CONSTRAINT "coupon_codes_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_codes_coupon_idx" ON "coupon_codes" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "orders_coupon_code_idx" ON "orders" USING btree ("coupon_code");--> statement-breakpoint
-- Hand-written: every existing coupon keeps its code, moved to coupon_codes before the column goes.
INSERT INTO "coupon_codes" ("code", "coupon_id") SELECT "code", "id" FROM "coupons";--> statement-breakpoint
ALTER TABLE "coupons" DROP COLUMN "code";--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_amount_ck" CHECK ("coupons"."amount_cents" > 0);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_one_kind_ck" CHECK (("coupons"."percent" is null) <> ("coupons"."amount_cents" is null));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_window_ck" CHECK ("coupons"."from_date" is null or "coupons"."to_date" is null or "coupons"."from_date" < "coupons"."to_date");