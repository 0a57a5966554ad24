/**
 * Staff accounts (issue "Back office I"): people who run the shop, apart from customers. A member is
 * created by an owner (or the staff tool, for the first owner) without a password and gets a one-time link
 * to set one; the same kind of link resets a forgotten password. Owners must use two-factor codes.
 */
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { NewStaffBody, StaffChangeBody, StaffMember, StaffRole } from "@petsies/contract/admin";
import { normaliseEmail } from "@petsies/domain";
import type { Db } from "../../db/client.ts";
import { staffMembers, staffPasswordTokens, staffSessions } from "../../db/schema.ts";
import { Conflict, Invalid, NotFound } from "../../infra/errors.ts";
import { hashPassword } from "../../infra/security/passwords.ts";
import { hashToken, newToken } from "../../infra/security/tokens.ts";
import { writeAudit, type Actor } from "./audit.ts";

export type StaffRow = typeof staffMembers.$inferSelect;

/** A new member's link lasts a week (they may be away); a reset link an hour. */
const NEW_MEMBER_LINK_MS = 7 * 24 * 60 * 60 * 1000;
const RESET_LINK_MS = 60 * 60 * 1000;
export const SET_PASSWORD_PATH = "/admin/set-password";
export const LINK_NOT_VALID = "This link is not valid or has expired. Ask an owner for a new one, or use “Forgot password”.";

export function staffView(row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as StaffRole,
    disabled: row.disabledAt !== null,
    totpEnabled: row.totpSecret !== null,
    refundLimitCents: row.refundLimitCents,
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  };
}

/** What the audit log keeps of a member: never a hash or a secret. */
function auditView(row: StaffRow) {
  const { id, email, name, role, refundLimitCents, disabledAt } = row;
  return { id, email, name, role, refundLimitCents, disabled: disabledAt !== null, totpEnabled: row.totpSecret !== null };
}

export async function staffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.email, normaliseEmail(email))).limit(1);
  return row;
}

export async function staffById(db: Db, id: number): Promise<StaffRow> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, id)).limit(1);
  if (!row) throw new NotFound(`There is no staff member ${id}`);
  return row;
}

export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db.select().from(staffMembers).orderBy(asc(staffMembers.email));
  return rows.map(staffView);
}

export function setPasswordLink(siteUrl: string, token: string): string {
  return `${siteUrl}${SET_PASSWORD_PATH}?${new URLSearchParams({ token })}`;
}

/** Only the newest link of a member works. */
async function issuePasswordToken(tx: Db, staffId: number, validMs: number, now: Date): Promise<string> {
  await tx.update(staffPasswordTokens).set({ usedAt: now }).where(and(eq(staffPasswordTokens.staffId, staffId), isNull(staffPasswordTokens.usedAt)));
  const token = newToken();
  await tx.insert(staffPasswordTokens).values({ staffId, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + validMs) });
  return token;
}

function refundLimitFor(role: StaffRole, limit: number | null | undefined): number | null {
  return role === "support" ? (limit ?? null) : null;
}

/** A new member and the token of their one-time set-password link. */
export async function addStaff(db: Db, actor: Actor, input: NewStaffBody, now = new Date()): Promise<{ staff: StaffMember; token: string }> {
  const email = normaliseEmail(input.email);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffMembers)
      .values({ email, name: input.name, role: input.role, refundLimitCents: refundLimitFor(input.role, input.refundLimitCents) })
      .onConflictDoNothing({ target: staffMembers.email })
      .returning();
    if (!row) throw new Conflict(`${email} already has a staff account`);
    const token = await issuePasswordToken(tx, row.id, NEW_MEMBER_LINK_MS, now);
    await writeAudit(tx, actor, { action: "staff.create", entityType: "staff", entityId: row.id, after: auditView(row) });
    return { staff: staffView(row), token };
  });
}

