/**
 * Gift cards in the back office (issue 16): the cards an owner issued by hand, and what happened to a card
 * apart from the orders that used it (order_gift_cards holds those). A card's history is its issue, its uses
 * and these events; the balance on gift_cards is the sum of them all. Kept apart from schema.ts so work on
 * other areas never edits this file.
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { giftCards, orders } from "../schema.ts";

/**
 * A card an owner issued (not bought in an order): who it is for and how it reaches them. `requestKey` is the
 * issue form's, so a double click or a retry makes one card. `mailedAt` is set once an e-mailed card went out.
 */
export const staffGiftCards = pgTable(
  "staff_gift_cards",
  {
    giftCardId: integer("gift_card_id")
      .primaryKey()
      .references(() => giftCards.id),
    requestKey: text("request_key").notNull(),
    recipientName: text("recipient_name").notNull(),
    recipientEmail: text("recipient_email"),
    senderName: text("sender_name").notNull(),
    message: text("message").notNull().default(""),
    templateId: integer("template_id").notNull(),
    delivery: text("delivery").notNull(),
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("staff_gift_cards_request_key_uq").on(t.requestKey),
    check("staff_gift_cards_delivery_ck", sql`${t.delivery} IN ('email', 'print')`),
  ],
);

/**
 * What happened to a card besides its uses: issued by staff, its balance adjusted (amountCents signed, with the
 * reason), disabled or enabled, or given back by a cancelled order. `requestKey` makes an adjustment happen once
 * however often it is sent.
 */
export const giftCardEvents = pgTable(
  "gift_card_events",
  {
    id: serial("id").primaryKey(),
    giftCardId: integer("gift_card_id")
      .notNull()
      .references(() => giftCards.id),
    kind: text("kind").notNull(),
    amountCents: integer("amount_cents").notNull().default(0),
    reason: text("reason"),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    staffId: integer("staff_id"),
    staffEmail: text("staff_email"),
    requestKey: text("request_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("gift_card_events_card_idx").on(t.giftCardId, t.createdAt),
    uniqueIndex("gift_card_events_request_key_uq").on(t.requestKey),
    check("gift_card_events_kind_ck", sql`${t.kind} IN ('issued', 'adjusted', 'disabled', 'enabled', 'returned')`),
  ],
);

/**
 * The designs a gift card is bought or issued with (the storefront's "templates"), the owner's to add, rename,
 * re-picture, order and switch off. `image` is a storage key (the demo's rendered art, a product picture, or an
 * uploaded file under giftcards/designs/). A design a card was made with is never deleted, only disabled, so the
 * card's page can still show it. The shop has one store, so designs are not kept per store.
 */
export const giftCardDesigns = pgTable(
  "gift_card_designs",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    textColor: text("text_color").notNull().default("#3b2a1a"),
    image: text("image").notNull(),
    active: boolean("active").notNull().default(true),
    position: integer("position").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("gift_card_designs_code_uq").on(t.code), index("gift_card_designs_position_idx").on(t.position)],
);
