CREATE TABLE "gift_card_designs" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"text_color" text DEFAULT '#3b2a1a' NOT NULL,
	"image" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_designs_code_uq" ON "gift_card_designs" USING btree ("code");--> statement-breakpoint
CREATE INDEX "gift_card_designs_position_idx" ON "gift_card_designs" USING btree ("position");