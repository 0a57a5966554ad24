/**
 * The database schema (spec §3). Money is integer cents of the base currency; rates are numeric.
 * Migrations are generated from this file with `npm run db:generate` and committed under db/migrations.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export const categories = pgTable(
  "categories",
  {
    id: integer("id").primaryKey(),
    parentId: integer("parent_id"),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    urlKey: text("url_key").notNull(),
    urlPath: text("url_path").notNull(),
    path: text("path").notNull(),
    level: integer("level").notNull(),
    position: integer("position").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    description: text("description").notNull().default(""),
    menuColumn: text("menu_column"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("categories_slug_uq").on(t.slug), index("categories_parent_idx").on(t.parentId)],
);

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    sku: text("sku").notNull(),
    parentSku: text("parent_sku"),
    typeId: text("type_id").notNull(),
    name: text("name").notNull(),
    urlKey: text("url_key").notNull(),
    urlPath: text("url_path").notNull(),
    description: text("description").notNull().default(""),
    shortDescription: text("short_description").notNull().default(""),
    image: text("image").notNull().default(""),
    mediaGallery: jsonb("media_gallery").$type<{ image: string; label: string; video?: string | null }[]>().notNull().default([]),
    status: integer("status").notNull().default(1),
    visibility: integer("visibility").notNull().default(4),
    taxClassId: integer("tax_class_id").notNull().default(2),
    priceCents: integer("price_cents").notNull(),
    specialPriceCents: integer("special_price_cents"),
    specialFromDate: timestamp("special_from_date", { withTimezone: true }),
    specialToDate: timestamp("special_to_date", { withTimezone: true }),
    configurableOptions: jsonb("configurable_options").$type<unknown[]>().notNull().default([]),
    customAttributes: jsonb("custom_attributes").$type<Record<string, string | number>>().notNull().default({}),
    bundleOptions: jsonb("bundle_options").$type<unknown[]>().notNull().default([]),
    productLinks: jsonb("product_links").$type<unknown[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("products_sku_uq").on(t.sku),
    index("products_parent_sku_idx").on(t.parentSku),
    index("products_updated_idx").on(t.updatedAt),
    index("products_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
  ],
);

export const productCategories = pgTable(
  "product_categories",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] }), index("product_categories_category_idx").on(t.categoryId)],
);

export const stock = pgTable("stock", {
  productId: integer("product_id")
    .primaryKey()
    .references(() => products.id, { onDelete: "cascade" }),
  qty: integer("qty").notNull().default(0),
  isInStock: boolean("is_in_stock").notNull().default(true),
  manageStock: boolean("manage_stock").notNull().default(true),
});

export const taxRules = pgTable("tax_rules", {
  id: integer("id").primaryKey(),
  code: text("code").notNull(),
  productTaxClassIds: integer("product_tax_class_ids").array().notNull(),
  customerTaxClassIds: integer("customer_tax_class_ids").array().notNull(),
  rates: jsonb("rates")
    .$type<{ rate: number; tax_country_id: string; tax_region_id: number; region_name: string }[]>()
    .notNull(),
});

export const currencies = pgTable("currencies", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  symbol: text("symbol").notNull(),
  rate: numeric("rate", { precision: 18, scale: 8, mode: "number" }).notNull(),
  position: integer("position").notNull().default(0),
});

export const cmsStories = pgTable(
  "cms_stories",
  {
    id: serial("id").primaryKey(),
    uuid: text("uuid").notNull(),
    fullSlug: text("full_slug").notNull(),
    name: text("name").notNull(),
    content: jsonb("content").$type<Record<string, unknown>>().notNull(),
    published: boolean("published").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("cms_stories_slug_uq").on(t.fullSlug), uniqueIndex("cms_stories_uuid_uq").on(t.uuid)],
);

export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  email: text("email").primaryKey(),
  subscribed: boolean("subscribed").notNull().default(true),
  /**
   * SHA-256 of the token the unsubscribe link in our e-mails carries (made with the row, so the welcome
   * e-mail has it); null for rows older than the link, whose owner unsubscribes signed in.
   */
  unsubscribeTokenHash: text("unsubscribe_token_hash"),
  /** Where the address subscribed first (NEWSLETTER_SOURCES): the storefront's form, signed in or not. */
  source: text("source").notNull().default("form"),
  /** When the address last unsubscribed (by its link, its account, or the shop); null while subscribed. */
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row: the catalogue's version, bumped by triggers whenever products, stock, categories or their
 * links change (see migration 0002). Cached catalogue answers are keyed by it, so every process sees a
 * change at once.
 */
