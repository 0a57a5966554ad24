/**
 * A product's regular price from the staff tool (issue 18): the change a shop owner makes most often, and the
 * one the storefront's render cache must show everywhere within a second (the catalogue version's triggers
 * see it). The answer names the moment the change was committed, so that `npm run bench` can time the delay
 * from there to the pages showing it.
 */
import { eq } from "drizzle-orm";
import { formatMoney } from "@petsies/domain";
import type { Db } from "../db/client.ts";
import { products } from "../db/schema.ts";
import { Invalid, NotFound } from "../infra/errors.ts";

export const PRODUCT_USAGE = `  product price <sku> <amount>                         set a product's regular price in US dollars (e.g. 39.00)`;

/** The largest regular price the tool sets: $100,000. */
const MAX_PRICE_CENTS = 10_000_000;

/** "39", "39.5" or "39.00" in US dollars → cents; anything else is refused in words. */
export function priceCents(text: string): number {
  const match = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim());
  const cents = match ? Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0")) : NaN;
  if (!(cents >= 0 && cents <= MAX_PRICE_CENTS)) throw new Invalid(`"${text}" is not a price: write US dollars such as 39.00 (at most 100000.00)`);
  return cents;
}

/** Leaves updated_at alone: it orders "Latest", which a price change does not make a product. */
export async function setProductPrice(db: Db, sku: string, amount: string): Promise<string> {
  const cents = priceCents(amount);
  const [before] = await db.select({ priceCents: products.priceCents }).from(products).where(eq(products.sku, sku)).limit(1);
  if (!before) throw new NotFound(`no product has the sku "${sku}"`);
  await db.update(products).set({ priceCents: cents }).where(eq(products.sku, sku));
  const usd = { symbol: "$" };
  return `${sku}: regular price ${formatMoney(before.priceCents, usd)} → ${formatMoney(cents, usd)} (committed at ${new Date().toISOString()})`;
}
