/**
 * The version of what the storefront's pages show (issue 18): the storefront keeps rendered pages and
 * resolved paths while this stays the same, and every storefront process asks for it a few times a second,
 * so it must stay one cheap query. It joins the catalogue version the triggers bump (products, stock,
 * categories, currencies: see migration 0002) with a mark of the published stories (publishing sets
 * updated_at; a removal lowers the count) and of the URL rewrites. It only ever goes up or changes: the
 * storefront compares it for equality.
 */
import { sql } from "drizzle-orm";
import { selectRows, type Db } from "../../db/client.ts";

export async function pageVersion(db: Db): Promise<string> {
  const rows = await selectRows<{ catalog: string | number | null; stories: string | null; rewrites: string | null }>(db, sql`
    select
      (select version from catalog_state where id = 1) as catalog,
      (select count(*) || '-' || coalesce(extract(epoch from max(updated_at))::text, '') from cms_stories where published) as stories,
      (select count(*) || '-' || coalesce(max(id), 0) from url_rewrites) as rewrites`);
  const row = rows[0];
  return `${row?.catalog ?? 0}.${row?.stories ?? ""}.${row?.rewrites ?? ""}`;
}