export const catalogState = pgTable("catalog_state", {
  id: integer("id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
});

/**
 * URL rewrites (spec §3 "Url rewrite result", §7): an old request path (one leading and one trailing slash,
 * no query) that redirects to target_path with 301 (rewrite option "RP") or 302.
 */
export const urlRewrites = pgTable(
  "url_rewrites",
  {
    id: serial("id").primaryKey(),
    requestPath: text("request_path").notNull(),
    targetPath: text("target_path").notNull(),
    redirectType: integer("redirect_type").notNull().default(301),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("url_rewrites_request_path_uq").on(t.requestPath),
    check("url_rewrites_redirect_type_ck", sql`${t.redirectType} IN (301, 302)`),
  ],
);

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * Derived search data (spec §9 search), one row per product that search may show (enabled, visibility 3
 * or 4, sellable): the weighted document (name A, category names C) and the product's own and its
 * children's skus in lower case (skus match whole). Triggers of migration 0004_search keep it current;
 * never written by code. GIN fast update is off: its pending list is only merged by (auto)vacuum, which
 * embedded PGlite never runs, and every query would scan it. Words are searched through search_postings.
 */
export const searchDocuments = pgTable(
  "search_documents",
  {
    productId: integer("product_id")
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    document: tsvector("document").notNull(),
    skus: text("skus").array().notNull(),
  },
  (t) => [
    index("search_documents_document_idx").using("gin", t.document).with({ fastupdate: false }),
    index("search_documents_skus_idx").using("gin", t.skus).with({ fastupdate: false }),
  ],
);

/**
 * The words of each search document with the document's score for the word: ts_rank of the document for
 * that word alone, name (A) weighing 1 and category names (C) 0.25. A query's score for a document is a
 * weighted sum of these (see modules/search/terms.ts), so a search reads only the postings of its words,
 * from one index written by hand in migration 0017_search_postings: search_postings_word_idx
 * (word text_pattern_ops, score DESC, product_id), which holds a word's postings best first and whose
 * pattern operator class serves a word prefix as a range. Kept by search_refresh; never written by code.
 */
export const searchPostings = pgTable(
  "search_postings",
  {
    word: text("word").notNull(),
    productId: integer("product_id")
      .notNull()
      .references(() => searchDocuments.productId, { onDelete: "cascade" }),
    score: real("score").notNull(),
  },
  (t) => [index("search_postings_product_idx").on(t.productId)],
);

/** Every word of the search documents: the dictionary that typo tolerance expands query words from. */
export const searchWords = pgTable(
  "search_words",
  { word: text("word").primaryKey() },
  (t) => [index("search_words_prefix_idx").on(sql`left(${t.word}, 2)`)],
);

/**
 * Derived listing data (spec §4 "Category listing"), only for listed products (enabled, visibility 2, 3
 * or 4, sellable): one row per category of the product, and one with category_id null for listings not
 * narrowed to a category, so a page of a category is a range of an index instead of a join over every
 * product. Triggers of migration 0008_product_listing keep it current; never written by code.
 *
 * The final price depends on the time, so it is not stored: the special price is kept only when it is
 * below the price, with its window as instants (special_until is the day after special_to_date, UTC), and
 * queries pick the price that applies now. Two covering indexes written by hand in the migration (drizzle
 * cannot declare INCLUDE) serve the price sorts and the aggregations without reading the table:
 * product_listing_price_idx (category_id, price_cents, product_id) and product_listing_special_price_idx
 * (category_id, special_price_cents, product_id) for rows with a special price.
 */
export const productListing = pgTable(
  "product_listing",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    categoryId: integer("category_id"),
    /** Every category of the product, for the category filter of several categories and the category counts. */
    categoryIds: integer("category_ids").array().notNull(),
    typeId: text("type_id").notNull(),
    name: text("name").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    priceCents: integer("price_cents").notNull(),
    specialPriceCents: integer("special_price_cents"),
    specialFrom: timestamp("special_from", { withTimezone: true }),
    specialUntil: timestamp("special_until", { withTimezone: true }),
  },
  (t) => [
    unique("product_listing_product_category_uq").on(t.productId, t.categoryId).nullsNotDistinct(),
    index("product_listing_latest_idx").on(t.categoryId, t.updatedAt.desc(), t.productId.desc()),
  ],
);

