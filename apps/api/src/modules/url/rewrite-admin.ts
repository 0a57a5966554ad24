/**
 * URL rewrites in the back office (issue 16, owners): the list, adding one whose target is a page the shop
 * shows (the dispatcher resolves it: a product, a category or a published story), and removing one. Each
 * change writes its audit row in the same transaction; the page version reads the rewrites (version.ts).
 */
import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { normaliseRequestPath } from "@petsies/domain";
import type { NewUrlRewriteBody, UrlRewriteList, UrlRewriteListQuery, UrlRewriteRow } from "@petsies/contract/admin";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../../db/like.ts";
import { urlRewrites } from "../../db/schema.ts";
import { AppError, NotFound } from "../../infra/errors.ts";
import { InvalidFields } from "../../infra/validation-answer.ts";
import { writeAudit, type Actor } from "../staff/audit.ts";
import { mapUrl } from "./service.ts";

type Row = typeof urlRewrites.$inferSelect;

const rowOf = (r: Row): UrlRewriteRow => ({ id: r.id, requestPath: r.requestPath, targetPath: r.targetPath, redirectType: r.redirectType === 302 ? 302 : 301, createdAt: r.createdAt.toISOString() });

export async function listUrlRewrites(db: Db, query: UrlRewriteListQuery): Promise<UrlRewriteList> {
  const where: SQL[] = [];
  if (query.q?.trim()) {
    const like = containsPattern(query.q.trim());
    where.push(or(ilike(urlRewrites.requestPath, like), ilike(urlRewrites.targetPath, like))!);
  }
  const filter = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(urlRewrites).where(filter).orderBy(desc(urlRewrites.createdAt), desc(urlRewrites.id)).limit(query.pageSize).offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(urlRewrites).where(filter),
  ]);
  return { rewrites: rows.map(rowOf), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** Whether the storefront shows a page at this path; only a missing page is a "no" (other failures are real errors). */
async function pageExists(db: Db, path: string): Promise<boolean> {
  try {
    await mapUrl(db, path);
    return true;
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 404) return false;
    throw err;
  }
}

export async function addUrlRewrite(db: Db, actor: Actor, body: NewUrlRewriteBody): Promise<UrlRewriteRow> {
  const requestPath = normaliseRequestPath(body.requestPath)!;
  const targetPath = normaliseRequestPath(body.targetPath)!;
  if (!(await pageExists(db, targetPath))) throw new InvalidFields({ targetPath: `The shop shows no page at ${targetPath}: check the path` });
  if (await pageExists(db, requestPath)) throw new InvalidFields({ requestPath: `The shop shows a page at ${requestPath}; a rewrite there would never be used` });
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(urlRewrites).values({ requestPath, targetPath, redirectType: body.redirectType }).onConflictDoNothing().returning();
    if (!row) throw new InvalidFields({ requestPath: `${requestPath} already redirects: remove that rewrite first` });
    await writeAudit(tx, actor, { action: "url_rewrite.create", entityType: "url_rewrite", entityId: row.id, after: rowOf(row) });
    return rowOf(row);
  });
}

export async function removeUrlRewrite(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx.delete(urlRewrites).where(eq(urlRewrites.id, id)).returning();
    if (!removed) throw new NotFound(`There is no URL rewrite ${id}`);
    await writeAudit(tx, actor, { action: "url_rewrite.delete", entityType: "url_rewrite", entityId: id, before: rowOf(removed) });
  });
}
