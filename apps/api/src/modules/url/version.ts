/**
 * The version of what the storefront's pages show (issue 18): the storefront keeps rendered pages and
 * resolved paths while this stays the same, and every storefront process asks for it a few times a second,
 * so it must stay cheap. It joins:
 * - the catalogue version the triggers bump (products, stock, categories, currencies: see migration 0002);
 * - a mark of the published stories (publishing sets updated_at; a removal lowers the count);
 * - a mark of the URL rewrites;
 * - a mark of the approved reviews (a product page shows them, and its rating);
 * - a mark of the campaigns (every staff change moves their updated_at) and the products they discount;
 * - the last instant, up to now, at which a special price or a campaign started or ended: time changes
 *   prices with no write, and every process reads the same instant from the same rows.
 * It is compared for equality only, so every part may go up or down.
 */
import { sql } from "drizzle-orm";
import { selectRows, type Db } from "../../db/client.ts";

interface Marks {
  catalog: string | number | null;
  stories: string | null;
  rewrites: string | null;
  reviews: string | null;
  campaigns: string | null;
}

/** Each database's price windows as last read: read again when a mark changes or the next instant comes. */
const windowsOf = new WeakMap<Db, { marks: string; passed: number; next: number }>();

export async function pageVersion(db: Db): Promise<string> {
  const [row] = await selectRows<Marks>(db, sql`
    select
      (select version from catalog_state where id = 1) as catalog,
      (select count(*) || '-' || coalesce(extract(epoch from max(updated_at))::text, '') from cms_stories where published) as stories,
      (select count(*) || '-' || coalesce(max(id), 0) from url_rewrites) as rewrites,
      (select count(*) || '-' || coalesce(extract(epoch from max(updated_at))::text, '') from reviews where status = 'approved') as reviews,
      (select count(*) || '-' || coalesce(max(id), 0) || '-' || coalesce(extract(epoch from max(updated_at))::text, '') || '-' || (select count(*) || '-' || coalesce(sum(percent_off), 0) || '-' || coalesce(sum(amount_off_cents), 0) from campaign_products) from campaigns) as campaigns`);
  const marks = `${row?.catalog ?? 0}.${row?.stories ?? ""}.${row?.rewrites ?? ""}.${row?.reviews ?? ""}.${row?.campaigns ?? ""}`;
  let windows = windowsOf.get(db);
  if (!windows || windows.marks !== marks || Date.now() >= windows.next) {
    windows = { marks, ...(await priceWindows(db)) };
    windowsOf.set(db, windows);
  }
  return `${marks}.${windows.passed}`;
}

/**
 * The last instant (ms, 0 when none) at which a special price or a campaign started or ended, and the next
 * one (Infinity when none will). A special price's window starts at special_from_date and ends when its
 * to-date's day ends (UTC), as the catalogue reads it (catalog/cache.ts nextPriceChange).
 */
async function priceWindows(db: Db): Promise<{ passed: number; next: number }> {
  const [row] = await selectRows<{ passed: Date | string | null; next: Date | string | null }>(db, sql`
    select max(at) filter (where at <= now()) as passed, min(at) filter (where at > now()) as next from (
      select special_from_date as at from products where special_price_cents is not null and special_from_date is not null
      union all
      select (date_trunc('day', special_to_date at time zone 'UTC') + interval '1 day') at time zone 'UTC'
      from products where special_price_cents is not null and special_to_date is not null
      union all
      select starts_at from campaigns
      union all
      select ends_at from campaigns
    ) windows`);
  return {
    passed: row?.passed ? new Date(row.passed).getTime() : 0,
    next: row?.next ? new Date(row.next).getTime() : Infinity,
  };
}