/**
 * product_listing counted by the values the listing's aggregations read (the row's category, the product's
 * categories, its price and special price with the window): a category's total, price and category counts
 * are sums over these few rows rather than over every product in it. A trigger on product_listing keeps
 * it (migration 0012_listing_counts); never written by code.
 */
export const productListingCounts = pgTable(
  "product_listing_counts",
  {
    categoryId: integer("category_id"),
    categoryIds: integer("category_ids").array().notNull(),
    priceCents: integer("price_cents").notNull(),
    specialPriceCents: integer("special_price_cents"),
    specialFrom: timestamp("special_from", { withTimezone: true }),
    specialUntil: timestamp("special_until", { withTimezone: true }),
    /** How many listing rows hold these values; a row is deleted when none does. */
    products: integer("products").notNull(),
  },
  (t) => [
    unique("product_listing_counts_uq")
      .on(t.categoryId, t.categoryIds, t.priceCents, t.specialPriceCents, t.specialFrom, t.specialUntil)
      .nullsNotDistinct(),
  ],
);

/**
 * Server carts (spec §3 "Cart state", §7 "Cart"). A browser reaches a cart through a random token it keeps
 * as cartServerToken (see cart_tokens). A customer cart (customer_id set) has one token per device and is
 * the customer's only active cart. `version` grows with every change so totals and order placement can
 * tell a cart that moved under them.
 */
export const carts = pgTable(
  "carts",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id"),
    isActive: boolean("is_active").notNull().default(true),
    couponCode: text("coupon_code"),
    shippingCountry: text("shipping_country"),
    shippingRegionId: integer("shipping_region_id"),
    shippingMethodCode: text("shipping_method_code"),
    paymentMethodCode: text("payment_method_code"),
    email: text("email"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    recoveryId: text("recovery_id").notNull(),
    recoveryCodeHash: text("recovery_code_hash").notNull(),
    /** When the "you left something in your cart" e-mail went out; it goes once per cart. */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    version: integer("version").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("carts_recovery_id_uq").on(t.recoveryId),
    index("carts_customer_idx").on(t.customerId),
    uniqueIndex("carts_customer_active_uq").on(t.customerId).where(sql`${t.isActive} and ${t.customerId} is not null`),
  ],
);

/**
 * The tokens that reach a cart (the browser's cartServerToken), stored as SHA-256 only. A guest cart has
 * one; a customer cart gets one more for every device the customer signs in on.
 */
export const cartTokens = pgTable(
  "cart_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("cart_tokens_cart_idx").on(t.cartId)],
);

/** A cart line; `id` is the server_item_id the browser keeps. One line per sku and configuration checksum. */
export const cartItems = pgTable(
  "cart_items",
  {
    id: serial("id").primaryKey(),
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    sku: text("sku").notNull(),
    parentSku: text("parent_sku"),
    qty: integer("qty").notNull(),
    checksum: text("checksum").notNull().default(""),
    productOption: jsonb("product_option").$type<Record<string, unknown>>(),
    giftcardOptions: jsonb("giftcard_options").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("cart_items_line_uq").on(t.cartId, t.sku, t.checksum),
    check("cart_items_qty_ck", sql`${t.qty} > 0`),
  ],
);

/**
 * Coupons (issue 16): a percent or a fixed amount off, on the whole cart or on chosen products or categories,
 * from a minimum subtotal, within an optional window. Shoppers type one of its codes (coupon_codes): one
 * code, or a batch of unique ones. Uses are not stored apart: a use is an order that carries the code
 * (orders.coupon_code), so it is counted exactly once per placed order and given back with the order.
 */
