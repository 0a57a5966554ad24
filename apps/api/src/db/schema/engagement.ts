/**
 * Tables of the engagement area (issue 7): reviews, wish lists and compare lists, the gift cards an order
 * bought, download links of downloadable items, and what shoppers share (pet birthdays, customer stories).
 * Kept apart from schema.ts so that work on different areas never edits one file.
 */
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { customers, giftCards, orderItems, products, uploads } from "../schema.ts";

/**
 * Product reviews. A customer has one review per product (writing again updates it); demo reviews that the
 * seed loads have no customer. `status` is approved or pending; see reviews/service.ts for which is used.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    title: text("title").notNull(),
    text: text("text").notNull(),
    nickname: text("nickname").notNull(),
    /** The customer had bought the product when the review was written. */
    verifiedBuyer: boolean("verified_buyer").notNull().default(false),
    status: text("status").notNull().default("approved"),
    /** The shop's public answer, shown under the review. */
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    /** Shown first on /reviews/. */
    featured: boolean("featured").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reviews_customer_product_uq").on(t.customerId, t.productId),
    index("reviews_status_created_idx").on(t.status, t.createdAt),
    index("reviews_product_status_idx").on(t.productId, t.status),
    check("reviews_rating_ck", sql`${t.rating} BETWEEN 1 AND 5`),
    check("reviews_status_ck", sql`${t.status} IN ('approved', 'pending', 'rejected')`),
  ],
);

/** A customer's wish list: one row per product. Guests keep theirs in the browser until they log in. */
export const wishlistItems = pgTable(
  "wishlist_items",
  {
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId] })],
);

/** A customer's compare list (at most a few products, see the domain rule). */
export const compareItems = pgTable(
  "compare_items",
  {
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId] })],
);

/**
 * The gift cards an order bought: one card per unit of a gift card item (`unit` 1..qty), so issuing again
 * after a retry finds the cards already made. `mailedAt` is set once the recipient's e-mail went out.
 */
export const issuedGiftCards = pgTable(
  "issued_gift_cards",
  {
    giftCardId: integer("gift_card_id")
      .primaryKey()
      .references(() => giftCards.id),
    orderItemId: integer("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    unit: integer("unit").notNull(),
    /** 1 e-mailed (virtual), 2 posted (physical). */
    type: integer("type").notNull(),
    recipientEmail: text("recipient_email"),
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("issued_gift_cards_item_unit_uq").on(t.orderItemId, t.unit)],
);

/** Links to a downloadable order item that work without logging in (the confirmation e-mail's), until they expire. */
export const downloadLinks = pgTable(
  "download_links",
  {
    id: serial("id").primaryKey(),
    orderItemId: integer("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("download_links_token_uq").on(t.tokenHash), index("download_links_item_idx").on(t.orderItemId)],
);

/**
 * The file of a downloadable product, uploaded in the back office (issue 13) and kept in storage under a key nobody
 * outside the shop learns (the media route refuses downloads/ keys too). The demo's inspiration kit is a file in
 * data/files instead (data/catalog/downloads.ts), until an owner uploads another.
 */
export const productDownloads = pgTable("product_downloads", {
  productId: integer("product_id")
    .primaryKey()
    .references(() => products.id, { onDelete: "cascade" }),
  storageKey: text("storage_key").notNull(),
  /** The name the shopper's browser saves it as. */
  fileName: text("file_name").notNull(),
  contentType: text("content_type").notNull(),
  sizeBytes: integer("size_bytes").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** How many times an order item's file was downloaded, for a product that allows a number of downloads. */
export const orderItemDownloads = pgTable("order_item_downloads", {
  orderItemId: integer("order_item_id")
    .primaryKey()
    .references(() => orderItems.id, { onDelete: "cascade" }),
  downloads: integer("downloads").notNull().default(0),
});

/**
 * Pet birthdays shoppers share with our artists (POST /api/share/artists), who send a greeting each year. The
 * back office marks the greeting for a birthday sent: `greeted_year` is the year of the birthday it was for, with
 * who marked it (the staff e-mail, as the audit log keeps it) and when; a year later the next one is due.
 */
export const sharedBirthdays = pgTable("shared_birthdays", {
  id: serial("id").primaryKey(),
  customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
  petName: text("pet_name").notNull(),
  birthday: date("birthday", { mode: "string" }).notNull(),
  uploadId: uuid("upload_id").references(() => uploads.id, { onDelete: "set null" }),
  ownerEmail: text("owner_email").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  greetedYear: integer("greeted_year"),
  greetedBy: text("greeted_by"),
  greetedAt: timestamp("greeted_at", { withTimezone: true }),
});

/**
 * Customer stories shoppers send in (POST /api/share/customer-stories), with their `consent` to publish them.
 * The back office works through them: `state` new → handled or archived; `handled_by` (the staff e-mail, as the
 * audit log keeps it) and `handled_at` say who moved it out of new and when, and are cleared when it goes back.
 */
export const customerStories = pgTable(
  "customer_stories",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    story: text("story").notNull(),
    uploadId: uuid("upload_id").references(() => uploads.id, { onDelete: "set null" }),
    consent: boolean("consent").notNull(),
    state: text("state").notNull().default("new"),
    handledBy: text("handled_by"),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("customer_stories_state_ck", sql`${t.state} IN ('new', 'handled', 'archived')`)],
);
