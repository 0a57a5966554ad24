/** The shop's small answers that every page may read: currencies, a product's stock, the pages' version and the sitemap. */
import { z } from "zod";

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

export type StockItem = z.infer<typeof stockItem>;
