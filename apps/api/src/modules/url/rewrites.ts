/** URL rewrites (spec §3 "Url rewrite result", §7): an old request path and where it now redirects. */
import { eq } from "drizzle-orm";
import { normaliseRequestPath, rewriteOptionsFor, type RedirectStatus, type UrlRewriteResult } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { urlRewrites } from "../../db/schema.ts";
import { Invalid, NotFound } from "../../infra/errors.ts";

export async function findRewrite(db: Db, requestPath: string): Promise<UrlRewriteResult> {
  const path = normaliseRequestPath(requestPath);
  if (path === null) throw new Invalid("requestPath must be a path such as /old-page/");
  const [row] = await db
    .select({ targetPath: urlRewrites.targetPath, redirectType: urlRewrites.redirectType })
    .from(urlRewrites)
    .where(eq(urlRewrites.requestPath, path))
    .limit(1);
  if (!row) throw new NotFound("No rewrite found");
  const status: RedirectStatus = row.redirectType === 301 ? 301 : 302;
  return { target_path: row.targetPath, rewrite_options: rewriteOptionsFor(status), status };
}
