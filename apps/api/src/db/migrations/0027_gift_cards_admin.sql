CREATE TABLE "gift_card_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"gift_card_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"order_id" integer,
	"staff_id" integer,
	"staff_email" text,
	"request_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_events_kind_ck" CHECK ("gift_card_events"."kind" IN ('issued', 'adjusted', 'disabled', 'enabled', 'returned'))
);
--> statement-breakpoint
CREATE TABLE "staff_gift_cards" (
	"gift_card_id" integer PRIMARY KEY NOT NULL,
	"request_key" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text,
	"sender_name" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"template_id" integer NOT NULL,
	"delivery" text NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "staff_gift_cards_delivery_ck" CHECK ("staff_gift_cards"."delivery" IN ('email', 'print'))
);
--> statement-breakpoint
ALTER TABLE "gift_card_events" ADD CONSTRAINT "gift_card_events_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_events" ADD CONSTRAINT "gift_card_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_gift_cards" ADD CONSTRAINT "staff_gift_cards_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_events_card_idx" ON "gift_card_events" USING btree ("gift_card_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_events_request_key_uq" ON "gift_card_events" USING btree ("request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_gift_cards_request_key_uq" ON "staff_gift_cards" USING btree ("request_key");