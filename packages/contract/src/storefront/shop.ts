/**
 * The shop's small answers that every page may read: currencies, a product's stock, the pages' version and the
 * sitemap, the newsletter form's answer and the error logger's.
 */
import { z } from "zod";
import type { UrlMapping, UrlRewriteResult } from "@petsies/domain";

/** GET /api/currencies/list. */
export const currencyList = z.array(z.object({ code: z.string(), name: z.string(), symbol: z.string() }));
/** GET /api/currencies/rates: from the base currency. */
export const currencyRates = z.array(z.object({ currency_to: z.string(), rate: z.number() }));

/** One product's stock; `status` is the cart's view: ok to add, or out_of_stock (spec §4 "Adding"). */
export const stockItem = z.object({
  product_id: z.number().int(),
  product_sku: z.string(),
  qty: z.number(),
  is_in_stock: z.boolean(),
  manage_stock: z.boolean(),
  status: z.enum(["ok", "out_of_stock"]),
});
/** GET /api/stock/list. */
export const stockList = z.array(stockItem);

/** GET /api/url/version: the storefront's render cache keeps pages while it stays the same. */
export const pageVersionAnswer = z.object({ version: z.string() });
/** GET /api/url/sitemap: canonical paths of every listed page. */
export const sitemapAnswer = z.array(z.object({ path: z.string(), updated_at: z.string() }));

/** POST /api/url/map: the page a storefront path shows (spec §2 "Routing"). */
export const urlMappingAnswer = z.discriminatedUnion("_type", [
  z.object({
    _type: z.literal("product"),
    _source: z.object({ sku: z.string(), parentSku: z.string().nullable(), childSku: z.string().nullable(), type_id: z.string() }),
    route_name: z.string(),
    /** Set when the path must move there with a 301 (a configurable's child visited directly). */
    redirect_to: z.string().optional(),
  }),
  z.object({ _type: z.literal("category"), _source: z.object({ id: z.number().int(), slug: z.string() }), route_name: z.string() }),
  z.object({ _type: z.literal("cms_page"), _source: z.object({ full_slug: z.string() }), route_name: z.string() }),
]);
/** GET /api/url-rewrite/redirect: where an old path moves, and how. */
export const urlRewriteAnswer = z.object({
  target_path: z.string(),
  rewrite_options: z.enum(["RP", "R"]),
  status: z.union([z.literal(301), z.literal(302)]),
});

/** GET, POST and DELETE /api/ext/mailchimp-subscribe/subscribe: whether the address is subscribed now. */
export const newsletterAnswer = z.boolean();

/** POST /api/error-log answers 202 with this result: the report was taken, nothing more is said. */
export const errorLogAccepted = z.literal("Accepted");

export type StockItem = z.infer<typeof stockItem>;
export type NewsletterAnswer = z.infer<typeof newsletterAnswer>;
export type ErrorLogAccepted = z.infer<typeof errorLogAccepted>;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const mappingsAgree: Same<UrlMapping, z.infer<typeof urlMappingAnswer>> = true;
const rewritesAgree: Same<UrlRewriteResult, z.infer<typeof urlRewriteAnswer>> = true;
void [mappingsAgree, rewritesAgree];