export const coupons = pgTable(
  "coupons",
  {
    id: serial("id").primaryKey(),
    description: text("description").notNull(),
    /** Whole percent off (percent coupons) … */
    percent: integer("percent"),
    /** … or cents off (fixed coupons); exactly one of the two is set. */
    amountCents: integer("amount_cents"),
    /** Empty for both: the whole cart; else only lines of these products or of products in these categories. */
    productIds: integer("product_ids").array().notNull().default(sql`'{}'::integer[]`),
    categoryIds: integer("category_ids").array().notNull().default(sql`'{}'::integer[]`),
    minSubtotalCents: integer("min_subtotal_cents"),
    /** How many orders may carry each of its codes; null: no limit. */
    usesPerCode: integer("uses_per_code"),
    /** How many orders of one customer (or one e-mail address) may use the coupon; null: no limit. */
    usesPerCustomer: integer("uses_per_customer"),
    isActive: boolean("is_active").notNull().default(true),
    fromDate: timestamp("from_date", { withTimezone: true }),
    toDate: timestamp("to_date", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("coupons_percent_ck", sql`${t.percent} > 0 AND ${t.percent} <= 100`),
    check("coupons_amount_ck", sql`${t.amountCents} > 0`),
    check("coupons_one_kind_ck", sql`(${t.percent} is null) <> (${t.amountCents} is null)`),
    check("coupons_window_ck", sql`${t.fromDate} is null or ${t.toDate} is null or ${t.fromDate} < ${t.toDate}`),
  ],
);

/** The codes of a coupon (stored upper-case), each unique across the shop. */
export const couponCodes = pgTable(
  "coupon_codes",
  {
    code: text("code").primaryKey(),
    couponId: integer("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("coupon_codes_coupon_idx").on(t.couponId)],
);

/** Gift cards with their remaining balance in cents; the balance never goes below zero. */
export const giftCards = pgTable(
  "gift_cards",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    initialCents: integer("initial_cents").notNull(),
    balanceCents: integer("balance_cents").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("gift_cards_code_uq").on(t.code), check("gift_cards_balance_ck", sql`${t.balanceCents} >= 0`)],
);

/** Gift cards applied to a cart, with the amount the shopper chose to use (change-value). */
export const cartGiftCards = pgTable(
  "cart_gift_cards",
  {
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    giftCardId: integer("gift_card_id")
      .notNull()
      .references(() => giftCards.id),
    amountCents: integer("amount_cents").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.giftCardId] })],
);

export const orderIncrementSeq = pgSequence("order_increment_seq", { startWith: 100000001 });

/**
 * Placed orders (spec §3 "Order (placed) payload"). `orderKey` is the browser's order hash: unique, so a
 * repeated submission finds the order it already placed. `paymentState` walks pending → authorized; an
 * order is only shown to the shopper as placed once authorized.
 */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    incrementId: text("increment_id").notNull(),
    orderKey: text("order_key").notNull(),
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id),
    customerId: integer("customer_id"),
    status: integer("status").notNull().default(1),
    paymentState: text("payment_state").notNull().default("pending"),
    email: text("email").notNull(),
    currencyCode: text("currency_code").notNull(),
    subtotalCents: integer("subtotal_cents").notNull(),
    discountCents: integer("discount_cents").notNull(),
    taxCents: integer("tax_cents").notNull(),
    shippingCents: integer("shipping_cents").notNull(),
    giftCardCents: integer("gift_card_cents").notNull(),
    grandTotalCents: integer("grand_total_cents").notNull(),
    couponCode: text("coupon_code"),
    shippingAddress: jsonb("shipping_address").$type<Record<string, unknown>>(),
    billingAddress: jsonb("billing_address").$type<Record<string, unknown>>().notNull(),
    shippingMethodCode: text("shipping_method_code").notNull(),
    paymentMethodCode: text("payment_method_code").notNull(),
    paymentReference: text("payment_reference"),
    /** Given back so far, pending refunds included (order_refunds): never more than grand_total_cents. */
    refundedCents: integer("refunded_cents").notNull().default(0),
    personalDetails: jsonb("personal_details").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_increment_id_uq").on(t.incrementId),
    uniqueIndex("orders_order_key_uq").on(t.orderKey),
    index("orders_customer_idx").on(t.customerId),
    // A coupon's uses are the orders that carry its code.
    index("orders_coupon_code_idx").on(t.couponCode),
    // The back office's order list: newest placed orders first, and its search by e-mail and name.
    index("orders_state_created_idx").on(t.paymentState, t.createdAt),
    index("orders_email_trgm_idx").using("gin", sql`${t.email} gin_trgm_ops`),
    index("orders_name_trgm_idx").using("gin", sql`(coalesce(${t.personalDetails}->>'firstName', '') || ' ' || coalesce(${t.personalDetails}->>'lastName', '')) gin_trgm_ops`),
    check("orders_payment_state_ck", sql`${t.paymentState} IN ('pending', 'authorized', 'declined')`),
    check("orders_refunded_ck", sql`${t.refundedCents} BETWEEN 0 AND ${t.grandTotalCents}`),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    sku: text("sku").notNull(),
    parentSku: text("parent_sku"),
    name: text("name").notNull(),
    typeId: text("type_id").notNull(),
    qty: integer("qty").notNull(),
    priceCents: integer("price_cents").notNull(),
    discountCents: integer("discount_cents").notNull(),
    taxCents: integer("tax_cents").notNull(),
    productOption: jsonb("product_option").$type<Record<string, unknown>>(),
    giftcardOptions: jsonb("giftcard_options").$type<Record<string, unknown>>(),
    /** The item's production status (spec §3 "Order statuses (numeric)"); 2 created when placed. */
    statusId: integer("status_id").notNull().default(2),
    estimatedShipmentDate: timestamp("estimated_shipment_date", { withTimezone: true }),
    /** While the item is on hold (status 14): the status it goes back to when released. */
    heldFromStatusId: integer("held_from_status_id"),
  },
  (t) => [
    index("order_items_order_idx").on(t.orderId),
    // The back office: orders with an item in a status, and the search by sku.
    index("order_items_status_idx").on(t.statusId, t.orderId),
    index("order_items_sku_trgm_idx").using("gin", sql`${t.sku} gin_trgm_ops`),
    check("order_items_status_ck", sql`${t.statusId} BETWEEN 1 AND 22`),
  ],
);

