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
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
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
 * embedded PGlite never runs, and every query would scan it.
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

/** Every word of the search documents: the dictionary that typo tolerance expands query words from. */
export const searchWords = pgTable(
  "search_words",
  { word: text("word").primaryKey() },
  (t) => [index("search_words_prefix_idx").on(sql`left(${t.word}, 2)`)],
);
