/**
 * A member's second factor: a new secret to scan, turned on by a first code from it. Replacing one that is on
 * (a new phone) asks for the password and a current code of the old one as well, counted like a sign-in's,
 * so a session alone (a stolen cookie) cannot swap it; the replacement ends every other session of the member
 * and is audited apart from a first enrolment.
 */
import { and, eq, isNull, ne } from "drizzle-orm";
import type { TotpConfirmBody } from "@petsies/contract/admin";
import type { Db } from "../../db/client.ts";
import { staffMembers, staffSessions } from "../../db/schema.ts";
import { Invalid } from "../../infra/errors.ts";
import { verifyPassword } from "../../infra/security/passwords.ts";
import { countersFor, signInFailed, signInSucceeded, takeSignInAttempt } from "../../infra/security/sign-in-limits.ts";
import { checkTotp, newTotpSecret, totpUri } from "../../infra/security/totp.ts";
import { InvalidFields } from "../../infra/validation-answer.ts";
import type { StaffRow } from "./accounts.ts";
import { writeAudit } from "./audit.ts";
import { STAFF_SIGN_IN, type StaffSession } from "./sessions.ts";
import { stepUnused } from "./totp-steps.ts";

const NO_PENDING_SECRET = "Start the two-factor set-up first: a new code to scan is made each time.";
const WRONG_NEW_CODE = "That code is not right. Check the app shows the Petsies entry you just added, and type its current code.";
export const REPLACEMENT_MESSAGES = {
  needed: "Two-factor is already on: enter your password and a current code from the app you are replacing.",
  wrongPassword: "That password is not right.",
  wrongCode: "That code is not right or was already used. Wait for the next code and try again.",
} as const;

/** The session that proved the new secret with its code has passed two-factor (it may add a passkey). */
async function passedWithCode(tx: Db, session: StaffSession): Promise<void> {
  await tx.update(staffSessions).set({ secondFactor: "totp" }).where(eq(staffSessions.id, session.sessionId));
}

/** A new secret to scan; it becomes the member's only when a first code from it is confirmed. */
export async function beginTotpSetup(db: Db, staff: StaffRow): Promise<{ secret: string; otpauthUrl: string }> {
  const secret = newTotpSecret();
  await db.update(staffMembers).set({ totpPendingSecret: secret }).where(eq(staffMembers.id, staff.id));
  return { secret, otpauthUrl: totpUri(staff.email, secret) };
}

/** The new secret, when the code from it is right. */
async function pendingSecretOf(db: Db, staffId: number, otp: string, now: Date): Promise<{ pending: string; step: number }> {
  const [current] = await db.select({ pending: staffMembers.totpPendingSecret }).from(staffMembers).where(eq(staffMembers.id, staffId));
  const pending = current?.pending;
  if (!pending) throw new Invalid(NO_PENDING_SECRET);
  const step = await checkTotp(pending, otp, null, now.getTime());
  if (step === null) throw new InvalidFields({ otp: WRONG_NEW_CODE });
  return { pending, step };
}

/** Turns the pending secret on with a first code from it, or replaces the member's second factor with it. */
export async function confirmTotpSetup(db: Db, session: StaffSession, body: TotpConfirmBody, ip: string | null, now = new Date()): Promise<StaffRow> {
  if (session.staff.totpSecret !== null) return replaceTotp(db, session, body, ip, now);
  const { staff } = session;
  const { pending, step } = await pendingSecretOf(db, staff.id, body.otp, now);
  return db.transaction(async (tx) => {
    // One confirmation of a pending secret wins: the same code sent twice at once finds the secret taken.
    const [after] = await tx
      .update(staffMembers)
      .set({ totpSecret: pending, totpPendingSecret: null, totpLastStep: step })
      .where(and(eq(staffMembers.id, staff.id), isNull(staffMembers.totpSecret), eq(staffMembers.totpPendingSecret, pending), stepUnused(step)))
      .returning();
    if (!after) throw new InvalidFields({ otp: WRONG_NEW_CODE });
    await passedWithCode(tx, session);
    await writeAudit(tx, { staffId: staff.id, email: staff.email }, { action: "staff.totp_enabled", entityType: "staff", entityId: staff.id, after: { totpEnabled: true } });
    return after;
  });
}

async function replaceTotp(db: Db, session: StaffSession, body: TotpConfirmBody, ip: string | null, now: Date): Promise<StaffRow> {
  const { staff } = session;
  if (!body.password || !body.currentOtp) {
    const missing = { ...(body.password ? {} : { password: "Enter your password" }), ...(body.currentOtp ? {} : { currentOtp: "Enter the current code from the app you are replacing" }) };
    throw new InvalidFields(missing, REPLACEMENT_MESSAGES.needed);
  }
  const { pending, step } = await pendingSecretOf(db, staff.id, body.otp, now);
  // The password and the old code are tried as a sign-in is: against the same counters and limits.
  const counters = countersFor(STAFF_SIGN_IN, staff.email, ip);
  await takeSignInAttempt(db, counters, now);
  const refuse = async (fields: Record<string, string>): Promise<never> => {
    await signInFailed(db, counters, now);
    throw new InvalidFields(fields);
  };
  if (!staff.passwordHash || !(await verifyPassword(body.password, staff.passwordHash))) return refuse({ password: REPLACEMENT_MESSAGES.wrongPassword });
  const oldStep = await checkTotp(staff.totpSecret!, body.currentOtp, staff.totpLastStep, now.getTime());
  if (oldStep === null) return refuse({ currentOtp: REPLACEMENT_MESSAGES.wrongCode });
  const after = await db.transaction(async (tx) => {
    // The old code's step is taken as a sign-in takes it, in the same update that swaps the secret.
    const [row] = await tx
      .update(staffMembers)
      .set({ totpSecret: pending, totpPendingSecret: null, totpLastStep: Math.max(oldStep, step) })
      .where(and(eq(staffMembers.id, staff.id), eq(staffMembers.totpSecret, staff.totpSecret!), eq(staffMembers.totpPendingSecret, pending), stepUnused(oldStep)))
      .returning();
    if (!row) return null;
    await passedWithCode(tx, session);
    const ended = await tx
      .update(staffSessions)
      .set({ revokedAt: now })
      .where(and(eq(staffSessions.staffId, staff.id), ne(staffSessions.id, session.sessionId), isNull(staffSessions.revokedAt)))
      .returning({ id: staffSessions.id });
    await writeAudit(
      tx,
      { staffId: staff.id, email: staff.email },
      { action: "staff.totp_replaced", entityType: "staff", entityId: staff.id, before: { totpEnabled: true }, after: { totpEnabled: true, otherSessionsEnded: ended.length } },
    );
    return row;
  });
  if (!after) return refuse({ currentOtp: REPLACEMENT_MESSAGES.wrongCode });
  await signInSucceeded(db, counters);
  return after;
}