/** The gift card amounts an order used; kept so a declined payment can give them back. */
export const orderGiftCards = pgTable(
  "order_gift_cards",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    giftCardId: integer("gift_card_id")
      .notNull()
      .references(() => giftCards.id),
    amountCents: integer("amount_cents").notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.giftCardId] })],
);

/**
 * Customer accounts (spec §3 "Customer/user"). E-mails are stored lower-cased. A customer who only ever
 * used the passwordless link has no password hash. The password hash is scrypt (memory-hard), see
 * infra/security/passwords.ts.
 */
export const customers = pgTable(
  "customers",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phoneNumber: text("phone_number"),
    passwordHash: text("password_hash"),
    /**
     * When the customer first showed they hold the e-mail (a sign-in or reset link); null while nobody has.
     * The first proof drops a password set before it (users/accounts.ts emailProven).
     */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    groupId: integer("group_id").notNull().default(1),
    defaultBillingAddressId: integer("default_billing_address_id"),
    defaultShippingAddressId: integer("default_shipping_address_id"),
    /** Set by staff: a disabled account cannot sign in, and its sessions have ended. */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("customers_email_uq").on(t.email)],
);

/**
 * A signed-in session: an access token (short-lived) and a refresh token, both stored as SHA-256 only.
 * Logout and a password change set revoked_at; a revoked or expired token is refused.
 */
export const customerSessions = pgTable(
  "customer_sessions",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    accessTokenHash: text("access_token_hash").notNull(),
    refreshTokenHash: text("refresh_token_hash").notNull(),
    accessExpiresAt: timestamp("access_expires_at", { withTimezone: true }).notNull(),
    refreshExpiresAt: timestamp("refresh_expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /**
     * The sign-in this session descends from by refreshing (the first session's id); null for the first
     * one itself. A refresh token used twice ends the whole family.
     */
    familyId: integer("family_id"),
    /** When its refresh token was traded for the next pair (revoked_at is set then too). */
    exchangedAt: timestamp("exchanged_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("customer_sessions_access_uq").on(t.accessTokenHash),
    uniqueIndex("customer_sessions_refresh_uq").on(t.refreshTokenHash),
    index("customer_sessions_customer_idx").on(t.customerId),
    index("customer_sessions_family_idx").on(t.familyId),
  ],
);

/**
 * Single-use tokens: the passwordless login link and the password reset link (both e-mailed), and the
 * registration token a passwordless link answers for an e-mail without an account. Only a hash is
 * stored; used_at is set when it is spent.
 */
export const emailTokens = pgTable(
  "email_tokens",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    email: text("email").notNull(),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("email_tokens_hash_uq").on(t.tokenHash),
    check("email_tokens_kind_ck", sql`${t.kind} IN ('login', 'password_reset', 'registration')`),
  ],
);

/**
 * Counters for what can be brute-forced (login, reset, gift card codes), keyed by what is counted
 * ("login:email:…", "login:ip:…"). In the database, so every API process sees the same count.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
});

/**
 * Places an account has signed in from (infra/security/sign-in-limits.ts): the account and client address
 * block together, keyed as their rate limit ("login:account-ip:sha256(…)"), so neither is stored as such.
 */
export const signInPlaces = pgTable("sign_in_places", {
  key: text("key").primaryKey(),
  lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }).notNull(),
});