/** A new set-password link for an existing member (the staff tool, when a first link was lost). */
export async function newSetPasswordToken(db: Db, actor: Actor, staffId: number, now = new Date()): Promise<string> {
  return db.transaction(async (tx) => {
    const token = await issuePasswordToken(tx, staffId, NEW_MEMBER_LINK_MS, now);
    await writeAudit(tx, actor, { action: "staff.password_link", entityType: "staff", entityId: staffId });
    return token;
  });
}

/** The reset token to e-mail, or null when the e-mail has no live account (the answer is the same). */
export async function passwordResetToken(db: Db, email: string, now = new Date()): Promise<string | null> {
  const member = await staffByEmail(db, email);
  if (!member || member.disabledAt) return null;
  return db.transaction((tx) => issuePasswordToken(tx, member.id, RESET_LINK_MS, now));
}

/** Sets the password with a one-time token; every session of the member ends. */
export async function setPasswordWithToken(db: Db, token: string, password: string, now = new Date()): Promise<StaffRow> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(staffPasswordTokens)
      .set({ usedAt: now })
      .where(and(eq(staffPasswordTokens.tokenHash, hashToken(token)), isNull(staffPasswordTokens.usedAt), gt(staffPasswordTokens.expiresAt, now)))
      .returning({ staffId: staffPasswordTokens.staffId });
    if (!spent) throw new Invalid(LINK_NOT_VALID);
    const [row] = await tx.update(staffMembers).set({ passwordHash }).where(and(eq(staffMembers.id, spent.staffId), isNull(staffMembers.disabledAt))).returning();
    if (!row) throw new Invalid(LINK_NOT_VALID);
    await tx.update(staffSessions).set({ revokedAt: now }).where(and(eq(staffSessions.staffId, row.id), isNull(staffSessions.revokedAt)));
    await writeAudit(tx, { staffId: row.id, email: row.email }, { action: "staff.password_set", entityType: "staff", entityId: row.id });
    return row;
  });
}

/**
 * An owner changes a member: name, role, refund limit, disabled. A disabled member's sessions end at once.
 * The shop always keeps one enabled owner, so an owner cannot demote or disable the last one.
 */
export async function changeStaff(db: Db, actor: Actor, id: number, change: StaffChangeBody, now = new Date()): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    // Owners' changes take turns, so two owners cannot each demote the other at once.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff_owners'))`);
    const [before] = await tx.select().from(staffMembers).where(eq(staffMembers.id, id)).for("update");
    if (!before) throw new NotFound(`There is no staff member ${id}`);
    const role = change.role ?? (before.role as StaffRole);
    const disabledAt = change.disabled === undefined ? before.disabledAt : change.disabled ? (before.disabledAt ?? now) : null;
    if (before.role === "owner" && before.disabledAt === null && (role !== "owner" || disabledAt !== null)) {
      const owners = await tx.select({ id: staffMembers.id }).from(staffMembers).where(and(eq(staffMembers.role, "owner"), isNull(staffMembers.disabledAt)));
      if (owners.length <= 1) throw new Invalid("The shop needs at least one owner: make someone else an owner first");
    }
    const refundLimitCents = refundLimitFor(role, change.refundLimitCents === undefined ? before.refundLimitCents : change.refundLimitCents);
    const [after] = await tx
      .update(staffMembers)
      .set({ name: change.name ?? before.name, role, disabledAt, refundLimitCents })
      .where(eq(staffMembers.id, id))
      .returning();
    if (disabledAt !== null || role !== before.role) {
      // A new role or a disabled account takes effect at once: the member signs in again.
      await tx.update(staffSessions).set({ revokedAt: now }).where(and(eq(staffSessions.staffId, id), isNull(staffSessions.revokedAt)));
    }
    await writeAudit(tx, actor, { action: "staff.change", entityType: "staff", entityId: id, before: auditView(before), after: auditView(after!) });
    return staffView(after!);
  });
}
