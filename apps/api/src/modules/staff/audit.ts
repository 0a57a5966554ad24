/**
 * The audit log: every change made through the staff API (and the staff tool) writes one row — who, when,
 * what, the record before and after — in the same transaction as the change, so the trail and the data
 * can never disagree. Owners read it in the back office.
 */
import { and, count, desc, eq, gte, ilike, lt, type SQL } from "drizzle-orm";
import type { AuditPage, AuditQuery } from "@petsies/contract/admin";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../../db/like.ts";
import { auditLog } from "../../db/schema.ts";
import { parseDay } from "../production/service.ts";

/** Who made a change: a staff member, or the staff tool run by a login name (staffId null). */
export interface Actor {
  staffId: number | null;
  email: string;
}

export interface AuditRecord {
  action: string;
  entityType: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

export async function writeAudit(tx: Db, actor: Actor, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: actor.staffId,
    staffEmail: actor.email,
    action: record.action,
    entityType: record.entityType,
    entityId: String(record.entityId),
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

export async function listAudit(db: Db, query: AuditQuery): Promise<AuditPage> {
  const where: SQL[] = [];
  if (query.staff) where.push(ilike(auditLog.staffEmail, containsPattern(query.staff)));
  if (query.action) where.push(eq(auditLog.action, query.action));
  if (query.entityType) where.push(eq(auditLog.entityType, query.entityType));
  if (query.entityId) where.push(eq(auditLog.entityId, query.entityId));
  if (query.from) where.push(gte(auditLog.at, parseDay(query.from)));
  if (query.to) where.push(lt(auditLog.at, new Date(parseDay(query.to).getTime() + DAY_MS)));
  const filter = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(filter)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(auditLog).where(filter),
  ]);
  return {
    entries: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      staffId: r.staffId,
      staffEmail: r.staffEmail,
      action: r.action,
      entityType: r.entityType,
      entityId: r.entityId,
      before: r.before ?? null,
      after: r.after ?? null,
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