/** A customer's address book (spec §3 "Address payload"). */
export const customerAddresses = pgTable(
  "customer_addresses",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    street: jsonb("street").$type<string[]>().notNull(),
    city: text("city").notNull(),
    postcode: text("postcode").notNull(),
    countryId: text("country_id").notNull(),
    regionId: integer("region_id"),
    region: text("region").notNull().default(""),
    telephone: text("telephone").notNull(),
    company: text("company"),
    vatId: text("vat_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("customer_addresses_customer_idx").on(t.customerId)],
);

/** Shipments of an order item (spec §3 "Order item": carrier_code, tracking_number, shipment_date). */
export const orderItemShipments = pgTable(
  "order_item_shipments",
  {
    id: serial("id").primaryKey(),
    orderItemId: integer("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    carrierCode: text("carrier_code").notNull(),
    trackingNumber: text("tracking_number").notNull(),
    shipmentDate: timestamp("shipment_date", { withTimezone: true }).notNull(),
  },
  (t) => [index("order_item_shipments_item_idx").on(t.orderItemId)],
);

/** Every status change of an order item, by whom (the staff tool) and when: the production log. */
export const orderItemStatusLog = pgTable(
  "order_item_status_log",
  {
    id: serial("id").primaryKey(),
    orderItemId: integer("order_item_id")
      .notNull()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    statusId: integer("status_id").notNull(),
    note: text("note").notNull().default(""),
    changedBy: text("changed_by").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_item_status_log_item_idx").on(t.orderItemId)],
);

/**
 * What a customizable product's configurator needs besides the product row (spec §3 "Customization",
 * "Custom-plushie data"): the customization tree, the rush production add-ons (prices come from the
 * add-on products at read time), the extra-photo add-ons and the body parts. A table of its own rather
 * than columns on products: a tree is tens of kilobytes that only the product page, render-list and the
 * server's validation read, while listings, search, carts and orders read product rows in bulk; and
 * editing a tree must not touch products.updated_at ("Latest") nor re-run the listing and search triggers.
 * A trigger of migration 0011 bumps the catalogue version, so cached catalogue answers see a change.
 */
export const productCustomizations = pgTable("product_customizations", {
  productId: integer("product_id")
    .primaryKey()
    .references(() => products.id, { onDelete: "cascade" }),
  customizations: jsonb("customizations").$type<unknown[]>().notNull(),
  /** [{ sku, text, isDomestic, turnaround_time }]: the price is the add-on product's. */
  rushUpgrades: jsonb("rush_upgrades").$type<unknown[]>().notNull().default([]),
  /** [{ sku, label, qty }]. */
  extraPhotosUpgrades: jsonb("extra_photos_upgrades").$type<unknown[]>().notNull().default([]),
  bodyParts: jsonb("body_parts").$type<unknown[]>().notNull().default([]),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Uploaded photos (spec §3 "Uploaded image"). Only images that decoded are stored, re-encoded without
 * their metadata (no EXIF, no GPS); the file lives in storage under storage_key and is served through
 * /api/media so the edits query makes thumbnails.
 */
export const uploads = pgTable(
  "uploads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    type: integer("type").notNull(),
    storageKey: text("storage_key").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** The optional `product` field of the upload (a product id or sku), as sent. */
    product: text("product"),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("uploads_storage_key_uq").on(t.storageKey),
    index("uploads_customer_idx").on(t.customerId),
    check("uploads_type_ck", sql`${t.type} BETWEEN 1 AND 5`),
  ],
);

/**
 * A custom plush being made (spec §3 "Custom-plushie data"): created when a shopper starts configuring,
 * named by a short code the shopper quotes when e-mailing photos later.
 */
export const plushies = pgTable(
  "plushies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id),
    shortCode: text("short_code").notNull(),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("plushies_short_code_uq").on(t.shortCode)],
);

/** "Send your photos later" reminders (POST /plushie-reminders): one per plushie and e-mail address. */
export const plushieReminders = pgTable(
  "plushie_reminders",
  {
    id: serial("id").primaryKey(),
    plushieId: uuid("plushie_id")
      .notNull()
      .references(() => plushies.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("plushie_reminders_plushie_email_uq").on(t.plushieId, t.email)],
);

// Later areas keep their tables in files of their own under schema/, re-exported here for drizzle-kit and the Db type.
export * from "./schema/content.ts";
export * from "./schema/promotions.ts";
export * from "./schema/engagement.ts";
export * from "./schema/logging.ts";
export * from "./schema/staff.ts";
export * from "./schema/staff-passkeys.ts";
export * from "./schema/jobs.ts";
export * from "./schema/secrets.ts";
export * from "./schema/payments.ts";
export * from "./schema/giftcards.ts";
export * from "./schema/catalogue-imports.ts";
