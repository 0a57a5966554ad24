import { z } from "zod";
import { isoDay, line, queryInt } from "./fields.ts";

/** One change made through the staff API: who, when, what, and the record before and after. */
export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  staffId: z.number().int().nullable(),
  staffEmail: z.string(),
  /** e.g. "order_item.status", "staff.create", "session.sign_in" */
  action: z.string(),
  /** e.g. "order_item", "staff", "order" */
  entityType: z.string(),
  entityId: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** GET /api/admin/audit (owner): newest first. */
export const auditQuery = z.object({
  staff: line(254).optional(),
  action: line(60).optional(),
  entityType: line(40).optional(),
  entityId: line(60).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  page: queryInt(1, 100_000).default(1),
  pageSize: queryInt(1, 100).default(50),
});
export type AuditQuery = z.infer<typeof auditQuery>;
export const auditPage = z.object({ entries: z.array(auditEntry), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type AuditPage = z.infer<typeof auditPage>;
