/**
 * Tables of the promotions area (issue 7): campaigns with their countdown banner and discounts, the campaign
 * a cart takes part in, and the bases of the shop's statistics. Kept apart from schema.ts so that work on
 * different areas never edits one file.
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { carts, categories, products } from "../schema.ts";

/** The countdown banner as a campaign stores it (spec §3 "Promotion banner content"); `date` is ISO 8601. */
export interface CountdownData {
  title: string;
  description: string;
  date: string;
  version: number;
  style: { background_color: string; text_color: string; numbers_color: string };
  blacklist_urls: string[];
}

/** A picture banner of a campaign, shown where content places it. */
export interface ImageBannerData {
  image: string;
  alt: string;
  link: string;
}

/**
 * Promotion campaigns. `code` is what a marketing link carries (the `data` of an update request); `token`
 * is the campaignToken a browser keeps to stay in the campaign. The default campaign (one at most, which the
 * database holds to) is what every shopper gets without a token while it runs. A disabled campaign runs for
 * no one. `updated_at` moves with every staff change, so the storefront's page version sees it.
 */
export const campaigns = pgTable(
  "campaigns",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    token: text("token").notNull(),
    name: text("name").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    countdown: jsonb("countdown").$type<CountdownData>(),
    imageBanner: jsonb("image_banner").$type<ImageBannerData>(),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("campaigns_code_uq").on(t.code),
    uniqueIndex("campaigns_token_uq").on(t.token),
    uniqueIndex("campaigns_one_default_uq").on(t.isDefault).where(sql`${t.isDefault}`),
    check("campaigns_window_ck", sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

/**
 * The products a campaign discounts (spec §3 "Campaign content" discounts), each by a whole percent off its
 * price or by a fixed amount off each unit (cents), never both.
 */
export const campaignProducts = pgTable(
  "campaign_products",
  {
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    percentOff: integer("percent_off"),
    amountOffCents: integer("amount_off_cents"),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.productId] }),
    index("campaign_products_product_idx").on(t.productId),
    check("campaign_products_percent_ck", sql`${t.percentOff} between 1 and 99`),
    check("campaign_products_amount_ck", sql`${t.amountOffCents} > 0`),
    check("campaign_products_one_discount_ck", sql`(${t.percentOff} is null) <> (${t.amountOffCents} is null)`),
  ],
);

/**
 * The categories a campaign discounts: every product of the category by a whole percent or a fixed amount,
 * unless the campaign names the product itself (campaign_products), whose discount then counts.
 */
export const campaignCategories = pgTable(
  "campaign_categories",
  {
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    percentOff: integer("percent_off"),
    amountOffCents: integer("amount_off_cents"),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.categoryId] }),
    check("campaign_categories_percent_ck", sql`${t.percentOff} between 1 and 99`),
    check("campaign_categories_amount_ck", sql`${t.amountOffCents} > 0`),
    check("campaign_categories_one_discount_ck", sql`(${t.percentOff} is null) <> (${t.amountOffCents} is null)`),
  ],
);

/** The campaign a cart takes part in (set by an update request with its cartId); without a row, the default one. */
export const cartCampaigns = pgTable("cart_campaigns", {
  cartId: integer("cart_id")
    .primaryKey()
    .references(() => carts.id, { onDelete: "cascade" }),
  campaignId: integer("campaign_id")
    .notNull()
    .references(() => campaigns.id, { onDelete: "cascade" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** What a statistic counts from before this shop's own orders (GET /statistic-values adds its real count). */
export const statisticBases = pgTable(
  "statistic_bases",
  {
    metric: text("metric").primaryKey(),
    base: integer("base").notNull(),
  },
  (t) => [check("statistic_bases_base_ck", sql`${t.base} >= 0`)],
);
